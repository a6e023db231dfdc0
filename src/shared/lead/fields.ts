import { z } from 'zod';
import { leadMessages } from './messages';

// Zod compiles object parsers with `new Function` when it can; the site's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. Every schema module
// imports this one first, so this runs before any object schema is built.
z.config({ jitless: true });

/**
 * Field rules shared by every form and by the server. Limits follow what a real lead needs and
 * keep one request small: names 60, email 254 (RFC 5321), message 5000 characters.
 */
// C0 controls and DEL; a single-line field also refuses CR and LF, so nothing a visitor types
// can ever fold into a mail header.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const LIMITS = { name: 60, fullName: 120, email: 254, emailLocal: 64, message: 5000, service: 100, honeypot: 500 } as const;

export const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, leadMessages.required)
    .max(max, `Please keep this under ${max} characters`)
    .refine((s) => !SINGLE_LINE_FORBIDDEN.test(s), 'Please remove control characters');

export const multiLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .refine((s) => !MULTI_LINE_FORBIDDEN.test(s), 'Please remove control characters');

export const emailSchema = z
  .string()
  .trim()
  .min(1, leadMessages.required)
  .max(LIMITS.email, leadMessages.emailInvalid)
  // OWASP input validation: the part before the @ stays within RFC 5321's 64 characters.
  .refine((s) => s.lastIndexOf('@') <= LIMITS.emailLocal, leadMessages.emailInvalid)
  .pipe(z.email(leadMessages.emailInvalid));

export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(?:-\d{4})?$/, 'Please enter a 5-digit ZIP code');
