import { JOINERS_IN_PLACE } from '@/shared/lead/fields';

/**
 * Stored lead text as the leads CLI prints it. A visitor's name or message, or a mail server's
 * reply, can hold characters a terminal acts on instead of showing: escape sequences (C0, C1),
 * a carriage return that overwrites the line, bidi overrides that reverse what follows, zero-
 * width and other invisible format characters. The server refuses or strips these today, but
 * the database may hold older leads, so the CLI never prints them raw: each becomes a visible
 * escape such as \u202e, and the operator sees exactly what was stored.
 */
// Cc: C0, DEL, C1. Cf: format characters (bidi marks, zero width, BOM, tags...). Zl/Zp: line and
// paragraph separators. Cs: a lone surrogate (invalid UTF-16). A zero-width (non-)joiner between
// two letters of a script that spells with it (Persian, Indic) or inside an emoji sequence is
// left as it is: the same exception the forms' single-line rule makes (src/shared/lead/fields.ts).
const ODD = new RegExp(`(${JOINERS_IN_PLACE.source})|[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]`, 'gu');
const NAMED: Record<string, string> = { '\t': '\\t', '\r': '\\r', '\n': '\\n' };

function escape(ch: string): string {
  const code = ch.codePointAt(0)!;
  return NAMED[ch] ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** `text` safe to print; with `newlines`, line feeds stay line feeds (a message's lines). */
export function forTerminal(text: string, { newlines = false } = {}): string {
  return text.replace(ODD, (ch: string, joiner: string | undefined) => joiner ?? (newlines && ch === '\n' ? ch : escape(ch)));
}
