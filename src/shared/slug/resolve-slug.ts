import {
  findTopic,
  fixedLandingSlugs,
  landingSlug,
  topicAliases,
  topics,
  topicSynonyms,
  type TopicInfo,
} from '@/shared/places/topic-index';
import { findTown, townHubPath, towns, type Town } from '@/shared/places/towns';
import { parseSlug } from './parse-slug';

/**
 * What /{slug} shows (docs/decisions/006-landing-pages.md), decided once for the router, the
 * server and the prerenderer:
 * - redirect: an alias topic or a slug in other letter case -> the canonical slug;
 * - page: a known topic; indexable only where the town lists it (indexedTopics), otherwise
 *   noindex with the town's own page for that search (a synonym's page, or the hub) as its
 *   canonical; in an unknown place it renders, noindex, with no canonical;
 * - unavailable: an unknown topic in a known town -> 'Content Not Available' (HTTP 404);
 * - not-found: empty, hostile or unparseable slugs, and slugs where neither part is known
 *   (/no-such-page is simply a missing page, not a landing page).
 */
export type Resolution =
  | { kind: 'not-found'; reason: 'empty' | 'rejected' | 'unparseable' | 'unknown' }
  | { kind: 'redirect'; slug: string }
  | { kind: 'unavailable'; searchTerm: string; location: string }
  | {
      kind: 'page';
      slug: string;
      topic: TopicInfo;
      town: Town | undefined;
      location: string;
      indexable: boolean;
      /** The canonical URL path: the page itself when indexable; undefined in an unknown place. */
      canonical: string | undefined;
    };

export function resolveSlug(raw: string | undefined | null): Resolution {
  const parsed = parseSlug(raw);
  if (parsed.kind !== 'parsed') return { kind: 'not-found', reason: parsed.kind };

  const town = findTown(parsed.locationSlug);
  const canonicalTopic = topicAliases[parsed.serviceKey] ?? parsed.serviceKey;
  const topic = findTopic(canonicalTopic);
  if (!topic) {
    return town
      ? { kind: 'unavailable', searchTerm: parsed.searchTerm, location: parsed.location }
      : { kind: 'not-found', reason: 'unknown' };
  }
  const slug = landingSlug(topic.slug, parsed.locationSlug);
  if (slug !== raw) return { kind: 'redirect', slug };
  const { indexable, canonical } = indexing(topic, town);
  return { kind: 'page', slug, topic, town, location: parsed.location, indexable, canonical };
}

/** Whether a topic page of a town is indexed, and which page stands for it when it is not. */
export function indexing(topic: TopicInfo, town: Town | undefined): { indexable: boolean; canonical: string | undefined } {
  if (!town) return { indexable: false, canonical: undefined };
  const slug = landingSlug(topic.slug, town.slug);
  if (isIndexed(topic.slug, town)) return { indexable: true, canonical: `/${slug}` };
  const synonym = topicSynonyms[topic.slug];
  if (synonym && isIndexed(synonym, town)) return { indexable: false, canonical: `/${landingSlug(synonym, town.slug)}` };
  return { indexable: false, canonical: townHubPath(town.slug) };
}

const isIndexed = (topic: TopicInfo['slug'], town: Town) =>
  !(topic in topicSynonyms) && !fixedLandingSlugs.has(landingSlug(topic, town.slug)) && town.indexedTopics.includes(topic);

/** Every indexed topic page: what the hubs link to and the sitemap lists. */
export function indexedLandingSlugs(): string[] {
  return towns.flatMap((town) =>
    topics.filter((topic) => indexing(topic, town).indexable).map((topic) => landingSlug(topic.slug, town.slug)),
  );
}

/** Every topic x town page the site prerenders and lists in the sitemap (17 x 14, less fixed routes). */
export function landingSlugs(): string[] {
  return topics.flatMap((topic) => towns.map((town) => landingSlug(topic.slug, town.slug))).filter((slug) => !fixedLandingSlugs.has(slug));
}
