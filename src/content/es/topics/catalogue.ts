import { billTopics } from './copy/bills';
import { farmTopics } from './copy/farms';
import { ownerTopics } from './copy/owners';
import { programTopics } from './copy/programs';
import { solarTopics } from './copy/solar';
import { storageTopics } from './copy/storage';
import type { TopicSlug } from '@/shared/places/topic-index';
import type { TopicTemplate } from '@/content/topics/types';

/**
 * The Spanish topic catalogue: all landing copy in Spanish, keyed by canonical slug, like
 * src/content/topics/catalogue.ts (and, like it, meant for a dynamic import only).
 */
export const catalogue = Object.fromEntries(
  [...solarTopics, ...storageTopics, ...billTopics, ...programTopics, ...ownerTopics, ...farmTopics].map((t) => [t.slug, t]),
) as Record<TopicSlug, TopicTemplate>;
