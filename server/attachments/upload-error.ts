/**
 * Why an upload is refused, with the status the API answers (docs/decisions/001-lead-api-contract.md
 * and 017-attachments.md). Messages are ours: they name a file by its position, never by the
 * name the visitor gave it.
 */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** A file whose structure does not hold together (a truncated or crafted image): answered 415. */
export class MalformedFile extends Error {
  constructor(what: string) {
    super(`malformed file: ${what}`);
    this.name = 'MalformedFile';
  }
}
