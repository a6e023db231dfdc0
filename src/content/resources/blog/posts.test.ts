import { describe, expect, it } from 'vitest';
import type { ArticleNode, BlogPost, BlogSummary } from './post';
import { blogPosts, findPost, loadPost } from './posts';

/** The post files themselves, read directly: what the site must derive from them. */
const files = import.meta.glob<{ summary: BlogSummary; body: readonly ArticleNode[] }>(
  ['./posts/*.ts', '!./posts/*.test.ts', '!./posts/*.es.ts'],
  {
    eager: true,
  },
);

const bodyText = (post: BlogPost) =>
  post.body
    .map((n) => {
      if (n.kind === 'sources') return `${n.title} ${n.items.map((s) => s.title).join(' ')}`;
      return 'text' in n ? `${'title' in n ? n.title : ''} ${n.text}` : n.items.join(' ');
    })
    .join(' ');

async function load(slug: string): Promise<BlogPost> {
  const post = await loadPost(slug);
  if (!post) throw new Error(`no post ${slug}`);
  return post;
}

describe('blog post files', () => {
  const entries = Object.entries(files);

  it('each have a unique slug equal to the file name, a valid date, and appear in the list', () => {
    expect(entries.length).toBeGreaterThan(0);
    const slugs = entries.map(([, m]) => m.summary.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const [file, { summary }] of entries) {
      expect(file).toBe(`./posts/${summary.slug}.ts`);
      expect(summary.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(summary.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${summary.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(summary.date);
      expect(blogPosts).toContain(findPost(summary.slug));
    }
    expect(blogPosts).toHaveLength(entries.length);
  });

  it('load with their own body, and an unknown slug loads nothing', async () => {
    for (const [, { summary, body }] of entries) expect((await load(summary.slug)).body).toEqual(body);
    expect(await loadPost('no-such-post')).toBeUndefined();
  });
});

describe('blog posts (docs/behaviour.md#routes)', () => {
  it('holds exactly the two articles with their documented titles, dates and read times, newest first', () => {
    expect(blogPosts.map((p) => [p.slug, p.title, p.date, p.readTime])).toEqual([
      ['solar-tax-credits', 'Solar Tax Credits After 2025', '2026-11-23', 8],
      ['wifi-reconnects', 'Wi-Fi Reconnection Guide', '2024-03-15', 8],
    ]);
  });

  it('gives every post an illustration with alt text and a body that starts below the h1', async () => {
    for (const { slug } of blogPosts) {
      const post = await load(slug);
      expect(post.image.alt.length).toBeGreaterThan(20);
      expect(post.body.some((n) => n.kind === 'h2')).toBe(true);
      expect(post.body.length).toBeGreaterThan(20);
    }
  });

  it('says what ended and when, what is left, and is dated (src/content/facts/incentives.ts)', async () => {
    const tax = bodyText(await load('solar-tax-credits'));
    for (const fact of [
      'not allowed for expenditures made after December 31, 2025',
      'ended for chargers placed in service after June 30, 2026',
      'placed in service by December 31, 2027',
      'Form 5695',
      'Self-Generation Incentive Program',
      'DAC-SASH',
      'section 73',
      'highest on late-summer evenings',
      'not tax advice',
      'as they stood on November 23, 2026',
    ]) {
      expect(tax).toContain(fact);
    }
    // The schedule Public Law 119-21 cancelled must not come back.
    for (const stale of ['2032', '2033', '2034', '26%', '22%']) expect(tax).not.toContain(stale);
  });

  it('tells Wi-Fi readers when to call instead of doing it themselves', async () => {
    const wifi = bodyText(await load('wifi-reconnects'));
    expect(wifi).toContain('When to call us');
    expect(wifi).toContain('Never open the main panel');
  });
});
