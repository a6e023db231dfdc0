import type { FormKind } from './form-kinds';

/**
 * Files sent with a lead (docs/decisions/017-attachments.md). The server enforces these; the
 * forms use the same numbers so a visitor hears "too large" before uploading anything.
 * Sizes are bytes of the file as sent, after the browser's own downscaling.
 */
export const attachmentLimits = {
  /** One file. */
  fileBytes: 5 * 1024 * 1024,
  /** All files of one lead together: base64 in the office email makes this about 20.5 MB. */
  totalBytes: 15 * 1024 * 1024,
  /** The `lead` field of a multipart request: the same cap as a JSON lead. */
  leadFieldBytes: 16 * 1024,
  /** The visitor's own file name, kept only as text for the office email. */
  originalNameChars: 120,
} as const;

/** The multipart field names: one `lead` (the JSON lead, first), then `files` parts. */
export const multipartFields = { lead: 'lead', files: 'files' } as const;

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** Green Button "Download My Data" files, quote forms only, judged by src/shared/lead/green-button.ts. */
export const greenButtonTypes = ['application/xml', 'text/csv'] as const;
export type AttachmentType = (typeof imageTypes)[number] | (typeof documentTypes)[number] | (typeof greenButtonTypes)[number];

/** The extension a stored file is named with (`attachment-1.jpg`): from its detected type, never from the visitor. */
export const attachmentExtensions: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/xml': 'xml',
  'text/csv': 'csv',
};

export interface AttachmentRule {
  maxFiles: number;
  types: readonly AttachmentType[];
}

const photosOrPdf: AttachmentRule = { maxFiles: 5, types: [...imageTypes, 'application/pdf'] };
/** The quote form (on its own page and on landing pages) also takes the bill's Green Button file. */
const quoteFiles: AttachmentRule = { maxFiles: 5, types: [...photosOrPdf.types, ...greenButtonTypes] };

/**
 * What each form may carry: photos, PDFs or a Green Button file with a quote, photos or PDFs with
 * an estimate, one resume with an application.
 */
export const attachmentRules: Record<FormKind, AttachmentRule> = {
  quote: quoteFiles,
  estimate: photosOrPdf,
  landing: quoteFiles,
  application: { maxFiles: 1, types: ['application/pdf', 'application/msword', documentTypes[2]] },
};

/** The most files any form takes: the server's hard cap on file parts before it knows the form. */
export const maxFilesPerLead = Math.max(...Object.values(attachmentRules).map((r) => r.maxFiles));

/** For an `<input type="file" accept>`: the types and their usual extensions. */
export const acceptAttribute = (form: FormKind): string =>
  attachmentRules[form].types.flatMap((type) => [type, `.${attachmentExtensions[type]}`]).join(',') +
  (attachmentRules[form].types.includes('image/jpeg') ? ',.jpeg' : '');
