import './zod-config';
import { z } from 'zod/mini';
import { leadMessages } from './messages';

/**
 * Field rules shared by every form and by the server. Limits follow what a real lead needs and
 * keep one request small: names 60, email 254 (RFC 5321), message 5000 characters.
 */
// Characters nobody types into a form and that can mislead a reader: C0 and C1 controls and DEL
// (terminal escapes, NEL), every format character (Cf: bidi embeddings, overrides, isolates and
// the LRM/RLM marks, which can make "moc.evil" read as "live.com"; zero-width spaces, word
// joiners, the BOM, soft hyphens and the invisible tag characters U+E0000-E007F), lone
// surrogates, and the Unicode line and paragraph separators. A single-line field refuses them
// all, CR and LF included, so nothing a visitor types can fold into a mail header or disguise a
// name in the office's inbox or terminal. The visitor is told, and the browser form shows the
// same words (docs/decisions/009-entity-encoding.md).
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
// The two zero-width joiners are spelling in some scripts (ZWNJ in Persian "می‌خواهم", both in
// Indic conjuncts) and glue emoji into one (a family, a profession). There, between two such
// characters, they stay; anywhere else they only hide something.
const JOINING_SCRIPTS =
  '\\p{scx=Arabic}\\p{scx=Syriac}\\p{scx=Nko}\\p{scx=Devanagari}\\p{scx=Bengali}\\p{scx=Gurmukhi}\\p{scx=Gujarati}' +
  '\\p{scx=Oriya}\\p{scx=Tamil}\\p{scx=Telugu}\\p{scx=Kannada}\\p{scx=Malayalam}\\p{scx=Sinhala}';
export const JOINERS_IN_PLACE = new RegExp(
  `(?<=[${JOINING_SCRIPTS}])[\\u200c\\u200d](?=[${JOINING_SCRIPTS}])|` +
    '(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\ufe0f])\\u200d(?=\\p{Extended_Pictographic})',
  'gu',
);
/** True when a one-line value holds a character the rule above refuses. */
export const hasHiddenCharacters = (s: string) => SINGLE_LINE_FORBIDDEN.test(s.replace(JOINERS_IN_PLACE, ''));
const HIDDEN_OUTSIDE_JOINERS = new RegExp(`(${JOINERS_IN_PLACE.source})|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}]`, 'gu');
/** The same characters removed instead, where text is only shown and never worth a refusal (a file's name). */
export const stripHiddenCharacters = (s: string) => s.replace(HIDDEN_OUTSIDE_JOINERS, (_ch, joiner: string | undefined) => joiner ?? '');
// What a name can use to pass for an address in the office's mail client: the visitor's name is
// the display name of the lead's Reply-To, so "Bank <help@bank.example>" or an RFC 2047
// encoded word ("=?utf-8?q?...?=", which a client decodes into anything) would show as
// someone else. No real name needs < > @ or =?...?=; our service ids and labels use none.
const ADDRESS_LOOKALIKE = /[<>@]|=\?[\s\S]*\?=/;

// The message is long text, often pasted from a document or another app that carries these
// along unseen; a visitor could not find them among 5000 characters to remove them, and a
// refused message may be a lost lead. So the message keeps its words and drops only the
// invisible parts: NEL and the line/paragraph separators become line breaks, other C1 controls
// and the format characters of the single-line rule (bidi, zero-width, tags; joiners in place
// stay) and lone surrogates are removed. Other C0 controls (NUL, ESC...) come only from scripts
// and are refused.
const MULTI_LINE_BREAKS = /[\u0085\u2028\u2029]/g;
const MULTI_LINE_STRIPPED = new RegExp(`(${JOINERS_IN_PLACE.source})|[\\u0080-\\u009f\\p{Cf}\\p{Cs}]`, 'gu');
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Shown next to a field that holds a forbidden character (the server's 422 says the same). */
export const HIDDEN_CHARACTERS_MESSAGE = leadMessages.hiddenCharacters;

/** The message as the office will read it: line separators as line breaks, invisible controls gone. */
export const cleanMultiLine = (s: string) =>
  s.replace(MULTI_LINE_BREAKS, '\n').replace(MULTI_LINE_STRIPPED, (_ch, joiner: string | undefined) => joiner ?? '');

export const LIMITS = { name: 60, fullName: 120, email: 254, emailLocal: 64, message: 5000, service: 100, honeypot: 500 } as const;

/**
 * The one rule of every one-line text field (names, service), in the browser forms and on the
 * server alike: trimmed, required, capped, no hidden characters, nothing that reads as an address.
 */
export const singleLine = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, leadMessages.required),
    z.maxLength(max, leadMessages.tooLong(max)),
    z.refine((s) => !hasHiddenCharacters(s), HIDDEN_CHARACTERS_MESSAGE),
    z.refine((s) => !ADDRESS_LOOKALIKE.test(s), leadMessages.addressCharacters),
  );

/**
 * The page a lead was sent from, as the office reads it in the email and the export: the browser
 * sends `location.pathname`, which is ASCII already; anything else from another client (controls,
 * bidi, spaces, other scripts) is percent-encoded, so it is kept but can neither act nor deceive.
 * Cleaned rather than refused: a lead is never lost over the page it came from.
 */
export function cleanPageUrl(s: string): string {
  return s.replace(/[^\x21-\x7e]/gu, (ch) =>
    // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as TextEncoder makes it.
    Array.from(new TextEncoder().encode(ch), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

export const multiLine = (max: number) =>
  z.string().check(
    z.overwrite(cleanMultiLine),
    z.trim(),
    z.maxLength(max, leadMessages.tooLong(max)),
    z.refine((s) => !MULTI_LINE_FORBIDDEN.test(s), HIDDEN_CHARACTERS_MESSAGE),
  );

export const emailSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, leadMessages.required),
    z.maxLength(LIMITS.email, leadMessages.emailInvalid),
    // OWASP input validation: the part before the @ stays within RFC 5321's 64 characters.
    z.refine((s) => s.lastIndexOf('@') <= LIMITS.emailLocal, leadMessages.emailInvalid),
  ),
  z.email(leadMessages.emailInvalid),
);

export const zipCodeSchema = z.string().check(z.trim(), z.regex(/^\d{5}(?:-\d{4})?$/, leadMessages.zipInvalid));
