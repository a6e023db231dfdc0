import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver } from 'react-hook-form';
import { LIMITS } from '@/shared/lead/fields';
import { leadMessages } from '@/shared/lead/messages';
import { leadMessagesEs } from '@/shared/lead/messages-es';
import { applicationFormSchema } from './application-form-schema';
import { estimateFormSchema } from './estimate-form-schema';
import { applyFieldErrors } from './field-errors';
import { localizedResolver } from './localized-resolver';
import { quoteFormSchema } from './quote-form-schema';

const quote = {
  firstName: 'María',
  lastName: 'López',
  email: 'maria@example.com',
  phone: '+16615550123',
  service: 'battery',
  message: '',
  zipCode: '',
  utility: '',
  monthlyBill: '',
  copyRequested: false,
};
const estimate = { firstName: 'María', lastName: 'López', phone: '+16615550123', email: 'maria@example.com', zipCode: '', interests: [] };
const application = { name: 'María López', email: 'maria@example.com', phone: '+16615550123', position: 'solar-installer', message: '' };

/** The messages a form shows for these values, field by field. */
async function messages(resolver: Resolver<FieldValues>, values: FieldValues) {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, e?.message]));
}

const quoteEs = localizedResolver(quoteFormSchema, 'es');
const quoteEn = localizedResolver(quoteFormSchema, 'en');
const estimateEs = localizedResolver(estimateFormSchema, 'es');
const applicationEs = localizedResolver(applicationFormSchema, 'es');

describe('a Spanish form validates with the shared schemas, in Spanish', () => {
  it('says an invalid email in Spanish', async () => {
    expect(await messages(quoteEs, { ...quote, email: 'maria@' })).toEqual({ email: leadMessagesEs.emailInvalid });
  });

  it('says an invalid phone in Spanish', async () => {
    expect(await messages(estimateEs, { ...estimate, phone: '+1661555' })).toEqual({ phone: leadMessagesEs.phoneInvalid });
  });

  it('says an invalid ZIP code in Spanish', async () => {
    expect(await messages(estimateEs, { ...estimate, zipCode: '9330' })).toEqual({ zipCode: leadMessagesEs.zipInvalid });
  });

  it('says a required field in Spanish, the choice lists too', async () => {
    expect(await messages(quoteEs, { ...quote, firstName: '', service: '' })).toEqual({
      firstName: leadMessagesEs.required,
      service: leadMessagesEs.serviceRequired,
    });
    expect(await messages(applicationEs, { ...application, position: '' })).toEqual({ position: leadMessagesEs.positionRequired });
  });

  it('says too long in Spanish, with the limit of the field', async () => {
    expect(await messages(quoteEs, { ...quote, lastName: 'x'.repeat(LIMITS.name + 1) })).toEqual({
      lastName: leadMessagesEs.tooLong(LIMITS.name),
    });
    expect(await messages(quoteEs, { ...quote, message: 'x'.repeat(LIMITS.message + 1) })).toEqual({
      message: leadMessagesEs.tooLong(LIMITS.message),
    });
  });

  it('says hidden characters in Spanish', async () => {
    expect(await messages(applicationEs, { ...application, name: 'Mar\u202eía' })).toEqual({ name: leadMessagesEs.hiddenCharacters });
  });

  it('keeps the English messages on an English form, and the valid values on both', async () => {
    expect(await messages(quoteEn, { ...quote, email: 'maria@', firstName: '' })).toEqual({
      email: leadMessages.emailInvalid,
      firstName: leadMessages.required,
    });
    const { values } = await quoteEs(quote, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(values).toEqual(quote);
  });
});

describe('server field errors on a Spanish form', () => {
  const refused = (fields: Record<string, string>) => ({ ok: false as const, network: false, status: 422, fields });

  it('shows each in Spanish by the same key; an unknown text as it came; unknown fields not at all', () => {
    const set: Record<string, string | undefined> = {};
    applyFieldErrors(
      refused({ email: leadMessages.emailInvalid, name: leadMessages.tooLong(120), phone: 'Odd', form: leadMessages.required }),
      ['name', 'email', 'phone'],
      (name, error) => (set[name] = error.message),
      'es',
    );
    expect(set).toEqual({ email: leadMessagesEs.emailInvalid, name: leadMessagesEs.tooLong(120), phone: 'Odd' });
  });

  it('shows them as they came on an English form', () => {
    const set: Record<string, string | undefined> = {};
    applyFieldErrors(refused({ email: leadMessages.emailInvalid }), ['email'], (name, error) => (set[name] = error.message));
    expect(set).toEqual({ email: leadMessages.emailInvalid });
  });
});
