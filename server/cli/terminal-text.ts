/**
 * Stored lead text as the leads CLI prints it. A visitor's name or message, or a mail server's
 * reply, can hold characters a terminal acts on instead of showing: escape sequences (C0, C1),
 * a carriage return that overwrites the line, bidi overrides that reverse what follows, zero-
 * width and other invisible format characters. The server refuses or strips these today, but
 * the database may hold older leads, so the CLI never prints them raw: each becomes a visible
 * escape such as \u202e, and the operator sees exactly what was stored.
 */
// Cc: C0, DEL, C1. Cf: format characters (bidi marks, zero width, BOM...). Zl/Zp: line and
// paragraph separators. Cs: a lone surrogate (invalid UTF-16).
const ODD = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
// Zero-width (non-)joiners are part of Persian and Indic spelling and of emoji sequences.
const JOINERS = new Set(['\u200c', '\u200d']);
const NAMED: Record<string, string> = { '\t': '\\t', '\r': '\\r', '\n': '\\n' };

function escape(ch: string): string {
  const code = ch.codePointAt(0)!;
  return NAMED[ch] ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** `text` safe to print; with `newlines`, line feeds stay line feeds (a message's lines). */
export function forTerminal(text: string, { newlines = false } = {}): string {
  return text.replace(ODD, (ch) => (JOINERS.has(ch) || (newlines && ch === '\n') ? ch : escape(ch)));
}
