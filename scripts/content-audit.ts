/**
 * `npx tsx scripts/content-audit.ts [dist/client]`: the figures of docs/decisions/027-content-truth.md,
 * measured on a build. For each language: pages that state a figure about money or law without
 * citing its fact's source and date, unconfirmed facts shown, FAQ questions marked up on more
 * than one page, and the unique share of the indexable pages (and of the topic pages of the 14
 * towns, indexable or not). tests/build/content-truth.test.ts and similarity.test.ts fail on
 * the same things; this prints them, so a change can be measured before and after.
 */
import { join } from 'node:path';
import { readBuiltPages } from './built-pages';
import { MIN_UNIQUE_SHARE, uniqueShares } from './page-similarity';
import { unconfirmedMarks, unsourcedFigures, faqQuestions } from './page-figures';
import { towns } from '../src/shared/places/towns';

const clientDir = process.argv[2] ?? join('dist', 'client');
const pages = readBuiltPages(clientDir);
const shares = uniqueShares(pages);
const townPage = new RegExp(`-(${towns.map((t) => t.slug).join('|')})$`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

for (const language of ['en', 'es'] as const) {
  const mine = pages.filter((p) => p.language === language);
  const indexable = mine.filter((p) => p.indexable);
  const unsourced = mine.filter((p) => unsourcedFigures(p.html).length > 0);
  const unconfirmed = mine.map((p) => unconfirmedMarks(p.html)).flat();
  const questionPages = new Map<string, number>();
  for (const p of mine) for (const q of new Set(faqQuestions(p.html))) questionPages.set(q, (questionPages.get(q) ?? 0) + 1);
  const idxShares = indexable.map((p) => shares.get(p.path)!);
  const topicShares = mine
    .filter((p) => townPage.test(p.path) && !p.path.includes('/areas/') && !p.path.includes('/zonas/'))
    .map((p) => shares.get(p.path)!);
  console.log(`\n${language === 'en' ? 'English' : 'Spanish'} (${mine.length} pages)`);
  console.log(`  pages stating a figure about money or law without its source and date: ${unsourced.length}`);
  for (const p of unsourced.slice(0, 12))
    console.log(
      `    ${p.path}: ${unsourcedFigures(p.html)
        .map((f) => f.figure)
        .join(', ')}`,
    );
  console.log(`  unconfirmed facts shown ("To confirm at", "we have not confirmed"): ${unconfirmed.length}`);
  console.log(`  FAQ questions marked up on more than one page: ${[...questionPages.values()].filter((n) => n > 1).length}`);
  console.log(`  indexable pages: ${indexable.length}`);
  console.log(
    `  unique share of indexable pages: median ${pct(median(idxShares))}, min ${pct(Math.min(...idxShares))}; under ${pct(MIN_UNIQUE_SHARE)}: ${idxShares.filter((s) => s < MIN_UNIQUE_SHARE).length}`,
  );
  console.log(
    `  unique share of the ${topicShares.length} topic pages of the 14 towns: median ${pct(median(topicShares))}, max ${pct(Math.max(...topicShares))}`,
  );
}
