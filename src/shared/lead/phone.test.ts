import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema } from './phone';

describe('normalizePhone (for checking only: the field keeps what was typed)', () => {
  it.each([
    ['6615550123', '+16615550123'],
    ['16615550123', '+16615550123'],
    ['+1 (661) 555-0123', '+16615550123'],
    ['(661) 555-0199', '+16615550199'],
    ['661.555.0123', '+16615550123'],
    ['  661 555 0123 ', '+16615550123'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '661555', '66155501239', '26615550123', '+44 20 7946 0958', '661-555-CALL', '+', 'abc'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});

describe('phoneSchema', () => {
  it('keeps the number as typed (docs/behaviour.md#forms)', () => {
    expect(phoneSchema.parse('(661) 555-0199')).toBe('(661) 555-0199');
    expect(phoneSchema.parse(' 661.555.0199 ')).toBe('661.555.0199');
    // Leads queued before this rule carry +1 and ten digits: still valid.
    expect(phoneSchema.parse('+12223334444')).toBe('+12223334444');
  });

  it.each(['+1555', '+1222333444', '+122233344445', '+2 2223334444', '', '661\u202e5550199', `(661) 555-0199${' '.repeat(30)}x`])(
    'rejects %j with a local example in the message',
    (value) => {
      const result = phoneSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid phone number, e.g. (661) 555-0199');
    },
  );
});
