import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { blogPostMeta } from '@/content/resources/blog/post';
import { blogPosts } from '@/content/resources/blog/posts';
import { notFoundText } from '@/content/system-pages';
import { landingText } from '@/content/topics/states';
import type { PageMeta } from '@/content/types';
import { buildLandingPage } from '@/features/landing/build-page';
import { englishPageCopy } from '@/features/towns/page-copy-en';
import { towns } from '@/shared/places/towns';
import { landingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';
import { DESCRIPTION_MAX, fullTitle, TITLE_MAX } from '@/seo/head';

/**
 * The fast twin of tests/build/page-heads.test.ts: every page's title (with its suffix) and
 * description as the head builder will write them, from the content itself
 * (docs/behaviour.md#page-head). Landing templates are filled for every town, the longest
 * name included, exactly as the route fills them.
 */
interface Head {
  page: string;
  title: string;
  description: string;
}

const contentModules = import.meta.glob<Record<string, unknown>>(['/src/content/**/*.ts', '!/src/content/**/*.test.ts'], { eager: true });
const isMeta = (v: unknown): v is PageMeta =>
  typeof v === 'object' && v !== null && typeof (v as PageMeta).title === 'string' && typeof (v as PageMeta).description === 'string';

const fixed: Head[] = Object.entries(contentModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, PageMeta] => entry[0].endsWith('Meta') && isMeta(entry[1]))
    .map(([name, meta]) => ({ page: `${file}#${name}`, title: fullTitle(meta.title), description: meta.description })),
);

const posts: Head[] = blogPosts.map((p) => {
  const meta = blogPostMeta(p);
  return { page: `blog/${p.slug}`, title: fullTitle(meta.title), description: meta.description };
});

const landing: Head[] = landingSlugs().map((slug) => {
  const r = resolveSlug(slug);
  if (r.kind !== 'page') throw new Error(`${slug} is not a landing page`);
  const page = buildLandingPage(r, englishPageCopy);
  return { page: slug, title: fullTitle(page.title), description: page.description };
});

const system: Head[] = [
  { page: '404', title: fullTitle(notFoundText.title), description: notFoundText.description },
  { page: 'content-not-available', title: fullTitle(landingText.unavailable.title), description: landingText.unavailable.description },
  { page: 'landing-loading', title: fullTitle(landingText.loading.title), description: landingText.loading.text },
];

const indexable = [...fixed, ...posts, ...landing];
const all = [...indexable, ...system];
const longestTown = towns.reduce((a, b) => (b.name.length > a.name.length ? b : a));

describe('page titles and descriptions', () => {
  it('covers every kind of page, and the landing pages of the longest town name', () => {
    expect(fixed.length).toBeGreaterThanOrEqual(27);
    expect(posts.length).toBe(blogPosts.length);
    expect(landing.length).toBe(landingSlugs().length);
    expect(landing.filter((h) => h.page.endsWith(`-${longestTown.slug}`)).length).toBeGreaterThanOrEqual(16);
  });

  it(`keeps every full title to ${TITLE_MAX} characters and every description to ${DESCRIPTION_MAX}`, () => {
    const long = all.filter((h) => h.title.length > TITLE_MAX).map((h) => `${h.page}: ${h.title.length} "${h.title}"`);
    expect(long).toEqual([]);
    const wordy = all
      .filter((h) => h.description.length > DESCRIPTION_MAX)
      .map((h) => `${h.page}: ${h.description.length} "${h.description}"`);
    expect(wordy).toEqual([]);
    expect(all.filter((h) => h.description.trim().length < 50 && !system.includes(h)).map((h) => h.page)).toEqual([]);
  });

  it('gives every indexable page its own title and description', () => {
    const twice = (key: 'title' | 'description') =>
      indexable.filter((h, i) => indexable.findIndex((o) => o[key] === h[key]) !== i).map((h) => `${h.page}: ${h[key]}`);
    expect(twice('title')).toEqual([]);
    expect(twice('description')).toEqual([]);
  });

  it('names the town in every landing title, the longest one included', () => {
    for (const h of landing) {
      const town = towns.find((t) => h.page.endsWith(`-${t.slug}`))!;
      expect(h.title, h.page).toContain(town.name);
    }
  });
});
