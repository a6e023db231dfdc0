import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedPaths } from '@/entry-server';
import { spanishFixedPaths } from '@/shared/i18n/paths';
import { findTown } from '@/shared/places/towns';
import { resolveSlug } from '@/shared/slug/resolve-slug';
import { site } from '@/shared/site';
import { blogPostPath } from './resources/blog/post';
import { blogPosts } from './resources/blog/posts';

/**
 * Every content module, as data: the copy of the whole site. Checks what a reviewer would:
 * no filler text, every image shipped, every internal link leads to a page that exists.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

interface Found {
  where: string;
  value: string;
}

/** Every string in a value, with the path it was found at; `hrefs` are those under an `href` key. */
function walk(value: unknown, where: string, strings: Found[], hrefs: Found[], seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    strings.push({ where, value });
    if (/\.href$/.test(where)) hrefs.push({ where, value });
  } else if (typeof value === 'function') {
    // Templates such as `(count) => …`: their text is in the source, not in data.
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`, strings, hrefs, seen);
  }
}

const strings: Found[] = [];
const hrefs: Found[] = [];
for (const [file, exports] of Object.entries(modules)) walk(exports, file, strings, hrefs);

// The fixed pages as the router has them (the build prerenders the same list).
const fixedRoutes = fixedPaths('en');
// Blog posts are pages of the one $postId route: one per post file.
const routes = new Set([...fixedRoutes, ...blogPosts.map((p) => blogPostPath(p.slug))]);

const internalTarget = (href: string) => {
  const pathOnly = href.split('#')[0]!.split('?')[0]!;
  if (routes.has(pathOnly)) return true;
  // /{topic}-{town}: a landing page the catch-all route renders (and the build prerenders).
  const segments = pathOnly.split('/').filter(Boolean);
  // /areas/{town}: a town's hub, one per town.
  if (segments.length === 2 && segments[0] === 'areas') return findTown(segments[1]!) !== undefined;
  return segments.length === 1 && resolveSlug(segments[0]).kind === 'page';
};

describe('content modules', () => {
  it('link against the list of fixed pages the router really has (src/shared/i18n/paths.ts)', () => {
    // content/links.ts types every internal link with that list, so it must be the router's.
    expect(Object.keys(spanishFixedPaths).sort()).toEqual([...fixedRoutes].sort());
  });

  it('were all read', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(strings.length).toBeGreaterThan(500);
  });

  it('hold no filler or unfinished text', () => {
    // The licence number is a deliberate, documented placeholder the owner replaces.
    const filler = strings.filter(
      (s) => s.value !== site.licence && (/lorem|ipsum|FIXME|placeholder|xxx/i.test(s.value) || /\bTODO\b|\bTBD\b/.test(s.value)),
    );
    expect(filler).toEqual([]);
  });

  it('leave no template placeholder or stray markup behind', () => {
    const broken = strings.filter((s) => /undefined|\[object |NaN\b|<\/?[a-z]+[ >]/.test(s.value) && !/^(data:|https?:)/.test(s.value));
    expect(broken).toEqual([]);
  });

  it('reference only images that ship with the site', () => {
    const images = strings.filter((s) => /\.(svg|png|jpe?g|webp)$/.test(s.value) && s.value.startsWith('/'));
    expect(images.length).toBeGreaterThan(20);
    const missing = images.filter((s) => {
      const file = s.value.startsWith('/src/')
        ? path.join(import.meta.dirname, '../..', s.value)
        : path.join(import.meta.dirname, '../../public', s.value);
      return !existsSync(file);
    });
    expect(missing).toEqual([]);
  });

  it('link only to pages that exist', () => {
    const internal = hrefs.filter((h) => h.value.startsWith('/'));
    expect(internal.length).toBeGreaterThan(50);
    expect(internal.filter((h) => !internalTarget(h.value))).toEqual([]);
    const external = hrefs.filter((h) => !h.value.startsWith('/'));
    expect(external.filter((h) => !/^(https:\/\/|tel:\+1\d{10}$|mailto:)/.test(h.value))).toEqual([]);
  });
});
