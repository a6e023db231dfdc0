import { findTownRecord } from '@/content/towns';
import type { Town } from '@/shared/places/towns';
import { buildHub, type HubPage } from './build-hub';

/** The hub of one of the 14 towns, or undefined when there is no record for it. */
export function loadHub(town: Town): HubPage | undefined {
  const record = findTownRecord(town.slug);
  return record && buildHub(town, record);
}
