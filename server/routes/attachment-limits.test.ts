import { createDeflateRaw } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteOutbox } from '../outbox/outbox';
import { multipartBody, postUpload, type UploadPart } from '../test-support/multipart';
import { cfbFile, docxFile, jpegWithMetadata, pdfFile, zipOf } from '../test-support/sample-files';
import { countStoredFiles } from '../test-support/stored-files';
import { createTempDir, removeTempDir } from '../test-support/temp-dir';
import { inspectOutbox, startTestServer, wirePayload, type TestServer } from '../test-support/test-server';

const MB = 1024 * 1024;

/** Transfer-Encoding: chunked, the way a streaming client sends a body of unknown length. */
async function postChunked(url: string, lead: { id: string }, files: UploadPart[]) {
  const { body, contentType } = multipartBody(lead, files);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.length; at += 256 * 1024) controller.enqueue(body.subarray(at, at + 256 * 1024));
      controller.close();
    },
  });
  const res = await fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'idempotency-key': lead.id },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { message: string } };
}
const pdfOf = (bytes: number) => ({
  bytes: Buffer.concat([pdfFile(), Buffer.alloc(bytes - pdfFile().length, 0x20)]),
  type: 'application/pdf',
});
const application = () => wirePayload({ form: 'application', service: 'Job Application', position: 'solar-installation' });

/** A real deflate bomb: `inflated` zero bytes, compressed about 1000:1, streamed so the test itself stays small. */
async function deflatedZeros(inflated: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.alloc(MB);
  for (let left = inflated; left > 0; left -= MB) if (!deflate.write(block)) await new Promise((r) => deflate.once('drain', r));
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(out);
}

/** A zip whose word/document.xml holds `data` (already deflated), declaring `declared` bytes inflated. */
function docxAround(data: Buffer, declared: number): Buffer {
  const zip = zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data },
  ]);
  // zipOf stores entries as given: mark the second one deflated and set its declared size.
  for (const signature of [0x04034b50, 0x02014b50]) {
    const name = Buffer.from('word/document.xml');
    for (let at = signature === 0x04034b50 ? zip.indexOf(name) : zip.lastIndexOf(name); at > 0; at--) {
      if (zip.readUInt32LE(at) !== signature) continue;
      const base = signature === 0x04034b50 ? at : at + 2;
      zip.writeUInt16LE(8, base + 8);
      zip.writeUInt32LE(declared, base + 22);
      break;
    }
  }
  return zip;
}

