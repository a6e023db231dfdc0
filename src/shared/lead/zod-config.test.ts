import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under src/ (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod never probes for eval in the browser', () => {
  it('every browser module that imports zod imports zod-config first', () => {
    const missing = sources('src').filter((file) => {
      const text = readFileSync(file, 'utf8');
      if (!/^import (?!type )[^;]*from 'zod(\/mini)?';/m.test(text) || file.endsWith('zod-config.ts')) return false;
      const first = /^import\s+[^;]*;/m.exec(text)?.[0] ?? '';
      return !/^import '(\.\/|@\/shared\/lead\/)zod-config';/.test(first);
    });
    expect(missing).toEqual([]);
  });
});
