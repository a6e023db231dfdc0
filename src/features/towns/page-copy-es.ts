import { findTownRecord } from '@/content/towns/index.es';
import { catalogue } from '@/content/topics/catalogue.es';
import type { PageCopy } from './page-copy';
import { spanishCopyText } from './page-copy-text-es';

/**
 * The Spanish copy with every town's record and every topic, for the tests and scripts that build
 * many pages at once. A page loads only its own town's record and topics instead (loadPageCopy in
 * page-copy.ts).
 */
export const spanishPageCopy: PageCopy = { ...spanishCopyText, catalogue, findTownRecord };
