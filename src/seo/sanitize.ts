/**
 * Text helpers for everything that goes into the document head from templates (docs/behaviour.md#page-head):
 * strip script blocks and tags, neutralise javascript:/data:/vbscript: and inline event
 * handlers, and keep only relative or http(s) URLs. React and the JSON-LD serializer escape on
 * output too; these make sure no markup or script-bearing URL is ever part of the data itself.
 */

// Whole elements whose content is code or markup, not text.
const DANGEROUS_BLOCKS = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<\/?[a-z!?/][^>]*(?:>|$)/gi;
const STRAY_ANGLES = /[<>]/g;
const PROTOCOL = /(?<![a-z0-9])(?:(?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:/gi;
const EVENT_ATTRIBUTE = /(?<![a-z0-9])on[a-z]+\s*=/gi;
// Controls (but not tab and newline) have no place in head text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/** Decodes character references, so `&#106;avascript&colon;` is seen for what it is. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? match;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Plain text for a title, description, keyword or JSON-LD string. */
export function sanitizeText(input: string | null | undefined): string {
  if (!input) return '';
  let text = decodeEntities(String(input));
  // Repeat until stable: removing one tag must not splice the halves of another together.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(DANGEROUS_BLOCKS, '').replace(TAG, '');
  }
  return text
    .replace(STRAY_ANGLES, '')
    .replace(PROTOCOL, '')
    .replace(EVENT_ATTRIBUTE, '')
    .replace(CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A URL that is relative (path, query or fragment) or http(s); anything else, including
 * javascript:, data:, vbscript:, protocol-relative `//host` and obfuscated schemes, becomes '#'.
 */
export function sanitizeUrl(input: string | null | undefined): string {
  if (!input) return '#';
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const url = decodeEntities(String(input)).replace(/[\u0000-\u0020\u007f]/g, '');
  if (url === '' || /[<>"'`\\]/.test(url)) return '#';
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('//')) return '#';
  // A scheme is letters then ':' before any '/', '?' or '#'; relative URLs have none.
  if (/^[^/?#]*:/.test(url)) return '#';
  return url;
}

/** Sanitizes every string in a JSON-LD value: URLs by key, everything else as text. */
export function sanitizeJsonLd<T>(value: T): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') {
      if (key === '@context' || key === '@type') return v;
      return /^(?:url|image|logo|item|@id|sameAs|mainEntityOfPage)$/.test(key ?? '') ? sanitizeUrl(v) : sanitizeText(v);
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value) as T;
}
