import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { uploadPath } from '@/shared/lead/uploads';
import { postUpload } from '../test-support/multipart';
import { jpegWithMetadata, pdfFile } from '../test-support/sample-files';
import { bothStores, useSiteOnStore } from '../test-support/stores';
import { wirePayload } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

const hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const declare = (files: { bytes: Buffer; name: string; type: string }[]) =>
  files.map((f) => ({ size: f.bytes.length, sha256: hex(f.bytes), type: f.type, name: f.name }));

// A 100 KB PDF (the padding is a comment inside it) and a small photo with a GPS tag in its EXIF.
const bill = pdfFile('x'.repeat(100_000));
const photo = jpegWithMetadata();
const twoFiles = [
  { bytes: bill, name: 'bill.pdf', type: 'application/pdf' },
  { bytes: photo, name: 'roof.jpg', type: 'image/jpeg' },
];

interface Answer {
  status: number;
  body: { success: boolean; offset?: number; size?: number; state?: string; message?: string };
  offsetHeader: string | null;
}

describe.each(bothStores('resumable uploads'))('resumable uploads on $db', ({ db, available }) => {
  const site = useSiteOnStore(db, available);

  /** Posts a lead declaring `files`; returns its client id, server id and upload token. */
  async function postLead(files = twoFiles, overrides: Record<string, unknown> = {}) {
    const lead = wirePayload({ files: declare(files), ...overrides });
    const res = await site.server.post(lead, { headers: { 'idempotency-key': lead.id } });
    const body = (await res.json()) as { leadId: string; uploadToken: string; uploads: { position: number; offset: number }[] };
    expect(res.status).toBe(200);
    return { id: lead.id, lead, leadId: body.leadId, token: body.uploadToken, uploads: body.uploads };
  }

  async function part(id: string, n: number, offset: number, bytes: Buffer, token: string, headers: Record<string, string> = {}) {
    const res = await fetch(site.server.url + uploadPath(id, n), {
      method: 'PATCH',
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'upload-token': token, ...headers },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'], offsetHeader: res.headers.get('upload-offset') };
  }

  /**
   * Nothing more can go out for the lead: delivered, every file it has mailed, no copy due. The
   * emails received by then are all it will ever send, with no sleep to wait for a late one.
   */
  async function allSent(leadId: string) {
    await waitFor(
      async () => {
        const record = await site.inspect.get(leadId);
        return (
          record?.status === 'delivered' &&
          record.copyState !== 'due' &&
          (await site.inspect.files(leadId, { unmailed: true })).length === 0
        );
      },
      { what: 'the lead and every file of it mailed' },
    );
  }

  async function sendWhole(id: string, n: number, bytes: Buffer, token: string, size = 40_000) {
    let last: Answer | undefined;
    for (let at = 0; at < bytes.length; at += size) last = await part(id, n, at, bytes.subarray(at, at + size), token);
    return last!;
  }

  it.runIf(available)('takes a lead first, then its files in parts; one email once every file is in, not after the wait', async () => {
    const { id, leadId, token, uploads } = await postLead();
    expect(uploads).toEqual([
      { position: 1, offset: 0, size: bill.length, state: 'receiving' },
      { position: 2, offset: 0, size: photo.length, state: 'receiving' },
    ]);
    expect(token).toMatch(/^[\w-]{24}$/);
    // The email waits for the declared files (FILE_WAIT_MS is 10 minutes here): the store holds
    // the lead until then, so no worker can take it before.
    const waiting = (await site.inspect.get(leadId))!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(waiting.nextAttemptAt - waiting.createdAt).toBe(600_000);
    expect(site.peer.received).toHaveLength(0);

    // Parts in order: each is stored before its 200 says so.
    const first = await part(id, 1, 0, bill.subarray(0, 40_000), token);
    expect(first).toMatchObject({ status: 200, body: { offset: 40_000, state: 'receiving' }, offsetHeader: '40000' });
    // Repeated (the answer was lost): nothing stored twice, the client learns where to go on.
    expect(await part(id, 1, 0, bill.subarray(0, 40_000), token)).toMatchObject({ status: 409, body: { offset: 40_000 } });
    // Out of order (a part ahead of the stored end): refused, nothing stored.
    expect(await part(id, 1, 80_000, bill.subarray(80_000), token)).toMatchObject({ status: 409, body: { offset: 40_000 } });
    // HEAD says where the file stands.
    const head = await fetch(site.server.url + uploadPath(id, 1), { method: 'HEAD', headers: { 'upload-token': token } });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([
      200,
      '40000',
      String(bill.length),
    ]);

    let at = 40_000;
    while (at < bill.length) {
      const answer = await part(id, 1, at, bill.subarray(at, at + 40_000), token);
      expect(answer.status).toBe(200);
      at = answer.body.offset!;
    }
    expect((await part(id, 1, at, Buffer.alloc(0), token)).body.state).toBe('complete'); // a repeat of the end
    expect(site.peer.received).toHaveLength(0); // file 2 is still due
    expect(await sendWhole(id, 2, photo, token)).toMatchObject({ status: 200, body: { state: 'complete', offset: photo.length } });

    await waitFor(() => site.peer.received.length === 1, { what: 'the email, as soon as both files are in' });
    const [mail] = await site.peer.parsed();
    expect(mail!.attachments.map((a) => a.filename)).toEqual(['attachment-1.pdf', 'attachment-2.jpg']);
    expect(Buffer.from(mail!.attachments[0]!.content as ArrayBuffer)).toEqual(bill);
    // The same file-safety pipeline as a multipart upload: the photo's EXIF (and its GPS) is gone.
    expect(Buffer.from(mail!.attachments[1]!.content as ArrayBuffer).toString('latin1')).not.toMatch(/GPS-SECRET/);
    expect(mail!.text).not.toContain('Files still coming');
    expect((await site.inspect.files(leadId)).map((f) => f.position)).toEqual([1, 2]);
    // Nothing of the parts is kept once a file is whole.
    expect((await site.inspect.partBytes(leadId, 1)).length).toBe(0);
    await allSent(leadId);
    expect(site.peer.received).toHaveLength(1);
  });

  it.runIf(available)(
    'refuses parts for an unknown lead or file, with a wrong token, past the declared size, or from another site',
    async () => {
      const { id, token } = await postLead();
      const other = wirePayload().id;
      expect((await part(other, 1, 0, photo, token)).status).toBe(404);
      expect((await part(id, 3, 0, photo, token)).status).toBe(404);
      expect((await part('not-a-uuid', 1, 0, photo, token)).status).toBe(404);
      // Another client that knows the lead's id but not its token.
      expect(await part(id, 2, 0, photo, 'A'.repeat(24))).toMatchObject({ status: 403, body: { success: false } });
      expect((await part(id, 2, 0, photo, '')).status).toBe(403);
      const tooLong = Buffer.concat([photo, Buffer.from('more')]);
      expect(await part(id, 2, 0, tooLong, token)).toMatchObject({ status: 413, body: { message: 'File 2 is larger than declared.' } });
      expect((await part(id, 2, 0, photo, token, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await part(id, 2, 0, Buffer.alloc(300 * 1024), token)).status).toBe(413); // a part over 256 KB
      const noOffset = await fetch(site.server.url + uploadPath(id, 2), { method: 'PATCH', headers: { 'upload-token': token }, body: 'x' });
      expect(noOffset.status).toBe(400);
      expect((await fetch(site.server.url + uploadPath(id, 2), { method: 'DELETE' })).status).toBe(405);
      // None of that stored a byte, nor crashed anything.
      const status = await fetch(site.server.url + uploadPath(id, 2), { headers: { 'upload-token': token } });
      expect(await status.json()).toMatchObject({ offset: 0, state: 'receiving' });
      expect((await site.server.post(wirePayload())).status).toBe(200);
    },
  );

  it.runIf(available)('stores nothing of a part cut mid-transfer; the retry from the stored offset completes the file', async () => {
    const { id, leadId, token } = await postLead([twoFiles[0]!]);
    expect((await part(id, 1, 0, bill.subarray(0, 50_000), token)).status).toBe(200);
    const socket = connect(Number(new URL(site.server.url).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `PATCH ${uploadPath(id, 1)} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpload-Offset: 50000\r\nUpload-Token: ${token}\r\n` +
        `Content-Type: application/offset+octet-stream\r\nContent-Length: 50000\r\n\r\n`,
    );
    socket.write(bill.subarray(50_000, 70_000)); // 20 KB of the 50 KB part, then the signal is gone
    await settle(200);
    socket.destroy();
    await settle(200);
    const stands = (await (
      await fetch(site.server.url + uploadPath(id, 1), { headers: { 'upload-token': token } })
    ).json()) as Answer['body'];
    expect(stands.offset).toBe(50_000);
    expect((await part(id, 1, 50_000, bill.subarray(50_000), token)).body.state).toBe('complete');
    await waitFor(() => site.peer.received.length === 1, { what: 'the email' });
    expect((await site.inspect.files(leadId, { bytes: true }))[0]!.bytes).toEqual(bill);
  });

  it.runIf(available)('refuses a file whose bytes differ from its declared hash; the lead still goes out, naming it', async () => {
    const { id, leadId, token } = await postLead([twoFiles[1]!]);
    const altered = Buffer.from(photo);
    altered[altered.length - 3] = 0xff - altered[altered.length - 3]!;
    const answer = await sendWhole(id, 1, altered, token);
    expect(answer).toMatchObject({ status: 422, body: { state: 'refused' } });
    expect(answer.body.message).toMatch(/SHA-256/);
    // Final for that file: a resend is told so, and nothing is kept of it.
    expect((await part(id, 1, 0, photo, token)).status).toBe(422);
    await waitFor(() => site.peer.received.length === 1, { what: 'the lead without its file' });
    const [mail] = await site.peer.parsed();
    expect(mail!.attachments).toHaveLength(0);
    expect(mail!.text).toContain('File 1 "roof.jpg"');
    expect(mail!.text).toContain('not accepted');
    expect(await site.inspect.files(leadId)).toEqual([]);
  });

  it.runIf(available)(
    'the office email waits a bounded time, goes out with what arrived and a note; late files follow in a second email',
    async () => {
      await site.restart({ FILE_WAIT_MS: '1500' });
      const { id, lead, leadId, token } = await postLead();
      expect((await sendWhole(id, 2, photo, token)).body.state).toBe('complete');
      await part(id, 1, 0, bill.subarray(0, 30_000), token); // file 1 stalls after 30 KB
      // The email waits out FILE_WAIT_MS from the lead's arrival, not less (it is due then) and
      // not much more (it arrives within seconds of being due).
      const { createdAt } = (await site.inspect.get(leadId))!;
      expect((await site.inspect.get(leadId))!.nextAttemptAt).toBe(createdAt + 1500);
      await waitFor(() => site.peer.received.length === 1, { what: 'the first email, after the wait', timeoutMs: 5000 });
      expect(Date.now()).toBeGreaterThanOrEqual(createdAt + 1500);
      const [first] = await site.peer.parsed();
      expect(first!.attachments.map((a) => a.filename)).toEqual(['attachment-2.jpg']);
      expect(first!.text).toMatch(/Files still coming:\n\s+File 1 "bill\.pdf", 98 KB: still arriving \(29 KB received so far\)\./);
      expect(first!.text).toContain('will follow in a separate email');
      await waitFor(async () => (await site.inspect.get(leadId))?.status === 'delivered', { what: 'the lead recorded as delivered' });

      // The rest arrives later: one follow-up, threaded under the first, with only that file.
      expect((await part(id, 1, 30_000, bill.subarray(30_000), token)).body.state).toBe('complete');
      await waitFor(() => site.peer.received.length === 2, { what: 'the follow-up email' });
      const [, second] = await site.peer.parsed();
      expect(second!.attachments.map((a) => a.filename)).toEqual(['attachment-1.pdf']);
      expect(Buffer.from(second!.attachments[0]!.content as ArrayBuffer)).toEqual(bill);
      expect(second!.subject).toMatch(/^Files for quote request/);
      expect(second!.inReplyTo).toBe(first!.messageId);
      expect(second!.messageId).not.toBe(first!.messageId);
      expect(second!.text).toContain("Jane O'Brien");
      await allSent(leadId);
      expect(site.peer.received).toHaveLength(2);
      expect((await site.inspect.files(leadId)).every((f) => f.position > 0)).toBe(true);

      // A replay of the lead (its answer was lost) changes nothing and tells where its files stand.
      const replay = (await (await site.server.post(lead, { headers: { 'idempotency-key': id } })).json()) as {
        uploadToken: string;
        uploads: { state: string }[];
      };
      expect(replay.uploadToken).toBe(token);
      expect(replay.uploads.map((u) => u.state)).toEqual(['complete', 'complete']);
      // Nothing new to send: still one lead, every file of it mailed.
      expect((await site.inspect.counts()).total).toBe(1);
      await allSent(leadId);
      expect(site.peer.received).toHaveLength(2);
    },
  );

  it.runIf(available)('a multipart replay from an old service worker is told to wait while the files are still arriving', async () => {
    const { id, lead, leadId, token } = await postLead([twoFiles[1]!]);
    // The previous version's worker replays the same lead as one request with its files.
    const early = await postUpload(site.server.url, lead, [{ bytes: photo, name: 'roof.jpg', type: 'image/jpeg' }]);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('60');
    expect((await sendWhole(id, 1, photo, token)).body.state).toBe('complete');
    const later = await postUpload(site.server.url, lead, [{ bytes: photo, name: 'roof.jpg', type: 'image/jpeg' }]);
    expect(later).toMatchObject({ status: 200, body: { leadId } });
    await waitFor(() => site.peer.received.length === 1, { what: 'one email' });
    await allSent(leadId);
    expect(site.peer.received).toHaveLength(1);
    expect(await site.inspect.files(leadId)).toHaveLength(1);
  });

  it.runIf(available)('refuses a declaration beyond the form: too many files, or files both declared and sent', async () => {
    const six = Array.from({ length: 6 }, () => ({ bytes: photo, name: 'p.jpg', type: 'image/jpeg' }));
    const tooMany = await site.server.post(wirePayload({ files: declare(six) }));
    expect(tooMany.status).toBe(422); // the schema's own limit
    const resumes = await site.server.post(wirePayload({ form: 'application', position: 'sales', files: declare(twoFiles) }));
    expect([413, 422]).toContain(resumes.status);
    expect((await site.server.post(wirePayload({ files: [{ size: 10, sha256: 'nothex', type: 'x' }] }))).status).toBe(422);
    expect((await site.inspect.counts()).total).toBe(0);
  });
});