describe('POST /api/send-email with files: limits and types', () => {
  let dir: string;
  let server: TestServer;
  let outbox: SqliteOutbox;
  beforeEach(async () => {
    dir = await createTempDir();
    server = await startTestServer({ dataDir: dir, env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '4000' } });
    outbox = inspectOutbox(dir);
  });
  afterEach(async () => {
    await server.close();
    outbox.close();
    await removeTempDir(dir);
  });
  const nothingStored = async () => {
    expect(outbox.counts().total).toBe(0);
    expect(await countStoredFiles({ dataDir: dir })).toBe(0);
  };

  it('refuses a program or a page named .jpg by its content (415), naming the file by position', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bad of [exe, html]) {
      const res = await postUpload(server.url, wirePayload(), [
        { bytes: jpegWithMetadata() },
        { bytes: bad, name: 'photo.jpg', type: 'image/jpeg' },
      ]);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, message: 'File 2 is not a type this form takes.' });
    }
    // A resume on a quote form and a photo on an application are refused alike.
    expect((await postUpload(server.url, wirePayload(), [{ bytes: docxFile() }])).status).toBe(415);
    expect((await postUpload(server.url, application(), [{ bytes: jpegWithMetadata() }])).status).toBe(415);
    await nothingStored();
  });

  it('takes polyglots only as what their content is: a GIF/HTML is refused, a JPEG/HTML loses its page', async () => {
    const gifHtml = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<html><script>alert(1)</script>', 'latin1');
    expect((await postUpload(server.url, wirePayload(), [{ bytes: gifHtml, name: 'x.html' }])).status).toBe(415);
    const trailer = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await postUpload(server.url, wirePayload(), [
      { bytes: jpegWithMetadata(trailer), name: '<script>.html', type: 'text/html' },
    ]);
    expect(res.status).toBe(200);
    const [file] = outbox.files(res.body.leadId!, { bytes: true });
    expect(file).toMatchObject({ position: 1, mime: 'image/jpeg', originalName: '<script>.html' });
    expect(file!.bytes!.toString('latin1')).not.toContain('<script>');
  });

  it('takes a resume as PDF, DOC or DOCX, one per application', async () => {
    for (const bytes of [pdfFile(), cfbFile(), docxFile()]) {
      expect((await postUpload(server.url, application(), [{ bytes, name: 'cv', type: 'application/octet-stream' }])).status).toBe(200);
    }
    const two = await postUpload(server.url, application(), [{ bytes: pdfFile() }, { bytes: pdfFile() }]);
    expect(two).toMatchObject({ status: 413, body: { message: 'This form takes at most 1 file(s).' } });
  });

  it('answers 413 at once for a file over 5 MB, 15 MB together, a sixth file, or thousands of parts', async () => {
    const over5 = await postUpload(server.url, wirePayload(), [pdfOf(5 * MB + 1)]);
    expect(over5).toMatchObject({ status: 413, body: { message: 'File 1 is larger than 5 MB.' } });
    // Declared too large: refused before a byte of the body is read.
    const four = [pdfOf(4 * MB), pdfOf(4 * MB), pdfOf(4 * MB), pdfOf(4 * MB)];
    expect(await postUpload(server.url, wirePayload(), four)).toMatchObject({
      status: 413,
      body: { message: 'The request is too large.' },
    });
    // Chunked, so no length is declared: counted as the bytes come.
    const over15 = await postChunked(server.url, wirePayload(), four);
    expect(over15).toMatchObject({ status: 413, body: { message: 'The files are larger than 15 MB together.' } });
    const six = Array.from({ length: 6 }, () => ({ bytes: pdfFile() }));
    expect(await postUpload(server.url, wirePayload(), six)).toMatchObject({
      status: 413,
      body: { message: 'This form takes at most 5 file(s).' },
    });
    const tiny: UploadPart[] = Array.from({ length: 5000 }, () => ({ bytes: Buffer.from('x') }));
    const flood = await postUpload(server.url, wirePayload(), tiny);
    expect(flood.status).toBe(413);
    expect(flood.ms).toBeLessThan(2000);
    const bigLead = await postUpload(server.url, wirePayload({ message: 'x'.repeat(17_000) }), []);
    expect(bigLead).toMatchObject({ status: 413, body: { message: 'The request is too large.' } });
    await nothingStored();
  });

  it('accepts 15 MB of files and stores them before answering', async () => {
    const files = [pdfOf(5 * MB), pdfOf(5 * MB), pdfOf(5 * MB - 64 * 1024)];
    const res = await postUpload(server.url, wirePayload(), files);
    expect(res.body).toMatchObject({ success: true });
    expect(res.status).toBe(200);
    console.log(`15 MB upload on loopback: answered in ${res.ms} ms`);
    expect(outbox.files(res.body.leadId!).map((f) => f.size)).toEqual(files.map((f) => f.bytes.length));
  });

  it('never inflates a zip bomb named .docx beyond its bounds: refuses an honest one and a lying one', async () => {
    const zeros = await deflatedZeros(200 * MB); // about 200 KB on the wire
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const honest = await postUpload(server.url, application(), [{ bytes: docxAround(zeros, 200 * MB), name: 'cv.docx' }]);
    expect(honest).toMatchObject({ status: 415, body: { message: 'File 1 unpacks to far too much data.' } });
    // Declaring 1000 bytes: inflation stops at byte 1001 (docs/decisions/021-file-safety.md).
    const lying = await postUpload(server.url, application(), [{ bytes: docxAround(zeros, 1000), name: 'cv.docx' }]);
    expect(lying).toMatchObject({ status: 415, body: { message: 'File 1 is damaged, or is not the kind of file it says it is.' } });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB); // inflating would take 200 MB
    await nothingStored();
  });

  it('refuses malformed multipart: lead missing, after the files, not JSON, invalid, or another id in the header', async () => {
    const lead = wirePayload();
    expect((await postUpload(server.url, lead, [{ bytes: pdfFile() }], { leadFirst: false })).body.message).toBe(
      'Send the lead field before the files.',
    );
    const noBoundary = await postUpload(server.url, lead, [], {
      raw: { body: Buffer.from('x'), contentType: 'multipart/form-data; charset=utf-8' },
    });
    expect(noBoundary.status).toBe(400);
    const raw = {
      body: Buffer.from('--b\r\nContent-Disposition: form-data; name="lead"\r\n\r\n{nope\r\n--b--\r\n'),
      contentType: 'multipart/form-data; boundary=b',
    };
    expect(await postUpload(server.url, lead, [], { raw })).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    const invalid = await postUpload(server.url, { ...lead, email: 'nope' }, [{ bytes: pdfFile() }]);
    expect(invalid.status).toBe(422);
    const res = await fetch(`${server.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'idempotency-key': wirePayload().id },
      body: `--b\r\nContent-Disposition: form-data; name="lead"\r\n\r\n${JSON.stringify(lead)}\r\n--b--\r\n`,
    });
    expect(res.status).toBe(400);
    await nothingStored();
  });

  it('answers multipart with the same security headers as JSON', async () => {
    const json = await server.post(wirePayload());
    const multi = await postUpload(server.url, wirePayload(), [{ bytes: pdfFile() }]);
    expect(multi.status).toBe(200);
    for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control', 'referrer-policy']) {
      expect(multi.headers.get(name), name).toBe(json.headers.get(name));
    }
  });
});
