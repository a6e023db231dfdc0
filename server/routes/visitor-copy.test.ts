import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { leadMessages } from '@/shared/lead/messages';
import { shortRef } from '@/shared/lead/reference';
import { copyLimitedNote } from '../mail/lead-email';
import { COPY_LIMIT } from '../outbox/record';
import { bothStores, useSiteOnStore } from '../test-support/stores';
import { wirePayload } from '../test-support/test-server';
import { settle, waitFor } from '../test-support/wait';

const OFFICE = 'office@sunfield.example.com';

/**
 * The visitor's copy of a quote request (docs/decisions/030-visitor-copy.md), end to end: the
 * real server, a real SMTP peer, and each store.
 */
describe.each(bothStores('visitor copy'))('the visitor copy on $db', ({ db, available }) => {
  const site = useSiteOnStore(db, available);

  /** Every message the peer took, parsed, with who it went to, in the order it arrived. */
  const mails = async () => Promise.all(site.peer.received.map(async (m) => ({ to: m.envelope.to, mail: await PostalMime.parse(m.raw) })));
  const post = async (overrides: Record<string, unknown>) => {
    const res = await site.server.post(wirePayload(overrides));
    const body = (await res.json()) as { leadId: string; message: string; fields?: Record<string, string> };
    return { status: res.status, ...body };
  };

  it.skipIf(!available)(
    'sends the copy only when asked, after the office has the lead, to the visitor, with only what they typed',
    async () => {
      const asked = await post({
        email: 'maria.lopez@example.net',
        name: 'María López',
        phone: '(661) 555-0199',
        language: 'es',
        service: 'ev-charger',
        zipCode: '93561',
        utility: 'sce',
        monthlyBill: 240,
        message: 'Garaje a 30 pies del panel.',
        pageUrl: '/es/contacto',
        copyRequested: true,
      });
      const notAsked = await post({ email: 'no.copy@example.net', copyRequested: false });
      expect([asked.status, notAsked.status]).toEqual([200, 200]);
      await waitFor(async () => (await site.inspect.get(asked.leadId))?.copyState === 'sent', { what: 'the copy recorded as sent' });
      await waitFor(async () => (await site.inspect.get(notAsked.leadId))?.status === 'delivered', { what: 'the second lead delivered' });
      await settle(300);

      const all = await mails();
      expect(all).toHaveLength(3);
      const officeIndex = all.findIndex((m) => m.to.includes(OFFICE) && m.mail.text?.includes('maria.lopez@example.net'));
      const copyIndex = all.findIndex((m) => m.to.includes('maria.lopez@example.net'));
      // After the office's email: the copy leaves only once the lead is stored and mailed.
      expect(officeIndex).toBeGreaterThanOrEqual(0);
      expect(copyIndex).toBeGreaterThan(officeIndex);
      expect(all[officeIndex]!.mail.text).toContain('Copy to visitor: Requested');
      expect(all[officeIndex]!.mail.text).toContain('Phone: (661) 555-0199');

      const copy = all[copyIndex]!.mail;
      expect(all[copyIndex]!.to).toEqual(['maria.lopez@example.net']);
      expect(copy.subject).toBe(`Su solicitud de cotización a Sunfield Electric & Solar (ref ${shortRef(asked.leadId)})`);
      expect(copy.replyTo?.[0]?.address).toBe(OFFICE);
      expect(copy.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-generated');
      for (const typed of ['María López', '(661) 555-0199', '93561', 'SCE', '$240', 'Garaje a 30 pies del panel.', shortRef(asked.leadId)])
        expect(copy.text).toContain(typed);
      expect(copy.text).toContain('Quiero instalar un cargador');
      // Nothing the office adds: no lead id, page, form, times.
      for (const officeOnly of [asked.leadId, '/es/contacto', 'Received at', 'Lead ID', 'Copy to visitor', 'Quote request'])
        expect(copy.text).not.toContain(officeOnly);

      const office2 = all.find((m) => m.mail.text?.includes('no.copy@example.net'))!;
      expect(office2.to).toEqual([OFFICE]);
      expect(office2.mail.text).toContain('Copy to visitor: Not requested');
      expect(all.some((m) => m.to.includes('no.copy@example.net'))).toBe(false);
    },
  );

  it.skipIf(!available)(`mails one address at most ${COPY_LIMIT} copies a day, and tells the office of the rest`, async () => {
    const payloads = ['target@example.org', 'Target@Example.org', 'TARGET@example.org '].map((email) =>
      wirePayload({ email, copyRequested: true }),
    );
    const leads: { leadId: string }[] = [];
    for (const payload of payloads) leads.push((await (await site.server.post(payload)).json()) as { leadId: string });
    for (const lead of leads)
      await waitFor(async () => (await site.inspect.get(lead.leadId))?.status === 'delivered', { what: 'delivered' });
    await waitFor(async () => (await mails()).filter((m) => !m.to.includes(OFFICE)).length === COPY_LIMIT, { what: 'the copies' });
    // A replay of a lead (its answer lost on the way) is the same lead: no copy more.
    expect((await site.server.post(payloads[0])).status).toBe(200);
    await settle(500);
    const all = await mails();
    expect(all.filter((m) => !m.to.includes(OFFICE))).toHaveLength(COPY_LIMIT);
    expect(all.filter((m) => m.to.includes(OFFICE))).toHaveLength(3);
    expect((await site.inspect.get(leads[2]!.leadId))?.copyState).toBe('limited');
    const thirdOffice = all.find((m) => m.to.includes(OFFICE) && m.mail.subject?.includes(shortRef(leads[2]!.leadId)))!;
    expect(thirdOffice.mail.text).toContain(`Copy to visitor: ${copyLimitedNote}`);
  });

  it.skipIf(!available)('sends no copy of a lead held as spam, nor of one it refused', async () => {
    const held = await post({ email: 'bot.target@example.org', copyRequested: true, website: 'http://spam.example' });
    const refused = await post({ email: 'refused@example.org', copyRequested: true, zipCode: '90210' });
    expect(held.status).toBe(200);
    expect(refused.status).toBe(422);
    expect(refused.fields?.zipCode).toBe(leadMessages.zipOutsideArea);
    await waitFor(async () => (await site.inspect.get(held.leadId))?.status === 'quarantined', { what: 'held' });
    await settle(500);
    expect(site.peer.received).toHaveLength(0);
  });

  it.skipIf(!available)("gives a copy up when the visitor's mail server has no such mailbox; the office still has the lead", async () => {
    site.peer.unknownMailbox('typo@example.org');
    const lead = await post({ email: 'typo@example.org', copyRequested: true });
    await waitFor(async () => (await site.inspect.get(lead.leadId))?.copyState === 'failed', { what: 'the copy given up' });
    await settle(500);
    expect((await site.inspect.get(lead.leadId))?.status).toBe('delivered');
    expect(site.peer.received.map((m) => m.envelope.to)).toEqual([[OFFICE]]);
    expect(site.server.logs.filter((l) => l.msg === "visitor's copy not delivered; not tried again")).toHaveLength(1);
  });
});
