import { z } from 'zod';
import { leadText } from '../content/forms';

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

export const LIMITS = { name: 60, fullName: 120, email: 254, message: 5000, service: 100 } as const;

export const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, leadText.required)
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
  .min(1, leadText.required)
  .max(LIMITS.email, leadText.emailInvalid)
  .pipe(z.email(leadText.emailInvalid));

export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(?:-\d{4})?$/, 'Please enter a 5-digit ZIP code');
