/**
 * Green Button "Download My Data" files (docs/decisions/032-green-button-files.md): the ESPI
 * Atom feed as XML, or the utility's CSV. Both are text, so no magic bytes say what they are:
 * they are judged here by their whole content, the same code in the browser (before a file is
 * listed) and on the server (before it is stored and mailed). Everything is read as data, within
 * bounds, and any surprise is a refusal, never a crash:
 * - UTF-8 text only (a BOM is allowed), with no control character but tab, CR and LF;
 * - XML: well-formed, its root an Atom `feed` (http://www.w3.org/2005/Atom) and the ESPI
 *   namespace (http://naesb.org/espi) declared; never a `<!DOCTYPE` or `<!ENTITY` anywhere (the
 *   external entities and entity expansion that a reader at the office would otherwise follow);
 * - CSV: a header row naming a date or time and a reading (usage, kWh, cost...) among its first
 *   lines, and no cell a spreadsheet would run as a formula.
 */

import type { greenButtonTypes } from './attachments';

export type GreenButtonType = (typeof greenButtonTypes)[number];

/** Why a text file is refused: not text; a DOCTYPE or ENTITY; a formula cell; not a Green Button file; broken XML. */
export type GreenButtonRefusal = 'not-text' | 'unsafe' | 'not-green-button' | 'malformed';
export type GreenButtonVerdict = { type: GreenButtonType } | { type: undefined; reason: GreenButtonRefusal };

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const ESPI_NAMESPACE = 'http://naesb.org/espi';

/** Bounds of the checks; the size of a file is bounded by the attachment limits (5 MB). */
const MAX_DEPTH = 64;
const MAX_ATTRIBUTES = 64;
const CSV_HEADER_LINES = 40;
const CSV_MAX_LINE_CHARS = 8192;

const refused = (reason: GreenButtonRefusal): GreenButtonVerdict => ({ type: undefined, reason });

/** The text of UTF-8 bytes without a BOM, or undefined when they are not clean UTF-8 text. */
export function cleanText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  // C0 controls but tab, LF and CR; DEL; C1 controls. NUL is what most binary files have early on.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) return undefined;
  return text;
}

/** Judges a file that no magic bytes identify: a Green Button XML or CSV, or a refusal with its reason. */
export function inspectGreenButton(bytes: Uint8Array): GreenButtonVerdict {
  const text = cleanText(bytes);
  if (text === undefined || text.trim() === '') return refused('not-text');
  return text.trimStart().startsWith('<') ? inspectXml(text) : inspectCsv(text);
}

// XML 1.0 names, ASCII plus letters of any script (enough for what an ESPI feed uses).
const NAME = String.raw`[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*(?::[A-Za-z_\u00c0-\uffff][\w.\-\u00b7\u00c0-\uffff]*)?`;
const START_TAG = new RegExp(String.raw`<(${NAME})((?:\s+${NAME}\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(/?)>`, 'uy');
const ATTRIBUTE = new RegExp(String.raw`(${NAME})\s*=\s*(?:"([^"]*)"|'([^']*)')`, 'gu');
const END_TAG = new RegExp(String.raw`</(${NAME})\s*>`, 'uy');
const XML_DECLARATION = /<\?xml(\s+[^?]*)?\?>/y;
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/y;

/** A character XML 1.0 allows (a reference to anything else is not well-formed). */
const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);

/** Every `&` of a text or attribute value starts a predefined or character reference. */
function referencesHold(text: string): boolean {
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    REFERENCE.lastIndex = at;
    const match = REFERENCE.exec(text);
    if (!match) return false;
    if (match[2] !== undefined || match[3] !== undefined) {
      const code = match[2] !== undefined ? Number(match[2]) : parseInt(match[3]!, 16);
      if (!isXmlChar(code)) return false;
    }
  }
  return true;
}

