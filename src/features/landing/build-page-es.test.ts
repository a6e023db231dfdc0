import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { englishPageCopy } from '@/features/towns/page-copy-en';
import { spanishPageCopy } from '@/features/towns/page-copy-es';
import { DESCRIPTION_MAX, fullTitle, TITLE_MAX } from '@/seo/head';
import { spanishPath } from '@/shared/i18n/paths';
import { topics } from '@/shared/places/topic-index';
import { towns } from '@/shared/places/towns';
import { resolveSlug } from '@/shared/slug/resolve-slug';
import { resolveSpanishSlug, spanishLandingSlug } from '@/shared/slug/resolve-spanish-slug';
import { buildLandingPage, type LandingPage } from './build-page';

/** Every topic in every town, plus one unknown town, in both languages, as the routes build them. */
const pairs = topics.flatMap((topic) =>
  [...towns.map((t) => t.slug), 'fresno'].map((town) => {
    const en = resolveSlug(`${topic.slug}-${town}`);
    const es = resolveSpanishSlug(spanishLandingSlug(topic.slug, town));
    if (en.kind !== 'page' || es.kind !== 'page') throw new Error(`${topic.slug}-${town} did not resolve to a page`);
    return { en: buildLandingPage(en, englishPageCopy), es: buildLandingPage(es, spanishPageCopy) };
  }),
);

const texts = (p: LandingPage) => [
  p.title,
  p.description,
  p.hero.eyebrow,
  p.hero.heading,
  p.hero.lead,
  p.hero.image.alt,
  ...p.sections.flatMap((s) => [s.header, ...s.paragraphs, ...(s.bullets ?? []), s.image.alt]),
  p.cardsHeading,
  ...p.cards.flatMap((c) => [c.title, c.text, c.cta]),
  p.form.heading,
  p.form.text,
  ...p.form.points,
];

describe('Spanish topic pages', () => {
  it('are the twins of the English pages: Spanish path and canonical, the same indexing, sections, cards and blocks', () => {
    for (const { en, es } of pairs) {
      expect(es.path, en.path).toBe(spanishPath(en.path));
      expect(es.indexable, es.path).toBe(en.indexable);
      expect(es.canonical, es.path).toBe(en.canonical && spanishPath(en.canonical));
      expect(es.sections.map((s) => s.image.src)).toEqual(en.sections.map((s) => s.image.src));
      expect(es.cards.map((c) => c.href)).toEqual(en.cards.map((c) => c.href));
      expect(es.local.map((b) => b.kind)).toEqual(en.local.map((b) => b.kind));
      expect(es.modified).toBe(en.modified);
    }
  });

  it('fill every placeholder, name the town, and read in Spanish', () => {
    for (const { en, es } of pairs) {
      const json = JSON.stringify(es);
      expect(json, es.path).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(json, es.path).not.toMatch(/undefined|null|NaN/);
      for (const text of [es.title, es.description, es.hero.heading, es.cardsHeading]) expect(text, es.path).toContain(es.location);
      expect(es.title).not.toBe(en.title);
      expect(es.cardsHeading).toMatch(/: servicios y blog$/);
      expect(json, es.path).not.toMatch(/Services and Blog|What is local| in [A-Z][a-z]+ [A-Z]?[a-z]*"|From our Bakersfield office/);
    }
  });

  it('read as sentences: no doubled words or stray spaces', () => {
    for (const { es } of pairs) {
      for (const text of texts(es)) {
        expect(text, es.path).not.toMatch(/\b(\w+) \1\b/i);
        expect(text, es.path).not.toMatch(/ {2}|\s[,.]/);
      }
    }
  });

  it('show the Spanish local facts, questions and links of the town', () => {
    const { es } = pairs.find((p) => p.es.path === '/es/bateria-de-respaldo-lake-isabella')!;
    const facts = es.local.find((b) => b.kind === 'facts');
    expect(facts?.kind === 'facts' && facts.heading).toBe('Batería de respaldo en Lake Isabella: datos locales');
    expect(facts?.kind === 'facts' && facts.items[0]!.label).toBe('Desde nuestra oficina de Bakersfield');
    const links = es.local.find((b) => b.kind === 'links');
    expect(links?.kind === 'links' && links.items.map((l) => l.href)).toContain('/areas/lake-isabella');
    expect(links?.kind === 'links' && links.items.map((l) => l.label)).toContain('Lake Isabella de un vistazo');
  });

  it('give the structured data Spanish names and Spanish URLs', () => {
    const { es } = pairs.find((p) => p.es.path === '/es/instalador-solar-tehachapi')!;
    const json = JSON.stringify(es.jsonLd);
    expect(json).toContain('/es/instalador-solar-tehachapi');
    expect(json).not.toContain('/solar-installer-tehachapi');
    const service = es.jsonLd.find((d) => (d as { '@type'?: string })['@type'] === 'Service') as { name: string; url: string };
    expect(service.url).toMatch(/\/es\/instalador-solar-tehachapi$/);
    expect(service.name).not.toBe('Solar Installation');
  });

  it(`keep indexable titles to ${TITLE_MAX} characters and descriptions to ${DESCRIPTION_MAX}, each unique`, () => {
    const indexable = pairs.map((p) => p.es).filter((p) => p.indexable);
    expect(indexable.filter((p) => fullTitle(p.title).length > TITLE_MAX).map((p) => `${p.path}: ${fullTitle(p.title)}`)).toEqual([]);
    expect(indexable.filter((p) => p.description.length > DESCRIPTION_MAX).map((p) => `${p.path}: ${p.description.length}`)).toEqual([]);
    expect(new Set(indexable.map((p) => p.title)).size).toBe(indexable.length);
    expect(new Set(indexable.map((p) => p.description)).size).toBe(indexable.length);
  });
});
