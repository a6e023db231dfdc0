import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
// JSON-LD and other JSON data blocks are never executed, so CSP does not apply to them.
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** Where the build records the hashes of the inline code it ships (a dotfile: never served). */
export const CSP_HASHES_FILE = '.csp-hashes.json';

export interface InlineHashes {
  script: string[];
  style: string[];
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `'sha256-…'` sources for the inline scripts and styles of one HTML document (CSP Level 3,
 * "hash-source"). Each hash covers the exact text between the tags, as the browser sees it.
 */
export function inlineHashes(html: string): InlineHashes {
  const script = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!HAS_SRC.test(attributes) && !DATA_BLOCK.test(attributes)) script.add(sha(body));
  }
  const style = new Set<string>();
  for (const [, body = ''] of html.matchAll(STYLE)) style.add(sha(body));
  return { script: [...script], style: [...style] };
}

/** What the build records next to the pages: the inline scripts, the same on every page. */
export interface RecordedHashes {
  script: string[];
}

/**
 * Merges the script hashes of many pages into the file the build writes next to them. Styles are
 * not recorded: each page inlines its own critical CSS, allowed in its own response only
 * (`pageStyleHashes`).
 */
export function mergeHashes(pages: Iterable<InlineHashes>): RecordedHashes {
  const script = new Set<string>();
  for (const page of pages) page.script.forEach((h) => script.add(h));
  return { script: [...script].sort() };
}

/**
 * The inline scripts the prerendered site ships (today the early script of
 * docs/decisions/019-first-paint.md), as recorded by the build. Allowing exactly these keeps the
 * CSP free of 'unsafe-inline'. Read once, on the first call that finds a build; `undefined`
 * before that.
 */
export function recordedScriptHashes(staticDir: string): () => string[] | undefined {
  let found: string[] | undefined;
  return () => {
    if (found) return found;
    try {
      found = (JSON.parse(readFileSync(join(staticDir, CSP_HASHES_FILE), 'utf8')) as RecordedHashes).script;
    } catch {
      return undefined; // not built yet
    }
    return found;
  };
}

/**
 * The `'sha256-…'` sources of the inline <style> of one built HTML file, read from the file on
 * its first request and again only when it changes. Every prerendered page inlines its own
 * critical CSS (scripts/critical-css.ts), so these differ page by page: each response allows
 * its own, and never the hundreds of the whole site.
 */
export function pageStyleHashes(staticDir: string): (relPath: string) => string[] {
  const seen = new Map<string, { mtime: number; hashes: string[] }>();
  return (relPath) => {
    const file = join(staticDir, relPath);
    try {
      const mtime = statSync(file).mtimeMs;
      const known = seen.get(relPath);
      if (known?.mtime === mtime) return known.hashes;
      const hashes = inlineHashes(readFileSync(file, 'utf8')).style;
      seen.set(relPath, { mtime, hashes });
      return hashes;
    } catch {
      return [];
    }
  };
}

/** `policy` with `sources` added to its style-src directive (which the site's policy always has). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy
    .split(';')
    .map((directive) => (/^\s*style-src\s/.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive))
    .join(';');
}
