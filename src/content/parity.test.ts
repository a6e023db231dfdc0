import { describe, expect, it } from 'vitest';

/**
 * Every English content module `x.ts` has its Spanish twin `x.es.ts` beside it, with the same shape:
 * the same exports, keys, list lengths and non-text values (paths, URLs, dates, numbers), so a
 * Spanish page can never miss a section, a card or a link its English twin has. Text is free to
 * differ; paths stay English here, and the link layer maps them to Spanish URLs.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

/** English modules with no text a visitor reads: types, link lists, loaders, the owner's checklist. */
const noText = new Set([
  'facts/billing.ts',
  'facts/code.ts',
  'facts/figures.ts',
  'facts/incentive-sources.ts',
  'facts/to-confirm.ts',
  'facts/incentive-types.ts',
  'facts/pay-transparency.ts',
  'links.ts',
  'localized.ts',
  'site-copy-type.ts',
  'resources/blog/post.ts',
  'resources/blog/post-slugs.ts',
  'resources/blog/posts.ts',
  'topics/twin.ts',
  'topics/types.ts',
  'towns/sources.ts',
  'towns/to-verify.ts',
  'towns/types.ts',
  'twins.ts',
  'types.ts',
]);

/** Modules that hold both languages themselves (a `Record<Locale, …>` or a language argument), so need no twin. */
const bilingual = new Set([
  'error-text.ts',
  'counts.ts',
  'facts/charging.ts',
  'callback.ts',
  'towns/load-record.ts',
  'topics/load-topics.ts',
]);

const SPANISH = /\.es\.ts$/;
const named = (file: string) => file.replace(/^\.\//, '');
const entries = Object.entries(modules).map(([file, mod]) => [named(file), mod] as const);
const en = new Map(entries.filter(([file]) => !SPANISH.test(file)));
/** Spanish modules by the name of their English twin: `about/careers.es.ts` under `about/careers.ts`. */
const es = new Map(entries.filter(([file]) => SPANISH.test(file)).map(([file, mod]) => [file.replace(SPANISH, '.ts'), mod]));

// Strings that are not text: a path, a URL, a data: URL, a fragment, an ISO date. They must be the English values.
const notText = /^(\/|https?:|data:|#|\d{4}-\d{2}-\d{2}$)/;

function differences(a: unknown, b: unknown, where: string, out: string[], seen = new Set<unknown>()): string[] {
  if (typeof a !== typeof b) out.push(`${where}: ${typeof a} in English, ${typeof b} in Spanish`);
  else if (typeof a === 'string') {
    if (notText.test(a) && a !== b) out.push(`${where}: "${String(b)}" should be "${a}"`);
  } else if (typeof a === 'function' || a === null || typeof a !== 'object') {
    if (typeof a !== 'function' && a !== b) out.push(`${where}: ${String(b)} should be ${String(a)}`);
  } else if (!seen.has(a)) {
    seen.add(a);
    if (Array.isArray(a) !== Array.isArray(b)) out.push(`${where}: list in one language only`);
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
    const missing = keys(left).filter((k) => !(k in right) || right[k] === undefined);
    const extra = keys(right).filter((k) => !(k in left) || left[k] === undefined);
    if (missing.length || extra.length) out.push(`${where}: missing [${missing.join(', ')}] extra [${extra.join(', ')}]`);
    for (const key of keys(left)) if (key in right) differences(left[key], right[key], `${where}.${key}`, out, seen);
  }
  return out;
}

describe('Spanish content (the *.es.ts twins)', () => {
  it('has a twin for every English module with visitor text, and no orphan', () => {
    const untranslated = [...en.keys()].filter((file) => !es.has(file) && !noText.has(file) && !bilingual.has(file));
    const orphans = [...es.keys()].filter((file) => !en.has(file));
    expect(untranslated).toEqual([]);
    expect(orphans).toEqual([]);
    expect(es.size).toBeGreaterThan(75);
  });

  it('has the shape of its English twin: exports, keys, list lengths, paths, dates and numbers', () => {
    const problems: string[] = [];
    for (const [file, spanishModule] of es) {
      const englishModule = en.get(file);
      if (!englishModule) continue;
      for (const [name, value] of Object.entries(spanishModule)) {
        if (!(name in englishModule)) problems.push(`${file}: ${name} is not exported in English`);
        else differences(englishModule[name], value, `${file}#${name}`, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is written in Spanish: no text left identical to the English, beyond names', () => {
    const same: string[] = [];
    // Names of agencies and programs stay as they are officially written.
    const properNames = /\.(office|name)$/;
    const walk = (a: unknown, b: unknown, where: string) => {
      if (properNames.test(where)) return;
      if (typeof a === 'string' && a === b && a.split(/\s+/).length >= 6 && !notText.test(a)) same.push(`${where}: ${a}`);
      // A cited document keeps its own title, in the language it was published in.
      else if (a && b && typeof a === 'object' && typeof b === 'object' && !('url' in a)) {
        for (const key of Object.keys(a)) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${where}.${key}`);
      }
    };
    for (const [file, spanishModule] of es) {
      const englishModule = en.get(file);
      if (englishModule) for (const [name, value] of Object.entries(spanishModule)) walk(englishModule[name], value, `${file}#${name}`);
    }
    expect(same).toEqual([]);
  });
});
