import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as navigation from '@/content/navigation.es';
import { moduleOf, notPlainData, RESOLVED_TWINS } from './resolved-twins';

/** Every module of src/content/ the client build emits as its values. */
const listed = readdirSync(path.resolve('src/content'), { recursive: true, encoding: 'utf8' })
  .map((file) => path.resolve('src/content', file).split(path.sep).join('/'))
  .filter((file) => RESOLVED_TWINS.some((pattern) => pattern.test(file)))
  .sort();

/** The exports of an emitted module, as a browser would run it. */
const run = async (code: string) => ({ ...(await import(`data:text/javascript,${encodeURIComponent(code)}`)) }) as Record<string, unknown>;

describe('Spanish twins emitted as their values', () => {
  it('emits, for every listed twin, a module whose exports equal the twin as written', async () => {
    // Topic files, town records, page copy of every kind, the navigation, the company's words.
    expect(listed.length).toBeGreaterThan(50);
    for (const file of listed) {
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      // Here an illustration is its URL already (Vite's), so the module imports nothing: the
      // English module it was written over is not among its imports.
      const code = moduleOf(exports, file);
      expect(code, file).not.toMatch(/^import /m);
      expect(await run(code), file).toEqual({ ...exports });
    }
  });

  it('keeps a value the twin shares between exports one value', async () => {
    const out = await run(moduleOf(navigation, 'navigation.es.ts'));
    expect((out.headerMenus as unknown[])[0]).toBe(out.servicesMenu);
    const shared = { label: 'Contacto', href: '/contact' };
    const twice = await run(moduleOf({ a: [shared, shared], b: shared, c: { d: shared } }, 'x.es.ts'));
    expect((twice.a as unknown[])[0]).toBe(twice.b);
    expect((twice.c as { d: unknown }).d).toBe(twice.b);
  });

  it('imports an illustration where the twin had one', () => {
    const code = moduleOf({ hero: { image: '\0illustration:/p/src/assets/illustrations/crew.svg', alt: 'Una cuadrilla' } }, 'x.es.ts');
    expect(code).toBe(
      'import illustration0 from "/p/src/assets/illustrations/crew.svg";\nexport const hero = {"image":illustration0,"alt":"Una cuadrilla"};\n',
    );
  });

  it('refuses what is not plain data, naming where it is', () => {
    expect(notPlainData({ a: [1, 'x', null, true, { b: 'c' }] }, 'v')).toBeNull();
    expect(notPlainData({ a: [{ readOn: (iso: string) => iso }] }, 'text')).toBe('text.a[0].readOn (function)');
    expect(notPlainData({ a: undefined }, 'v')).toBe('v.a (undefined)');
    expect(notPlainData({ n: Number.NaN }, 'v')).toBe('v.n (NaN)');
    expect(notPlainData({ when: new Date(0) }, 'v')).toBe('v.when (object)');
    expect(notPlainData(new Map(), 'v')).toBe('v (object)');
    expect(() => moduleOf({ sectionText: { readOn: () => '' } }, 'company.es.ts')).toThrow(
      'company.es.ts: sectionText.readOn (function) is not plain data',
    );
  });

  it('lists Spanish twins only', () => {
    for (const pattern of RESOLVED_TWINS) {
      expect(pattern.test('/p/src/content/topics/copy/solar.ts')).toBe(false);
      expect(pattern.test('/p/src/content/navigation.ts')).toBe(false);
    }
    expect(RESOLVED_TWINS.some((pattern) => pattern.test('/p/src/content/topics/copy/solar.es.ts'))).toBe(true);
  });
});
