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
// Characters nobody types into a form and that can mislead a reader: C0 controls, DEL and C1
// controls (terminal escapes, NEL); bidi embeddings, overrides and isolates (U+202A-U+202E,
// U+2066-U+2069), which can make "moc.evil" read as "live.com"; and the Unicode line and
// paragraph separators. A single-line field refuses them all, CR and LF included, so nothing
// a visitor types can fold into a mail header or disguise a name in the office's inbox or
// terminal. The visitor is told, and the browser form shows the same words
// (docs/decisions/009-entity-encoding.md).
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// The message is long text, often pasted from a document or another app that carries these
// along unseen; a visitor could not find them among 5000 characters to remove them, and a
// refused message may be a lost lead. So the message keeps its words and drops only the
// invisible parts: NEL and the line/paragraph separators become line breaks, other C1 and bidi
// controls are removed. Other C0 controls (NUL, ESC...) come only from scripts and are refused.
const MULTI_LINE_BREAKS = /[\u0085\u2028\u2029]/g;
const MULTI_LINE_STRIPPED = /[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Shown next to a field that holds a forbidden character (the server's 422 says the same). */
export const HIDDEN_CHARACTERS_MESSAGE = leadMessages.hiddenCharacters;

/** The message as the office will read it: line separators as line breaks, invisible controls gone. */
export const cleanMultiLine = (s: string) => s.replace(MULTI_LINE_BREAKS, '\n').replace(MULTI_LINE_STRIPPED, '');

export const LIMITS = { name: 60, fullName: 120, email: 254, emailLocal: 64, message: 5000, service: 100, honeypot: 500 } as const;

export const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, leadMessages.required)
    .max(max, leadMessages.tooLong(max))
    .refine((s) => !SINGLE_LINE_FORBIDDEN.test(s), HIDDEN_CHARACTERS_MESSAGE);

export const multiLine = (max: number) =>
  z
    .string()
    .overwrite(cleanMultiLine)
    .trim()
    .max(max, leadMessages.tooLong(max))
    .refine((s) => !MULTI_LINE_FORBIDDEN.test(s), HIDDEN_CHARACTERS_MESSAGE);

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
  .regex(/^\d{5}(?:-\d{4})?$/, leadMessages.zipInvalid);
