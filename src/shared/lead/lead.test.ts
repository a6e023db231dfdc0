import { describe, expect, it } from 'vitest';
import { leadSchema } from './lead';

const valid = {
  id: '0b5f4c2e-8a61-4f0c-9a51-3f1c9d2b7e10',
  form: 'quote',
  name: 'Maria O&#39;Brien',
  email: 'maria@example.com',
  phone: '+16615550123',
  service: 'battery',
  message: 'Fence &lt;3 &amp; &quot;gate&quot;',
};

describe('leadSchema (the wire format)', () => {
  it('decodes the entities the client encoded', () => {
    const lead = leadSchema.parse(valid);
    expect(lead.name).toBe("Maria O'Brien");
    expect(lead.message).toBe('Fence <3 &amp; "gate"');
  });

  it('accepts the structured extras', () => {
    const parsed = leadSchema.safeParse({
      ...valid,
      form: 'estimate',
      zipCode: '93308',
      interests: ['solar-batteries', 'true-up'],
      pageUrl: '/services/residential-solar',
      language: 'es',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.language).toBe('es');
  });

  it('keeps the phone as typed and takes the quote fields (issue 29)', () => {
    const lead = leadSchema.parse({ ...valid, phone: '(661) 555-0199', zipCode: '93561', utility: 'sce', monthlyBill: 240 });
    expect(lead).toMatchObject({ phone: '(661) 555-0199', zipCode: '93561', utility: 'sce', monthlyBill: 240 });
    expect(leadSchema.parse({ ...valid, service: 'ev-charger', form: 'landing' }).service).toBe('ev-charger');
  });

  it('takes an application of a position the form offered before (queued offline)', () => {
    expect(leadSchema.parse({ ...valid, form: 'application', position: 'sales' }).position).toBe('sales');
    expect(leadSchema.parse({ ...valid, form: 'application', position: 'journeyman-electrician' }).position).toBe('journeyman-electrician');
  });

  it.each([
    ['a missing id', { id: undefined }],
    ['a non-uuid id', { id: 'abc' }],
    ['an unknown form', { form: 'newsletter' }],
    ['an empty message (the client sends the fallback)', { message: '' }],
    ['a bad phone', { phone: '+1555' }],
    ['a CRLF in the name', { name: 'A\r\nBcc: x@example.com' }],
    ['an unknown field', { admin: true }],
    ['duplicate interests', { interests: ['true-up', 'true-up'] }],
    ['an unknown interest', { interests: ['pool'] }],
    ['an unknown position', { position: 'Pool Cleaner' }],
    ['a position in other letter case', { position: 'SALES' }],
    ['a bad zip', { zipCode: '9330' }],
    ['a ZIP outside the towns we serve', { zipCode: '90210' }],
    ['an unknown utility', { utility: 'ladwp' }],
    ['a monthly bill as text', { monthlyBill: '180' }],
    ['a negative monthly bill', { monthlyBill: -1 }],
    ['a phone with letters', { phone: '661-555-CALL' }],
    ['a foreign phone', { phone: '+44 20 7946 0958' }],
    ['a language the site is not written in', { language: 'fr' }],
    ['a language tag instead of the code', { language: 'es-US' }],
    ['a javascript: page URL', { pageUrl: 'javascript:alert(1)' }],
    ['a protocol-relative page URL', { pageUrl: '//evil.example' }],
    ['a non-string name', { name: 42 }],
    ['an email local part over 64 characters (OWASP, RFC 5321)', { email: `${'a'.repeat(65)}@example.com` }],
    ['an email with a backtick', { email: 'a`b@example.com' }],
    ['a page URL over 500 characters', { pageUrl: `/${'a'.repeat(500)}` }],
    ['a honeypot over 500 characters', { website: 'x'.repeat(501) }],
    ['a fractional fill time', { fillMs: 1.5 }],
    ['a negative fill time', { fillMs: -1 }],
    ['a fill time as text', { fillMs: '3000' }],
    ['a prototype-pollution key', JSON.parse('{"__proto__": {"admin": true}}') as object],
  ])('rejects %s', (_label, change) => {
    expect(leadSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('accepts the spam signals and a 64-character email local part', () => {
    const parsed = leadSchema.safeParse({ ...valid, email: `${'a'.repeat(64)}@example.com`, website: 'http://x.example', fillMs: 0 });
    expect(parsed.data).toMatchObject({ website: 'http://x.example', fillMs: 0 });
  });

  it('checks lengths after decoding, so encoding does not eat the limit', () => {
    const name = '&#39;'.repeat(120);
    expect(leadSchema.safeParse({ ...valid, name }).success).toBe(true);
  });

  it('accepts position ids and keeps service text the other forms send', () => {
    expect(leadSchema.parse({ ...valid, form: 'application', service: 'Job Application', position: 'solar-installation' })).toMatchObject({
      service: 'Job Application',
      position: 'solar-installation',
    });
    for (const service of ['Free Estimate', 'General Inquiry', 'constructor', '__proto__']) {
      expect(leadSchema.parse({ ...valid, service }).service).toBe(service);
    }
  });
});

describe('leadSchema and leads queued before ids', () => {
  // Browsers keep unsent leads in IndexedDB and send them later: the English names that were
  // the wire values then must still be accepted, as today's ids.
  it.each([
    ['New Solar', 'new-solar'],
    ['Panel Add', 'panel-add'],
    ['Battery', 'battery'],
    ['Commercial Electric', 'commercial-electric'],
    ['Other', 'other'],
  ])('maps the legacy service %j to %j', (legacy, id) => {
    expect(leadSchema.parse({ ...valid, service: legacy }).service).toBe(id);
  });

  it.each([
    ['Sales', 'sales'],
    ['Solar Installation', 'solar-installation'],
    ['Commercial Electric', 'commercial-electric'],
    ['Operations', 'operations'],
    ['Other', 'other'],
  ])('maps the legacy position %j to %j', (legacy, id) => {
    expect(leadSchema.parse({ ...valid, form: 'application', position: legacy }).position).toBe(id);
  });

  it('still refuses a position that was never a label or an id', () => {
    const result = leadSchema.safeParse({ ...valid, form: 'application', position: 'Roofing' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['position']]);
  });
});
