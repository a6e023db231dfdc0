import { range, type Fact, type Range } from './fact';
import { src } from './sources';
import type { ClimateZone } from '@/shared/places/towns';

/**
 * How much a roof makes: kWh per installed kW (DC, STC) in the first year, by climate zone, then
 * shaped by roof direction, shade and month (docs/decisions/023-estimate.md, "Production").
 */
export type { ClimateZone };
export type Roof = 'south' | 'southeast-southwest' | 'east-west' | 'flat';
export type Shade = 'none' | 'some' | 'heavy';

const read = '2026-11-26' as const;
const yearly = '2027-11-26' as const;

/**
 * CEC's table for the Homebuyer Solar Option (CECPV model). We read each zone's range as a
 * south-facing, unshaded roof: the regulation says azimuth, tilt and shade move the figure, and
 * the roof and shade factors below are applied on top.
 */
export const productionPerKw: Record<ClimateZone, Fact<Range>> = {
  13: {
    id: 'production.cz13',
    label: 'First-year production, climate zone 13 (Bakersfield and the valley towns)',
    value: range(1705, 2000),
    unit: 'kWh per kW per year',
    kind: 'resource',
    source: src.cecOffsetTable,
    asOf: read,
    reviewBy: yearly,
  },
  14: {
    id: 'production.cz14',
    label: 'First-year production, climate zone 14 (Ridgecrest, Mojave, Rosamond, California City)',
    value: range(1790, 2140),
    unit: 'kWh per kW per year',
    kind: 'resource',
    source: src.cecOffsetTable,
    asOf: read,
    reviewBy: yearly,
  },
  16: {
    id: 'production.cz16',
    label: 'First-year production, climate zone 16 (Tehachapi, Frazier Park, Lake Isabella)',
    value: range(1560, 1860),
    unit: 'kWh per kW per year',
    kind: 'resource',
    source: src.cecOffsetTable,
    asOf: read,
    reviewBy: yearly,
    note: 'Zone 16 covers colder mountain areas statewide; no station of its own in our towns, so the zone figure stands for all three.',
  },
};

/**
 * Orientation factor = cos(tilt - 0.76 x latitude) x (1 - 0.3 x (1 - cos(azimuth off south))),
 * evaluated at latitude 35.4 N for roof pitches 4:12 (18.4 degrees) to 6:12 (26.6 degrees); flat is 0 degrees.
 * The formula does not lower the azimuth penalty for low pitches, so east-west is on the cautious side.
 */
export const roofFactor: Record<Roof, Fact<Range>> = {
  south: orientation('south', 'Due south', range(0.99, 1)),
  'southeast-southwest': orientation('southeast-southwest', 'Southeast or southwest', range(0.9, 0.91)),
  'east-west': orientation('east-west', 'East or west', range(0.69, 0.7)),
  flat: orientation('flat', 'Flat (panels laid flat)', range(0.89, 0.89)),
};

function orientation(id: Roof, label: string, value: Range): Fact<Range> {
  return {
    id: `roof.${id}`,
    label: `Roof direction: ${label}`,
    value,
    unit: 'share of a south-facing roof',
    kind: 'resource',
    source: src.orientationFormula,
    asOf: read,
    reviewBy: yearly,
  };
}

/** No public table ties a homeowner's "some shade" to a loss; a site visit replaces these. */
export const shadeFactor: Record<Shade, Fact<Range>> = {
  none: shade('none', 'No shade', range(0.97, 1)),
  some: shade('some', 'Some shade (a tree or chimney part of the day)', range(0.8, 0.95)),
  heavy: shade('heavy', 'Heavy shade', range(0.6, 0.8)),
};

function shade(id: Shade, label: string, value: Range): Fact<Range> {
  return {
    id: `shade.${id}`,
    label,
    value,
    unit: 'share of unshaded production',
    kind: 'assumption',
    asOf: read,
    reviewBy: yearly,
    note: 'Editable assumption: no public source gives a loss per shade category; our surveyor measures the real one.',
  };
}

/**
 * Share of the year's production in each month, January first. Computed from the sun's geometry
 * alone (daily extraterrestrial radiation on a 22-degree south-facing plane at 35.4 N, Klein's mean
 * days): it knows day length and sun angle, not clouds or valley fog, so November to February are
 * likely a little high. No monthly measured series for our towns was found.
 */
export const monthlyShape: Fact<readonly number[]> = {
  id: 'production.monthly-shape',
  label: 'Share of yearly production by month',
  value: [0.0723, 0.0728, 0.0882, 0.0895, 0.093, 0.0893, 0.0922, 0.0921, 0.0865, 0.0826, 0.0717, 0.0698],
  unit: 'share of the year',
  kind: 'assumption',
  asOf: read,
  reviewBy: yearly,
  note: 'Derived by us from solar geometry; the annual total comes from the CEC table.',
};

export { degradation } from './degradation';
