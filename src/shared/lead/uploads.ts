import { z } from 'zod';
import { attachmentLimits, maxFilesPerLead } from './attachments';

/**
 * Resumable file uploads (docs/decisions/028-resumable-uploads.md). A lead is posted on its own
 * first, declaring its files; each file then travels in parts to
 * `PATCH /api/leads/{lead id}/files/{position}` with `Upload-Offset` (where the part starts) and
 * `Upload-Token` (given in the lead's answer). `HEAD` or `GET` on the same path tells how many
 * bytes the server has stored durably. Shared by the browser and the server.
 */
export const uploadLimits = {
  /** A part's body at most: a few seconds on a weak uplink, never more than the server holds per request. */
  maxPartBytes: 256 * 1024,
  /** Where the browser starts; it adapts each part to about PART_SECONDS of the measured rate. */
  firstPartBytes: 32 * 1024,
  minPartBytes: 8 * 1024,
} as const;

export const uploadHeaders = { offset: 'Upload-Offset', length: 'Upload-Length', token: 'Upload-Token' } as const;

/** The path of one declared file, 1-based, under the lead's client id (its idempotency key). */
export const uploadPath = (leadId: string, position: number) => `/api/leads/${encodeURIComponent(leadId)}/files/${position}`;

/** One declared file: what the server must receive before it counts the file as complete. */
export const declaredFileSchema = z.strictObject({
  size: z.int().min(1).max(attachmentLimits.fileBytes),
  /** SHA-256 of the exact bytes that will be sent, lower-case hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The browser's claim; the server judges the bytes (docs/decisions/017-attachments.md). */
  type: z.string().max(100),
  /** The visitor's file name, as text for the office only. */
  name: z.string().max(1000).optional(),
});

export type DeclaredFile = z.infer<typeof declaredFileSchema>;

export const declaredFilesSchema = z
  .array(declaredFileSchema)
  .min(1)
  .max(maxFilesPerLead)
  .refine((files) => files.reduce((sum, f) => sum + f.size, 0) <= attachmentLimits.totalBytes, 'The files are larger than 15 MB together.');

/** What the server answers about one file: bytes stored so far and whether it is finished. */
export interface UploadStatus {
  offset: number;
  size: number;
  state: 'receiving' | 'complete' | 'refused';
}
