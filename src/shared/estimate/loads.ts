import { range, type Fact, type Range } from './fact';
import { src } from './sources';

/**
 * What a battery must carry in a Public Safety Power Shutoff (docs/decisions/023-estimate.md,
 * "Backup"): running watts from public tables, and the share of the hour each load runs (its duty
 * cycle), which no table gives for a Kern home in a shutoff and so is an editable assumption.
 */
export type CircuitId = 'fridge' | 'wellPump' | 'furnaceFan' | 'medical' | 'lights' | 'internet' | 'roomAc' | 'centralAc';

export interface Circuit {
  runningW: Range;
  /** Share of the time it runs. */
  duty: Range;
  /** Motor start, when it matters for the inverter. */
  startW?: Range;
}

const read = '2026-11-26' as const;
const review = '2028-11-26' as const;

function load(id: CircuitId, label: string, value: Circuit, source: Fact<Circuit>['source'], note: string): Fact<Circuit> {
  return {
    id: `load.${id}`,
    label,
    value,
    unit: 'W running; share of time',
    kind: source ? 'load' : 'assumption',
    source,
    asOf: read,
    reviewBy: review,
    note,
  };
}

export const circuits: Record<CircuitId, Fact<Circuit>> = {
  fridge: load(
    'fridge',
    'Refrigerator',
    { runningW: range(725), duty: range(0.33) },
    src.doeAppliances,
    'DOE: 725 W, cycling about a third of the time; newer models use less.',
  ),
  wellPump: load(
    'wellPump',
    'Electric well pump',
    { runningW: range(750, 1000), duty: range(0.04, 0.12), startW: range(2100, 4000) },
    src.wellPump,
    'Running watts from a generator-sizing table, starting watts for a 1/2 hp pump; 1 to 3 hours a day of pumping is our assumption.',
  ),
  furnaceFan: load(
    'furnaceFan',
    'Gas furnace fan',
    { runningW: range(350, 750), duty: range(0.3, 0.6) },
    src.doeAppliances,
    '750 W (DOE table) to 350 W (appliance rating table); running 30-60 % of a cold night is our assumption.',
  ),
  medical: load(
    'medical',
    'Medical device (home oxygen concentrator)',
    { runningW: range(300, 600), duty: range(1) },
    src.oxygen,
    'Home concentrators run around the clock; a CPAP or other device uses far less. Check the device label.',
  ),
  lights: load(
    'lights',
    'Lights (six LED or CFL lamps)',
    { runningW: range(60, 110), duty: range(0.25, 0.35) },
    src.applianceTable,
    'About 10-18 W a lamp; on 6 to 8 hours a day is our assumption.',
  ),
  internet: load(
    'internet',
    'Internet modem and router',
    { runningW: range(10, 30), duty: range(1) },
    undefined,
    'No public source was read; typical nameplate range, editable.',
  ),
  roomAc: load(
    'roomAc',
    'Window or room air conditioner',
    { runningW: range(500, 1500), duty: range(0.5, 0.9) },
    src.roomAc,
    'Cycling half to nearly all of a hot afternoon is our assumption.',
  ),
  centralAc: load(
    'centralAc',
    'Central air conditioner (3 ton)',
    { runningW: range(3000, 3800), duty: range(0.5, 1) },
    src.centralAc,
    'Newer variable-speed units draw less; duty on a 100 °F evening is our assumption.',
  ),
};

export type BatteryId = 'powerwall3' | 'powerwall3x2';

export interface Battery {
  name: string;
  capacityKwh: number;
  continuousKw: number;
}

export const batteries: Record<BatteryId, Fact<Battery>> = {
  powerwall3: {
    id: 'battery.powerwall3',
    label: 'One Tesla Powerwall 3',
    value: { name: 'Tesla Powerwall 3', capacityKwh: 13.5, continuousKw: 11.5 },
    unit: 'kWh usable; kW continuous',
    kind: 'equipment',
    source: src.powerwall3,
    asOf: '2024-11-30',
    reviewBy: '2027-11-26',
  },
  powerwall3x2: {
    id: 'battery.powerwall3x2',
    label: 'Two Tesla Powerwall 3',
    value: { name: 'Two Tesla Powerwall 3', capacityKwh: 27, continuousKw: 23 },
    unit: 'kWh usable; kW continuous',
    kind: 'equipment',
    source: src.powerwall3,
    asOf: '2024-11-30',
    reviewBy: '2027-11-26',
    note: 'Twice one unit; a second unit adds capacity and power.',
  },
};

/** How full the battery is when the shutoff starts: utilities warn ahead, so it is usually near full. */
export const chargeAtShutoff: Fact<Range> = {
  id: 'battery.charge-at-shutoff',
  label: 'Battery charge when the shutoff begins',
  value: range(0.9, 1),
  unit: 'share of capacity',
  kind: 'assumption',
  asOf: read,
  reviewBy: review,
  note: 'Editable; assumes the battery is set to fill when a shutoff is announced.',
};
