import type { Locale } from '@/shared/i18n/locales';
import type { Town } from '@/shared/places/towns';
import { buildHub, type HubPage } from './build-hub';
import { loadPageCopy } from './page-copy';

/**
 * The hub of one of the 14 towns in the given language, or undefined when there is no record
 * for it. The copy of that language loads with it (its own chunk).
 */
export async function loadHub(town: Town, locale: Locale = 'en'): Promise<HubPage | undefined> {
  const copy = await loadPageCopy(locale, town.slug, town.indexedTopics);
  const record = copy.findTownRecord(town.slug);
  return record && buildHub(town, record, copy);
}
