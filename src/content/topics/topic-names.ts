import { findTopic, type TopicSlug } from '@/shared/places/topic-index';

/**
 * How pages name a landing topic: `name` in lists and links ('Backup Batteries in Taft'), `term`
 * in headings ('Backup Battery in Taft: what is local'). In English these are the words of the
 * light topic index (src/shared/places/topic-index.ts); the Spanish pages have their own twin
 * (src/content/es/topics/topic-names.ts).
 */
export const topicName = (slug: TopicSlug): { name: string; term: string } => {
  const { name, term } = findTopic(slug)!;
  return { name, term };
};
