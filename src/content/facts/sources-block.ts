import type { Block, SourceLink } from '@/content/types';
import { sourcesOf, type Citable } from './incentive-sources';

/**
 * The sources section of a page that states figures or rules about money or law: each document
 * the page's facts come from, with the day it was last checked (docs/decisions/027-content-truth.md).
 */
export const sourcesBlock = (facts: readonly Citable[], id = 'sources'): Block =>
  sourcesSection(sourcesOf(facts, { primaryOnly: true }), id);

/** The same section from a list already made with `sourcesOf` (a topic template's `cites`). */
export const sourcesSection = (items: readonly SourceLink[], id = 'sources'): Block => ({
  kind: 'sources',
  id,
  heading: 'Sources',
  items,
});
