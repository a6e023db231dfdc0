import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { attachmentExtensions, attachmentRules, greenButtonTypes, type AttachmentType } from '@/shared/lead/attachments';
import type { FormKind } from '@/shared/lead/form-kinds';
import type { NewLeadFile } from '../outbox/record';
import { detectType, type RefusalReason } from './detect';
import { stripHeif } from './strip-heif';
import { stripJpeg } from './strip-jpeg';
import { stripPng } from './strip-png';
import { stripWebp } from './strip-webp';
import { UploadError } from './upload-error';

/** A file as the multipart reader hands it over: bytes (capped) and what the visitor called it. */
export interface ReceivedFile {
  bytes: Buffer;
  originalName: string | null;
}

const strippers: Partial<Record<AttachmentType, (b: Buffer) => Buffer>> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
  'image/heic': stripHeif,
  'image/heif': stripHeif,
};

/** The end of "File 2 …": what the visitor is told, by position, never by the file's name (docs/decisions/021-file-safety.md). */
const refusal: Record<RefusalReason, string> = {
  unknown: 'is not a type this form takes',
  'too-large': 'unpacks to far too much data',
  'active-content':
    'contains macros, scripts, embedded files or links that open other files, which we cannot accept. Please send a plain copy: save or print it as a new PDF, or send a photo of it',
  unreadable: 'is encrypted or packed in a way we cannot check. Please send a copy without a password',
  malformed: 'is damaged, or is not the kind of file it says it is',
  'unsafe-text':
    'declares a DOCTYPE or entities, or holds spreadsheet formulas, which we do not open. Please download it again from your utility\'s Green Button "Download My Data"',
};

/** attachment-1.jpg: the stored and mailed name, from the detected type only. */
export const storedName = (file: { position: number; mime: AttachmentType }) =>
  `attachment-${file.position}.${attachmentExtensions[file.mime]}`;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks each file against the form's rule by its content, strips image metadata, and hashes.
 * Throws UploadError (413 too many, 415 wrong or malformed type) naming the file's position.
 */
export async function prepareFiles(form: FormKind, files: ReceivedFile[]): Promise<NewLeadFile[]> {
  const rule = attachmentRules[form];
  if (files.length > rule.maxFiles) throw new UploadError(413, `This form takes at most ${rule.maxFiles} file(s).`);
  const prepared: NewLeadFile[] = [];
  for (const [index, file] of files.entries()) {
    // Checking a 5 MB file takes tens of milliseconds of the event loop; other requests get a turn between files.
    if (index > 0) await setImmediate();
    prepared.push(await prepareFile(form, index + 1, file));
  }
  return prepared;
}

/**
 * One file at its position: the same checks as a file sent with its lead, for a file that
 * arrived in parts (docs/decisions/028-resumable-uploads.md). Throws UploadError as above.
 */
export async function prepareFile(form: FormKind, position: number, file: ReceivedFile): Promise<NewLeadFile> {
  const rule = attachmentRules[form];
  const detection = await detectType(file.bytes, {
    greenButton: rule.types.some((t) => (greenButtonTypes as readonly string[]).includes(t)),
  });
  if (detection.type === undefined || !rule.types.includes(detection.type)) {
    throw new UploadError(415, `File ${position} ${refusal[detection.type === undefined ? detection.reason : 'unknown']}.`);
  }
  const mime = detection.type;
  let bytes: Buffer;
  try {
    bytes = strippers[mime]?.(file.bytes) ?? file.bytes;
  } catch {
    // MalformedFile, or a bounds error from a structure we did not foresee: a parser of
    // visitor bytes answers 415, never a crash.
    throw new UploadError(415, `File ${position} is damaged or not a real image.`);
  }
  return { position, mime, size: bytes.length, sha256: sha256(bytes), originalName: file.originalName, bytes };
}
