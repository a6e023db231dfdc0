import { range, type Fact, type Range } from '@/shared/estimate/fact';

/**
 * How many miles of range an hour of home charging adds: the figure the EV pages, the FAQ and
 * the storage topic pages state, written through `milesPerHour` so one edit here changes them all.
 * Public figures disagree (DOE material gives Level 1 about 2 to 5 and Level 2 anywhere from 10
 * to 60 miles an hour), so the range is our arithmetic for the circuits we install: charger power
 * x share reaching the battery x miles per kWh, with the estimate's 3 to 4 miles per kWh
 * (src/shared/estimate/usage-data.ts).
 */
const milesPerKwh = range(3, 4);
const reachesBattery = range(0.85, 0.9);
const doe = {
  url: 'https://www.energy.gov/eere/electricvehicles/charging-home',
  title: 'U.S. Department of Energy: Charging at home',
} as const;

const roundTo = (step: number) => (x: number) => Math.round(x / step) * step;

function chargingFact(id: string, label: string, kw: number, step: number): Fact<Range> {
  const round = roundTo(step);
  return {
    id,
    label,
    value: range(round(kw * reachesBattery.low * milesPerKwh.low), round(kw * reachesBattery.high * milesPerKwh.high)),
    unit: 'miles of range per hour of charging',
    kind: 'assumption',
    source: doe,
    asOf: '2026-11-26',
    reviewBy: '2027-11-26',
    note: `${kw} kW x ${reachesBattery.low}-${reachesBattery.high} reaching the battery x ${milesPerKwh.low}-${milesPerKwh.high} miles per kWh, rounded to ${step}.`,
  };
}

export const charging = {
  /** The cord that comes with the car on a 120 V outlet: 12 A, 1.44 kW. */
  level1: chargingFact('charging.level1', 'Level 1, 120 V outlet at 12 A', 1.44, 1),
  /** A Level 2 charger on a 40 A circuit draws 32 A at 240 V: 7.68 kW. */
  level2on40: chargingFact('charging.level2-40a', 'Level 2, 40 A circuit (32 A at 240 V)', 7.68, 5),
  /** On a 60 A circuit, 48 A at 240 V (11.52 kW), when the car's own charger accepts that much. */
  level2on60: chargingFact('charging.level2-60a', 'Level 2, 60 A circuit (48 A at 240 V)', 11.52, 5),
} as const;

/** '20 to 30' in English, '20 a 30' in Spanish: how copy writes a charging range. */
export const milesPerHour = (fact: Fact<Range>, language: 'en' | 'es' = 'en'): string =>
  `${fact.value.low} ${language === 'es' ? 'a' : 'to'} ${fact.value.high}`;
