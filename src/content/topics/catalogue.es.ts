import { billTopics } from '@/content/topics/copy/bills.es';
import { farmTopics } from '@/content/topics/copy/farms.es';
import { ownerTopics } from '@/content/topics/copy/owners.es';
import { programTopics } from '@/content/topics/copy/programs.es';
import { solarTopics } from '@/content/topics/copy/solar.es';
import { storageTopics } from '@/content/topics/copy/storage.es';
import type { TopicSlug } from '@/shared/places/topic-index';
import type { TopicTemplate } from '@/content/topics/types';

/**
 * The Spanish topic catalogue: all landing copy in Spanish, keyed by canonical slug, like
 * src/content/topics/catalogue.ts (and, like it, meant for a dynamic import only).
 */
export const catalogue = Object.fromEntries(
  [...solarTopics, ...storageTopics, ...billTopics, ...programTopics, ...ownerTopics, ...farmTopics].map((t) => [t.slug, t]),
) as Record<TopicSlug, TopicTemplate>;