function inspectXml(text: string): GreenButtonVerdict {
  // Not even in a comment or CDATA: nothing that declares entities or a DTD goes to the office.
  // (A page that is not meant as a feed at all, an HTML page, is simply not Green Button data.)
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return refused(text.includes(ATOM_NAMESPACE) || text.includes(ESPI_NAMESPACE) ? 'unsafe' : 'not-green-button');
  let i = 0; // the decoder took a BOM off
  XML_DECLARATION.lastIndex = i;
  const declaration = XML_DECLARATION.exec(text);
  if (declaration) {
    const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(declaration[1] ?? '')?.[1];
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) return refused('malformed');
    i = XML_DECLARATION.lastIndex;
  }
  const stack: string[] = [];
  let rootSeen = false;
  let rootIsFeed = false;
  let espi = false;

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = text.slice(i, lt === -1 ? text.length : lt);
    if (chunk) {
      // Outside the root only white space; inside it, text with valid references and no "]]>".
      if (stack.length === 0 ? !/^[ \t\r\n]*$/.test(chunk) : chunk.includes(']]>') || !referencesHold(chunk)) return refused('malformed');
    }
    if (lt === -1) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1 || text.slice(i + 4, end).includes('--')) return refused('malformed');
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end === -1 || stack.length === 0) return refused('malformed');
      i = end + 3;
    } else if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end === -1 || !new RegExp(`^<\\?${NAME}(\\s|\\?>)`, 'u').test(text.slice(i, end + 2))) return refused('malformed');
      if (/^<\?xml(\s|\?>)/i.test(text.slice(i, end + 2))) return refused('malformed'); // a declaration past the start
      i = end + 2;
    } else if (text.startsWith('</', i)) {
      END_TAG.lastIndex = i;
      const match = END_TAG.exec(text);
      if (!match || stack.pop() !== match[1]) return refused('malformed');
      i = END_TAG.lastIndex;
    } else if (text.startsWith('<!', i)) {
      return refused('malformed'); // any other declaration (<!ELEMENT, <!ATTLIST, <!NOTATION)
    } else {
      START_TAG.lastIndex = i;
      const match = START_TAG.exec(text);
      if (!match) return refused('malformed');
      if (stack.length === 0 && rootSeen) return refused('malformed'); // a second root
      const name = match[1]!;
      const attributes = new Map<string, string>();
      for (const [, attribute, double, single] of match[2]!.matchAll(ATTRIBUTE)) {
        const value = double ?? single ?? '';
        if (attributes.has(attribute!) || attributes.size >= MAX_ATTRIBUTES || value.includes('<') || !referencesHold(value))
          return refused('malformed');
        attributes.set(attribute!, value);
        if ((attribute === 'xmlns' || attribute!.startsWith('xmlns:')) && value === ESPI_NAMESPACE) espi = true;
      }
      if (stack.length === 0) {
        rootSeen = true;
        const [prefix, local] = name.includes(':') ? name.split(':') : [undefined, name];
        rootIsFeed = local === 'feed' && attributes.get(prefix === undefined ? 'xmlns' : `xmlns:${prefix}`) === ATOM_NAMESPACE;
      }
      i = START_TAG.lastIndex;
      if (match[3] !== '/') {
        if (stack.length >= MAX_DEPTH) return refused('malformed');
        stack.push(name);
      }
    }
  }
  if (!rootSeen || stack.length) return refused('malformed');
  return rootIsFeed && espi ? { type: 'application/xml' } : refused('not-green-button');
}

/** The cells of one CSV line (RFC 4180 quoting; a quoted cell spanning lines is not a header). */
function cells(line: string): string[] {
  const out: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < line.length && (match = pattern.exec(line))) {
    out.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
    if (match[0] === '') break;
  }
  return out;
}

const HEADER_WHEN = /date|time|start|interval|period|day|fecha|hora/i;
const HEADER_READING = /usage|kwh|consumption|reading|value|cost|import|export|delivered|received|demand|energ|consumo/i;

/** A cell a spreadsheet would run: =, @, or + / - not followed by a number (CSV formula injection). */
const isFormula = (cell: string) => /^[=@]/.test(cell) || /^[+-](?!\$?[\d.,\s]*$)/.test(cell);

function inspectCsv(text: string): GreenButtonVerdict {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/);
  if (lines.some((line) => line.length > CSV_MAX_LINE_CHARS)) return refused('not-green-button');
  // Quoted cells are read per line: a line break inside quotes would only split a cell in two,
  // and each half is still checked for formulas.
  for (const line of lines) if (cells(line).some((cell) => isFormula(cell.trim()))) return refused('unsafe');
  const header = lines.slice(0, CSV_HEADER_LINES).findIndex((line) => {
    const row = cells(line);
    return row.length >= 2 && row.some((c) => HEADER_WHEN.test(c)) && row.some((c) => HEADER_READING.test(c));
  });
  if (header === -1) return refused('not-green-button');
  // At least one reading under the header: a row with as many cells or more, a digit among them.
  const width = cells(lines[header]!).length;
  const hasRow = lines.slice(header + 1).some((line) => {
    const row = cells(line);
    return row.length >= Math.min(width, 2) && row.some((c) => /\d/.test(c));
  });
  return hasRow ? { type: 'text/csv' } : refused('not-green-button');
}
