import type { Resolved } from './assumptions';
import { averageBeforePrice, runYear, type End, type Scenario, type YearResult } from './bill-model';
import type { EstimateInput } from './input';

/**
 * The model is run once for every combination of the ends of its ranges (a "corner"); every
 * output range is the smallest one holding all corners. Each output moves one way with each
 * input, so the corners hold its true extremes, and low <= high by construction.
 */
export interface CornerResult {
  usage: number[];
  production: number[];
  annualUsage: number;
  kw: number;
  withBattery: YearResult;
  /** The same corner without a battery (equal to `withBattery` when none was asked for). */
  withoutBattery: YearResult;
}

const ends = (r: { low: number; high: number }): number[] => (r.low === r.high ? [r.low] : [r.low, r.high]);
const picks: End[] = ['low', 'high'];

/** Every combination of the dimensions' values, as index tuples (mixed-radix counting). */
function combinations(sizes: readonly number[]): number[][] {
  const all: number[][] = [[]];
  for (const size of sizes) {
    const next: number[][] = [];
    for (const prefix of all) for (let v = 0; v < size; v++) next.push([...prefix, v]);
    all.splice(0, all.length, ...next);
  }
  return all;
}

export function runCorners(input: EstimateInput, a: Resolved): CornerResult[] {
  const out: CornerResult[] = [];
  // The battery's two ranges move its effect one way together: efficient and little reserve, or not.
  const batteryEnds = { low: 0, high: a.roundTrip.low === a.roundTrip.high && a.reserve.low === a.reserve.high ? 0 : 1 };
  const dims = [a.productionPerKw, a.exportValue, a.daytimeShare, a.peakShare, a.offset, a.discount, a.evKwh, batteryEnds].map(ends);
  const at = (dim: number, i: number | undefined) => dims[dim]?.[i ?? 0] ?? 0;
  // One price level for both plans: a home paying the low end before solar pays the low end after.
  for (const level of picks) {
    for (const i of combinations(dims.map((d) => d.length))) {
      const [prod, exportValue, daytimeShare, peakShare, offset, discount, ev, weak] = dims.map((_, d) => at(d, i[d]));
      const roundTrip = weak ? a.roundTrip.low : a.roundTrip.high;
      const reserve = weak ? a.reserve.high : a.reserve.low;
      const base = { before: a.before, peakShare: peakShare ?? 0, beforePick: level };
      const monthly =
        input.usage.kind === 'bill' ? (input.usage.monthlyBill - a.fixed) / (averageBeforePrice(base) * (1 - (discount ?? 0))) : 0;
      const usage = input.usage.kind === 'kwh' ? [...input.usage.monthlyKwh] : Array<number>(12).fill(Math.max(0, monthly));
      const evYear = ev ?? 0;
      const annualUsage = usage.reduce((s, u) => s + u, 0) + evYear;
      const perKw = prod ?? 1;
      const kw = (annualUsage * (offset ?? 1)) / perKw;
      const production = a.shape.map((share) => kw * perKw * share);
      const scenario: Scenario = {
        ...base,
        usage,
        ev: evYear / 12,
        production,
        after: a.after,
        fixed: a.fixed,
        discount: discount ?? 0,
        exportValue: exportValue ?? 0,
        daytimeShare: daytimeShare ?? 0,
        afterPick: level,
        batteryDailyKwh: a.batteryKwh * (1 - reserve),
        roundTrip,
      };
      const withBattery = runYear(scenario);
      const withoutBattery = a.batteryKwh > 0 ? runYear({ ...scenario, batteryDailyKwh: 0, roundTrip: 1 }) : withBattery;
      out.push({ usage: usage.map((u) => u + evYear / 12), production, annualUsage, kw, withBattery, withoutBattery });
    }
  }
  return out;
}
