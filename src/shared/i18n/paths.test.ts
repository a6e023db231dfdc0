import { describe, expect, it } from 'vitest';
import { townHubPath, towns } from '@/shared/places/towns';
import { landingSlugs } from '@/shared/slug/resolve-slug';
import { englishPath, localeOfPath, localizedPath, spanishFixedPaths, spanishPath, spanishPostSlugs, twinPath } from './paths';

const english = [
  ...Object.keys(spanishFixedPaths),
  ...towns.map((t) => townHubPath(t.slug)),
  ...Object.keys(spanishPostSlugs).map((slug) => `/resources/blog/${slug}`),
  ...landingSlugs().map((slug) => `/${slug}`),
];

describe('the Spanish slug map', () => {
  it('gives every English page one Spanish twin under /es, and back', () => {
    const spanish = english.map((path) => spanishPath(path));
    expect(spanish.filter((p) => p === undefined)).toEqual([]);
    expect(new Set(spanish).size).toBe(english.length);
    for (const [i, path] of english.entries()) {
      expect(localeOfPath(spanish[i]!), path).toBe('es');
      expect(englishPath(spanish[i]!), spanish[i]).toBe(path);
      expect(twinPath(path)).toBe(spanish[i]);
      expect(twinPath(spanish[i]!)).toBe(path);
    }
    expect(english.length).toBeGreaterThan(250);
  });

  it('writes Spanish slugs of plain letters and hyphens, and keeps town slugs', () => {
    for (const path of english) expect(spanishPath(path)).toMatch(/^\/es(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    expect(spanishPath('/areas/lake-isabella')).toBe('/es/zonas/lake-isabella');
    expect(spanishPath('/energy-saving-california-city')).toBe('/es/ahorro-de-energia-california-city');
    expect(spanishPath('/home-energy-taft')).toBe('/es/energia-para-el-hogar-taft');
  });

  it('maps links on Spanish pages and leaves English pages, external links and unknown pages alone', () => {
    expect(localizedPath('/contact#quote', 'es')).toBe('/es/contacto#quote');
    expect(localizedPath('/contact', 'en')).toBe('/contact');
    expect(localizedPath('tel:+16615550123', 'es')).toBe('tel:+16615550123');
    expect(localizedPath('/no-such-page', 'es')).toBe('/no-such-page');
    expect(localizedPath('/es/contacto', 'es')).toBe('/es/contacto');
    expect(spanishPath('/resources/blog/no-such-post')).toBeUndefined();
    expect(englishPath('/es/nada-aqui')).toBeUndefined();
    expect(localeOfPath('/estimate')).toBe('en');
  });
});
