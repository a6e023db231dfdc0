import { billTopics } from './copy/bills';
import { farmTopics } from './copy/farms';
import { ownerTopics } from './copy/owners';
import { programTopics } from './copy/programs';
import { solarTopics } from './copy/solar';
import { storageTopics } from './copy/storage';
import type { TopicSlug } from '@/shared/places/topic-index';
import type { TopicTemplate } from './types';

/**
 * The heavy topic catalogue: all landing copy, keyed by canonical slug. Imported only through
 * the landing route's loader (a dynamic import), so it ships in its own chunk.
 */
export const catalogue = Object.fromEntries(
  [...solarTopics, ...storageTopics, ...billTopics, ...programTopics, ...ownerTopics, ...farmTopics].map((t) => [t.slug, t]),
) as Record<TopicSlug, TopicTemplate>;
