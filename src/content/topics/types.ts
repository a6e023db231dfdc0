import type { SourceLink } from '@/content/types';
import type { TopicSlug } from '@/shared/places/topic-index';

/**
 * A topic of the landing catalogue (docs/decisions/006-landing-pages.md). Every string is a
 * template: {location} is the town, {utility} its main utility, {utilityNote}, {terrainNote} and {driveNote}
 * one full sentence each about the town's utility and landscape (see places.ts).
 */
export type TopicSectionTemplate = {
  header: string;
  /** One or two paragraphs. */
  paragraphs: readonly string[];
  bullets?: readonly string[];
} & (
  | { image: ImageKey; imageAlt: string }
  /** The land of the page's place (valley, desert or mountains; images.ts), described by its own alt text. */
  | { image: 'land' }
);

export type ImageKey =
  'ranch' | 'home' | 'roof-array' | 'agrivoltaic' | 'panel' | 'pumpjack' | 'ev' | 'battery' | 'van' | 'crew' | 'bill' | 'desert';

export type CardKey =
  | 'residential-solar'
  | 'our-process'
  | 'system-upgrades'
  | 'ev-chargers'
  | 'batteries'
  | 'commercial-electric'
  | 'commercial-solar'
  | 'agriculture'
  | 'oil-gas'
  | 'general-electric';

export interface TopicTemplate {
  slug: TopicSlug;
  /** Without the company suffix. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** The Service name in the JSON-LD, e.g. 'Backup Battery Installation'. */
  serviceName: string;
  hero: { eyebrow: string; heading: string; lead: string; image: ImageKey; imageAlt: string };
  /** 4 to 6 content sections; image sides alternate. */
  sections: readonly TopicSectionTemplate[];
  /** The four service cards; the two blog teasers follow them. */
  cards: readonly [CardKey, CardKey, CardKey, CardKey];
  form: { heading: string; text: string; points: readonly string[] };
  /**
   * The facts whose figures or rules the template states: the page lists their sources with the
   * day each was checked (docs/decisions/027-content-truth.md).
   */
  cites?: readonly SourceLink[];
  /** ISO date the copy last changed: article:modified_time and the sitemap's lastmod. */
  modified: string;
}
