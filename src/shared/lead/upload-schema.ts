import './zod-config';
import { z } from 'zod/mini';
import { attachmentLimits, maxFilesPerLead } from './attachments';
import type { DeclaredFile } from './uploads';

/**
 * The declaration of a lead's files on the wire (docs/decisions/028-resumable-uploads.md), apart
 * from uploads.ts so the browser's outbox, which is in every page, does not pull zod in with it.
 */

/** One declared file: what the server must receive before it counts the file as complete. */
export const declaredFileSchema = z.strictObject({
  size: z.int().check(z.minimum(1), z.maximum(attachmentLimits.fileBytes)),
  /** SHA-256 of the exact bytes that will be sent, lower-case hex. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The browser's claim; the server judges the bytes (docs/decisions/017-attachments.md). */
  type: z.string().check(z.maxLength(100)),
  /** The visitor's file name, as text for the office only. */
  name: z.optional(z.string().check(z.maxLength(1000))),
});

export const declaredFilesSchema = z.array(declaredFileSchema).check(
  z.minLength(1),
  z.maxLength(maxFilesPerLead),
  z.refine(
    (files) => files.reduce((sum, f) => sum + f.size, 0) <= attachmentLimits.totalBytes,
    'The files are larger than 15 MB together.',
  ),
);

// Does not compile if the schema and the plain type drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const declaredFileShapeMatches: Same<z.infer<typeof declaredFileSchema>, DeclaredFile> = true;
