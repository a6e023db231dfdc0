import './zod-config';
import { z } from 'zod';
import { leadMessages } from './messages';

/** North American numbers only: +1 and ten digits (docs/behaviour.md#forms). */
export const PHONE_PATTERN = /^\+1\d{10}$/;
const MAX_DIGITS = 11;

/**
 * Normalises the phone field on every keystroke (docs/behaviour.md#forms): drop every non-digit, add the
 * leading 1 when missing, prefix '+', and cap at 11 digits. An empty field stays empty so the
 * visitor can clear it.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  if (!digits.startsWith('1')) digits = `1${digits}`;
  return `+${digits.slice(0, MAX_DIGITS)}`;
}

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, leadMessages.phoneInvalid);
