import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/shared/lead/lead';
import { buildLeadPayload, joinName } from './payload';
import { toWireValues } from '@/shared/lead/lead-fields';

const base = {
  id: '0b5f4c2e-8a61-4f0c-9a51-3f1c9d2b7e10',
  form: 'quote' as const,
  name: "Maria O'Brien",
  email: 'maria@example.com',
  phone: '+16615550123',
};

describe('buildLeadPayload', () => {
  it('falls back to the documented message (docs/behaviour.md#forms) when the message is empty or blank', () => {
    expect(buildLeadPayload({ ...base, message: '' }).message).toBe('No specific message provided');
    expect(buildLeadPayload({ ...base, message: '   ' }).message).toBe('No specific message provided');
  });

  it('falls back from service to position to General Inquiry', () => {
    expect(buildLeadPayload({ ...base, service: 'battery', fields: { position: 'sales' } }).service).toBe('battery');
    expect(buildLeadPayload({ ...base, service: '', fields: { position: 'solar-installation' } }).service).toBe('Solar Installation');
    expect(buildLeadPayload({ ...base }).service).toBe('General Inquiry');
  });

  it('entity-encodes visitor text but not the phone', () => {
    const p = buildLeadPayload({ ...base, message: '<b>"Hi"</b> & bye' });
    expect(p.name).toBe('Maria O&#39;Brien');
    expect(p.message).toBe('&lt;b&gt;&quot;Hi&quot;&lt;/b&gt; & bye');
    expect(p.phone).toBe('+16615550123');
  });

  it('produces what the server schema accepts and decodes back to the visitor text', () => {
    const lead = leadSchema.parse(
      buildLeadPayload({ ...base, message: 'Fence <3 & "gate"', fields: toWireValues('estimate', { zipCode: ' 93308 ' }) }),
    );
    expect(lead.name).toBe("Maria O'Brien");
    expect(lead.message).toBe('Fence <3 & "gate"');
    expect(lead.zipCode).toBe('93308');
  });

  it('omits empty extras so the strict schema does not see blank fields', () => {
    const p = buildLeadPayload({ ...base, fields: toWireValues('estimate', { zipCode: '', interests: [] }) });
    expect(p).not.toHaveProperty('zipCode');
    expect(p).not.toHaveProperty('interests');
  });

  it('carries the spam signals: the fill time always, the honeypot only when filled', () => {
    const person = buildLeadPayload({ ...base, website: '', fillMs: 41_250.6 });
    expect(person.fillMs).toBe(41_251);
    expect(person).not.toHaveProperty('website');
    const bot = buildLeadPayload({ ...base, website: 'http://spam.example/'.repeat(50), fillMs: -3 });
    expect(bot.website).toHaveLength(500);
    expect(bot.fillMs).toBe(0);
    expect(leadSchema.safeParse(bot).success).toBe(true); // stored and quarantined, not refused
  });

  it('joins first and last name', () => {
    expect(joinName(' Maria ', " O'Brien ")).toBe("Maria O'Brien");
  });
});
