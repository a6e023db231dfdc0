import { findTopic, fixedLandingSlugs, landingSlug, topicAliases, topics, type TopicInfo } from '@/shared/places/topic-index';
import { findTown, towns, type Town } from '@/shared/places/towns';
import { parseSlug } from './parse-slug';

/**
 * What /{slug} shows (docs/decisions/006-landing-pages.md), decided once for the router, the
 * server and the prerenderer:
 * - redirect: an alias topic or a slug in other letter case -> the canonical slug;
 * - page: a known topic; indexable only in one of the 14 towns (elsewhere it renders, noindex);
 * - unavailable: an unknown topic in a known town -> 'Content Not Available' (HTTP 404);
 * - not-found: empty, hostile or unparseable slugs, and slugs where neither part is known
 *   (/no-such-page is simply a missing page, not a landing page).
 */
export type Resolution =
  | { kind: 'not-found'; reason: 'empty' | 'rejected' | 'unparseable' | 'unknown' }
  | { kind: 'redirect'; slug: string }
  | { kind: 'unavailable'; searchTerm: string; location: string }
  | { kind: 'page'; slug: string; topic: TopicInfo; town: Town | undefined; location: string; indexable: boolean };

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
  return { kind: 'page', slug, topic, town, location: parsed.location, indexable: town !== undefined && !fixedLandingSlugs.has(slug) };
}

/** Every topic x town page the site prerenders and lists in the sitemap (17 x 14, less fixed routes). */
export function landingSlugs(): string[] {
  return topics.flatMap((topic) => towns.map((town) => landingSlug(topic.slug, town.slug))).filter((slug) => !fixedLandingSlugs.has(slug));
}
