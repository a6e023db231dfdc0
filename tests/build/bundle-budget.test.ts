import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RESOLVED_TWINS } from '../../scripts/resolved-twins';

/**
 * Size budgets of the production build (issue 7), read from Vite's manifest, so a regression
 * fails `npm test`. Sizes are gzip level 9 of the files as built. Lighthouse, which measures
 * the same pages in a throttled browser, runs separately (`npm run lighthouse`): it is too
 * noisy for a test that must never flake.
 */
const KB = 1024;
const HYDRATION_KB = 188;
const BUDGET = {
  /** Issue 7: JavaScript loaded before the first interaction on the home page. */
  initialJs: 100 * KB,
  /**
   * What the first interaction loads to hydrate a page (React, the router, the boot script, the
   * page's route code and what its loaders fetch): the most any kind of page may load; each has
   * its own budget below. 170 KB for the home page alone (163 KB) until decision 033
   * (docs/decisions/033-hydration-js.md), which took each post's address, the chrome's dates, the
   * estimator's facts and every other town's record out of pages that do not show them. Issue
   * 26 asks for 100 KB: React, ReactDOM and the router alone are about 93 KB, the boot script 16
   * since it draws the header's menus before React (docs/decisions/029-first-tap.md). 188 KB
   * (from 224) since a Spanish page no longer loads the English copy its twins are written over
   * (scripts/resolved-twins.ts): the Spanish town topic page, the largest, 202.3 -> 184.4 KB.
   */
  hydrationJs: HYDRATION_KB * KB,
  /**
   * The form code (react-hook-form, zod, the three forms, their Spanish copy and messages), loaded
   * when a form nears view. 56 KB since issue 29 (55 before): the quote form's ZIP, utility, bill
   * and copy fields, three more services, the positions with their pay, the receipt after sending
   * (55.8 KB when raised). 57 KB with the Green Button files (56.3 KB): the quote form's file
   * hint and two refusals in both languages, and the branch that sends a text file to the
   * checks, which themselves load only when such a file is chosen. 42 KB since the schemas use
   * zod's tree-shakable `zod/mini` (40.4 KB, from 56.2: decision 034).
   */
  formJs: 42 * KB,
  css: 15 * KB,
  /** Issue 7: everything the home page needs before interaction (HTML, CSS, JS, font, images). */
  homeTotal: 300 * KB,
};

const client = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;

/** A chunk and everything it imports statically (what the browser must fetch to run it). */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);
const key = (suffix: string) => {
  const found = Object.keys(manifest).find((k) => k.endsWith(suffix) || k.startsWith(`_${suffix}-`));
  if (!found) throw new Error(`no chunk for ${suffix} in the manifest`);
  return found;
};

const HOME_COMPONENT = 'src/routes/$locale/index.tsx?tsr-split=component';
const home = readFileSync(path.join(client, 'index.html'), 'utf8');
// The boot script is named by the inline early script, which fetches it after the load event.
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]+(?:src|data-boot)="\/([^"]+)"/g)].map((m) => m[1]!);
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
const entryKeys = Object.entries(manifest)
  .filter(([, c]) => scriptsOf(home).includes(c.file))
  .map(([k]) => k);
const initial = new Set([...closure(entryKeys), ...preloadsOf(home).filter((f) => f.endsWith('.js'))]);

