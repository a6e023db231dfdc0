import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
// JSON-LD and other JSON data blocks are never executed, so CSP does not apply to them.
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/**
 * `'sha256-…'` sources for every inline script in one HTML document (CSP Level 3, "hash-source").
 * The hash covers the exact text between the tags, as the browser sees it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of the inline scripts the prerendered site ships (today the router's
 * scroll-restoration snippet). The build is ours and static, so allowing exactly these scripts
 * keeps `script-src` free of 'unsafe-inline' without touching the build. Computed once, on the
 * first call that finds a build; `undefined` while there is none.
 */
export function buildScriptHashes(staticDir: string): () => string[] | undefined {
  let found: string[] | undefined;
  return () => {
    if (found || !existsSync(join(staticDir, 'index.html'))) return found;
    const hashes = new Set<string>();
    const files = readdirSync(staticDir, { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!file.endsWith('.html') || file.startsWith(`assets`)) continue;
      for (const hash of inlineScriptHashes(readFileSync(join(staticDir, file), 'utf8'))) hashes.add(hash);
    }
    found = [...hashes].sort();
    return found;
  };
}
