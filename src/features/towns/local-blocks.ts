import { landingPath, type Href } from '@/content/links';
import type { TownRecord } from '@/content/towns/types';
import type { Block } from '@/content/types';
import { findTopic, type TopicInfo } from '@/shared/places/topic-index';
import { findTown, townHubPath, type Town } from '@/shared/places/towns';
import type { PageCopy } from './page-copy';
import { factsForGroup, townFacts, uniqueSources } from './town-facts';

/**
 * What a topic page says about its town (docs/decisions/016-town-pages.md): the local facts that
 * change this kind of work there, the town's own questions, and the way to the town's hub, its
 * other pages and its neighbours. This is what makes one town's page differ from another's.
 * `record` and `copy` are of the page's language; links are English paths, which AppLink maps
 * to the Spanish twins on a Spanish page.
 */
export function localBlocks(
  topic: TopicInfo,
  town: Town,
  record: TownRecord,
  service: { label: string; href: Href },
  copy: PageCopy,
): Block[] {
  const t = copy.localText(town.name, copy.topicName(topic.slug).term);
  const all = townFacts(record, town, copy);
  const facts = [...all.drive, ...factsForGroup[topic.group].flatMap((key) => all[key])];
  const hub = townHubPath(town.slug);
  const others = town.indexedTopics.filter((slug) => slug !== topic.slug).map((slug) => findTopic(slug)!);
  const nearby = record.nearby.map((slug) => findTown(slug)!);
  return [
    { kind: 'facts', id: 'local-facts', heading: t.factsHeading, intro: record.intro, items: facts, tone: 'offwhite' },
    // The town's questions are marked up as a FAQPage on its hub only: one page per question set.
    {
      kind: 'faq',
      id: 'local-questions',
      heading: t.faqHeading,
      groups: [{ title: town.name, items: record.faqs }],
      structuredData: false,
    },
    {
      kind: 'links',
      id: 'more-local',
      heading: t.linksHeading,
      items: [
        { label: t.hubLabel, href: hub, text: t.hubText },
        { label: service.label, href: service.href, text: t.serviceText },
        ...others.map((o) => ({
          label: copy.pageText.topicInTown(copy.topicName(o.slug).name, town.name),
          href: landingPath(o.slug, town.slug),
        })),
        ...nearby.map((n) => ({ label: n.name, href: townHubPath(n.slug), text: t.nearbyText })),
      ],
      tone: 'offwhite',
    },
    {
      kind: 'sources',
      id: 'local-sources',
      heading: t.sourcesHeading,
      items: uniqueSources([...facts.map((f) => f.source && { ...f.source, asOf: f.asOf }), ...record.faqs.map((f) => f.source)]),
    },
  ];
}
