/**
 * Every JSON-LD block of every prerendered page, read as a search engine reads it: each type is
 * one we mean to publish and carries the properties that type needs (docs/decisions/016-town-pages.md).
 * FAQPage appears exactly where questions are shown, and only with the questions shown; a place
 * that is not an incorporated city is never a City; sameAs comes only from verified owner facts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainText } from '../../scripts/page-similarity';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import { towns } from '@/shared/places/towns';
import { site } from '@/shared/site';

const clientDir = join(process.env.DIST_DIR ?? 'dist', 'client');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const absolute = (v: unknown) => typeof v === 'string' && v.startsWith(`${site.url}/`);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const cities = new Set(towns.filter((t) => t.kind === 'city').map((t) => t.name));
const placeProblems = (place: unknown, where: string): string[] => {
  if (!isNode(place) || !text(place.name)) return [`${where}: a place needs a name`];
  if (place['@type'] === 'City' && !cities.has(place.name as string))
    return [`${where}: ${String(place.name)} is not an incorporated city`];
  if (!['City', 'Place', 'State', 'AdministrativeArea'].includes(place['@type'] as string))
    return [`${where}: unexpected place type ${String(place['@type'])}`];
  return [];
};

/** What each published type must carry; a type not listed here is a mistake. */
const required: Record<string, (n: Node) => string[]> = {
  Electrician: (n) => [
    ...(['name', 'telephone', 'url'] as const).filter((k) => !text(n[k])).map((k) => `Electrician.${k}`),
    ...(isNode(n.address) && text(n.address.streetAddress) && text(n.address.addressLocality) ? [] : ['Electrician.address']),
    ...list(n.areaServed).flatMap((p, i) => placeProblems(p, `Electrician.areaServed[${i}]`)),
  ],
  WebPage: (n) => {
    const items = isNode(n.breadcrumb) ? list(n.breadcrumb.itemListElement) : [];
    return [
      ...(absolute(n.url) && n['@id'] === n.url ? [] : ['WebPage.url/@id']),
      ...(text(n.name) ? [] : ['WebPage.name']),
      ...(items.length > 0 ? [] : ['WebPage.breadcrumb']),
      ...items.flatMap((c, i) =>
        isNode(c) && c['@type'] === 'ListItem' && c.position === i + 1 && text(c.name) && absolute(c.item)
          ? []
          : [`breadcrumb item ${i + 1}`],
      ),
      ...(isNode(items.at(-1)) && (items.at(-1) as Node).item === n.url ? [] : ['breadcrumb ends at the page']),
    ];
  },
  Service: (n) => [
    ...(text(n.name) ? [] : ['Service.name']),
    ...(isNode(n.provider) && (text(n.provider['@id']) || text(n.provider.name)) ? [] : ['Service.provider']),
    ...(list(n.areaServed).length ? [] : ['Service.areaServed']),
    ...list(n.areaServed).flatMap((p, i) => placeProblems(p, `Service.areaServed[${i}]`)),
  ],
  FAQPage: (n) => {
    const qs = list(n.mainEntity);
    return [
      ...(qs.length ? [] : ['FAQPage.mainEntity']),
      ...qs.flatMap((q, i) =>
        isNode(q) && q['@type'] === 'Question' && text(q.name) && isNode(q.acceptedAnswer) && text(q.acceptedAnswer.text)
          ? []
          : [`Question ${i + 1}`],
      ),
    ];
  },
  BlogPosting: (n) =>
    (['headline', 'image', 'datePublished', 'dateModified'] as const).filter((k) => !text(n[k])).map((k) => `BlogPosting.${k}`),
  Article: (n) => (['headline', 'image', 'datePublished'] as const).filter((k) => !text(n[k])).map((k) => `Article.${k}`),
};

interface Page {
  name: string;
  html: string;
  blocks: Node[];
}
let pages: Page[];

beforeAll(() => {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir}: run npm run build first`);
  pages = walk(clientDir)
    .filter((f) => f.endsWith('.html') && !relative(clientDir, f).startsWith(`assets${sep}`))
    .map((f) => {
      const html = readFileSync(f, 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
      return { name: relative(clientDir, f), html, blocks };
    });
});

describe('structured data on every prerendered page', () => {
  it('uses only the types we publish, each with the properties it needs', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of page.blocks) {
        const check = required[block['@type'] as string];
        if (block['@context'] !== 'https://schema.org')
          problems.push(`${page.name}: ${String(block['@type'])} without the schema.org context`);
        if (!check) problems.push(`${page.name}: unexpected type ${String(block['@type'])}`);
        else problems.push(...check(block).map((p) => `${page.name}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes questions with a FAQPage exactly where they are shown, with the questions shown', () => {
    for (const page of pages) {
      const faqs = page.blocks.filter((b) => b['@type'] === 'FAQPage');
      // Questions whose FAQPage another page carries (a town's questions, on its hub) are left out.
      const shown = (page.html.match(/role="region"(?![^>]*data-faq-markup="elsewhere")/g) ?? []).length;
      const described = faqs.flatMap((f) => list(f.mainEntity)) as Node[];
      expect(described.length, page.name).toBe(shown);
      const visible = mainText(page.html);
      for (const q of described) expect(visible, page.name).toContain(q.name as string);
    }
  });

  it('describes the business whole on the pages that introduce it and by reference elsewhere; no section gets its own Article', () => {
    // docs/decisions/020-first-window.md: home, About, Areas We Serve and Contact, in both languages.
    const business = pages.filter((p) => p.blocks.some((b) => b['@type'] === 'Electrician')).map((p) => p.name.replaceAll(sep, '/'));
    expect(business.sort()).toEqual(
      [
        'index.html',
        'es/index.html',
        'about/index.html',
        'es/nosotros/index.html',
        'about/areas-we-serve/index.html',
        'es/nosotros/areas-de-servicio/index.html',
        'contact/index.html',
        'es/contacto/index.html',
      ].sort(),
    );
    for (const page of pages.filter((p) => p.blocks.length)) {
      expect(page.blocks.filter((b) => b['@type'] === 'WebPage').length, page.name).toBeLessThanOrEqual(1);
      expect(page.blocks.filter((b) => b['@type'] === 'Electrician').length, page.name).toBeLessThanOrEqual(1);
      // Elsewhere the business is named by its @id: as what the page is about, or who provides the service.
      for (const b of page.blocks.filter((n) => n['@type'] === 'WebPage' || n['@type'] === 'Service')) {
        const ref = b['@type'] === 'WebPage' ? b.about : b.provider;
        if (ref !== undefined) expect(isNode(ref) && ref['@id'], page.name).toBe(`${site.url}/#business`);
      }
      if (!page.name.startsWith(`resources${sep}blog${sep}`) && !page.name.startsWith(`es${sep}recursos${sep}blog${sep}`))
        expect(
          page.blocks.filter((b) => b['@type'] === 'Article'),
          page.name,
        ).toEqual([]);
    }
  });

  it('names profiles in sameAs only when the owner has verified them', () => {
    const profiles = ownerFacts.socialProfiles;
    const verified: readonly string[] = isSample(profiles) ? [] : profiles.value;
    for (const page of pages)
      for (const block of page.blocks) for (const url of list(block.sameAs)) expect(verified, page.name).toContain(url);
  });
});
