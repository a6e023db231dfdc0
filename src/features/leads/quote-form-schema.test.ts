import { describe, expect, it } from 'vitest';
import { quoteFormSchema } from './quote-form-schema';

const valid = {
  firstName: 'Maria',
  lastName: "O'Brien",
  email: 'maria@example.com',
  phone: '+16615550123',
  service: 'battery',
  message: '',
};

const firstIssue = (values: object) => quoteFormSchema.safeParse(values).error?.issues[0];

describe('quoteFormSchema', () => {
  it('accepts a complete form with an empty optional message', () => {
    expect(quoteFormSchema.safeParse(valid).success).toBe(true);
  });

  it('trims names and email', () => {
    const parsed = quoteFormSchema.parse({ ...valid, firstName: '  Maria ', email: ' maria@example.com ' });
    expect(parsed.firstName).toBe('Maria');
    expect(parsed.email).toBe('maria@example.com');
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'service'] as const)('requires %s', (field) => {
    expect(firstIssue({ ...valid, [field]: '' })?.path).toEqual([field]);
  });

  it('rejects an unknown service, and a label in place of its id', () => {
    expect(firstIssue({ ...valid, service: 'Pool heating' })?.message).toBe('Please choose a service');
    expect(firstIssue({ ...valid, service: 'Battery' })?.message).toBe('Please choose a service');
  });

  it('rejects a malformed email', () => {
    expect(firstIssue({ ...valid, email: 'maria@' })?.message).toBe('Please enter a valid email address');
  });

  it('rejects a short phone with the message of docs/behaviour.md#forms', () => {
    expect(firstIssue({ ...valid, phone: '+1661555' })?.message).toBe('Please enter a valid phone number (e.g., +12223334444)');
  });

  it('refuses line breaks in a name (they could reach a mail header)', () => {
    expect(firstIssue({ ...valid, lastName: 'Smith\r\nBcc: x@example.com' })?.path).toEqual(['lastName']);
  });

  it('keeps line breaks in the message and limits its length', () => {
    expect(quoteFormSchema.safeParse({ ...valid, message: 'line 1\nline 2' }).success).toBe(true);
    expect(firstIssue({ ...valid, message: 'x'.repeat(5001) })?.path).toEqual(['message']);
  });
});
