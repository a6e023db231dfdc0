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
 * page-copy-en.ts, Spanish page-copy-es.ts; loadPageCopy loads the one a page needs.
 */
export interface PageCopy {
  locale: Locale;
  catalogue: Readonly<Record<TopicSlug, TopicTemplate>>;
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
}

/** The copy of one language, as its own chunk. */
export async function loadPageCopy(locale: Locale): Promise<PageCopy> {
  return locale === 'es' ? (await import('./page-copy-es')).spanishPageCopy : (await import('./page-copy-en')).englishPageCopy;
}
