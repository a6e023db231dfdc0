import type { Block, SourceLink } from '@/content/types';
import { sourcesOf, type Citable } from './incentive-sources';

/** The sources section of a Spanish page (see sources-block.ts). */
export const sourcesBlock = (facts: readonly Citable[], id = 'sources'): Block =>
  sourcesSection(sourcesOf(facts, { primaryOnly: true }), id);

/** The same section from a list already made with `sourcesOf` (a topic template's `cites`). */
export const sourcesSection = (items: readonly SourceLink[], id = 'sources'): Block => ({
  kind: 'sources',
  id,
  heading: 'Fuentes',
  items,
});
