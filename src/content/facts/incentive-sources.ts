import type { SourceLink } from '@/content/types';
import type { IsoDate, Source } from './incentive-types';

/** Anything with a source and the day it was checked: an incentive, a billing rule, a charging figure. */
export interface Citable {
  source?: { url: string; title: string };
  moreSources?: readonly Source[];
  asOf: IsoDate;
}

/**
 * The sources of the given facts, each document once, in the order the facts are given, with the
 * day each was checked: what a page lists under the figures it states, so a reader can check them
 * (docs/decisions/027-content-truth.md). A document cited by several facts shows the earliest date.
 * `primaryOnly` lists each fact's own source and leaves out its further ones: what a page that
 * only mentions a fact in passing cites, to stay small (docs/decisions/020-first-window.md).
 */
export function sourcesOf(facts: readonly Citable[], { primaryOnly = false } = {}): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const fact of facts) {
    for (const source of [fact.source, ...(primaryOnly ? [] : (fact.moreSources ?? []))]) {
      if (!source || !source.url.startsWith('https://')) continue;
      const known = seen.get(source.url);
      if (!known) seen.set(source.url, { title: source.title, url: source.url as `https://${string}`, asOf: fact.asOf });
      else if (known.asOf && fact.asOf < known.asOf) known.asOf = fact.asOf;
    }
  }
  return [...seen.values()];
}
