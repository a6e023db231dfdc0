import { describe, expect, it } from 'vitest';
import { topicSlugs } from '@/shared/places/topic-index';
import { catalogue } from './catalogue';
import { catalogue as spanishCatalogue } from './catalogue.es';
import { loadTopics } from './load-topics';

describe('loadTopics: a page loads the copy of its own topics', () => {
  it('returns every topic, in both languages, as the whole catalogue has it (so each is mapped to the file that writes it)', async () => {
    for (const slug of topicSlugs) {
      expect((await loadTopics('en', [slug]))[slug], slug).toBe(catalogue[slug]);
      expect((await loadTopics('es', [slug]))[slug], slug).toStrictEqual(spanishCatalogue[slug]);
    }
  });

  it('returns the topics asked for and no other, also when one file writes several', async () => {
    const two = await loadTopics('en', ['solar-installer', 'agriculture']);
    expect(Object.keys(two).sort()).toEqual(['agriculture', 'solar-installer']);
    expect(await loadTopics('es', [])).toEqual({});
  });
});
