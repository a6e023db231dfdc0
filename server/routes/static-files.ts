import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { contentType } from 'mime-types';

// The build writes name.br and name.gz next to every text file (scripts/compress.ts).
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;

const mtime = (path: string) => {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.mtimeMs : undefined;
  } catch {
    return undefined;
  }
};

/** Whether Accept-Encoding takes `encoding` (RFC 9110 §12.5.3: q=0 means "not acceptable"). */
export function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return ok;
    if (name === '*') wildcard = ok;
  }
  return wildcard;
}

export interface Variant {
  /** Path relative to the static folder: the original or its .br / .gz twin. */
  file: string;
  /** Headers that make the twin stand for the original. */
  headers: Record<string, string>;
}

/**
 * The file to send for `relPath` given the request's Accept-Encoding: the Brotli or gzip twin
 * when the build made one and the client takes it, else the file itself. Compressed variants
 * are ready-made, so serving them costs no CPU per request. A twin older than its original
 * (a file replaced after the build compressed it) is never used: it would send stale bytes.
 */
export function pickVariant(staticDir: string, relPath: string, acceptEncoding: string | undefined): Variant {
  if (!COMPRESSIBLE.test(relPath)) return { file: relPath, headers: {} };
  const headers: Record<string, string> = { Vary: 'Accept-Encoding' };
  const type = contentType(extname(relPath));
  if (type) headers['Content-Type'] = type;
  const original = mtime(join(staticDir, relPath));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const twin = mtime(join(staticDir, relPath + suffix));
    if (twin !== undefined && original !== undefined && twin >= original) {
      return { file: relPath + suffix, headers: { ...headers, 'Content-Encoding': encoding } };
    }
  }
  return { file: relPath, headers };
}
