import fc from 'fast-check';
import { encodeEntities } from '@/shared/lead/entities';
import { formKinds } from '@/shared/lead/form-kinds';
import { interestIds } from '@/shared/lead/interests';
import { positionIds } from '@/shared/lead/positions';
import { utilityIds } from '@/shared/lead/utilities';
import { serviceZips } from '@/shared/places/service-area';
import { serviceIds } from '@/shared/lead/services';

/** Test runs for the property tests: FUZZ_RUNS raises them (npm run chaos sets a big number). */
export const fuzzRuns = (fallback: number) => Number(process.env.FUZZ_RUNS) || fallback;

/** Strings a visitor, a robot or an attacker might put in any field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }), // every code point, controls and lone surrogates included
  fc.string({ unit: 'grapheme', maxLength: 80 }), // emoji, combining marks, RTL
  fc.constantFrom(
    'x\r\nBcc: victim@evil.example',
    'Jane\nSubject: hijacked',
    'a\rb',
    '=?utf-8?q?Bcc:_x@evil.example?=',
    '\u2028\u2029\u0085',
    '\u0000',
    '\u202eevil',
    '<script>alert(1)</script>',
    '&lt;img src=x onerror=alert(1)&gt;',
    '"><svg onload=alert(1)>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    'javascript:alert(1)',
    '//evil.example',
    'mailto:x@evil.example',
    '=HYPERLINK("http://evil.example")',
    'x@evil.example\r\nBcc: y@evil.example',
    '"Eve" <eve@evil.example>, bob@evil.example',
    'Bank Support <help@bank.example>',
    'Ja\u200bne\u{e0041}\u200e\u00ad\u2060',
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\r\n', '\n', '\r', '\r\n\r\n'), fc.string({ maxLength: 20 }))
    .map(([a, crlf, b]) => `${a}${crlf}${b}`),
  fc.integer({ min: 100, max: 20_000 }).map((n) => 'A'.repeat(n)),
);

/** Anything JSON can carry in place of a string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [[[[[]]]]], { $gt: '' }, { toString: 'x' }),
);

const safeText = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ÁéñüçØ-\'"<>&.,!?'.split('')), minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '');
// Names and services hold no < > @ (src/shared/lead/fields.ts: they would read as an address).
const safeName = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ÁéñüçØ-\'"&.,!?'.split('')), minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '');
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n });

/** A lead the browser could really send, visitor text entity-encoded. */
export const validLead = fc.record(
  {
    id: fc.uuid({ version: 4 }),
    form: fc.constantFrom(...formKinds),
    name: safeName.map(encodeEntities),
    email: fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9._'+-]{0,20}[a-z0-9]$/), fc.constantFrom('example.com', 'mail.example.net'))
      .map(([local, domain]) => encodeEntities(`${local.replace(/\.{2,}/g, '.')}@${domain}`)),
    phone: digits(10).map((d) => `+1${d}`),
    service: fc.oneof(fc.constantFrom(...serviceIds), safeName).map(encodeEntities),
    message: safeText.map(encodeEntities),
    // Our area only (src/shared/places/service-area.ts): any other ZIP is refused.
    zipCode: fc.constantFrom(...serviceZips),
    utility: fc.constantFrom(...utilityIds),
    monthlyBill: fc.nat(100_000),
    interests: fc.subarray(interestIds),
    position: fc.constantFrom(...positionIds),
    pageUrl: fc.constantFrom('/contact', '/services/residential-solar?utm=x', 'https://www.sunfield.example.com/about'),
    website: fc.constantFrom('', 'http://spam.example'),
    fillMs: fc.nat(600_000),
  },
  { requiredKeys: ['id', 'form', 'name', 'email', 'phone', 'service', 'message'] },
);

const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty');

/** Sets an own, enumerable key even for `__proto__`, so JSON.stringify really sends it. */
const withKey = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty({ ...target }, key, { value, enumerable: true, configurable: true, writable: true });

/** A lead with one field replaced, one removed, or extra keys (prototype pollution among them). */
export const hostileLead: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .tuple(
      validLead,
      fc.constantFrom(
        'id',
        'form',
        'name',
        'email',
        'phone',
        'service',
        'message',
        'zipCode',
        'interests',
        'position',
        'pageUrl',
        'website',
        'fillMs',
      ),
      hostileValue,
    )
    .map(([lead, key, value]) => withKey(lead, key, value)),
  fc.tuple(validLead, fc.constantFrom('id', 'name', 'email', 'phone', 'message')).map(([lead, key]) => {
    const copy: Record<string, unknown> = { ...lead };
    delete copy[key];
    return copy;
  }),
  fc
    .tuple(validLead, pollutionKeys, fc.oneof(fc.constant({ polluted: 'yes' }), hostileValue))
    .map(([lead, key, value]) => withKey(lead, key, value)),
  fc.tuple(validLead, fc.string({ maxLength: 12 }), hostileValue).map(([lead, key, value]) => withKey(lead, key, value)),
  validLead,
);
