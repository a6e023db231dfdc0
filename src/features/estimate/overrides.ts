import type { Range } from '@/shared/estimate/fact';
import type { Overrides } from '@/shared/estimate/input';
import type { ResolvedPlace } from '@/shared/estimate/places';
import { batteryPricePerKwh, loanRate, loanYears, offsetTarget, solarPricePerWatt } from '@/shared/estimate/prices';
import { degradation, productionPerKw } from '@/shared/estimate/production-data';
import { exportValue } from '@/shared/estimate/tariffs';
import { daytimeShare, peakShare } from '@/shared/estimate/usage-data';

/**
 * The assumptions the page lets the visitor change (docs/decisions/023-estimate.md, "Overrides"):
 * each shown with its sourced value in the unit a person reads (percent for shares and rates of
 * interest), and, once changed, passed to the model as an override. The two rate keys have no
 * single sourced value (a plan has seasonal peak and other-hours prices): their fields start
 * empty, and an empty field means "the plan's own prices".
 */
export type RangeKey =
  | 'productionPerKw'
  | 'exportValue'
  | 'solarPrice'
  | 'batteryPrice'
  | 'degradation'
  | 'loanRate'
  | 'offset'
  | 'daytimeShare'
  | 'peakShare'
  | 'rateBefore'
  | 'ratePeak'
  | 'rateOther';

export interface RangeField {
  /** Display value = model value x scale (percent for shares). */
  scale: number;
  /** The largest display value accepted (the model's own bounds, src/shared/estimate/input.ts). */
  max: number;
  /** Zero is refused (a system sized to 0 % of use, 0 kWh per kW). */
  positive?: boolean;
  /** The sourced value for this place; undefined for the plan rates. */
  sourced: (place: ResolvedPlace | undefined) => Range | undefined;
}

const fixed = (r: Range) => () => r;

export const rangeFields: Record<RangeKey, RangeField> = {
  productionPerKw: { scale: 1, max: 3000, positive: true, sourced: (p) => productionPerKw[p?.climateZone ?? 13].value },
  exportValue: { scale: 1, max: 5, sourced: fixed(exportValue.value) },
  solarPrice: { scale: 1, max: 20, sourced: fixed(solarPricePerWatt.value) },
  batteryPrice: { scale: 1, max: 10000, sourced: fixed(batteryPricePerKwh.value) },
  degradation: { scale: 100, max: 100, sourced: fixed(degradation.value) },
  loanRate: { scale: 100, max: 100, sourced: fixed(loanRate.value) },
  offset: { scale: 100, max: 100, positive: true, sourced: fixed(offsetTarget.value) },
  daytimeShare: { scale: 100, max: 100, sourced: fixed(daytimeShare.value) },
  peakShare: { scale: 100, max: 100, sourced: fixed(peakShare.value) },
  rateBefore: { scale: 1, max: 5, sourced: () => undefined },
  ratePeak: { scale: 1, max: 5, sourced: () => undefined },
  rateOther: { scale: 1, max: 5, sourced: () => undefined },
};

export const rangeKeys = Object.keys(rangeFields) as RangeKey[];
export const sourcedLoanYears = loanYears.value;

/** A number as a person types it: no binary noise (0.07 x 100 is 7, not 7.000000000000001). */
export const plain = (n: number): string => String(Number(n.toFixed(4)));

/** The text a range field shows before the visitor changes it. */
export function sourcedText(key: RangeKey, place: ResolvedPlace | undefined): { low: string; high: string } {
  const { scale, sourced } = rangeFields[key];
  const r = sourced(place);
  return r ? { low: plain(r.low * scale), high: plain(r.high * scale) } : { low: '', high: '' };
}

export type OverrideError = 'number' | 'order' | 'both' | 'sum';

/** A decimal as typed, with a comma or a dollar or percent sign forgiven; NaN for anything else. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim();
  return /^\d+(?:\.\d*)?$|^\.\d+$/.test(t) ? Number(t) : NaN;
}

/**
 * A range field's typed ends as a model range, or why not. Both empty: no override (for the plan
 * rates, the plan's prices). The same value as the sourced one (to display precision) is no
 * override either, so retyping a value never marks it as changed.
 */
export function parseRange(
  key: RangeKey,
  typed: { low: string; high: string },
  place: ResolvedPlace | undefined,
): { value?: Range; error?: OverrideError } {
  const field = rangeFields[key];
  if (typed.low.trim() === '' && typed.high.trim() === '') return {};
  const low = parseNumber(typed.low);
  const high = parseNumber(typed.high);
  if (typed.low.trim() === '' || typed.high.trim() === '') return { error: 'both' };
  const ok = (n: number) => Number.isFinite(n) && n <= field.max && (!field.positive || n > 0);
  if (!ok(low) || !ok(high)) return { error: 'number' };
  if (low > high) return { error: 'order' };
  const sourced = sourcedText(key, place);
  if (plain(low) === sourced.low && plain(high) === sourced.high) return {};
  return { value: { low: low / field.scale, high: high / field.scale } };
}

/** Loan years as typed: a whole number from 1 to 40, or no override when it is the sourced term. */
export function parseYears(typed: string | undefined): { value?: number; error?: OverrideError } {
  if (typed === undefined || typed.trim() === '') return {};
  const n = parseNumber(typed);
  if (!Number.isInteger(n) || n < 1 || n > 40) return { error: 'number' };
  return n === sourcedLoanYears ? {} : { value: n };
}

/** The model's overrides from the parsed fields (src/shared/estimate/input.ts). */
export function toOverrides(ranges: Partial<Record<RangeKey, Range>>, years: number | undefined): Overrides {
  const o: Overrides = {};
  if (ranges.productionPerKw) o.productionPerKw = ranges.productionPerKw;
  if (ranges.exportValue) o.exportValue = ranges.exportValue;
  if (ranges.solarPrice) o.solarPricePerWatt = ranges.solarPrice;
  if (ranges.batteryPrice) o.batteryPricePerKwh = ranges.batteryPrice;
  if (ranges.degradation) o.degradation = ranges.degradation;
  if (ranges.loanRate) o.loanRate = ranges.loanRate;
  if (ranges.offset) o.offsetTarget = ranges.offset;
  if (ranges.daytimeShare) o.daytimeShare = ranges.daytimeShare;
  if (ranges.peakShare) o.peakShare = ranges.peakShare;
  if (ranges.rateBefore) o.rateBefore = ranges.rateBefore;
  // The plan after solar has two prices, given together (values.ts asks for the other one).
  if (ranges.ratePeak && ranges.rateOther) o.rateAfter = { peak: ranges.ratePeak, other: ranges.rateOther };
  if (years !== undefined) o.loanYears = years;
  return o;
}
