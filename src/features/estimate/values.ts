import type { EstimateInput } from '@/shared/estimate/input';
import type { CircuitId } from '@/shared/estimate/loads';
import type { Roof, Shade } from '@/shared/estimate/production-data';
import type { Range } from '@/shared/estimate/fact';
import { fixedCharge } from '@/shared/estimate/tariffs';
import { daytimeShare, peakShare } from '@/shared/estimate/usage-data';
import { matchPlace, placeKey } from './place-match';
import { parseNumber, parseRange, parseYears, rangeKeys, sourcedText, toOverrides, type OverrideError, type RangeKey } from './overrides';

/**
 * The estimator's fields as the visitor left them (text as typed), and the model input they
 * make. Pure: the page keeps these values in state, the prerendered form shows the defaults,
 * and one function (applyField) takes every change, from React's onChange or from what was
 * typed before the page's code arrived.
 */
export const roofs = ['south', 'southeast-southwest', 'east-west', 'flat'] as const satisfies readonly Roof[];
export const shades = ['none', 'some', 'heavy'] as const satisfies readonly Shade[];
export const discounts = ['none', 'care', 'fera'] as const;
export const batteryChoices = ['none', 'powerwall3', 'powerwall3x2'] as const;
export const evChoices = ['none', 'have', 'planned'] as const;
export const circuitIds = [
  'fridge',
  'lights',
  'internet',
  'wellPump',
  'furnaceFan',
  'medical',
  'roomAc',
  'centralAc',
] as const satisfies readonly CircuitId[];

export type BatteryChoice = (typeof batteryChoices)[number];

export interface EstimateValues {
  place: string;
  usage: 'bill' | 'kwh';
  bill: string;
  /** January first. */
  kwh: readonly string[];
  discount: (typeof discounts)[number];
  roof: Roof;
  shade: Shade;
  battery: BatteryChoice;
  ev: EstimateInput['ev'];
  wellPump: boolean;
  circuits: readonly CircuitId[];
  /** The assumptions the visitor changed, as typed; a key not here shows its sourced value. */
  ranges: Partial<Record<RangeKey, { low: string; high: string }>>;
  loanYears?: string;
}

/** The worked example the prerendered page shows: docs/estimate-examples.md, home 1. */
export const defaultValues: EstimateValues = {
  place: 'Bakersfield',
  usage: 'bill',
  bill: '150',
  kwh: Array<string>(12).fill(''),
  discount: 'none',
  roof: 'south',
  shade: 'none',
  battery: 'none',
  ev: 'none',
  wellPump: false,
  circuits: ['fridge', 'lights', 'internet'],
  ranges: {},
};

