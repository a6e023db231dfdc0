import { blogCards, serviceCards } from '@/content/topics/cards';
import { landImages } from '@/content/topics/images';
import { pageText } from '@/content/topics/page-text';
import { driveTime, placeFor } from '@/content/topics/places';
import { topicName } from '@/content/topics/topic-names';
import { factText } from '@/content/towns/fact-text';
import { hubText, localText } from '@/content/towns/hub-text';
import { sourcesSection } from '@/content/facts/sources-block';
import type { PageCopyText } from './page-copy';

/**
 * The English copy of the topic pages and town hubs, but for the town records and the topics
 * (page-copy.ts loads those a page needs).
 */
export const englishCopyText: PageCopyText = {
  locale: 'en',
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
