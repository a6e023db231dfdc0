import type { sourcesSection } from '@/content/facts/sources-block';
import type { Localized } from '@/content/localized';
import type { LandingCardTemplate } from '@/content/topics/cards';
import type { pageText } from '@/content/topics/page-text';
import type { Place } from '@/content/topics/places';
import type { CardKey, TopicTemplate } from '@/content/topics/types';
import type { factText } from '@/content/towns/fact-text';
import type { hubText, localText } from '@/content/towns/hub-text';
import type { TownRecord } from '@/content/towns/types';
import type { Locale } from '@/shared/i18n/locales';
import type { TopicSlug } from '@/shared/places/topic-index';
import type { Terrain, Town } from '@/shared/places/towns';

/**
 * Everything the topic pages and town hubs are built from, in one language
 * (docs/decisions/018-spanish.md): the builders take the copy of the page's language, so one
 * language's catalogue and town records never ship with the other's pages. English is
 * page-copy-text-en.ts, Spanish page-copy-text-es.ts; loadPageCopy loads the one a page needs,
 * with its town's record and its topics. page-copy-en.ts and -es.ts add every town's record and
 * every topic, for tests.
 */
export interface PageCopy {
  locale: Locale;
  /** The topics the page was loaded for (`loadPageCopy`); every topic in page-copy-en.ts and -es.ts. */
  catalogue: Readonly<Partial<Record<TopicSlug, TopicTemplate>>>;
  serviceCards: Readonly<Record<CardKey, LandingCardTemplate>>;
  blogCards: readonly LandingCardTemplate[];
  landImages: Readonly<Record<Terrain, { src: string; width: number; height: number; alt: string }>>;
  placeFor: (location: string, town: Town | undefined) => Place;
  driveTime: (minutes: number) => string;
  findTownRecord: (slug: string) => TownRecord | undefined;
  hubText: typeof hubText;
  localText: typeof localText;
  factText: Localized<typeof factText>;
  topicName: (slug: TopicSlug) => { name: string; term: string };
  pageText: Localized<typeof pageText>;
  /** The sources section of the facts a page states, with their dates (docs/decisions/027-content-truth.md). */
  sourcesSection: typeof sourcesSection;
}

/** The copy of the topic pages and hubs without the town records and topics (page-copy-text-en.ts, -es.ts). */
export type PageCopyText = Omit<PageCopy, 'findTownRecord' | 'catalogue'>;

/** A topic's template from the copy, which must have been loaded with it. */
export function topicTemplate(copy: PageCopy, slug: TopicSlug): TopicTemplate {
  const template = copy.catalogue[slug];
  if (!template) throw new Error(`The copy was loaded without the topic ${slug}`);
  return template;
}

/**
 * The copy of one language, as its own chunk, with the record of the page's town (when it is one
 * of the 14) as a chunk of its own: `findTownRecord` knows that town only; and the templates of
 * `topics`, from the files that write them (src/content/topics/load-topics.ts).
 */
export async function loadPageCopy(locale: Locale, townSlug: string | undefined, topics: readonly TopicSlug[]): Promise<PageCopy> {
  const [text, record, catalogue] = await Promise.all([
    locale === 'es'
      ? import('./page-copy-text-es').then((m) => m.spanishCopyText)
      : import('./page-copy-text-en').then((m) => m.englishCopyText),
    // A dynamic import too: this module is in every page's JavaScript (the landing route's loader).
    townSlug === undefined ? undefined : import('@/content/towns/load-record').then((m) => m.loadTownRecord(townSlug, locale)),
    // A hub lists no topic until one is indexed for its town: then nothing is fetched for topics.
    topics.length === 0 ? {} : import('@/content/topics/load-topics').then((m) => m.loadTopics(locale, topics)),
  ]);
  return { ...text, catalogue, findTownRecord: (slug) => (record?.slug === slug ? record : undefined) };
}
