import type { Localized } from '@/content/localized';
import type { siteCopy } from '@/content/site-copy';

/** The site copy of either language (site-copy.ts, site-copy.es.ts): English with its text widened. */
export type SiteCopy = Localized<typeof siteCopy>;
