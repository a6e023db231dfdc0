import { connect } from 'node:net';

export interface RawAnswer {
  /** The status code, or null when the connection closed without an answer. */
  status: number | null;
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** The JSON body, when the answer had one. */
  json?: { success?: boolean; message?: string; leadId?: string };
}

/**
 * Sends `head` and `body` as bytes on a raw socket, so a test can send what no HTTP client would
 * (a body shorter than its Content-Length, a chunked body that stops), then half-closes the
 * socket unless `keepOpen`, and reads until the server closes or `timeoutMs` passes.
 */
export async function rawExchange(
  url: string,
  head: string,
  body: Buffer = Buffer.alloc(0),
  { timeoutMs = 5000, hangUp = false }: { timeoutMs?: number; hangUp?: boolean } = {},
): Promise<RawAnswer> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let text = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => {
    text += chunk;
    // One answer is all a test reads; the server keeps the connection alive otherwise.
    if (complete(text)) socket.destroy();
  });
  socket.on('error', () => {}); // a reset is one of the outcomes a hostile client sees
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  // hangUp: the client goes away mid-body, as a phone that loses signal does.
  if (hangUp) socket.destroy();
  const timer = setTimeout(() => socket.destroy(), timeoutMs);
  await closed;
  clearTimeout(timer);
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  const bodyStart = text.indexOf('\r\n\r\n');
  let json: RawAnswer['json'];
  try {
    json = bodyStart >= 0 ? (JSON.parse(Buffer.from(text.slice(bodyStart + 4), 'latin1').toString()) as RawAnswer['json']) : undefined;
  } catch {
    json = undefined;
  }
  return { status: match ? Number(match[1]) : null, text, json };
}

/** Whether `text` holds a whole answer with a Content-Length body. */
function complete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
  return length ? Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length[1]) : false;
}
