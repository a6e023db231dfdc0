import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/content/topics/catalogue';
import { topics, topicSlugs } from '@/shared/places/topic-index';
import { towns } from '@/shared/places/towns';
import { englishPageCopy } from '@/features/towns/page-copy-en';
import { buildLandingPage, type LandingPage } from './build-page';
import { indexedLandingSlugs, resolveSlug } from '@/shared/slug/resolve-slug';

/** Every topic in every town, plus one unknown town, as the route would build it. */
function allPages(): LandingPage[] {
  return topics.flatMap((topic) =>
    [...towns.map((t) => t.slug), 'fresno'].map((town) => {
      const r = resolveSlug(`${topic.slug}-${town}`);
      if (r.kind !== 'page') throw new Error(`${topic.slug}-${town} did not resolve to a page`);
      return buildLandingPage(r, englishPageCopy);
    }),
  );
}

const pages = allPages();

/** Every human-readable string of a page except the keywords (not image URLs). */
function texts(p: LandingPage): string[] {
  return [
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
}

describe('topic catalogue', () => {
  it('has the 17 canonical topics, each with 4-6 sections and four distinct service cards', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...topicSlugs].sort());
    for (const t of Object.values(catalogue)) {
      expect(t.sections.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(t.sections.length, t.slug).toBeLessThanOrEqual(6);
      expect(new Set(t.cards).size, t.slug).toBe(4);
      expect(new Set(t.sections.map((s) => s.header)).size, t.slug).toBe(t.sections.length);
      expect(JSON.stringify(t)).toContain('{location}');
    }
  });

  it(`fills every placeholder on all ${pages.length} pages, including the JSON-LD`, () => {
    for (const p of pages) {
      const json = JSON.stringify(p);
      expect(json, p.path).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(json, p.path).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('names the town in the title, description, h1 and the cards heading', () => {
    for (const p of pages) {
      for (const text of [p.title, p.description, p.hero.heading, p.cardsHeading]) expect(text, p.path).toContain(p.location);
      expect(p.cardsHeading).toMatch(/^.+ Services and Blog$/);
    }
  });

  it('leads a page of the 14 towns with what is local; elsewhere shows all sections and the six cards', () => {
    for (const p of pages) {
      const town = towns.find((t) => p.path.endsWith(`-${t.slug}`) && p.location === t.name);
      if (town) {
        expect(p.cards, p.path).toEqual([]);
        expect(p.sections.length, p.path).toBe(2);
        expect(
          p.local.map((b) => b.kind),
          p.path,
        ).toEqual([
          'facts',
          'faq',
          'links',
          'sources',
          ...(catalogue[p.path.slice(1, -`-${town.slug}`.length) as keyof typeof catalogue]?.cites ? ['sources'] : []),
        ]);
        const links = p.local.find((b) => b.kind === 'links');
        expect(links?.kind === 'links' && links.items.map((l) => l.href), p.path).toContain(`/areas/${town.slug}`);
      } else {
        // Elsewhere the only block of its own is the topic's sources, when its copy states figures.
        expect(
          p.local.map((b) => b.kind),
          p.path,
        ).toEqual(catalogue[p.path.slice(1, -'-fresno'.length) as keyof typeof catalogue].cites ? ['sources'] : []);
        expect(p.sections.length, p.path).toBe(catalogue[p.path.slice(1, -'-fresno'.length) as keyof typeof catalogue].sections.length);
        expect(p.cards.map((c) => c.href).slice(4)).toEqual(['/resources/blog/wifi-reconnects', '/resources/blog/solar-tax-credits']);
        for (const c of p.cards.slice(0, 4)) expect(c.href, p.path).toMatch(/^\/services\//);
      }
    }
  });

  it("shows the town's own land where a section shows the land", () => {
    const alts = (path: string) =>
      pages
        .find((p) => p.path === path)!
        .sections.map((s) => s.image.alt)
        .join(' ');
    expect(alts('/solar-installer-tehachapi')).toMatch(/mountain home/);
    expect(alts('/solar-installer-bakersfield')).toMatch(/valley floor/);
    expect(alts('/solar-installer-ridgecrest')).toMatch(/high-desert home/);
    expect(alts('/solar-installer-bakersfield')).not.toMatch(/Joshua/);
  });

  it('reads as sentences: no sentence starts in lower case, no doubled words or spaces', () => {
    for (const p of pages) {
      for (const text of texts(p)) {
        // 'a.m.' and 'p.m.' end in a full stop without ending the sentence.
        expect(text, p.path).not.toMatch(/(?:^|(?<!\b[ap]\.m)[.!?]\s+)[a-z]/);
        expect(text, p.path).not.toMatch(/\b(\w+) \1\b/i);
        expect(text, p.path).not.toMatch(/ {2}|\s[,.]/);
      }
    }
  });

  it('keeps descriptions to a search-result length and titles and descriptions unique', () => {
    const indexable = pages.filter((p) => p.indexable);
    for (const p of indexable) expect(p.description.length, p.path).toBeLessThanOrEqual(175);
    expect(new Set(indexable.map((p) => p.title)).size).toBe(indexable.length);
    expect(new Set(indexable.map((p) => p.description)).size).toBe(indexable.length);
  });

  it('indexes exactly the topics each town lists, never a place outside the 14 towns or the fixed Delano route', () => {
    const indexed = new Set(indexedLandingSlugs().map((s) => `/${s}`));
    const expected = pages
      .map((p) => p.path)
      .filter((path) => !indexed.has(path))
      .sort();
    expect(expected).toEqual(expect.arrayContaining([...topics.map((t) => `/${t.slug}-fresno`), '/solar-installer-delano']));
    expect(
      pages
        .filter((p) => !p.indexable)
        .map((p) => p.path)
        .sort(),
    ).toEqual(expected);
  });

  it('never presents a brand topic as that company or its partner', () => {
    for (const p of pages.filter((x) => /^\/(?:sunrun|sunpower|sanova)-/.test(x.path))) {
      expect(p.hero.lead, p.path).toMatch(/not affiliated|independent/i);
      expect(p.form.points.join(' '), p.path).toMatch(/not affiliated/i);
      expect(texts(p).join(' '), p.path).not.toMatch(/authori[sz]ed (?:dealer|installer)|certified partner|official/i);
    }
  });
});
