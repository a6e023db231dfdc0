import { describe, expect, it } from 'vitest';
import { quoteFormSchema } from './quote-form-schema';

const valid = {
  firstName: 'Maria',
  lastName: "O'Brien",
  email: 'maria@example.com',
  phone: '(661) 555-0123',
  service: 'battery',
  message: '',
  zipCode: '',
  utility: '',
  monthlyBill: '',
  copyRequested: false,
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
    expect(firstIssue({ ...valid, phone: '+1661555' })?.message).toBe('Please enter a valid phone number, e.g. (661) 555-0199');
  });

  it('refuses line breaks in a name (they could reach a mail header)', () => {
    expect(firstIssue({ ...valid, lastName: 'Smith\r\nBcc: x@example.com' })?.path).toEqual(['lastName']);
  });

  it('keeps line breaks in the message and limits its length', () => {
    expect(quoteFormSchema.safeParse({ ...valid, message: 'line 1\nline 2' }).success).toBe(true);
    expect(firstIssue({ ...valid, message: 'x'.repeat(5001) })?.path).toEqual(['message']);
  });

  it('keeps the phone as typed', () => {
    expect(quoteFormSchema.parse(valid).phone).toBe('(661) 555-0123');
  });

  it('takes a ZIP of the towns we serve, and says what to do from anywhere else', () => {
    expect(quoteFormSchema.safeParse({ ...valid, zipCode: '93301' }).success).toBe(true);
    expect(quoteFormSchema.safeParse({ ...valid, zipCode: '93561-1234' }).success).toBe(true);
    expect(firstIssue({ ...valid, zipCode: '9330' })?.message).toBe('Please enter a 5-digit ZIP code');
    const outside = firstIssue({ ...valid, zipCode: '90210' });
    expect(outside?.path).toEqual(['zipCode']);
    expect(outside?.message).toMatch(/outside the Kern County towns we serve\. Please call us at \(661\)/);
  });

  it('takes a utility from the list, or none', () => {
    expect(quoteFormSchema.safeParse({ ...valid, utility: 'sce' }).success).toBe(true);
    expect(firstIssue({ ...valid, utility: 'ladwp' })?.message).toBe('Please choose your utility');
  });

  it('takes the monthly bill in dollars as people write it', () => {
    for (const bill of ['180', '$180', '$1,250', '180.50', ' 95 '])
      expect(quoteFormSchema.safeParse({ ...valid, monthlyBill: bill }).success, bill).toBe(true);
    for (const bill of ['lots', '-5', '1.2.3', '250000'])
      expect(firstIssue({ ...valid, monthlyBill: bill })?.message, bill).toBe('Please enter the bill in whole dollars, e.g. 180');
  });

  it('offers EV charger, panel upgrade and repair', () => {
    for (const service of ['ev-charger', 'panel-upgrade', 'repair'])
      expect(quoteFormSchema.safeParse({ ...valid, service }).success).toBe(true);
  });
});
