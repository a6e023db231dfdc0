import * as en from '@/content/towns';
import type { Localized } from '@/content/es/localized';
import type { TownRecord } from '@/content/towns/types';
import { bakersfield } from './bakersfield';
import { californiaCity } from './california-city';
import { delano } from './delano';
import { frazierPark } from './frazier-park';
import { lakeIsabella } from './lake-isabella';
import { maricopa } from './maricopa';
import { mojave } from './mojave';
import { oildale } from './oildale';
import { ridgecrest } from './ridgecrest';
import { rosamond } from './rosamond';
import { shafter } from './shafter';
import { taft } from './taft';
import { tehachapi } from './tehachapi';
import { wasco } from './wasco';

const bySlug = new Map<string, TownRecord>(
  [
    bakersfield,
    californiaCity,
    delano,
    frazierPark,
    lakeIsabella,
    maricopa,
    mojave,
    oildale,
    ridgecrest,
    rosamond,
    shafter,
    taft,
    tehachapi,
    wasco,
  ].map((r) => [r.slug, r]),
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

/** El registro en español de uno de los 14 pueblos, o undefined. */
export const findTownRecord: Localized<typeof en.findTownRecord> = (slug: string): TownRecord | undefined => bySlug.get(slug);
