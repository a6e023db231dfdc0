import type { Locale } from '@/shared/i18n/locales';
import { withClimateZone } from './sources';
import type { TownRecord, TownRecordFile } from './types';

/**
 * One town's record in one language, as a chunk of its own: a town's pages need only theirs, and
 * all 14 were about 24 KB gzip of every town page's JavaScript (docs/decisions/033-hydration-js.md).
 * The same files as index.ts and index.es.ts, which read them all at once for tests and scripts.
 */
const english = import.meta.glob<TownRecordFile>(['./records/*.ts', '!./records/*.es.ts', '!./records/*.test.ts'], { import: 'record' });
const spanish = import.meta.glob<TownRecordFile>('./records/*.es.ts', { import: 'record' });

/** The record of the town with this slug in the given language, or undefined when it has none. */
export async function loadTownRecord(slug: string, locale: Locale): Promise<TownRecord | undefined> {
  const load = locale === 'es' ? spanish[`./records/${slug}.es.ts`] : english[`./records/${slug}.ts`];
  return load && withClimateZone(await load());
}
