import './zod-config';
import { z } from 'zod/mini';

/**
 * The solar estimate a visitor saw, as it travels with their quote request (issue 28;
 * docs/decisions/023-estimate.md, "The lead"): the answers and the figures, each bounded, so
 * the office reads what the visitor read. Plain data, no model code: the lead form's chunk and
 * the server load this, never src/shared/estimate. The server writes the office's line from it;
 * nothing here is visitor prose.
 */
const roofs = ['south', 'southeast-southwest', 'east-west', 'flat'] as const;
const shades = ['none', 'some', 'heavy'] as const;
const batteries = ['none', 'powerwall3', 'powerwall3x2'] as const;
const evs = ['none', 'have', 'planned'] as const;
const circuits = ['fridge', 'lights', 'internet', 'wellPump', 'furnaceFan', 'medical', 'roomAc', 'centralAc'] as const;

const range = (max: number) =>
  z
    .strictObject({ low: z.number().check(z.minimum(0), z.maximum(max)), high: z.number().check(z.minimum(0), z.maximum(max)) })
    .check(z.refine((r) => r.low <= r.high, 'low above high'));

export const solarEstimateSchema = z
  .strictObject({
    // A town's name as our list writes it (letters, spaces, dots), and the ZIP when one was typed.
    town: z.string().check(z.regex(/^[A-Za-z][A-Za-z .'-]{1,39}$/)),
    zip: z.optional(z.string().check(z.regex(/^\d{5}$/))),
    utility: z.enum(['pge', 'sce']),
    // One of the two: the monthly bill, or the year's kWh from 12 bills.
    bill: z.optional(z.number().check(z.minimum(0), z.maximum(5000))),
    yearKwh: z.optional(z.number().check(z.minimum(0), z.maximum(240_000))),
    discount: z.enum(['none', 'care', 'fera']),
    roof: z.enum(roofs),
    shade: z.enum(shades),
    battery: z.enum(batteries),
    ev: z.enum(evs),
    wellPump: z.boolean(),
    /** How many of the sourced assumptions the visitor changed. */
    changed: z.int().check(z.minimum(0), z.maximum(40)),
    systemKw: range(100),
    productionKwh: range(500_000),
    billBefore: range(10_000),
    billAfter: range(10_000),
    price: range(2_000_000),
    /** Capped at `capYears`: a high end at the cap reads "over". */
    cashYears: range(100),
    capYears: z.int().check(z.minimum(1), z.maximum(100)),
    backup: z.optional(
      z.strictObject({
        battery: z.enum(['powerwall3', 'powerwall3x2']),
        circuits: z.array(z.enum(circuits)).check(
          z.maxLength(circuits.length),
          z.refine((a) => new Set(a).size === a.length, 'Duplicate circuit'),
        ),
        hours: range(10_000),
      }),
    ),
  })
  .check(z.refine((e) => (e.bill === undefined) !== (e.yearKwh === undefined), 'Either a bill or the kWh of a year'));

export type SolarEstimateSummary = z.output<typeof solarEstimateSchema>;

const utilities = { pge: 'PG&E', sce: 'SCE' } as const;
const roofNames = { south: 'south roof', 'southeast-southwest': 'SE/SW roof', 'east-west': 'east/west roof', flat: 'flat roof' } as const;
const circuitNames = {
  fridge: 'fridge',
  lights: 'lights',
  internet: 'internet',
  wellPump: 'well pump',
  furnaceFan: 'furnace fan',
  medical: 'medical device',
  roomAc: 'window AC',
  centralAc: 'central AC',
} as const;

const grouped = (n: number, decimals = 0) => {
  const [whole = '0', frac] = n.toFixed(decimals).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};
type Range = { low: number; high: number };
const span = (r: Range, f: (n: number) => string) => (r.low === r.high ? f(r.low) : `${f(r.low)}-${f(r.high)}`);
const usd = (r: Range) => span(r, (n) => `$${grouped(n, Math.abs(n) < 100 && Math.round(n * 100) % 100 !== 0 ? 2 : 0)}`);
const years = (r: Range, cap: number) =>
  r.low >= cap ? `over ${cap} yr` : r.high >= cap ? `${grouped(r.low, 1)} to over ${cap} yr` : `${span(r, (n) => grouped(n, 1))} yr`;

/**
 * The estimate in one line for the office email and the CSV export (English, as the office
 * reads): the answers, then the figures the visitor saw.
 */
export function solarEstimateLine(e: SolarEstimateSummary): string {
  const answers = [
    `${e.town}${e.zip ? ` ${e.zip}` : ''} (${utilities[e.utility]})`,
    e.bill !== undefined ? `bill $${grouped(e.bill, e.bill % 1 ? 2 : 0)}/mo` : `${grouped(e.yearKwh ?? 0)} kWh/yr`,
    ...(e.discount === 'none' ? [] : [e.discount.toUpperCase()]),
    `${roofNames[e.roof]}, ${e.shade === 'none' ? 'no' : e.shade} shade`,
    e.battery === 'none' ? 'no battery' : e.battery === 'powerwall3' ? '1 Powerwall 3' : '2 Powerwall 3',
    e.ev === 'none' ? 'no EV' : e.ev === 'have' ? 'has an EV' : 'EV planned',
    ...(e.wellPump ? ['well pump'] : []),
    ...(e.changed ? [`${e.changed} assumption${e.changed === 1 ? '' : 's'} changed`] : []),
  ];
  const figures = [
    `${span(e.systemKw, (n) => grouped(n, 1))} kW`,
    `${span(e.productionKwh, (n) => grouped(n))} kWh/yr`,
    `bill ${usd(e.billBefore)} -> ${usd(e.billAfter)}/mo`,
    `price ${usd(e.price)}`,
    `cash payback ${years(e.cashYears, e.capYears)}`,
  ];
  const b = e.backup;
  if (b) {
    const on = b.battery === 'powerwall3' ? '1 Powerwall 3' : '2 Powerwall 3';
    const what = b.circuits.length ? b.circuits.map((c) => circuitNames[c]).join(', ') : 'no circuits';
    figures.push(`backup ${span(b.hours, (n) => grouped(n, n < 10 && n % 1 ? 1 : 0))} h on ${on} (${what})`);
  }
  return `${answers.join(', ')}. Estimate: ${figures.join(', ')}.`;
}
