import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentType } from '@/shared/lead/attachments';
import { inspectGreenButton, type GreenButtonRefusal } from '@/shared/lead/green-button';
import { inspectDoc, isCfb } from './cfb';
import { inspectPdf } from './pdf';
import { inspectDocx, isZip } from './zip-directory';

/** Enough for every signature we accept; file-type never sees more than this. */
const DETECTION_PREFIX_BYTES = 64 * 1024;

const DOCX: AttachmentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DETECTED: Record<string, AttachmentType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heif': 'image/heif',
  'application/pdf': 'application/pdf',
};

/**
 * Why a file is refused: not a type we take; inflating far too much; something an office PC
 * would run or fetch by itself (macros, scripts, embedded files, remote templates); packed so it
 * cannot be checked (encrypted); or bytes that are not the structure the type claims.
 */
export type RefusalReason =
  | 'unknown'
  | 'too-large'
  | 'active-content'
  | 'unreadable'
  | 'malformed'
  // A Green Button file that declares a DTD or entities, or a CSV with formulas (docs/decisions/032-green-button-files.md).
  | 'unsafe-text';
export type Detection = { type: AttachmentType } | { type: undefined; reason: RefusalReason };

const refused = (reason: RefusalReason): Detection => ({ type: undefined, reason });

const textRefusal: Record<GreenButtonRefusal, RefusalReason> = {
  'not-text': 'unknown',
  unsafe: 'unsafe-text',
  'not-green-button': 'unknown',
  malformed: 'malformed',
};

/**
 * The type of a file by its content alone; the declared type and the name never count. ZIPs and
 * OLE2 files are judged by our own code (server/attachments/zip-directory.ts, cfb.ts), PDFs are
 * checked for actions and embedded files (pdf.ts); everything else goes to file-type on a 64 KB
 * prefix. Images are checked and cleaned when their metadata is stripped (prepare.ts). With
 * `greenButton`, a file no signature names is read as a Green Button XML or CSV
 * (src/shared/lead/green-button.ts).
 * docs/decisions/017-attachments.md and 021-file-safety.md.
 */
export async function detectType(bytes: Buffer, options: { greenButton?: boolean } = {}): Promise<Detection> {
  if (isZip(bytes)) {
    const verdict = await inspectDocx(bytes);
    return verdict === 'docx' ? { type: DOCX } : refused(verdict === 'not-docx' ? 'unknown' : verdict);
  }
  if (isCfb(bytes)) {
    const verdict = inspectDoc(bytes);
    return verdict === 'doc' ? { type: 'application/msword' } : refused(verdict === 'not-doc' ? 'unknown' : verdict);
  }
  const found = await fileTypeFromBuffer(bytes.subarray(0, DETECTION_PREFIX_BYTES));
  // Text has no magic bytes (file-type names only XML with a declaration): a form that takes
  // Green Button files has it judged by its whole content.
  if (options.greenButton && (!found || found.mime === 'application/xml')) {
    const verdict = inspectGreenButton(bytes);
    return verdict.type ? { type: verdict.type } : refused(textRefusal[verdict.reason]);
  }
  const type = found && DETECTED[found.mime];
  if (!type) return refused('unknown');
  if (type === 'application/pdf') {
    const verdict = await inspectPdf(bytes);
    if (verdict !== 'ok') return refused(verdict);
  }
  return { type };
}
