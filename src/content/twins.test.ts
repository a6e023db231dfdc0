import { describe, expect, it } from 'vitest';
import { blogPostPath } from '@/content/resources/blog/post';
import { blogPosts } from '@/content/resources/blog/posts';
import { englishTwin, localizedHref, spanishTwin, twinOf } from './twins';

describe('twins across languages, blog posts included', () => {
  it('gives every post the Spanish address its Spanish file exports, and back', () => {
    expect(blogPosts.length).toBeGreaterThan(1);
    for (const post of blogPosts) {
      const english = blogPostPath(post.slug);
      const spanish = spanishTwin(english);
      expect(spanish, english).toMatch(/^\/es\/recursos\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(englishTwin(spanish!)).toBe(english);
      expect(twinOf(english)).toBe(spanish);
      expect(twinOf(spanish!)).toBe(english);
    }
    expect(spanishTwin('/resources/blog/solar-tax-credits')).toBe('/es/recursos/blog/creditos-fiscales-solares-despues-de-2025');
    expect(spanishTwin('/resources/blog/no-such-post')).toBeUndefined();
    expect(englishTwin('/es/recursos/blog/nada')).toBeUndefined();
  });

  it('maps links on Spanish pages and leaves English pages, external links and unknown pages alone', () => {
    expect(localizedHref('/contact#quote', 'es')).toBe('/es/contacto#quote');
    expect(localizedHref('/resources/blog/wifi-reconnects', 'es')).toBe('/es/recursos/blog/reconectar-el-wifi-del-sistema-solar');
    expect(localizedHref('/contact', 'en')).toBe('/contact');
    expect(localizedHref('tel:+16615550123', 'es')).toBe('tel:+16615550123');
    expect(localizedHref('/no-such-page', 'es')).toBe('/no-such-page');
    expect(localizedHref('/es/contacto', 'es')).toBe('/es/contacto');
  });
});
