import { fillTemplate } from '@/content/topics/places';
import type { CardKey } from '@/content/topics/types';
import type { TownRecord } from '@/content/towns/types';
import { landingPath } from '@/content/links';
import type { Block, CardItem } from '@/content/types';
import { spanishPath } from '@/shared/i18n/paths';
import { findTown, townHubPath, type Town } from '@/shared/places/towns';
import { webPageJsonLd } from '@/seo/json-ld/web-page';
import { topicTemplate, type PageCopy } from './page-copy';
import { townFacts, uniqueSources } from './town-facts';

/** The service pages a town's hub links to: home energy everywhere, farm work in the valley. */
function hubServices(town: Town): CardKey[] {
  return [
    'residential-solar',
    'batteries',
    'ev-chargers',
    'system-upgrades',
    town.terrain === 'valley' ? 'agriculture' : 'general-electric',
  ];
}

/** A town's hub page (docs/decisions/016-town-pages.md): its blocks, head and structured data. */
export interface HubPage {
  /** /areas/{town}, or /es/zonas/{town} in Spanish. */
  path: string;
  title: string;
  description: string;
  modified: string;
  blocks: Block[];
  jsonLd: object[];
}

/**
 * Builds the hub from the town's record and the copy of one language (both of that language).
 * Links stay English paths; AppLink maps them to the Spanish twins on a Spanish page.
 */
export function buildHub(town: Town, record: TownRecord, copy: PageCopy): HubPage {
  const hub = townHubPath(town.slug);
  const path = copy.locale === 'es' ? spanishPath(hub)! : hub;
  const t = copy.hubText(town.name);
  const facts = townFacts(record, town, copy);
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
  const place = copy.placeFor(town.name, town);
  // The hub carries the town (docs/decisions/027-content-truth.md): it links to the service
  // pages, which tell each service's whole story, and to the town's topic pages only where
  // one is indexed for it.
  const indexed: CardItem[] = town.indexedTopics.map((slug) => ({
    title: copy.pageText.topicInTown(copy.topicName(slug).name, town.name),
    text: fillTemplate(topicTemplate(copy, slug).description, place),
    href: landingPath(slug, town.slug),
    cta: t.topicCta,
  }));
  const services: CardItem[] = hubServices(town).map((key) => {
    const card = copy.serviceCards[key];
    return { title: card.title, text: fillTemplate(card.text, place), href: card.href, cta: card.cta };
  });
  const topicCards = [...indexed, ...services];
  const nearby = record.nearby.map((slug) => findTown(slug)!);

  const blocks: Block[] = [
    {
      kind: 'hero',
      eyebrow: t.eyebrow(town.kind),
      heading: t.heading,
      lead: record.intro,
      image: copy.landImages[town.terrain],
      actions: [{ label: t.quoteAction, href: `${hub}#quote` }],
    },
    { kind: 'facts', id: 'local-facts', heading: t.factsHeading, intro: t.factsIntro, items: shown, tone: 'offwhite' },
    { kind: 'cards', id: 'topics', heading: t.topicsHeading, intro: t.topicsIntro, items: topicCards, columns: 3 },
    { kind: 'faq', id: 'questions', heading: t.faqHeading, groups: [{ title: town.name, items: record.faqs }], tone: 'offwhite' },
    {
      kind: 'links',
      id: 'nearby',
      heading: t.nearbyHeading,
      items: nearby.map((n) => ({ label: n.name, href: townHubPath(n.slug), text: t.nearbyText(copy.driveTime(n.driveMinutes)) })),
    },
    {
      kind: 'sources',
      id: 'sources',
      heading: t.sourcesHeading,
      intro: t.sourcesIntro,
      items: uniqueSources([...shown.map((f) => f.source && { ...f.source, asOf: f.asOf }), ...record.faqs.map((f) => f.source)]),
    },
    // The solar estimate, preset to this town (docs/decisions/023-estimate.md).
    { kind: 'estimate-offer', id: 'solar-estimate', town: town.slug },
    { kind: 'form', id: 'quote', form: 'quote', heading: t.formHeading, text: t.formText, tone: 'sand' },
  ];
  const jsonLd = [webPageJsonLd({ title: t.title, description: t.description, path, dateModified: record.modified })];
  return { path, title: t.title, description: t.description, modified: record.modified, blocks, jsonLd };
}
