import { towns } from '@/shared/places/towns';
import { withClimateZone } from './sources';
import type { TownRecord, TownRecordFile } from './types';

/**
 * Every town's record: one file per town in records/, its Spanish twin beside it
 * (records/x.es.ts). Adding a town is its entry in src/shared/places/towns.ts and these two files
 * (docs/recipes.md).
 */
const records: readonly TownRecord[] = Object.values(
  import.meta.glob<TownRecordFile>(['./records/*.ts', '!./records/*.es.ts', '!./records/*.test.ts'], { eager: true, import: 'record' }),
).map(withClimateZone);

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

/** The record of one of the towns, or undefined. */
export const findTownRecord = (slug: string): TownRecord | undefined => bySlug.get(slug);
