/**
 * Town pages worth indexing (docs/decisions/016-town-pages.md), checked on the built site: every
 * topic page a search engine may index must be substantially its own. Its main text, with town
 * names masked, may share at most MAX_SIBLING_SIMILARITY (5-word shingles, Jaccard) with the
 * same topic's page of any other town. Every other topic page is noindex, names the page that
 * stands for it as canonical, and stays out of the sitemap.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jaccard, mainText, MAX_SIBLING_SIMILARITY, shingles, words } from '../../scripts/page-similarity';
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
    expect(report.length).toBeGreaterThan(0);
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
