import * as en from '@/content/towns';
import type { Localized } from '@/content/localized';
import { withClimateZone } from '@/content/towns/sources';
import type { TownRecord, TownRecordFile } from '@/content/towns/types';

/** Los registros en español: records/x.es.ts junto a records/x.ts. */
const bySlug = new Map<string, TownRecord>(
  Object.values(import.meta.glob<TownRecordFile>('./records/*.es.ts', { eager: true, import: 'record' }))
    .map(withClimateZone)
    .map((r) => [r.slug, r]),
);

/**
 * Los datos locales de cada pueblo en español, en el mismo orden que los registros en inglés (el de
 * src/shared/places/towns.ts). Falla al cargar si a un registro en inglés le falta su versión en español.
 */
export const townRecords: readonly TownRecord[] = en.townRecords.map((r) => {
  const es = bySlug.get(r.slug);
  if (!es) throw new Error(`Falta el registro en español del pueblo ${r.slug}`);
  return es;
});

/** El registro en español de uno de los pueblos, o undefined. */
export const findTownRecord: Localized<typeof en.findTownRecord> = (slug: string): TownRecord | undefined => bySlug.get(slug);
