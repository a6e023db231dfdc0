import * as en from '@/content/towns';
import type { Localized } from '@/content/localized';
import type { TownRecord } from '@/content/towns/types';
import { bakersfield } from '@/content/towns/bakersfield.es';
import { californiaCity } from '@/content/towns/california-city.es';
import { delano } from '@/content/towns/delano.es';
import { frazierPark } from '@/content/towns/frazier-park.es';
import { lakeIsabella } from '@/content/towns/lake-isabella.es';
import { maricopa } from '@/content/towns/maricopa.es';
import { mojave } from '@/content/towns/mojave.es';
import { oildale } from '@/content/towns/oildale.es';
import { ridgecrest } from '@/content/towns/ridgecrest.es';
import { rosamond } from '@/content/towns/rosamond.es';
import { shafter } from '@/content/towns/shafter.es';
import { taft } from '@/content/towns/taft.es';
import { tehachapi } from '@/content/towns/tehachapi.es';
import { wasco } from '@/content/towns/wasco.es';

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
