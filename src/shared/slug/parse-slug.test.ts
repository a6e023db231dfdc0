import { describe, expect, it } from 'vitest';
import { topics } from '@/shared/places/topic-index';
import { towns } from '@/shared/places/towns';
import { parseSlug } from './parse-slug';
import { landingSlugs, resolveSlug } from './resolve-slug';

describe('parseSlug', () => {
  it.each(towns.map((t) => [t.slug, t.name] as const))('parses the town %s whole, with its display name', (slug, name) => {
    expect(parseSlug(`backup-battery-${slug}`)).toEqual({
      kind: 'parsed',
      slug: `backup-battery-${slug}`,
      serviceKey: 'backup-battery',
      locationSlug: slug,
      location: name,
      searchTerm: 'backup battery',
    });
  });

  it.each([
    ['solar-installer-california-city', 'solar-installer', 'california-city', 'California City'],
    ['pge-frazier-park', 'pge', 'frazier-park', 'Frazier Park'],
    ['care-program-lake-isabella', 'care-program', 'lake-isabella', 'Lake Isabella'],
    ['solar-installer-fresno', 'solar-installer', 'fresno', 'Fresno'],
    ['care-program-los-angeles', 'care-program-los', 'angeles', 'Angeles'],
    ['a-b', 'a', 'b', 'B'],
    ['Solar-Installer-Bakersfield', 'solar-installer', 'bakersfield', 'Bakersfield'],
  ])('%s -> service %s, location %s', (slug, serviceKey, locationSlug, location) => {
    expect(parseSlug(slug)).toMatchObject({ kind: 'parsed', serviceKey, locationSlug, location });
  });

  it('keeps a town name that is itself the whole slug from becoming the location', () => {
    // 'frazier-park' alone: the multi-word rule needs a service key before it.
    expect(parseSlug('frazier-park')).toMatchObject({ serviceKey: 'frazier', locationSlug: 'park' });
  });

  it.each([undefined, null, '', '   '])('treats %j as no slug', (slug) => {
    expect(parseSlug(slug)).toEqual({ kind: 'empty' });
  });

  it.each([
    'solar',
    'bakersfield',
    '-bakersfield',
    'solar-',
    'solar--bakersfield',
    'solar_installer-bakersfield',
    'solar installer-taft',
    'solar.installer-taft',
    'care-program-bakersfield.html',
    'é-taft',
  ])('%j is unparseable', (slug) => {
    expect(parseSlug(slug)).toEqual({ kind: 'unparseable' });
  });

  it.each([
    '<script>',
    '%3Cscript%3E',
    '%3cscript%3e',
    '%253Cscript%253E',
    'solar-installer-<b>',
    'solar-installer-bakersfield>',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript%3Aalert(1)',
    'java%09script:alert(1)',
    'java\nscript:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    'solar-%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '%E0%A4%A',
  ])('rejects the hostile slug %j', (slug) => {
    expect(parseSlug(slug)).toEqual({ kind: 'rejected' });
  });
});

describe('resolveSlug', () => {
  it('resolves every topic in every town to a page, indexed only where the town lists it', () => {
    for (const topic of topics) {
      for (const town of towns) {
        const result = resolveSlug(`${topic.slug}-${town.slug}`);
        expect(result).toMatchObject({ kind: 'page', topic, town, location: town.name });
        const listed = town.indexedTopics.includes(topic.slug);
        expect(result.kind === 'page' && result.indexable, `${topic.slug}-${town.slug}`).toBe(listed);
        if (result.kind === 'page') expect(result.canonical).toBe(listed ? `/${topic.slug}-${town.slug}` : result.canonical);
      }
    }
  });

  it('gives a page that is not indexed its hub as canonical, or the main topic page for a synonym', () => {
    expect(resolveSlug('sunrun-tehachapi')).toMatchObject({ indexable: false, canonical: '/areas/tehachapi' });
    // No topic page of a town is indexed (docs/decisions/027-content-truth.md), so a synonym's canonical is the hub too.
    expect(resolveSlug('solar-installer-tehachapi')).toMatchObject({ indexable: false, canonical: '/areas/tehachapi' });
    expect(resolveSlug('solar-contractor-tehachapi')).toMatchObject({ indexable: false, canonical: '/areas/tehachapi' });
    expect(resolveSlug('electric-vehicle-bakersfield')).toMatchObject({ indexable: false, canonical: '/areas/bakersfield' });
    // The synonym's main topic is a fixed route in Delano: the hub stands for it instead.
    expect(resolveSlug('home-energy-delano')).toMatchObject({ indexable: false, canonical: '/areas/delano' });
    // A place we do not know: noindex, no canonical.
    expect(resolveSlug('backup-battery-fresno')).toMatchObject({ indexable: false, canonical: undefined });
  });

  it.each([
    ['care-bakersfield', 'care-program-bakersfield'],
    ['trueup-taft', 'true-up-billing-taft'],
    ['true-up-frazier-park', 'true-up-billing-frazier-park'],
    ['services-agriculture-wasco', 'agriculture-wasco'],
    ['care-fresno', 'care-program-fresno'],
    ['Care-Program-Bakersfield', 'care-program-bakersfield'],
    ['%73olar-installer-taft', 'solar-installer-taft'],
  ])('redirects %s to the canonical %s', (slug, canonical) => {
    expect(resolveSlug(slug)).toEqual({ kind: 'redirect', slug: canonical });
  });

  it('renders a known topic in an unknown town, but not indexable', () => {
    expect(resolveSlug('solar-installer-fresno')).toMatchObject({ kind: 'page', town: undefined, location: 'Fresno', indexable: false });
  });

  it('answers an unknown topic in a known town with Content Not Available', () => {
    expect(resolveSlug('roof-repair-bakersfield')).toEqual({ kind: 'unavailable', searchTerm: 'roof repair', location: 'Bakersfield' });
    expect(resolveSlug('non-existent-service-lake-isabella')).toEqual({
      kind: 'unavailable',
      searchTerm: 'non existent service',
      location: 'Lake Isabella',
    });
  });

  it.each([
    ['', 'empty'],
    ['contact', 'unparseable'],
    ['no-such-page', 'unknown'],
    ['%3Cscript%3E', 'rejected'],
    ['javascript:alert(1)', 'rejected'],
  ])('%j is not found (%s)', (slug, reason) => {
    expect(resolveSlug(slug)).toEqual({ kind: 'not-found', reason });
  });

  it('lists 17 x 14 landing pages less the fixed one, all distinct', () => {
    const slugs = landingSlugs();
    expect(topics).toHaveLength(17);
    expect(towns).toHaveLength(14);
    expect(slugs).toHaveLength(17 * 14 - 1);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('solar-installer-delano');
  });
});
