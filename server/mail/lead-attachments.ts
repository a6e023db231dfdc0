import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Attachment } from 'nodemailer/lib/mailer';
import type { AttachmentType } from '@/shared/lead/attachments';
import { storedName } from '../attachments/prepare';
import type { LeadFile, LeadUpload } from '../outbox/record';

const typeLabels: Record<AttachmentType, string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/heic': 'HEIC photo',
  'image/heif': 'HEIF photo',
  'application/pdf': 'PDF',
  'application/msword': 'Word document (.doc)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document (.docx)',
  'application/xml': 'Green Button data (XML)',
  'text/csv': 'Green Button data (CSV)',
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The office email's list of files, one line each: our name for it, its detected type and size,
 * and the visitor's own file name as quoted text (it is theirs, so it never names the file).
 */
export function attachmentLines(files: readonly LeadFile[]): string {
  return files
    .map((f) => {
      const theirs = f.originalName ? `, sent as "${f.originalName}"` : '';
      return `${f.position}. ${storedName(f)}: ${typeLabels[f.mime] ?? f.mime}, ${formatSize(f.size)}${theirs}`;
    })
    .join('\n');
}

/**
 * The declared files an email does not carry (docs/decisions/028-resumable-uploads.md): those
 * still arriving, with how much is in, and those refused, with our reason. The office knows
 * what to expect in a follow-up email, or to ask for when it calls.
 */
export function missingFileLines(uploads: readonly LeadUpload[]): string {
  const lines = uploads.map((u) => {
    const theirs = u.originalName ? ` "${u.originalName}"` : '';
    if (u.state === 'refused') return `File ${u.position}${theirs}, ${formatSize(u.size)}: not accepted. ${u.reason ?? ''}`.trim();
    if (u.state === 'complete') return `File ${u.position}${theirs}, ${formatSize(u.size)}: already sent in an earlier email.`;
    const sofar = u.received > 0 ? `${formatSize(u.received)} received so far` : 'nothing received yet';
    return `File ${u.position}${theirs}, ${formatSize(u.size)}: still arriving (${sofar}).`;
  });
  const arriving = uploads.some((u) => u.state === 'receiving');
  if (arriving) lines.push('Files still arriving will follow in a separate email as soon as they are in.');
  return lines.join('\n');
}

/** 57 KiB: whole base64 lines (57 bytes make one 76-character line), so no piece is re-joined. */
export const MAIL_CHUNK_BYTES = 57 * 1024;

/**
 * The stored bytes as a stream of 57 KiB views (no copy). Handed a whole Buffer, nodemailer
 * base64-encodes, wraps and dot-escapes a 5 MB file in one piece: three more copies of it at
 * once and some 100 ms in which the server answers nobody. In pieces, each step is short; and
 * the event loop gets a turn between pieces (setImmediate), because a fast socket never pushes
 * back and the stream chain would otherwise run a whole file through in one go
 * (docs/decisions/017-attachments.md, "Memory").
 */
export const inPieces = (bytes: Buffer): Readable =>
  Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += MAIL_CHUNK_BYTES) {
        if (at > 0) await setImmediate();
        yield bytes.subarray(at, at + MAIL_CHUNK_BYTES);
      }
    })(),
    { objectMode: false },
  );

/**
 * nodemailer attachments from the stored bytes: the name from the detected type, the type we
 * detected (never the visitor's claim), and `attachment` disposition, so no mail client shows
 * a document inline. Everything up to the 15 MB total is attached (docs/decisions/017-attachments.md).
 * Each content is a one-use stream: build the message anew for every attempt, as the worker does.
 */
export function mailAttachments(files: readonly LeadFile[]): Attachment[] {
  return files.map((f) => {
    if (!f.bytes) throw new Error(`file ${f.position} of ${f.leadId} was read without its bytes`);
    // Base64 for every type: a Green Button CSV or XML arrives byte for byte like a photo, and the
    // pieces stay whole base64 lines.
    return {
      filename: storedName(f),
      content: inPieces(f.bytes),
      contentType: f.mime,
      contentDisposition: 'attachment',
      contentTransferEncoding: 'base64',
    };
  });
}
