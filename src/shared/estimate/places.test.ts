import { describe, expect, it } from 'vitest';
import { towns } from '@/shared/places/towns';
import { resolvePlace, zipCodes } from './places';

describe('resolvePlace', () => {
  it('knows every town of towns.ts, with the utility towns.ts gives it', () => {
    for (const t of towns) {
      const p = resolvePlace(t.slug);
      expect(p?.town.slug, t.slug).toBe(t.slug);
      if (t.utility !== 'check') expect(p?.utility, t.slug).toBe(t.utility);
    }
  });

  it('sends a ZIP to its town and the town to its utility', () => {
    expect(resolvePlace('93301')).toMatchObject({ town: { slug: 'bakersfield' }, utility: 'pge', climateZone: 13 });
    expect(resolvePlace('93561')).toMatchObject({ town: { slug: 'tehachapi' }, utility: 'sce', climateZone: 16 });
    expect(resolvePlace('93215')).toMatchObject({ town: { slug: 'delano' }, utility: 'pge' });
    expect(resolvePlace(' 93555 ')).toMatchObject({ town: { slug: 'ridgecrest' }, utility: 'sce', climateZone: 14 });
  });

  it('gives every town at least one ZIP, and no ZIP to two towns', () => {
    const slugs = new Set(zipCodes.map((z) => resolvePlace(z)?.town.slug));
    expect(slugs.size).toBe(towns.length);
  });

  it('names the split where the utility is not certain for the whole town', () => {
    const p = resolvePlace('frazier-park');
    expect(p?.utility).toBe('sce');
    expect(p?.utilityCaveat).toMatch(/Lebec/);
  });

  it('refuses places outside our area', () => {
    for (const bad of ['90210', 'fresno', '', '9330', 'bakersfield; drop']) expect(resolvePlace(bad)).toBeUndefined();
  });
});
