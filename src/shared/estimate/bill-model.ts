import type { PlanPrices } from './tariffs';

/**
 * One year of bills for one set of values (a "corner" of the ranges). Monthly, because the Net
 * Billing Tariff bills energy monthly (docs/decisions/023-estimate.md, "Bills"): each month's
 * charges less its export credits, extra credit carried forward, what is left after 12 months lost.
 */
export interface Scenario {
  /** kWh per month the home uses now (without a planned EV), January first. */
  usage: readonly number[];
  /** kWh per month of a planned EV, charged at night. */
  ev: number;
  /** kWh per month the panels make. */
  production: readonly number[];
  before: PlanPrices;
  after: PlanPrices;
  fixed: number;
  discount: number;
  exportValue: number;
  daytimeShare: number;
  peakShare: number;
  /** kWh the battery can move per day (capacity less outage reserve); 0 without one. */
  batteryDailyKwh: number;
  roundTrip: number;
  /** Which end of each plan's price ranges this corner takes. */
  beforePick: End;
  afterPick: End;
}

export type End = 'low' | 'high';

export interface YearResult {
  billBefore: number[];
  billAfter: number[];
  /** Share of the year's production used at home, directly or through the battery. */
  selfUse: number;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const isSummer = (month: number): boolean => month >= 5 && month <= 8;

const season = (plan: PlanPrices, month: number) => (isSummer(month) ? plan.summer : plan.winter);

/** Average price of a kWh on the plan before solar, for converting a bill into kWh. */
export function averageBeforePrice(s: Pick<Scenario, 'before' | 'peakShare' | 'beforePick'>): number {
  const pick = s.beforePick;
  const avg = (m: number) => {
    const p = season(s.before, m);
    return s.peakShare * p.peak[pick] + (1 - s.peakShare) * p.other[pick];
  };
  return DAYS.reduce((sum, _, m) => sum + avg(m), 0) / 12;
}

export function runYear(s: Scenario): YearResult {
  const billBefore: number[] = [];
  const billAfter: number[] = [];
  let carried = 0;
  let produced = 0;
  let exported = 0;
  for (let m = 0; m < 12; m++) {
    const beforePrices = season(s.before, m);
    const afterPrices = season(s.after, m);
    const load = s.usage[m] ?? 0;
    const peakLoad = s.peakShare * load;
    const dayLoad = s.daytimeShare * load;
    const nightLoad = load - peakLoad - dayLoad + s.ev;
    const energyBefore =
      (peakLoad * beforePrices.peak[s.beforePick] + (load - peakLoad + s.ev) * beforePrices.other[s.beforePick]) * (1 - s.discount);
    billBefore.push(s.fixed + energyBefore);

    const pv = s.production[m] ?? 0;
    const direct = Math.min(pv, dayLoad);
    const spare = pv - direct;
    const stored = Math.min(spare, s.batteryDailyKwh * (DAYS[m] ?? 30), peakLoad / s.roundTrip);
    const exportKwh = spare - stored;
    const peakImport = peakLoad - stored * s.roundTrip;
    const otherImport = dayLoad - direct + nightLoad;
    const charges = (peakImport * afterPrices.peak[s.afterPick] + otherImport * afterPrices.other[s.afterPick]) * (1 - s.discount);
    const net = charges - exportKwh * s.exportValue - carried;
    carried = net < 0 ? -net : 0;
    billAfter.push(s.fixed + Math.max(0, net));
    produced += pv;
    exported += exportKwh;
  }
  return { billBefore, billAfter, selfUse: produced > 0 ? (produced - exported) / produced : 0 };
}
