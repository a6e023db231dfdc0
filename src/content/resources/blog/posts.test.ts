import { describe, expect, it } from 'vitest';
import type { ArticleNode, BlogPost, BlogSummary } from './post';
import { blogPosts, findPost, loadPost } from './posts';

/** The post files themselves, read directly: what the site must derive from them. */
const files = import.meta.glob<{ summary: BlogSummary; body: readonly ArticleNode[] }>(['./posts/*.ts', '!./posts/*.test.ts'], {
  eager: true,
});

const bodyText = (post: BlogPost) =>
  post.body.map((n) => ('text' in n ? `${'title' in n ? n.title : ''} ${n.text}` : n.items.join(' '))).join(' ');

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
      ['wifi-reconnects', 'Wi-Fi Reconnection Guide', '2024-03-15', 8],
      ['solar-tax-credits', 'Solar Tax Credits in 2024', '2024-03-10', 10],
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

  it('states the federal credit schedule, Form 5695, SGIP, the property-tax exclusion and the disclaimer', async () => {
    const tax = bodyText(await load('solar-tax-credits'));
    for (const fact of [
      '30% for systems placed in service from 2022 through 2032',
      '26%',
      '22%',
      'Form 5695',
      'Self-Generation Incentive Program',
      'section 73',
      'not tax advice',
    ]) {
      expect(tax).toContain(fact);
    }
  });

  it('tells Wi-Fi readers when to call instead of doing it themselves', async () => {
    const wifi = bodyText(await load('wifi-reconnects'));
    expect(wifi).toContain('When to call us');
    expect(wifi).toContain('Never open the main panel');
  });
});
