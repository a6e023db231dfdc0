import { describe, expect, it } from 'vitest';
import { blogPosts, getPost } from './blog';

const text = (id: Parameters<typeof getPost>[0]) =>
  getPost(id)
    .body.map((n) => ('text' in n ? `${'title' in n ? n.title : ''} ${n.text}` : n.items.join(' ')))
    .join(' ');

describe('blog posts (spec section 2 "Blog")', () => {
  it('holds exactly the two articles with the spec titles, dates and read times', () => {
    expect(blogPosts.map((p) => [p.id, p.title, p.date, p.readTime])).toEqual([
      ['wifi-reconnects', 'Wi-Fi Reconnection Guide', '2024-03-15', 8],
      ['solar-tax-credits', 'Solar Tax Credits in 2024', '2024-03-10', 10],
    ]);
  });

  it('gives every post an illustration with alt text and a body that starts below the h1', () => {
    for (const post of blogPosts) {
      expect(post.image.alt.length).toBeGreaterThan(20);
      expect(post.body.some((n) => n.kind === 'h2')).toBe(true);
      expect(post.body.length).toBeGreaterThan(20);
    }
  });

  it('states the federal credit schedule, Form 5695, SGIP, the property-tax exclusion and the disclaimer', () => {
    const tax = text('solar-tax-credits');
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

  it('tells Wi-Fi readers when to call instead of doing it themselves', () => {
    const wifi = text('wifi-reconnects');
    expect(wifi).toContain('When to call us');
    expect(wifi).toContain('Never open the main panel');
  });
});
