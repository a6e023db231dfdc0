import { site } from '@/shared/site';

/**
 * The texts the lead schema and the lead API answer with. Shared because the browser shows
 * the very same words: a field error from the form's own check and one from the server's 422
 * must read alike, and the form's success banner is the server's answer.
 *
 * The key is the message's id: messages-es.ts holds the Spanish twin of each, and a Spanish
 * form shows the twin of whatever English text the schema or the server gave
 * (localize-message.ts). Parameterised messages take numbers only, so the lookup can read the
 * numbers back out of the English text.
 */
export const leadMessages = {
  required: 'This field is required',
  // A local number as the example (issue 29): what a visitor here would type.
  phoneInvalid: 'Please enter a valid phone number, e.g. (661) 555-0199',
  emailInvalid: 'Please enter a valid email address',
  zipInvalid: 'Please enter a 5-digit ZIP code',
  // The ZIP codes of our towns (src/shared/places/towns.ts); what to do from anywhere else.
  zipOutsideArea: `This ZIP code is outside the Kern County towns we serve. Please call us at ${site.phone.display}: we will tell you whether we can come.`,
  billInvalid: 'Please enter the bill in whole dollars, e.g. 180',
  utilityInvalid: 'Please choose your utility',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  hiddenCharacters: "This has hidden characters we can't accept (they often come along with pasted text). Please type it again.",
  addressCharacters: 'Please leave out < > @ and =? here: this field is for your name.',
  serviceRequired: 'Please choose a service',
  positionRequired: 'Please choose a position',
  checkFields: 'Please check the highlighted fields and try again.',
  quoteSuccess: "Thank you for your message! We'll be in touch soon.",
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

export type LeadMessageKey = keyof typeof leadMessages;
