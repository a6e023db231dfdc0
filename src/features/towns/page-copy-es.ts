import { blogCards, serviceCards } from '@/content/topics/cards.es';
import { catalogue } from '@/content/topics/catalogue.es';
import { landImages } from '@/content/topics/images.es';
import { pageText } from '@/content/topics/page-text.es';
import { driveTime, placeFor } from '@/content/topics/places.es';
import { topicName } from '@/content/topics/topic-names.es';
import { findTownRecord } from '@/content/towns/index.es';
import { factText } from '@/content/towns/fact-text.es';
import { hubText, localText } from '@/content/towns/hub-text.es';
import type { PageCopy } from './page-copy';

/** The Spanish copy of the topic pages and town hubs (src/content/es). */
export const spanishPageCopy: PageCopy = {
  locale: 'es',
  catalogue,
  serviceCards,
  blogCards,
  landImages,
  placeFor,
  driveTime,
  findTownRecord,
  hubText,
  localText,
  factText,
  topicName,
  pageText,
};
