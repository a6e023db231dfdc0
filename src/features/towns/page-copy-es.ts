import { blogCards, serviceCards } from '@/content/es/topics/cards';
import { catalogue } from '@/content/es/topics/catalogue';
import { landImages } from '@/content/es/topics/images';
import { pageText } from '@/content/es/topics/page-text';
import { driveTime, placeFor } from '@/content/es/topics/places';
import { topicName } from '@/content/es/topics/topic-names';
import { findTownRecord } from '@/content/es/towns';
import { factText } from '@/content/es/towns/fact-text';
import { hubText, localText } from '@/content/es/towns/hub-text';
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
