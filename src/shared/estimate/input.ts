import type { Range } from './fact';
import type { BatteryId, CircuitId } from './loads';
import type { Roof, Shade } from './production-data';

/** What the visitor tells the estimator (docs/decisions/023-estimate.md, "Inputs"). */
export interface EstimateInput {
  /** A town slug of src/shared/places/towns.ts, or a five-digit ZIP of one of them. */
  place: string;
  /** A typical monthly bill in dollars, or the 12 monthly kWh from the bill, January first. */
  usage: { kind: 'bill'; monthlyBill: number } | { kind: 'kwh'; monthlyKwh: readonly number[] };
  discount: 'none' | 'care' | 'fera';
  roof: Roof;
  shade: Shade;
  battery: boolean;
  /** A planned EV adds its charging; one the home already has is in the bill. */
  ev: 'none' | 'have' | 'planned';
  wellPump: boolean;
  /** The circuits to keep on in a shutoff, and the battery to carry them. */
  backup?: { circuits: readonly CircuitId[]; battery: BatteryId };
  overrides?: Overrides;
}

/** Every assumption the page lets the visitor change; each replaces the sourced value. */
export interface Overrides {
  /** All-in $/kWh on the plan after solar, peak (4-9 pm) and other hours, both seasons. */
  rateAfter?: { peak: Range; other: Range };
  /** All-in $/kWh on the plan before solar, the year's average. */
  rateBefore?: Range;
  exportValue?: Range;
  solarPricePerWatt?: Range;
  batteryPricePerKwh?: Range;
  productionPerKw?: Range;
  degradation?: Range;
  offsetTarget?: Range;
  daytimeShare?: Range;
  peakShare?: Range;
  loanRate?: Range;
  loanYears?: number;
}

export type EstimateError = 'unknown-place' | 'bad-usage' | 'bad-override';

const MAX_BILL = 5000;
const MAX_MONTH_KWH = 20000;

const okRange = (r: Range | undefined, max: number) =>
  r === undefined || (Number.isFinite(r.low) && Number.isFinite(r.high) && r.low >= 0 && r.low <= r.high && r.high <= max);

/** Input a person or a client can get wrong: numbers out of range never reach the model. */
export function checkInput(input: EstimateInput): EstimateError | undefined {
  const u = input.usage;
  if (u.kind === 'bill' && !(Number.isFinite(u.monthlyBill) && u.monthlyBill > 0 && u.monthlyBill <= MAX_BILL)) return 'bad-usage';
  if (u.kind === 'kwh') {
    const kwh = u.monthlyKwh;
    if (kwh.length !== 12 || !kwh.every((k) => Number.isFinite(k) && k >= 0 && k <= MAX_MONTH_KWH)) return 'bad-usage';
    if (kwh.reduce((a, b) => a + b, 0) <= 0) return 'bad-usage';
  }
  const o = input.overrides ?? {};
  const prices = [o.rateBefore, o.exportValue, o.rateAfter?.peak, o.rateAfter?.other].every((r) => okRange(r, 5));
  const shares = [o.degradation, o.offsetTarget, o.daytimeShare, o.peakShare, o.loanRate].every((r) => okRange(r, 1));
  const others = okRange(o.solarPricePerWatt, 20) && okRange(o.batteryPricePerKwh, 10000) && okRange(o.productionPerKw, 3000);
  const years = o.loanYears === undefined || (Number.isInteger(o.loanYears) && o.loanYears >= 1 && o.loanYears <= 40);
  const shape = (o.daytimeShare?.high ?? 0) + (o.peakShare?.high ?? 0) <= 1;
  if (!(prices && shares && others && years && shape)) return 'bad-override';
  if (o.offsetTarget && o.offsetTarget.low <= 0) return 'bad-override';
  if (o.productionPerKw && o.productionPerKw.low <= 0) return 'bad-override';
  return undefined;
}
