import { describe, expect, it } from 'vitest';
import { englishPath, spanishPath, spanishTopicSlugs } from '@/shared/i18n/paths';
import { topics } from '@/shared/places/topic-index';
import { towns } from '@/shared/places/towns';
import { landingSlugs, resolveSlug } from './resolve-slug';
import {
  resolveSpanishSlug,
  spanishHubPaths,
  spanishLandingPaths,
  spanishLandingSlug,
  spanishUnavailablePath,
} from './resolve-spanish-slug';

describe('resolveSpanishSlug', () => {
  it('resolves every Spanish topic in every town to the page of its English twin, indexed exactly like it', () => {
    for (const topic of topics) {
      for (const town of towns) {
        const english = resolveSlug(`${topic.slug}-${town.slug}`);
        const slug = `${spanishTopicSlugs[topic.slug]}-${town.slug}`;
        const spanish = resolveSpanishSlug(slug);
        if (english.kind !== 'page' || spanish.kind !== 'page') throw new Error(`${slug} is not a page`);
        expect(spanish).toMatchObject({ slug, topic, town, location: town.name, indexable: english.indexable });
        expect(spanish.canonical, slug).toBe(english.canonical && spanishPath(english.canonical));
        expect(englishPath(`/es/${slug}`)).toBe(`/${english.slug}`);
      }
    }
  });

  it('gives a page that is not indexed the Spanish page that stands for it', () => {
    // No topic page of a town is indexed (docs/decisions/027-content-truth.md): the Spanish hub stands for them.
    expect(resolveSpanishSlug('instalador-solar-tehachapi')).toMatchObject({ indexable: false, canonical: '/es/zonas/tehachapi' });
    expect(resolveSpanishSlug('duenos-de-sunrun-tehachapi')).toMatchObject({ indexable: false, canonical: '/es/zonas/tehachapi' });
    expect(resolveSpanishSlug('contratista-solar-tehachapi')).toMatchObject({ indexable: false, canonical: '/es/zonas/tehachapi' });
    expect(resolveSpanishSlug('carro-electrico-bakersfield')).toMatchObject({ indexable: false, canonical: '/es/zonas/bakersfield' });
    expect(resolveSpanishSlug('energia-para-el-hogar-delano')).toMatchObject({ indexable: false, canonical: '/es/zonas/delano' });
    expect(resolveSpanishSlug('bateria-de-respaldo-fresno')).toMatchObject({
      kind: 'page',
      town: undefined,
      location: 'Fresno',
      indexable: false,
      canonical: undefined,
    });
  });

  it.each([
    ['solar-installer-taft', 'instalador-solar-taft'],
    ['care-bakersfield', 'programa-care-bakersfield'],
    ['trueup-frazier-park', 'factura-true-up-frazier-park'],
    ['services-agriculture-wasco', 'solar-y-electricidad-agricola-wasco'],
    ['Instalador-Solar-Taft', 'instalador-solar-taft'],
    ['%69nstalador-solar-taft', 'instalador-solar-taft'],
    ['care-fresno', 'programa-care-fresno'],
  ])('redirects %s to the Spanish slug %s', (slug, canonical) => {
    expect(resolveSpanishSlug(slug)).toEqual({ kind: 'redirect', slug: canonical });
  });

  it('answers an unknown topic in a known town with Content Not Available', () => {
    expect(resolveSpanishSlug('reparacion-de-techos-lake-isabella')).toEqual({
      kind: 'unavailable',
      searchTerm: 'reparacion de techos',
      location: 'Lake Isabella',
    });
  });

  it.each([
    ['', 'empty'],
    ['contacto', 'unparseable'],
    ['no-existe', 'unknown'],
    ['%3Cscript%3E', 'rejected'],
    ['javascript:alert(1)', 'rejected'],
  ])('%j is not found (%s)', (slug, reason) => {
    expect(resolveSpanishSlug(slug)).toEqual({ kind: 'not-found', reason });
  });
});

describe('Spanish paths for the prerender', () => {
  it('lists the twin of every English topic page, all distinct, none owned by a fixed route', () => {
    const paths = spanishLandingPaths();
    expect(paths).toHaveLength(landingSlugs().length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.map((p) => englishPath(p)).sort()).toEqual(
      landingSlugs()
        .map((s) => `/${s}`)
        .sort(),
    );
    expect(paths).not.toContain(`/es/${spanishLandingSlug('solar-installer', 'delano')}`);
    for (const path of paths) expect(resolveSpanishSlug(path.slice('/es/'.length)).kind, path).toBe('page');
  });

  it('has one Spanish Content Not Available page for every unknown topic', () => {
    expect(resolveSpanishSlug(spanishUnavailablePath.slice('/es/'.length))).toMatchObject({ kind: 'unavailable', location: 'Bakersfield' });
  });

  it('lists the 14 Spanish hubs', () => {
    expect(spanishHubPaths()).toEqual(towns.map((t) => `/es/zonas/${t.slug}`));
  });
});
