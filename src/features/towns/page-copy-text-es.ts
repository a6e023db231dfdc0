import { blogCards, serviceCards } from '@/content/topics/cards.es';
import { landImages } from '@/content/topics/images.es';
import { pageText } from '@/content/topics/page-text.es';
import { driveTime, placeFor } from '@/content/topics/places.es';
import { topicName } from '@/content/topics/topic-names.es';
import { factText } from '@/content/towns/fact-text.es';
import { hubText, localText } from '@/content/towns/hub-text.es';
import { sourcesSection } from '@/content/facts/sources-block.es';
import type { PageCopyText } from './page-copy';

/**
 * The Spanish copy of the topic pages and town hubs, but for the town records and the topics
 * (page-copy.ts loads those a page needs).
 */
export const spanishCopyText: PageCopyText = {
  locale: 'es',
  serviceCards,
  blogCards,
  landImages,
  placeFor,
  driveTime,
  hubText,
  localText,
  factText,
  topicName,
  pageText,
  sourcesSection,
};
