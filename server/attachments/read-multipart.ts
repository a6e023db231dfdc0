import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { attachmentLimits, attachmentRules, maxFilesPerLead, multipartFields } from '@/shared/lead/attachments';
import { formKinds, type FormKind } from '@/shared/lead/form-kinds';
import { originalNameText } from './original-name';
import type { ReceivedFile } from './prepare';
import { UploadError } from './upload-error';

export interface MultipartLead {
  /** The `lead` field, as sent (JSON text, at most 16 KB). */
  leadText: string;
  /** Non-empty `files` parts, in order. */
  files: ReceivedFile[];
}

/** Part headers, boundaries and the lead on top of the files: a generous allowance, still bounded. */
export const MAX_MULTIPART_BYTES = attachmentLimits.totalBytes + attachmentLimits.leadFieldBytes + 256 * 1024;

const tooLarge = (message: string) => new UploadError(413, message);

/** The form kind, read early so the per-form file count is enforced while files arrive. */
function formOf(leadText: string): FormKind | undefined {
  try {
    const form = (JSON.parse(leadText) as { form?: unknown } | null)?.form;
    return formKinds.find((kind) => kind === form);
  } catch {
    return undefined;
  }
}

/**
 * Reads a multipart/form-data lead with hard limits (docs/decisions/017-attachments.md): one
 * `lead` field first, then at most 5 `files` parts (fewer for some forms), 5 MB each and 15 MB
 * together, counted as the bytes stream in. The first limit crossed rejects with an UploadError
 * at once and nothing more is kept, so memory never exceeds the limits; the caller answers and
 * drops the connection. Slow bodies are cut by the server's request timeout, as for JSON.
 * With `keepFiles: false` (a replay of a stored lead) the same limits hold but no file byte is
 * kept: `files` comes back empty.
 */
export function readMultipart(req: IncomingMessage, { keepFiles = true } = {}): Promise<MultipartLead> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8', // browsers send UTF-8 file names; busboy's default is latin1
        limits: {
          fieldNameSize: 16,
          fieldSize: attachmentLimits.leadFieldBytes,
          fields: 1,
          // One over what any form takes, so the per-form check below answers first with a
          // message that says how many; these stay the hard stop for floods of parts.
          files: maxFilesPerLead + 1,
          parts: maxFilesPerLead + 2,
          headerPairs: 8,
          // busboy signals `limit` on reaching this size: one byte more than a file may have.
          fileSize: attachmentLimits.fileBytes + 1,
        },
      });
    } catch {
      reject(new UploadError(400, 'The multipart request has no boundary.'));
      return;
    }
    let settled = false;
    let leadText: string | undefined;
    let maxFiles: number = maxFilesPerLead;
    let total = 0;
    let raw = 0;
    // A part's chunks become one Buffer as soon as the part ends, so the chunks of a finished
    // file are not kept beside its copy while the next one arrives.
    const parts: { chunks: Buffer[]; bytes?: Buffer; size: number; name: string | null }[] = [];
    const fail = (error: UploadError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners('file').removeAllListeners('field');
      parser.on('error', () => {}); // it may still complain about the cut-off form
      parts.length = 0; // drop what was kept
      reject(error);
    };
    const malformed = () => fail(new UploadError(400, 'The multipart request is malformed or was cut off.'));
    const onData = (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > MAX_MULTIPART_BYTES) fail(tooLarge('The request is too large.'));
    };
    req.on('data', onData);
    // The client went away mid-body (or the request timeout cut it): nothing was stored.
    req.once('close', () => {
      if (!req.complete) fail(new UploadError(400, 'The upload was cut off.'));
    });

    parser.on('field', (name, value, info) => {
      if (name !== multipartFields.lead || leadText !== undefined) return fail(new UploadError(400, 'Unexpected form field.'));
      if (info.valueTruncated) return fail(tooLarge('The request is too large.'));
      leadText = value;
      const form = formOf(value);
      if (form) maxFiles = attachmentRules[form].maxFiles;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside a file part errors this stream as well as the parser ("Unexpected
      // end of file"): an 'error' nobody listens to would end the process, so every stream,
      // kept or skipped, has a listener before anything else.
      stream.on('error', malformed);
      if (settled) return void stream.resume();
      if (name !== multipartFields.files) return void (stream.resume(), fail(new UploadError(400, 'Unexpected file field.')));
      if (leadText === undefined) return void (stream.resume(), fail(new UploadError(400, 'Send the lead field before the files.')));
      if (parts.length >= maxFiles) return void (stream.resume(), fail(tooLarge(`This form takes at most ${maxFiles} file(s).`)));
      const part: (typeof parts)[number] = { chunks: [], size: 0, name: originalNameText(info.filename) };
      const position = parts.push(part);
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        part.size += chunk.length;
        total += chunk.length;
        if (total > attachmentLimits.totalBytes) fail(tooLarge('The files are larger than 15 MB together.'));
        else if (keepFiles) part.chunks.push(chunk);
      });
      stream.once('end', () => {
        if (settled || !keepFiles) return;
        part.bytes = Buffer.concat(part.chunks, part.size);
        part.chunks = [];
      });
      stream.once('limit', () => fail(tooLarge(`File ${position} is larger than 5 MB.`)));
    });
    const tooMany = () => fail(tooLarge('Too many parts in the request.'));
    parser.on('partsLimit', tooMany).on('filesLimit', tooMany).on('fieldsLimit', tooMany);
    parser.on('error', malformed);
    parser.on('close', () => {
      req.off('data', onData);
      if (settled) return;
      settled = true;
      if (leadText === undefined) return reject(new UploadError(400, 'The lead field is missing.'));
      const files = parts
        .filter((p) => keepFiles && p.size > 0) // an empty file input still sends an empty part
        .map((p) => ({ bytes: p.bytes ?? Buffer.concat(p.chunks, p.size), originalName: p.name }));
      resolve({ leadText, files });
    });
    req.pipe(parser);
  });
}
