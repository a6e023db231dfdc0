import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema } from './phone';

/** Feeds characters one at a time the way the input's onChange sees them. */
const type = (keys: string) => [...keys].reduce((value, key) => normalizePhone(value + key), '');

describe('normalizePhone', () => {
  it.each([
    ['', ''],
    ['6', '+16'],
    ['661', '+1661'],
    ['6615550123', '+16615550123'],
    ['16615550123', '+16615550123'],
    ['+1 (661) 555-0123', '+16615550123'],
    ['661.555.0123', '+16615550123'],
    ['abc', ''],
    ['+', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('adds the leading 1 while typing a local number', () => {
    expect(type('6615550123')).toBe('+16615550123');
  });

  it('keeps a typed leading 1 instead of doubling it', () => {
    expect(type('16615550123')).toBe('+16615550123');
  });

  it('formats a pasted number with punctuation', () => {
    expect(type('(661) 555-0123')).toBe('+16615550123');
  });

  it('caps at 11 digits however much is typed', () => {
    expect(type('66155501239999')).toBe('+16615550123');
    expect(normalizePhone('+166155501234567')).toBe('+16615550123');
  });

  it('lets the visitor delete back to empty', () => {
    expect(normalizePhone('+1')).toBe('+1');
    expect(normalizePhone('+')).toBe('');
  });
});

describe('phoneSchema', () => {
  it('accepts +1 and ten digits', () => {
    expect(phoneSchema.safeParse('+12223334444').success).toBe(true);
  });

  it.each(['+1555', '+1222333444', '12223334444', '+122233344445', '+2 2223334444', ''])(
    'rejects %j with the phone message of docs/behaviour.md#forms',
    (value) => {
      const result = phoneSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid phone number (e.g., +12223334444)');
    },
  );
});
