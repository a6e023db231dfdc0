import type { SourceLink } from '@/content/types';
import type { IncentiveFact } from './incentive-types';

/**
 * The sources of the given facts, each document once, in the order the facts are given: what a
 * page lists under the incentives it states, so a reader can check them.
 */
export function sourcesOf(facts: readonly IncentiveFact[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const fact of facts) {
    for (const source of [fact.source, ...(fact.moreSources ?? [])]) {
      if (!seen.has(source.url)) seen.set(source.url, { title: source.title, url: source.url });
    }
  }
  return [...seen.values()];
}
