import { createHash, randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import type { LeadFile } from '../outbox/record';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { inPieces, MAIL_CHUNK_BYTES } from './lead-attachments';
import { buildLeadEmail } from './lead-email';
import { createTransport } from './transport';

const config = { mailFrom: '"Sunfield Website" <website@sunfield.example.com>', mailTo: 'office@sunfield.example.com' };
const lead: Lead = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  form: 'quote',
  name: 'Jane Doe',
  email: 'jane@example.net',
  phone: '+16615550123',
  service: 'new-solar',
  message: 'Bills attached.',
};
const file = (position: number, bytes: Buffer): LeadFile => ({
  leadId: 'lead_abc',
  position,
  mime: 'application/pdf',
  size: bytes.length,
  sha256: '',
  originalName: null,
  bytes,
});

let peer: SmtpPeer | undefined;
afterEach(async () => {
  await peer?.stop();
  peer = undefined;
});

// docs/decisions/017-attachments.md, "Memory": files go to nodemailer in pieces, not whole.
describe('mail attachments', () => {
  it('hands the stored bytes over as views of at most 57 KiB, in order, without copying them', async () => {
    const bytes = randomBytes(3 * MAIL_CHUNK_BYTES + 1000);
    const pieces: Buffer[] = [];
    for await (const piece of inPieces(bytes)) pieces.push(piece as Buffer);
    expect(pieces.map((p) => p.length)).toEqual([MAIL_CHUNK_BYTES, MAIL_CHUNK_BYTES, MAIL_CHUNK_BYTES, 1000]);
    expect(pieces.every((p) => p.buffer === bytes.buffer)).toBe(true);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
  });

  it('a file of many pieces reaches a real SMTP peer byte for byte, in 76-character lines, also when the first try fails', async () => {
    peer = await startSmtpPeer();
    peer.failNext(1); // 451 after DATA: the worker builds the message again for the next attempt
    const transport = createTransport({ smtpUrl: peer.url, dataDir: '' }, pino({ level: 'silent' }));
    // Sizes that end mid-piece and mid-line, and one smaller than a piece.
    const files = [file(1, randomBytes(40 * MAIL_CHUNK_BYTES + 7)), file(2, randomBytes(100))];
    const send = () => transport.send('lead_abc', buildLeadEmail(lead, 'lead_abc', config, new Date(), files));
    await expect(send()).rejects.toMatchObject({ responseCode: 451 });
    await send();
    transport.close();

    expect(peer.received).toHaveLength(1);
    const [mail] = await peer.parsed();
    // Compared by digest: a deep equality over megabytes takes the test runner seconds.
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(mail!.attachments.map((a) => digest(Buffer.from(a.content as ArrayBuffer)))).toEqual(files.map((f) => digest(f.bytes!)));
    const body = peer.received[0]!.raw.split(/\r\n/);
    const base64Lines = body.filter((line) => /^[A-Za-z0-9+/]+=*$/.test(line) && line.length > 40);
    expect(base64Lines.length).toBeGreaterThan(30_000);
    expect(Math.max(...base64Lines.map((l) => l.length))).toBe(76);
  });
});
