/**
 * Pages worth indexing (docs/decisions/016-town-pages.md, 027-content-truth.md), checked on the
 * built site. Every indexable page must be mostly its own: at least MIN_UNIQUE_SHARE of its 5-word
 * shingles (main text, town names masked) appear on no other page, pages that name it as their
 * canonical aside. An indexable topic page must also share at most MAX_SIBLING_SIMILARITY
 * (Jaccard) with the same topic's page of any other town. Every other topic page is noindex,
 * names the page that stands for it as canonical, and stays out of the sitemap, which lists
 * exactly the indexable pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBuiltPages, type BuiltPage } from '../../scripts/built-pages';
import { jaccard, mainText, MAX_SIBLING_SIMILARITY, MIN_UNIQUE_SHARE, shingles, uniqueShares, words } from '../../scripts/page-similarity';
import { headFacts } from '../../scripts/sitemap';
import { topicSynonyms, topics } from '@/shared/places/topic-index';
import { townHubPath, towns } from '@/shared/places/towns';
import { indexedLandingSlugs, landingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';
import { site } from '@/shared/site';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const read = (path: string) => readFileSync(join(clientDir, path.slice(1), 'index.html'), 'utf8');
const names = towns.map((t) => t.name);

interface Page {
  slug: string;
  topic: string;
  indexable: boolean;
  canonical: string | undefined;
  shingles: Set<string>;
}

let pages: Page[];

beforeAll(() => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
  pages = landingSlugs().map((slug) => {
    const html = read(`/${slug}`);
    const facts = headFacts(html);
    const resolved = resolveSlug(slug);
    if (resolved.kind !== 'page') throw new Error(`${slug} does not resolve to a page`);
    return {
      slug,
      topic: resolved.topic.slug,
      indexable: facts.robots !== undefined && !/noindex/.test(facts.robots),
      canonical: facts.canonical,
      shingles: shingles(words(mainText(html), names)),
    };
  });
});

describe('topic pages of the 14 towns', () => {
  it('are indexable exactly where the towns say, and only there', () => {
    expect(
      pages
        .filter((p) => p.indexable)
        .map((p) => p.slug)
        .sort(),
    ).toEqual([...indexedLandingSlugs()].sort());
  });

  it(`share at most ${MAX_SIBLING_SIMILARITY} of their main text with any other town's page of the topic, when indexable`, () => {
    const report: string[] = [];
    const tooSimilar: string[] = [];
    for (const page of pages.filter((p) => p.indexable)) {
      const siblings = pages.filter((p) => p.topic === page.topic && p.slug !== page.slug);
      const [closest, score] = siblings.reduce<[string, number]>(
        (best, s) => {
          const j = jaccard(page.shingles, s.shingles);
          return j > best[1] ? [s.slug, j] : best;
        },
        ['', 0],
      );
      report.push(`${page.slug.padEnd(36)} ${score.toFixed(2)} (closest: ${closest})`);
      if (score > MAX_SIBLING_SIMILARITY) tooSimilar.push(`${page.slug}: ${score.toFixed(2)} with ${closest}`);
    }
    console.log(`Indexable topic pages and their closest sibling:\n${report.join('\n')}`);
    expect(tooSimilar).toEqual([]);
    expect(report).toHaveLength(indexedLandingSlugs().length);
  });

  it('that are not indexed name the page that stands for them as canonical', () => {
    for (const page of pages.filter((p) => !p.indexable)) {
      const town = towns.find((t) => page.slug.endsWith(`-${t.slug}`))!;
      const synonym = topicSynonyms[page.topic as keyof typeof topicSynonyms];
      const synonymPage = synonym && `${synonym}-${town.slug}`;
      const expected =
        synonymPage && indexedLandingSlugs().includes(synonymPage) ? `${site.url}/${synonymPage}` : `${site.url}${townHubPath(town.slug)}`;
      expect(page.canonical, page.slug).toBe(expected);
    }
  });

  it('never index a topic that only repeats another (solar contractor, home energy, electric vehicle, energy discount)', () => {
    for (const topic of Object.keys(topicSynonyms)) expect(pages.filter((p) => p.topic === topic && p.indexable)).toEqual([]);
    expect(topics.length - Object.keys(topicSynonyms).length).toBe(13);
  });
});

describe('every indexable page of the site', () => {
  let all: BuiltPage[];
  beforeAll(() => {
    all = readBuiltPages(clientDir);
  });

  it(`has at least ${MIN_UNIQUE_SHARE * 100} % of its text on no other page`, () => {
    const indexable = all.filter((p) => p.indexable);
    const shares = uniqueShares(all, indexable);
    const sorted = [...shares].sort((a, b) => a[1] - b[1]);
    const median = sorted[Math.floor(sorted.length / 2)]![1];
    console.log(
      `Unique share of the ${indexable.length} indexable pages: median ${(median * 100).toFixed(1)} %, lowest:\n` +
        sorted
          .slice(0, 8)
          .map(([path, share]) => `  ${(share * 100).toFixed(1).padStart(5)} %  ${path}`)
          .join('\n'),
    );
    expect(indexable.length).toBeGreaterThan(50);
    expect(sorted.filter(([, share]) => share < MIN_UNIQUE_SHARE).map(([path, share]) => `${path}: ${(share * 100).toFixed(1)} %`)).toEqual(
      [],
    );
  });

  it('are exactly the pages the sitemap lists', () => {
    const listed = [...readFileSync(join(clientDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'),
    );
    const indexable = all.filter((p) => p.indexable && (p.canonical === undefined || p.canonical === p.path)).map((p) => p.path);
    expect([...listed].sort()).toEqual([...indexable].sort());
  });
});
