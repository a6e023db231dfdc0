import { describe, expect, it } from 'vitest';
import { townHubPath, towns } from '@/shared/places/towns';
import { landingSlugs } from '@/shared/slug/resolve-slug';
import { englishPath, localeOfPath, localeParam, spanishFixedPaths, spanishPath, toInternalPath, toPublicPath, twinPath } from './paths';

const english = [...Object.keys(spanishFixedPaths), ...towns.map((t) => townHubPath(t.slug)), ...landingSlugs().map((slug) => `/${slug}`)];

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

  it('has no twin for unknown pages, and knows no blog post (posts keep their slugs in their files)', () => {
    expect(spanishPath('/resources/blog/no-such-post')).toBeUndefined();
    expect(englishPath('/es/nada-aqui')).toBeUndefined();
    expect(localeOfPath('/estimate')).toBe('en');
  });
});

describe('the router paths', () => {
  it('maps every public page to one router path and back', () => {
    const all = [...english, ...english.map((path) => spanishPath(path)!)];
    const internal = all.map(toInternalPath);
    expect(new Set(internal).size).toBe(all.length);
    for (const [i, path] of all.entries()) {
      expect(internal[i]).toMatch(/^\/(en|es)(\/|$)/);
      expect(toPublicPath(internal[i]!), path).toBe(path);
    }
    expect(toInternalPath('/')).toBe('/en');
    expect(toInternalPath('/about')).toBe('/en/about');
    expect(toInternalPath('/es/nosotros/empleos')).toBe('/es/about/careers');
    expect(toInternalPath('/es/zonas/taft')).toBe('/es/areas/taft');
    expect(toInternalPath('/es/instalador-solar-taft')).toBe('/es/instalador-solar-taft');
    expect(toPublicPath('/en/about/')).toBe('/about');
    expect(toPublicPath('/es/')).toBe('/es');
  });

  it('leaves unknown paths where a not-found view can answer them in their language', () => {
    expect(toInternalPath('/no/such/page')).toBe('/en/no/such/page');
    expect(toInternalPath('/es/no-existe/x')).toBe('/es/no-existe/x');
    expect(toInternalPath('/en/about')).toBe('/en/en/about');
    expect(localeParam('es')).toBe('es');
    expect(localeParam('fr')).toBe('en');
  });
});
