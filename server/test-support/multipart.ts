import { randomBytes } from 'node:crypto';

/** One file part as a test sends it; name and type are the visitor's claims, which the server ignores. */
export interface UploadPart {
  bytes: Buffer;
  name?: string;
  type?: string;
  /** The field name; `files` unless a test wants another. */
  field?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (order, counts, cuts). */
export function multipartBody(lead: unknown, files: UploadPart[], { leadFirst = true } = {}) {
  const boundary = `----sunfield${randomBytes(8).toString('hex')}`;
  const leadPart = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="lead"\r\n\r\n${typeof lead === 'string' ? lead : JSON.stringify(lead)}\r\n`,
  );
  const fileParts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  const parts = leadFirst ? [leadPart, ...fileParts] : [...fileParts, leadPart];
  const body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface ApiAnswer {
  status: number;
  body: { success: boolean; message: string; leadId?: string };
  headers: Headers;
  ms: number;
}

/** POSTs a lead with files the way the browser will (Idempotency-Key = the lead's id). */
export async function postUpload(
  baseUrl: string,
  lead: { id: string } & Record<string, unknown>,
  files: UploadPart[],
  options: { leadFirst?: boolean; raw?: { body: Buffer; contentType: string } } = {},
): Promise<ApiAnswer> {
  const { body, contentType } = options.raw ?? multipartBody(lead, files, options);
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'idempotency-key': lead.id },
    body: new Uint8Array(body),
  });
  const answer = (await res.json()) as ApiAnswer['body'];
  return { status: res.status, body: answer, headers: res.headers, ms: Date.now() - started };
}

/** The same upload as a browser's FormData would encode it (undici's encoder, not ours). */
export async function postFormData(baseUrl: string, lead: { id: string } & Record<string, unknown>, files: UploadPart[]) {
  const form = new FormData();
  form.append('lead', JSON.stringify(lead));
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name ?? 'photo.jpg');
  const res = await fetch(`${baseUrl}/api/send-email`, { method: 'POST', headers: { 'idempotency-key': lead.id }, body: form });
  return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
}
