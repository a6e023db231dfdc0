import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns, hostileLead, validLead } from '../test-support/hostile';
import { decodeEntities } from '@/shared/lead/entities';
import { hasHiddenCharacters, LIMITS } from '@/shared/lead/fields';
import { leadSchema } from '@/shared/lead/lead';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const KNOWN_KEYS = new Set(Object.keys(leadSchema.shape));

/** What every accepted lead must satisfy, whatever was sent. */
function checkAccepted(lead: Record<string, unknown>) {
  for (const key of Object.keys(lead)) expect(KNOWN_KEYS.has(key)).toBe(true);
  for (const field of ['name', 'email', 'service'] as const) {
    expect(typeof lead[field]).toBe('string');
    expect(CONTROL.test(lead[field] as string)).toBe(false); // nothing can fold into a header
  }
  for (const field of ['name', 'service'] as const) {
    expect(hasHiddenCharacters(lead[field] as string)).toBe(false); // nothing invisible or reversed
    expect(lead[field]).not.toMatch(/[<>@]|=\?[\s\S]*\?=/); // nothing that reads as an address
  }
  expect(lead.phone).toMatch(/^\+1\d{10}$/);
  expect((lead.name as string).length).toBeLessThanOrEqual(LIMITS.fullName);
  expect((lead.email as string).length).toBeLessThanOrEqual(LIMITS.email);
  expect((lead.message as string).length).toBeLessThanOrEqual(LIMITS.message);
  expect(Object.getPrototypeOf(lead)).toBe(Object.prototype);
}

describe('leadSchema under property tests (fast-check)', () => {
  it('accepts every lead the browser can send and decodes it back to what was typed', () => {
    fc.assert(
      fc.property(validLead, (payload) => {
        const parsed = leadSchema.safeParse(payload);
        expect(parsed.error).toBeUndefined();
        if (!parsed.success) return;
        checkAccepted(parsed.data);
        expect(parsed.data.name).toBe(decodeEntities(payload.name).trim());
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it('never throws on hostile leads, and whatever it accepts is clean', () => {
    fc.assert(
      fc.property(hostileLead, (payload) => {
        const parsed = leadSchema.safeParse(payload);
        if (parsed.success) checkAccepted(parsed.data);
        else expect(parsed.error.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: fuzzRuns(3000) },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses any JSON that is not a lead object', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(leadSchema.safeParse(value).success).toBe(false);
      }),
      { numRuns: fuzzRuns(1000) },
    );
  });

  it('refuses a line break or control character in every single-line field', () => {
    const breaker = fc.constantFrom('\r\n', '\n', '\r', '\u0000', '\u001b', '\u007f', '\t');
    fc.assert(
      fc.property(validLead, fc.constantFrom('name', 'email', 'service'), breaker, (payload, field, ch) => {
        // Inside the value: trimming may legitimately drop whitespace at either end.
        const broken = { ...payload, [field]: `x${ch}x${payload[field]}` };
        expect(leadSchema.safeParse(broken).success).toBe(false);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});
