import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@/shared/lead/lead';
import { escapeHtml } from './escape-html';
import { buildLeadEmail } from './lead-email';

const config = { mailFrom: '"Sunfield Website" <website@sunfield.example.com>', mailTo: 'office@sunfield.example.com' };
const lead: Lead = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  form: 'estimate',
  name: "O'Brien & Sons <3",
  email: "o'brien@example.net",
  phone: '+16615550123',
  service: 'battery',
  message: 'Line one <b>bold?</b>\nLine two & "quotes"\n\nLead ID: fake',
  zipCode: '93308',
  interests: ['solar-batteries', 'true-up'],
  pageUrl: '/services/residential-solar?utm=x',
  language: 'es',
};
const receivedAt = new Date('2026-11-22T17:15:00Z');

async function render(message = buildLeadEmail(lead, 'lead_abc', config, receivedAt)) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  return PostalMime.parse((info.message as Buffer).toString());
}

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`O'Brien & Sons <3 "x" >`)).toBe('O&#39;Brien &amp; Sons &lt;3 &quot;x&quot; &gt;');
  });
});

describe('buildLeadEmail', () => {
  it('takes From and To from config and puts the visitor in Reply-To only', async () => {
    const mail = await render();
    expect(mail.from).toMatchObject({ address: 'website@sunfield.example.com' });
    expect(mail.to).toEqual([expect.objectContaining({ address: 'office@sunfield.example.com' })]);
    // A name stored before the one-line rule refused < > @ (src/shared/lead/fields.ts) loses them
    // in the display name only: the body below still shows it as stored, escaped.
    expect(mail.replyTo).toEqual([{ name: "O'Brien & Sons 3", address: "o'brien@example.net" }]);
    expect(mail.subject).toBe('[ES] New estimate request: Battery (ref abc)');
    expect(mail.messageId).toBe('<lead_abc@sunfield.example.com>');
    expect(mail.headers.find((h) => h.key === 'x-lead-id')?.value).toBe('lead_abc');
  });

  it('labels every field in the text part, with option labels and the message indented', async () => {
    const { text = '' } = await render();
    for (const line of [
      "Name: O'Brien & Sons <3",
      "Email: o'brien@example.net",
      'Phone: +16615550123',
      'Service: I am interested in adding a battery to my existing system',
      'Message:\n    Line one <b>bold?</b>\n    Line two & "quotes"\n    \n    Lead ID: fake',
      'ZIP code: 93308',
      'Interests: Solar/Batteries, True-Up',
      'Page: /services/residential-solar?utm=x',
      'Language: Spanish (the visitor used the Spanish site)',
      'Form: Estimate request',
      'Lead ID: lead_abc',
      'Received at: Nov 22, 2026, 9:15 AM PST (2026-11-22T17:15:00.000Z)',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('escapes every visitor value in the HTML part and links only validated values', async () => {
    const { html = '' } = await render();
    expect(html).toContain('O&#39;Brien &amp; Sons &lt;3');
    expect(html).toContain('Line one &lt;b&gt;bold?&lt;/b&gt;<br>Line two &amp; &quot;quotes&quot;<br><br>Lead ID: fake');
    expect(html).not.toMatch(/<3|<b>|O'Brien/);
    expect(html).toContain('href="mailto:o&#39;brien@example.net"');
    expect(html).toContain('href="tel:+16615550123"');
    expect(html).toContain('href="https://www.sunfield.example.com/services/residential-solar?utm=x"');
    for (const label of [
      'Name',
      'Email',
      'Phone',
      'Service',
      'Message',
      'ZIP code',
      'Interests',
      'Language',
      'Page',
      'Form',
      'Lead ID',
      'Received at',
    ]) {
      expect(html).toContain(`>${label}</th>`);
    }
  });

  it('keeps every visitor-typed value out of the headers, the Reply-To address object aside', async () => {
    const typed = { ...lead, service: 'Pool heater\u2028Bcc: x@evil.example', name: 'Eve Bcc: x@evil.example' };
    const message = buildLeadEmail(typed, 'lead_0123456789abcdef', config, receivedAt);
    expect(message.subject).toBe('[ES] New estimate request (ref 01234567)');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const raw = ((await transport.sendMail(message)).message as Buffer).toString();
    const headers = raw
      .slice(0, raw.indexOf('\n\n'))
      .replace(/\n[ \t]+/g, ' ')
      .split('\n');
    expect(headers.filter((h) => /evil|Pool heater/.test(h)).map((h) => h.split(':')[0])).toEqual(['Reply-To']);
    expect(headers.filter((h) => /^(bcc|cc|to):/i.test(h))).toEqual(['To: office@sunfield.example.com']);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.replyTo).toEqual([{ name: 'Eve Bcc: x evil.example', address: "o'brien@example.net" }]);
  });

  it('never shows an older stored name as another sender: no address, encoded word or hidden character in Reply-To', async () => {
    for (const [name, shown] of [
      ['Bank Support <help@bank.example>', 'Bank Support help bank.example'],
      ['=?utf-8?q?help=40bank.example?=', 'utf-8?q?help=40bank.example'],
      ['Jane \u202eeoD\u200b\u{e0041}', 'Jane eoD'],
    ] as const) {
      const { replyTo } = await render(buildLeadEmail({ ...lead, name }, 'lead_abc', config, receivedAt));
      expect(replyTo).toEqual([{ name: shown, address: "o'brien@example.net" }]);
    }
  });

  it('tags the subject of a lead from the Spanish site, and only that one, so an inbox rule can route it', async () => {
    // The fixture lead was sent from the Spanish site: the office sees it before opening the mail.
    expect((await render()).subject).toMatch(/^\[ES\] New estimate request/);
    expect((await render(buildLeadEmail({ ...lead, language: 'en' }, 'lead_abc', config, receivedAt))).subject).toBe(
      'New estimate request: Battery (ref abc)',
    );
    const { language: _unknown, ...older } = lead; // stored before leads carried their language
    expect((await render(buildLeadEmail(older, 'lead_abc', config, receivedAt))).subject).toBe('New estimate request: Battery (ref abc)');
  });

  it('shows unknown services as sent, a position, and never links a foreign page URL', async () => {
    const message = buildLeadEmail(
      { ...lead, form: 'application', service: 'Sales', position: 'sales', pageUrl: 'https://evil.example/x', interests: [] },
      'lead_def',
      config,
      receivedAt,
    );
    expect(message.subject).toBe('[ES] New job application: Sales (ref def)');
    const { text = '', html = '' } = await render(message);
    expect(text).toContain('Service: Sales');
    expect(text).toContain('Position: Sales');
    expect(text).not.toContain('Interests:');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('https://evil.example/x');
  });

  it('prints the same labels for a lead stored before the wire carried ids', async () => {
    // Rows the outbox kept from before ids hold the English names that were the wire values then.
    const stored = JSON.parse(JSON.stringify({ ...lead, service: 'Battery' })) as Lead;
    const application = JSON.parse(JSON.stringify({ ...lead, form: 'application', position: 'Solar Installation' })) as Lead;
    expect(buildLeadEmail(stored, 'lead_abc', config, receivedAt).subject).toBe('[ES] New estimate request: Battery (ref abc)');
    expect((await render(buildLeadEmail(stored, 'lead_abc', config, receivedAt))).text).toContain(
      'Service: I am interested in adding a battery to my existing system',
    );
    const message = buildLeadEmail(application, 'lead_abc', config, receivedAt);
    expect(message.subject).toBe('[ES] New job application: Solar Installation (ref abc)');
    expect((await render(message)).text).toContain('Position: Solar Installation');
  });
});
