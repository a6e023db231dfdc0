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

/** One declared file (its schema is in upload-schema.ts, kept apart so the outbox does not load zod). */
export interface DeclaredFile {
  size: number;
  sha256: string;
  type: string;
  name?: string | undefined;
}

/** What the server answers about one file: bytes stored so far and whether it is finished. */
export interface UploadStatus {
  offset: number;
  size: number;
  state: 'receiving' | 'complete' | 'refused';
}
