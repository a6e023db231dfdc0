import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentType } from '@/shared/lead/attachments';
import { isCfb, isWordDocument } from './cfb';
import { inspectZip, isZip } from './zip-directory';

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

export type Detection = { type: AttachmentType } | { type: undefined; reason: 'unknown' | 'too-large' };

/**
 * The type of a file by its content alone; the declared type and the name never count. ZIPs and
 * OLE2 files are judged by their directories (server/attachments/zip-directory.ts, cfb.ts), so
 * nothing is ever inflated: file-type would inflate a DOCX's [Content_Types].xml (bounded at
 * 1 MB in file-type 21, but we want none). Everything else goes to file-type on a 64 KB prefix.
 */
export async function detectType(bytes: Buffer): Promise<Detection> {
  if (isZip(bytes)) {
    const verdict = inspectZip(bytes);
    return verdict === 'docx' ? { type: DOCX } : { type: undefined, reason: verdict === 'too-large' ? 'too-large' : 'unknown' };
  }
  if (isCfb(bytes)) return isWordDocument(bytes) ? { type: 'application/msword' } : { type: undefined, reason: 'unknown' };
  const found = await fileTypeFromBuffer(bytes.subarray(0, DETECTION_PREFIX_BYTES));
  const type = found && DETECTED[found.mime];
  return type ? { type } : { type: undefined, reason: 'unknown' };
}
