import { towns } from '@/shared/places/towns';
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
import type { TownRecord } from './types';
import { wasco } from './wasco';

const records: readonly TownRecord[] = [
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
];

// A record whose slug is not in towns.ts sorts last, so towns.test.ts reports it rather than losing it.
const place = (slug: string) => {
  const i = towns.findIndex((t) => t.slug === slug);
  return i < 0 ? towns.length : i;
};

/**
 * Every town's local facts, in the order of src/shared/places/towns.ts (docs/decisions/016-town-pages.md).
 * towns.test.ts fails when a town has no record or a record no town.
 */
export const townRecords: readonly TownRecord[] = [...records].sort((a, b) => place(a.slug) - place(b.slug));

const bySlug = new Map(townRecords.map((r) => [r.slug, r]));

/** The record of one of the 14 towns, or undefined. */
export const findTownRecord = (slug: string): TownRecord | undefined => bySlug.get(slug);
