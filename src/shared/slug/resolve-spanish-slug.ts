import { SPANISH_ROOT, spanishPath, spanishTopicSlugs } from '@/shared/i18n/paths';
import { findTopic, fixedLandingSlugs, landingSlug, topicAliases, topics, type TopicInfo } from '@/shared/places/topic-index';
import { findTown, townHubPath, towns } from '@/shared/places/towns';
import { parseSlug } from './parse-slug';
import { indexing, type Resolution } from './resolve-slug';

/**
 * What /es/{slug} shows: the rules of resolveSlug, with Spanish slugs and Spanish paths
 * (docs/decisions/018-spanish.md). The Spanish topic slug ('instalador-solar') names the same
 * topic as its English twin, so a Spanish page is indexable exactly when its English twin is,
 * and its canonical is the Spanish twin of the English canonical. An English topic slug or an
 * alias under /es ('/es/solar-installer-taft', '/es/care-taft') redirects to the Spanish slug, as
 * does a slug in other letter case. `slug` in a result is the Spanish slug (without /es/).
 */
const bySpanishSlug = new Map<string, TopicInfo>(Object.entries(spanishTopicSlugs).map(([en, es]) => [es, findTopic(en)!]));

/** The topic a service key names: its Spanish slug, or an English slug or alias (redirected). */
const topicOf = (serviceKey: string): TopicInfo | undefined =>
  bySpanishSlug.get(serviceKey) ?? findTopic(topicAliases[serviceKey] ?? serviceKey);

/** The Spanish slug of a topic x town page: 'instalador-solar-taft'. */
export const spanishLandingSlug = (topic: TopicInfo['slug'], town: string) => landingSlug(spanishTopicSlugs[topic], town);

export function resolveSpanishSlug(raw: string | undefined | null): Resolution {
  const parsed = parseSlug(raw);
  if (parsed.kind !== 'parsed') return { kind: 'not-found', reason: parsed.kind };

  const town = findTown(parsed.locationSlug);
  const topic = topicOf(parsed.serviceKey);
  if (!topic) {
    return town
      ? { kind: 'unavailable', searchTerm: parsed.searchTerm, location: parsed.location }
      : { kind: 'not-found', reason: 'unknown' };
  }
  const slug = spanishLandingSlug(topic.slug, parsed.locationSlug);
  if (slug !== raw) return { kind: 'redirect', slug };
  const { indexable, canonical } = indexing(topic, town);
  return {
    kind: 'page',
    slug,
    topic,
    town,
    location: parsed.location,
    indexable,
    canonical: canonical && (spanishPath(canonical) ?? canonical),
  };
}

/** Every Spanish topic x town page the site prerenders: the twins of landingSlugs(), less fixed routes. */
export function spanishLandingPaths(): string[] {
  return topics.flatMap((topic) =>
    towns
      .filter((town) => !fixedLandingSlugs.has(landingSlug(topic.slug, town.slug)))
      .map((town) => `${SPANISH_ROOT}/${spanishLandingSlug(topic.slug, town.slug)}`),
  );
}

/** Every Spanish town hub: /es/zonas/{town}. */
export function spanishHubPaths(): string[] {
  return towns.map((town) => spanishPath(townHubPath(town.slug))!);
}

/**
 * The one Spanish 'Contenido no disponible' file (an unknown topic in a known town), the twin of
 * entry-server's unavailablePath: the server answers every unknown Spanish topic with it (404).
 */
export const spanishUnavailablePath = `${SPANISH_ROOT}/tema-desconocido-bakersfield`;
