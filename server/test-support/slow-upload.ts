import { connect, type Socket } from 'node:net';
import { multipartBody, type UploadPart } from './multipart';
import { pdfFile } from './sample-files';
import { wirePayload } from './test-server';

export interface SlowUpload {
  socket: Socket;
  body: Buffer;
  lead: { id: string };
  /** Everything the server sent back so far. */
  received: () => string;
  /** Sends the rest of the body at once. */
  finish(): void;
  closed: Promise<number>;
}

/**
 * A multipart upload on a raw socket with only `sent` bytes of its body written, as a client on
 * a crawling link (or an attacker holding a slot) would leave it; `headers` adds e.g. an
 * X-Forwarded-For to pose as another client behind a trusted proxy.
 */
export async function startSlowUpload(
  url: string,
  {
    sent = 1000,
    headers = {},
    lead = wirePayload({ fillMs: 9000 }),
    files,
  }: {
    sent?: number;
    headers?: Record<string, string>;
    lead?: { id: string } & Record<string, unknown>;
    files?: UploadPart[];
  } = {},
): Promise<SlowUpload> {
  const parts = files ?? [{ bytes: Buffer.concat([pdfFile(), Buffer.alloc(100_000, 0x20)]) }];
  const { body, contentType } = multipartBody(lead, parts);
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise((resolve) => socket.once('connect', resolve));
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(
    `POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nIdempotency-Key: ${lead.id}\r\n` +
      `Content-Length: ${body.length}\r\n${extra}\r\n`,
  );
  socket.write(body.subarray(0, sent));
  return { socket, body, lead, received: () => received, finish: () => socket.write(body.subarray(sent)), closed };
}
