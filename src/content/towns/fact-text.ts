import type { GasSupplier } from './types';

/**
 * The words around a town's facts as its pages show them (src/features/towns/town-facts.ts):
 * the label of each fact, and the values and notes written from a number or a yes/no.
 */
export const factText = {
  drive: {
    label: 'From our Bakersfield office',
    acrossTown: 'Up to half an hour across town',
    byRoad: (drive: string) => `${drive} by road`,
    detail: 'The soonest an electrician can reach you, before traffic; the dispatcher tells you honestly when you call.',
  },
  labels: {
    electric: 'Electric utility',
    gas: 'Natural gas',
    permit: 'Building permits',
    climate: 'Title 24 climate zone (the zone California’s building energy code gives the town)',
    elevation: 'Elevation',
    design: 'Design note',
    outages: 'Power shutoffs and outages',
    program: 'Program',
  },
  solarApp: { yes: 'Takes SolarAPP+ instant permits.', no: 'Reviews solar plans itself (no SolarAPP+).', unknown: '' },
  zone: (zone: number) => `Zone ${zone}`,
  /** What each Title 24 climate zone of the 14 towns means for a design, in our words. */
  zoneMeaning: {
    13: 'The hot central valley zone: energy rules assume long cooling seasons, so attic insulation, ducts and air conditioning weigh heavily.',
    14: 'The high-desert zone: hot days, cold nights and strong sun, with both heating and cooling loads.',
    16: 'The mountain zone: cold winters drive heating loads, and snow and wind loads shape roofs and racking.',
  } as Record<number, string>,
  elevation: (feet: number) => `About ${feet.toLocaleString('en-US')} ft`,
  /** A town's gas supplier as its facts show it (Lake Isabella has none). */
  gasSuppliers: {
    SoCalGas: 'SoCalGas',
    'PG&E': 'PG&E',
    'propane or electric only': 'propane or electric only',
  } as Record<GasSupplier, string>,
};