describe('bundle budgets (gzip)', () => {
  it(`home: JavaScript before the first interaction <= ${BUDGET.initialJs / KB} KB`, () => {
    const size = sum(initial);
    console.log(`initial JS ${(size / KB).toFixed(1)} KB: ${[...initial].join(', ')}`);
    expect(size).toBeLessThanOrEqual(BUDGET.initialJs);
    // Hydration waits for the visitor: React is not among the scripts a page loads by itself.
    expect([...initial].some((f) => /\/app-[\w-]+\.js$/.test(f))).toBe(false);
  });

  // React, the router, the page's route code, and what its loaders fetch before React can
  // hydrate, of one language (docs/decisions/024-one-route-tree.md): one page of each kind, each
  // with its own budget in KB (what decision 033 measured, plus the menus' 2.9 KB in the boot
  // script, plus a little), under hydrationJs. Home and contact +0.5 KB for the link answer's
  // preparation in idle time (0.06 KB in the boot script: decision 029, "A link's answer"); the
  // FAQ +0.5 KB for the mobile menu built in idle time (0.08 KB: "The mobile menu built ahead"),
  // which left it 30 bytes under its budget, fewer than a build's hashed names move it. Contact
  // +0.5 KB for the awake mobile menu drawn ahead (0.2 KB in every page's header code: "An awake
  // menu, drawn ahead"), which left it 0.1 KB under. Every page 1-18 KB less, the budgets with
  // it, since each carries one language's copy (decision 033, "One language per page").
  const site = (locale: '' | '.es') => `src/content/site-copy${locale}.ts`;
  const PAGES = {
    home: [154.5, HOME_COMPONENT, site(''), 'src/content/home.ts'],
    'Spanish home': [156, HOME_COMPONENT, site('.es'), 'src/content/home.es.ts'],
    'service (/services/residential-solar)': [
      172,
      'src/routes/$locale/services/residential-solar/index.tsx?tsr-split=component',
      site(''),
      'src/content/services/residential-solar/index.ts',
    ],
    'Spanish service (/es/servicios/energia-solar-residencial)': [
      167,
      'src/routes/$locale/services/residential-solar/index.tsx?tsr-split=component',
      site('.es'),
      'src/content/services/residential-solar/index.es.ts',
    ],
    'town topic (/solar-installer-bakersfield)': [
      185.5,
      'src/routes/$locale/$slug.tsx?tsr-split=component',
      site(''),
      'src/features/landing/build-page.ts',
      'src/features/towns/page-copy-text-en.ts',
      'src/content/towns/load-record.ts',
      'src/content/towns/records/bakersfield.ts',
      'src/content/topics/load-topics.ts',
      'src/content/topics/copy/solar.ts',
    ],
    'Spanish town topic (/es/instalador-solar-bakersfield)': [
      185.5,
      'src/routes/$locale/$slug.tsx?tsr-split=component',
      site('.es'),
      'src/features/landing/build-page.ts',
      'src/features/towns/page-copy-text-es.ts',
      'src/content/towns/load-record.ts',
      'src/content/towns/records/bakersfield.es.ts',
      'src/content/topics/load-topics.ts',
      'src/content/topics/copy/solar.es.ts',
    ],
    'town hub (/areas/bakersfield)': [
      176.5,
      'src/routes/$locale/areas/$town.tsx?tsr-split=component',
      site(''),
      'src/features/towns/load-hub.ts',
      'src/features/towns/page-copy-text-en.ts',
      'src/content/towns/load-record.ts',
      'src/content/towns/records/bakersfield.ts',
    ],
    'FAQ (/resources/faq)': [
      172.5,
      'src/routes/$locale/resources/faq.tsx?tsr-split=component',
      site(''),
      'src/content/resources/faq.ts',
      'src/content/faqs.ts',
      'src/content/company.ts',
    ],
    'contact (/contact)': [152, 'src/routes/$locale/contact.tsx?tsr-split=component', site(''), 'src/content/contact.ts'],
  } as const;
  const hydrationOf = (page: keyof typeof PAGES) => {
    const [, ...chunks] = PAGES[page];
    return closure([key('src/app.tsx'), ...chunks.map(key)]);
  };
  const sizes = Object.keys(PAGES).map((page) => [page, sum(hydrationOf(page as keyof typeof PAGES))] as const);
  console.log(`hydration JS (gzip):\n${sizes.map(([page, size]) => `  ${(size / KB).toFixed(1).padStart(6)} KB  ${page}`).join('\n')}`);

  it.each(sizes)(`%s: hydration on first interaction within its budget (KB)`, (page, size) => {
    const [budget] = PAGES[page as keyof typeof PAGES];
    expect(size).toBeLessThanOrEqual(Math.min(budget, BUDGET.hydrationJs / KB) * KB);
    // One language per page: the other language's site copy is not among them.
    const spanish = page.startsWith('Spanish');
    expect(hydrationOf(page as keyof typeof PAGES).has(manifest[key(site(spanish ? '' : '.es'))]!.file)).toBe(false);
  });

  // The English sentences the build's Spanish twins replace (scripts/resolved-twins.ts): each
  // twin's text that is not also the Spanish module's (a document's title, a brand stays as it
  // is), nor what every page's data carries in English: the owner's own words
  // (src/shared/owner/facts.ts: the reviews as given, which the Spanish copy translates) and the
  // site's identity (src/shared/site.ts).
  const contentFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? contentFiles(path.join(dir, d.name)) : [path.join(dir, d.name)],
    );
  const twins = contentFiles(path.resolve('src/content'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => RESOLVED_TWINS.some((pattern) => pattern.test(file)));
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  // Sentences a minifier leaves as they are written (no quotes or escapes to compare).
  const sentence = (text: string) => text.length >= 40 && /^[\w ,.;:()$%/-]+$/.test(text);
  const englishSentences = async () => {
    const owner = new Set([...strings(await import('@/shared/owner/facts')), ...strings(await import('@/shared/site'))]);
    const found = new Set<string>();
    for (const spanish of twins) {
      const es = new Set(strings(await import(/* @vite-ignore */ spanish)));
      for (const text of strings(await import(/* @vite-ignore */ spanish.replace(/\.es\.ts$/, '.ts'))))
        if (sentence(text) && !es.has(text) && !owner.has(text)) found.add(text);
    }
    return [...found];
  };

  it('a page carries one language of copy: no English sentence a Spanish twin replaces, no Spanish module on an English page', async () => {
    const english = await englishSentences();
    expect(english.length).toBeGreaterThan(500);
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const files = [...hydrationOf(page)];
      if (page.startsWith('Spanish')) {
        const code = files.map((f) => readFileSync(path.join(client, f), 'utf8')).join('\n');
        expect(
          english.filter((text) => code.includes(text)),
          page,
        ).toEqual([]);
      } else {
        const keys = files.map((file) => Object.keys(manifest).find((k) => manifest[k]!.file === file)!);
        expect(
          keys.filter((k) => /\.es(\.ts$|-)/.test(k)),
          page,
        ).toEqual([]);
      }
    }
  });

  it("a town's pages load its own record only, and no other page loads one", () => {
    const records = Object.entries(manifest).filter(([k]) => /src\/content\/towns\/records\/[^/]+\.ts$/.test(k));
    expect(records.length).toBeGreaterThanOrEqual(28);
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const own = PAGES[page].filter((k): k is string => typeof k === 'string' && k.includes('/records/')).map((k) => manifest[k]!.file);
      const loaded = records.map(([, c]) => c.file).filter((f) => hydrationOf(page).has(f));
      expect(
        loaded.filter((f) => !own.includes(f)),
        page,
      ).toEqual([]);
      if (own.length === 0) expect(loaded, page).toEqual([]);
    }
  });

  it("a topic page loads the copy of its own topic's file only, and no other page loads one", () => {
    const files = Object.entries(manifest).filter(([k]) => /src\/content\/topics\/copy\/[^/]+\.ts$/.test(k));
    expect(files.length).toBe(12);
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const own = PAGES[page]
        .filter((k): k is string => typeof k === 'string' && k.includes('/topics/copy/'))
        .map((k) => manifest[k]!.file);
      const loaded = files.map(([, c]) => c.file).filter((f) => hydrationOf(page).has(f));
      expect(
        loaded.filter((f) => !own.includes(f)),
        page,
      ).toEqual([]);
      if (own.length === 0) expect(loaded, page).toEqual([]);
    }
  });

  it(`the form code <= ${BUDGET.formJs / KB} KB, and only loaded on demand`, () => {
    const files = closure([key('src/features/leads/quote-form.tsx')]);
    const size = sum([...files].filter((f) => !closure([key('src/app.tsx')]).has(f)));
    console.log(`form JS ${(size / KB).toFixed(1)} KB`);
    expect(size).toBeLessThanOrEqual(BUDGET.formJs);
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[])
      expect(hydrationOf(page).has(manifest[key('use-lead-form')]!.file), page).toBe(false);
  });

  it(`CSS <= ${BUDGET.css / KB} KB and home total before interaction <= ${BUDGET.homeTotal / KB} KB`, () => {
    // The site stylesheet (the page itself carries its critical part inline, counted with the HTML).
    const css = [...home.matchAll(/<script[^>]+data-styles="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(css).toHaveLength(1);
    const images = [...new Set([...home.matchAll(/<img[^>]+src="\/([^"]+)"/g)].map((m) => m[1]!))];
    const fonts = preloadsOf(home).filter((f) => f.endsWith('.woff2'));
    expect(sum(css)).toBeLessThanOrEqual(BUDGET.css);
    // woff2 is compressed already: count its real size.
    const fontBytes = fonts.reduce((t, f) => t + readFileSync(path.join(client, f)).length, 0);
    const total = gzipSync(home, { level: 9 }).length + sum(css) + sum(initial) + sum(images) + fontBytes;
    console.log(
      `home total ${(total / KB).toFixed(1)} KB (HTML, CSS, ${initial.size} scripts, ${images.length} images, ${fonts.length} font)`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET.homeTotal);
  });

  it('the solar estimate loads only where it is used: not before interaction, not with hydration', () => {
    // A fact id of src/shared/estimate/production-data.ts: minifiers keep string literals (docs/decisions/023-estimate.md).
    const marker = 'production.cz13';
    const hydration = closure([key('src/app.tsx'), key(HOME_COMPONENT)]);
    const eager = [...new Set([...initial, ...hydration])].filter((f) => readFileSync(path.join(client, f), 'utf8').includes(marker));
    expect(eager).toEqual([]);
  });
});
