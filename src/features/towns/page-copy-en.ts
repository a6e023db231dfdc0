import { findTownRecord } from '@/content/towns';
import { catalogue } from '@/content/topics/catalogue';
import type { PageCopy } from './page-copy';
import { englishCopyText } from './page-copy-text-en';

/**
 * The English copy with every town's record and every topic, for the tests and scripts that build
 * many pages at once. A page loads only its own town's record and topics instead (loadPageCopy in
 * page-copy.ts).
 */
export const englishPageCopy: PageCopy = { ...englishCopyText, catalogue, findTownRecord };
