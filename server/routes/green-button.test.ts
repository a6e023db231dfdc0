import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadPath } from '@/shared/lead/uploads';
import { greenButtonCsv, greenButtonXml, hostileGreenButton } from '@/shared/lead/green-button-samples';
import { postUpload } from '../test-support/multipart';
import { bothStores, useSiteOnStore } from '../test-support/stores';
import { wirePayload } from '../test-support/test-server';
import { waitFor } from '../test-support/wait';

const hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const xml = { bytes: greenButtonXml({ readings: 2000 }), name: 'pge_electric_usage_interval_data.xml', type: 'text/xml' };
const csv = { bytes: greenButtonCsv(), name: 'pge_electric_usage.csv', type: 'text/csv' };

/**
 * A bill's Green Button file with a quote (docs/decisions/032-green-button-files.md), through the
 * real server on both stores, to the office email at a real SMTP peer.
 */
describe.each(bothStores('Green Button files'))('Green Button files on $db', ({ db, available }) => {
  const site = useSiteOnStore(db, available);

  /** The browser's way: the lead declaring its files, then each file in one part. */
  async function sendResumable(files: { bytes: Buffer; name: string; type: string }[]) {
    const lead = wirePayload({ files: files.map((f) => ({ size: f.bytes.length, sha256: hex(f.bytes), type: f.type, name: f.name })) });
    const res = await site.server.post(lead, { headers: { 'idempotency-key': lead.id } });
    expect(res.status).toBe(200);
    const { leadId, uploadToken } = (await res.json()) as { leadId: string; uploadToken: string };
    const answers = [];
    for (const [i, f] of files.entries()) {
      const part = await fetch(site.server.url + uploadPath(lead.id, i + 1), {
        method: 'PATCH',
        headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', 'upload-token': uploadToken },
        body: new Uint8Array(f.bytes),
      });
      answers.push({ status: part.status, body: (await part.json()) as { state?: string; message?: string } });
    }
    return { leadId, answers };
  }

  it.runIf(available)('mails an ESPI XML and a CSV with the quote, byte for byte, as application/xml and text/csv', async () => {
    const { leadId, answers } = await sendResumable([xml, csv]);
    expect(answers.map((a) => [a.status, a.body.state])).toEqual([
      [200, 'complete'],
      [200, 'complete'],
    ]);
    await waitFor(() => site.peer.received.length === 1, { what: 'the office email' });
    const [mail] = await site.peer.parsed();
    expect(mail!.attachments.map((a) => [a.filename, a.mimeType, a.disposition])).toEqual([
      ['attachment-1.xml', 'application/xml', 'attachment'],
      ['attachment-2.csv', 'text/csv', 'attachment'],
    ]);
    expect(Buffer.from(mail!.attachments[0]!.content as ArrayBuffer).equals(xml.bytes)).toBe(true);
    expect(Buffer.from(mail!.attachments[1]!.content as ArrayBuffer).equals(csv.bytes)).toBe(true);
    expect(mail!.text).toContain('attachment-1.xml: Green Button data (XML)');
    expect(mail!.text).toContain(`sent as "${csv.name}"`);
    expect((await site.inspect.files(leadId)).map((f) => f.mime)).toEqual(['application/xml', 'text/csv']);
  });

  it.runIf(available)('refuses a feed with a DOCTYPE (billion laughs): the lead goes out without it, the office told why', async () => {
    const laughs = { bytes: hostileGreenButton.billionLaughs, name: 'usage.xml', type: 'text/xml' };
    const { leadId, answers } = await sendResumable([laughs]);
    expect(answers[0]).toMatchObject({ status: 415, body: { state: 'refused' } });
    expect(answers[0]!.body.message).toMatch(/^File 1 declares a DOCTYPE or entities/);
    await waitFor(() => site.peer.received.length === 1, { what: 'the lead without its file' });
    const [mail] = await site.peer.parsed();
    expect(mail!.attachments).toHaveLength(0);
    expect(mail!.text).toContain('File 1 "usage.xml"');
    expect(mail!.text).toContain('declares a DOCTYPE or entities');
    expect(await site.inspect.files(leadId)).toEqual([]);
  });

  it.runIf(available)('takes them on quote forms only: the estimate and the application refuse them as any other type', async () => {
    for (const lead of [
      wirePayload({ form: 'estimate', zipCode: '93561', interests: ['solar-batteries'] }),
      wirePayload({ form: 'application', service: 'Job Application', position: 'solar-installation' }),
    ]) {
      const res = await postUpload(site.server.url, lead, [{ bytes: xml.bytes, name: xml.name, type: xml.type }]);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('File 1 is not a type this form takes.');
    }
    const wrong = await postUpload(site.server.url, wirePayload(), [
      { bytes: hostileGreenButton.plainAtom, name: 'news.xml', type: 'text/xml' },
    ]);
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe('File 1 is not a type this form takes.');
    expect((await site.inspect.counts()).total).toBe(0);
  });
});
