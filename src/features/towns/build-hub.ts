import { catalogue } from '@/content/topics/catalogue';
import { landImages } from '@/content/topics/images';
import { driveTime, fillTemplate, placeFor } from '@/content/topics/places';
import type { TownRecord } from '@/content/towns/types';
import { hubText } from '@/content/towns/hub-text';
import { landingPath } from '@/content/links';
import type { Block, CardItem } from '@/content/types';
import { findTopic } from '@/shared/places/topic-index';
import { findTown, townHubPath, type Town } from '@/shared/places/towns';
import { webPageJsonLd } from '@/seo/json-ld/web-page';
import { townFacts, uniqueSources } from './town-facts';

/** A town's hub page (docs/decisions/016-town-pages.md): its blocks, head and structured data. */
export interface HubPage {
  path: `/areas/${string}`;
  title: string;
  description: string;
  modified: string;
  blocks: Block[];
  jsonLd: object[];
}

export function buildHub(town: Town, record: TownRecord): HubPage {
  const path = townHubPath(town.slug);
  const t = hubText(town.name);
  const facts = townFacts(record, town);
  const shown = [
    ...facts.drive,
    ...facts.electric,
    ...facts.gas,
    ...facts.permit,
    ...facts.climate,
    ...facts.elevation,
    ...facts.outages,
    ...facts.design,
    ...facts.programs,
  ];
  const place = placeFor(town.name, town);
  const topicCards: CardItem[] = town.indexedTopics.map((slug) => ({
    title: `${findTopic(slug)!.name} in ${town.name}`,
    text: fillTemplate(catalogue[slug].description, place),
    href: landingPath(slug, town.slug),
    cta: t.topicCta,
  }));
  const nearby = record.nearby.map((slug) => findTown(slug)!);

  const blocks: Block[] = [
    {
      kind: 'hero',
      eyebrow: t.eyebrow(town.kind),
      heading: t.heading,
      lead: record.intro,
      image: landImages[town.terrain],
      actions: [{ label: t.quoteAction, href: `${path}#quote` }],
    },
    { kind: 'facts', id: 'local-facts', heading: t.factsHeading, intro: t.factsIntro, items: shown, tone: 'offwhite' },
    { kind: 'cards', id: 'topics', heading: t.topicsHeading, intro: t.topicsIntro, items: topicCards, columns: 3 },
    { kind: 'faq', id: 'questions', heading: t.faqHeading, groups: [{ title: town.name, items: record.faqs }], tone: 'offwhite' },
    {
      kind: 'links',
      id: 'nearby',
      heading: t.nearbyHeading,
      items: nearby.map((n) => ({ label: n.name, href: townHubPath(n.slug), text: t.nearbyText(driveTime(n.driveMinutes)) })),
    },
    {
      kind: 'sources',
      id: 'sources',
      heading: t.sourcesHeading,
      intro: t.sourcesIntro,
      items: uniqueSources([...shown.map((f) => f.source), ...record.faqs.map((f) => f.source)]),
    },
    { kind: 'form', id: 'quote', form: 'quote', heading: t.formHeading, text: t.formText, tone: 'sand' },
  ];
  const jsonLd = [webPageJsonLd({ title: t.title, description: t.description, path, dateModified: record.modified })];
  return { path, title: t.title, description: t.description, modified: record.modified, blocks, jsonLd };
}
