import './zod-config';
import { z } from 'zod/mini';
import { hasHiddenCharacters } from './fields';
import { leadMessages } from './messages';

/** North American numbers only: +1 and ten digits, once normalized (docs/behaviour.md#forms). */
export const PHONE_PATTERN = /^\+1\d{10}$/;
/** What a visitor may type around the digits: spaces, brackets, dashes, dots, a leading +. */
const TYPED_PATTERN = /^\+?[\d\s().-]+$/;
/** Room for "+1 (661) 555-0199" and more spacing than anyone uses. */
export const PHONE_MAX = 30;

/**
 * The number as +1 and its digits, for checking and for the office's tel: link only: the field,
 * the wire and the email keep what the visitor typed (docs/behaviour.md#forms). Every non-digit
 * is dropped; ten digits get the leading 1, eleven must start with it, and a number typed with
 * its + must carry its country code itself. Anything else (letters, too few or too many digits,
 * another country) gives undefined. Leads queued before this rule carry +1 and ten digits,
 * which it reads unchanged.
 */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!TYPED_PATTERN.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10 && !trimmed.startsWith('+')) digits = `1${digits}`;
  const e164 = `+${digits}`;
  return PHONE_PATTERN.test(e164) ? e164 : undefined;
}

/** The phone as typed, trimmed; valid when it normalizes to +1 and ten digits. */
export const phoneSchema = z.string().check(
  z.trim(),
  // Empty reads as the same error as before: what a phone number looks like.
  z.minLength(1, leadMessages.phoneInvalid),
  z.maxLength(PHONE_MAX, leadMessages.phoneInvalid),
  z.refine((s) => !hasHiddenCharacters(s) && normalizePhone(s) !== undefined, leadMessages.phoneInvalid),
);