/** What a field's change says: its name, and its value or whether it is ticked. */
export interface FieldChange {
  name: string;
  value: string;
  checked?: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The values with one field set; the very same object when nothing changes (no render, no new estimate). */
const set = <K extends keyof EstimateValues>(v: EstimateValues, key: K, value: EstimateValues[K]): EstimateValues =>
  v[key] === value ? v : { ...v, [key]: value };

/** The text a range field shows: what the visitor typed, or the sourced value for the place. */
export const rangeText = (v: Pick<EstimateValues, 'ranges' | 'place'>, key: RangeKey) =>
  v.ranges[key] ?? sourcedText(key, matchPlace(v.place));

/** What the assumptions' boxes show: the changed values, and the place whose sourced values the others show. */
export type AssumptionValues = Pick<EstimateValues, 'ranges' | 'place' | 'loanYears'>;

/**
 * Applies one field's change. Names: place, usage, bill, kwh-0..kwh-11, discount, roof, shade,
 * battery, ev, wellPump, circuit (one box per circuit id), {range key}-low / -high, loanYears.
 * Saying the home has a well pump ticks the pump among the backup circuits (and the reverse).
 */
export function applyField(v: EstimateValues, change: FieldChange): EstimateValues {
  const { name, value } = change;
  const on = change.checked ?? false;
  const month = /^kwh-(\d{1,2})$/.exec(name);
  const range = /^(\w+)-(low|high)$/.exec(name);
  switch (name) {
    case 'place':
    case 'bill':
      return set(v, name, value);
    case 'usage':
      return on ? set(v, 'usage', value === 'kwh' ? 'kwh' : 'bill') : v;
    case 'discount':
      return set(v, 'discount', oneOf(discounts, value, v.discount));
    case 'roof':
      return set(v, 'roof', oneOf(roofs, value, v.roof));
    case 'shade':
      return set(v, 'shade', oneOf(shades, value, v.shade));
    case 'battery':
      return set(v, 'battery', oneOf(batteryChoices, value, v.battery));
    case 'ev':
      return set(v, 'ev', oneOf(evChoices, value, v.ev));
    case 'wellPump': {
      if (on === v.wellPump) return v;
      const circuits = v.circuits.filter((c) => c !== 'wellPump');
      return { ...v, wellPump: on, circuits: on ? [...circuits, 'wellPump'] : circuits };
    }
    case 'circuit': {
      const id = oneOf<string>(circuitIds, value, '') as CircuitId | '';
      if (!id) return v;
      if (v.circuits.includes(id) === on) return v;
      const others = v.circuits.filter((c) => c !== id);
      return { ...v, circuits: on ? circuitIds.filter((c) => c === id || others.includes(c)) : others };
    }
    case 'loanYears':
      return set(v, 'loanYears', value);
  }
  if (month) {
    const i = Number(month[1]);
    if (i > 11) return v;
    return { ...v, kwh: v.kwh.map((k, m) => (m === i ? value : k)) };
  }
  if (range && (rangeKeys as string[]).includes(range[1]!)) {
    const key = range[1] as RangeKey;
    const end = range[2] as 'low' | 'high';
    return { ...v, ranges: { ...v.ranges, [key]: { ...rangeText(v, key), [end]: value } } };
  }
  return v;
}

/** Every changed assumption back to its sourced value. */
export const resetAssumptions = (v: EstimateValues): EstimateValues => ({ ...v, ranges: {}, loanYears: undefined });

export type UsageError = 'bill' | 'kwh';
export interface Parsed {
  /** Undefined while a field the model needs is missing or wrong. */
  input?: EstimateInput;
  placeUnknown: boolean;
  usageError?: UsageError;
  rangeErrors: Partial<Record<RangeKey | 'loanYears', OverrideError>>;
}

const MAX_BILL = 5000;
const MAX_MONTH_KWH = 20000;

/**
 * The model input for these values. A changed assumption that does not read as a range is left
 * out (the sourced value is used) and named in `rangeErrors`, so the page can say so beside it.
 */
export function toInput(v: EstimateValues): Parsed {
  const key = placeKey(v.place);
  const place = matchPlace(v.place);
  const rangeErrors: Parsed['rangeErrors'] = {};
  const ranges: Partial<Record<RangeKey, Range>> = {};
  for (const k of rangeKeys) {
    const typed = v.ranges[k];
    if (!typed) continue;
    const { value, error } = parseRange(k, typed, place);
    if (error) rangeErrors[k] = error;
    else if (value) ranges[k] = value;
  }
  // The plan after solar is changed as a whole: both its prices, or neither.
  const peakTyped = Boolean(v.ranges.ratePeak && (v.ranges.ratePeak.low || v.ranges.ratePeak.high));
  const otherTyped = Boolean(v.ranges.rateOther && (v.ranges.rateOther.low || v.ranges.rateOther.high));
  if (peakTyped !== otherTyped) rangeErrors[peakTyped ? 'rateOther' : 'ratePeak'] ??= 'both';
  // Use by day and use from 4 to 9 pm are parts of one whole: together at most all of it.
  const day = ranges.daytimeShare ?? daytimeShare.value;
  const peak = ranges.peakShare ?? peakShare.value;
  if (day.high + peak.high > 1) {
    for (const k of ['daytimeShare', 'peakShare'] as const) if (ranges[k]) rangeErrors[k] = 'sum';
    delete ranges.daytimeShare;
    delete ranges.peakShare;
  }
  const years = parseYears(v.loanYears);
  if (years.error) rangeErrors.loanYears = years.error;

  let usage: EstimateInput['usage'] | undefined;
  let usageError: UsageError | undefined;
  if (v.usage === 'bill') {
    // A bill no larger than the fixed charge says nothing about the kWh behind it (the model refuses it too).
    const bill = parseNumber(v.bill);
    if (Number.isFinite(bill) && bill > fixedCharge.value[v.discount === 'none' ? 'standard' : v.discount] && bill <= MAX_BILL)
      usage = { kind: 'bill', monthlyBill: bill };
    else usageError = 'bill';
  } else {
    const kwh = v.kwh.map(parseNumber);
    const ok = kwh.length === 12 && kwh.every((k) => Number.isFinite(k) && k <= MAX_MONTH_KWH) && kwh.some((k) => k > 0);
    if (ok) usage = { kind: 'kwh', monthlyKwh: kwh };
    else usageError = 'kwh';
  }
  if (!key || !usage) return { placeUnknown: !key, usageError, rangeErrors };
  const battery = v.battery === 'none' ? undefined : v.battery;
  const input: EstimateInput = {
    place: key,
    usage,
    discount: v.discount,
    roof: v.roof,
    shade: v.shade,
    battery: battery !== undefined,
    ev: v.ev,
    wellPump: v.wellPump,
    // Backup hours for the chosen battery, or for one Powerwall 3 while none is chosen.
    backup: { circuits: v.circuits, battery: battery ?? 'powerwall3' },
    overrides: toOverrides(ranges, years.value),
  };
  return { input, placeUnknown: false, rangeErrors };
}
