/**
 * Every statement a homeowner reads is true and sourced where it is stated
 * (docs/decisions/027-content-truth.md), checked on the built pages (`npm run test:build`):
 * - a figure about money or law (a dollar amount, a percentage, a price in cents, a date written
 *   out) is one a fact holds (src/content/facts/figures.ts), and the page cites that fact's
 *   source with the day it was checked;
 * - no page shows a fact nobody has confirmed: those are listed by `npm run launch-check`;
 * - a set of questions is marked up as a FAQPage on one page only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBuiltPages, type BuiltPage } from '../../scripts/built-pages';
import { faqQuestions, figuresIn, unconfirmedMarks, unsourcedFigures } from '../../scripts/page-figures';
import { spanishFixedPaths } from '../../src/shared/i18n/paths';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');

/**
 * The solar estimate (docs/decisions/023-estimate.md) is a calculator: its dollar figures are the
 * model's results for the visitor's own bill, not statements of the page, and every assumption it
 * uses is shown with its own value, source (or the word that it is ours) and as-of date beside it,
 * which src/features/estimate/assumption-rows.test.ts checks for every row in both languages.
 */
const calculators = new Set(['/resources/solar-estimate', spanishFixedPaths['/resources/solar-estimate']]);
let pages: BuiltPage[];

beforeAll(() => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
  pages = readBuiltPages(clientDir);
});

describe('figures about money or law', () => {
  it('are found on the pages that state them (the check reads what it should)', () => {
    const stated = pages.filter((p) => figuresIn(p.html).length > 0).map((p) => p.path);
    expect(stated).toEqual(
      expect.arrayContaining(['/resources/blog/solar-tax-credits', '/resources/financing', '/es/recursos/financiamiento']),
    );
  });

  it('each come from a fact whose source and date the page cites', () => {
    const problems = pages
      .filter((p) => !calculators.has(p.path))
      .flatMap((p) => unsourcedFigures(p.html).map((f) => `${p.path}: ${f.figure} (${f.problem}) in "${f.sentence.slice(0, 120)}"`));
    expect(problems).toEqual([]);
  });

  it('fail the check when the page drops the sources (it can fail)', () => {
    const page = pages.find((p) => p.path === '/resources/financing')!;
    const stripped = page.html.replace(/\sdata-as-of="[^"]*"/g, '');
    expect(unsourcedFigures(stripped).length).toBeGreaterThan(0);
    expect(unsourcedFigures(page.html.replace('</main>', '<p>Save $1,234 with 17% off.</p></main>')).map((f) => f.problem)).toEqual([
      'no fact holds it',
      'no fact holds it',
    ]);
  });
});

describe('unconfirmed facts', () => {
  it('are never shown on a page', () => {
    expect(pages.flatMap((p) => unconfirmedMarks(p.html).map((m) => `${p.path}: ${m}`))).toEqual([]);
    expect(unconfirmedMarks('<main><dd>To confirm at: <a href="https://x.example">x</a></dd></main>')).toHaveLength(1);
  });
});

describe('FAQ markup', () => {
  it('describes each question on one page only', () => {
    const where = new Map<string, string[]>();
    for (const p of pages) for (const q of new Set(faqQuestions(p.html))) where.set(q, [...(where.get(q) ?? []), p.path]);
    const twice = [...where].filter(([, paths]) => paths.length > 1).map(([q, paths]) => `${q}: ${paths.join(', ')}`);
    expect(where.size).toBeGreaterThan(50);
    expect(twice).toEqual([]);
  });
});
