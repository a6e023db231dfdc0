import type { IsoDate, Source } from '@/content/facts/incentive-types';
import { findTown } from '@/shared/places/towns';
import type { TownFact, TownRecord, TownRecordFile } from './types';

/**
 * The documents the town records cite, and the two ways a fact is recorded
 * (docs/decisions/016-town-pages.md). `read` is only for a value read on that page on
 * `townsCheckedOn`; everything else is `ownerToVerify`: the page is where to confirm it.
 */
export const townsCheckedOn: IsoDate = '2026-11-23';

export const read = <T>(value: T, source: Source): TownFact<T> => ({ value, source, asOf: townsCheckedOn, check: 'read' });
export const ownerToVerify = <T>(value: T, source: Source): TownFact<T> => ({
  value,
  source,
  asOf: townsCheckedOn,
  check: 'owner-to-verify',
});

/** Statewide and utility pages, shared by several towns. */
export const src = {
  climateZones: {
    url: 'https://www.energy.ca.gov/programs-and-topics/programs/building-energy-efficiency-standards/climate-zone-tool-maps-and',
    title: 'California Energy Commission: Climate zone tool, maps and information',
  },
  sb379: {
    url: 'https://www.energy.ca.gov/programs-and-topics/programs/residential-solar-permit-reporting-sb-379',
    title: 'California Energy Commission: Residential solar permit reporting under SB 379 (who must offer automated permits)',
  },
  fireThreatMap: {
    url: 'https://www.cpuc.ca.gov/industries-and-topics/wildfires/fire-threat-maps-and-fire-safety-rulemaking',
    title: 'CPUC: Fire-threat maps and fire-safety rulemaking (High Fire-Threat District)',
  },
  medicalBaseline: {
    url: 'https://www.cpuc.ca.gov/consumer-support/financial-assistance-savings-and-discounts/medical-baseline',
    title: 'CPUC: Medical Baseline',
  },
  gnis: {
    url: 'https://www.usgs.gov/tools/geographic-names-information-system-gnis',
    title: 'USGS: Geographic Names Information System (GNIS)',
  },
  calgem: {
    url: 'https://www.conservation.ca.gov/calgem',
    title: 'California Geologic Energy Management Division (CalGEM): oil and gas wells',
  },
  pge: { url: 'https://www.pge.com/', title: 'Pacific Gas and Electric Company (PG&E)' },
  pgePsps: { url: 'https://www.pge.com/psps', title: 'PG&E: Public Safety Power Shutoffs' },
  sce: { url: 'https://www.sce.com/', title: 'Southern California Edison (SCE)' },
  scePsps: { url: 'https://www.sce.com/psps', title: 'SCE: Public Safety Power Shutoffs' },
  sceMedical: {
    url: 'https://www.sce.com/wildfire/access-and-functional-needs',
    title: 'SCE: Access and functional needs (Medical Baseline Allowance and shutoff support)',
  },
  sceBackupBattery: {
    url: 'https://www.sce.com/wildfire/critical-care-backup-battery-program',
    title: 'SCE: Critical Care Backup Battery program',
  },
  socalgas: { url: 'https://www.socalgas.com/', title: 'Southern California Gas Company (SoCalGas)' },
  kernBuilding: {
    url: 'https://kernpublicworks.com/building-and-code/',
    title: 'Kern County Public Works: Building and code',
  },
} as const satisfies Record<string, Source>;

/** A record file joined with the climate zone src/shared/places/towns.ts gives its town. */
export function withClimateZone({ climateZoneRead, ...file }: TownRecordFile): TownRecord {
  const town = findTown(file.slug);
  if (!town) throw new Error(`src/content/towns/records has a record for ${file.slug}, which src/shared/places/towns.ts does not list`);
  return {
    ...file,
    climateZone: climateZoneRead ? read(town.climateZone, climateZoneRead) : ownerToVerify(town.climateZone, src.climateZones),
  };
}
