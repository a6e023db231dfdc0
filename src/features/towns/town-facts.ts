import type { LocalFact, SourceLink } from '@/content/types';
import type { TownFact, TownRecord } from '@/content/towns/types';
import { driveTime } from '@/content/topics/places';
import type { Town } from '@/shared/places/towns';
import type { TopicGroup } from '@/shared/places/topic-index';

/** What each Title 24 climate zone of the 14 towns means for a design, in our words. */
const zoneMeaning: Record<number, string> = {
  13: 'The hot central valley zone: energy rules assume long cooling seasons, so attic insulation, ducts and air conditioning weigh heavily.',
  14: 'The high-desert zone: hot days, cold nights and strong sun, with both heating and cooling loads.',
  16: 'The mountain zone: cold winters drive heating loads, and snow and wind loads shape roofs and racking.',
};

/** A value reads as its own line on the page: 'about an hour by road' starts with a capital there. */
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const fact = <T>(f: TownFact<T>, label: string, value: string, detail?: string): LocalFact => ({
  label,
  value: capital(value),
  ...(detail && { detail }),
  source: f.source,
  asOf: f.asOf,
  ...(f.check === 'owner-to-verify' && { toConfirm: true }),
});

export type FactKey = 'drive' | 'electric' | 'gas' | 'permit' | 'climate' | 'elevation' | 'design' | 'outages' | 'programs';

/** Every local fact of a town, as pages show them, by key. */
export function townFacts(record: TownRecord, town: Town): Record<FactKey, LocalFact[]> {
  const { electric, gas, permit, climateZone, elevationFeet } = record;
  const solarApp = { yes: 'Takes SolarAPP+ instant permits.', no: 'Reviews solar plans itself (no SolarAPP+).', unknown: '' }[
    permit.value.solarAppPlus
  ];
  return {
    drive: [
      {
        label: 'From our Bakersfield office',
        value: town.slug === 'bakersfield' ? 'Up to half an hour across town' : capital(`${driveTime(town.driveMinutes)} by road`),
        detail: 'The soonest an electrician can reach you, before traffic; the dispatcher tells you honestly when you call.',
      },
    ],
    electric: [fact(electric, 'Electric utility', electric.value.utility, electric.value.split)],
    gas: [fact(gas, 'Natural gas', gas.value.supplier, gas.value.note)],
    permit: [fact(permit, 'Building permits', permit.value.office, [solarApp, permit.value.note].filter(Boolean).join(' '))],
    climate: [fact(climateZone, 'Title 24 climate zone', `Zone ${climateZone.value}`, zoneMeaning[climateZone.value])],
    elevation: [fact(elevationFeet, 'Elevation', `About ${elevationFeet.value.toLocaleString('en-US')} ft`)],
    design: record.designNotes.map((n) => fact(n, 'Design note', n.value)),
    outages: [fact(record.outages, 'Power shutoffs and outages', record.outages.value)],
    programs: record.programs.map((p) => fact(p, 'Program', p.value.name, p.value.note)),
  };
}

/** The facts a topic page of the town shows: the ones that change that kind of work there. */
export const factsForGroup: Record<TopicGroup, readonly FactKey[]> = {
  solar: ['permit', 'climate', 'design', 'electric'],
  storage: ['outages', 'electric', 'permit', 'design'],
  bills: ['electric', 'gas', 'programs', 'climate'],
  owners: ['electric', 'permit', 'design'],
  farms: ['electric', 'design', 'programs', 'permit'],
};

/** Each source once, in the order given. */
export function uniqueSources(list: readonly (SourceLink | undefined)[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const source of list) if (source && !seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()];
}
