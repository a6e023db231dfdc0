import { resolveAssumptions, type UsedAssumption } from './assumptions';
import { backupHours, type BackupResult } from './backup';
import { runCorners } from './corners';
import type { Range } from './fact';
import type { CircuitId } from './loads';
import { costs, loanPayment, paybackYears, PAYBACK_CAP_YEARS } from './finance';
import { checkInput, type EstimateError, type EstimateInput } from './input';
import { resolvePlace, type Utility } from './places';
import { federalRule } from './prices';
import { roundRange, spanOf } from './range';
import { settlement } from './tariffs';

/** The estimator's one entry point (docs/decisions/023-estimate.md). Pure: same input, same result. */
export interface MonthEstimate {
  usageKwh: Range;
  productionKwh: Range;
  billBefore: Range;
  billAfter: Range;
}

export interface Estimate {
  place: { slug: string; name: string; utility: Utility; climateZone: number; utilityCaveat?: string };
  plans: { before: string; after: string };
  annualUsageKwh: Range;
  systemKw: Range;
  annualProductionKwh: Range;
  /** January first. */
  monthly: MonthEstimate[];
  /** Monthly averages over the year. */
  billBefore: Range;
  billAfter: Range;
  annualSavings: Range;
  /** Share of the panels' production used at home. */
  selfUse: Range;
  price: { solar: Range; battery: Range; total: Range };
  payback: { cashYears: Range; loan: { apr: Range; years: number; monthlyPayment: Range; paybackYears: Range }; capYears: number };
  /** Only with a battery: self-use without and with it, and the gain (never negative). */
  battery?: { selfUseWithout: Range; selfUseWith: Range; gain: Range };
  backup?: BackupResult;
  federal: typeof federalRule.value;
  settlement: string;
  assumptions: UsedAssumption[];
}

/**
 * The circuits the visitor chose, or, with a battery and no choice yet, the essentials a family
 * keeps on in a shutoff: refrigerator, lights, internet, and the well pump when the home has one.
 */
function backupFor(input: EstimateInput): BackupResult | undefined {
  if (input.backup) return backupHours(input.backup.circuits, input.backup.battery);
  if (!input.battery) return undefined;
  const essentials: CircuitId[] = ['fridge', 'lights', 'internet', ...(input.wellPump ? (['wellPump'] as const) : [])];
  return backupHours(essentials, 'powerwall3');
}

export type EstimateOutcome = { ok: true; estimate: Estimate } | { ok: false; error: EstimateError };

const span = <T>(items: readonly T[], f: (t: T) => number, step: number): Range => roundRange(spanOf(items.map(f)), step);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function estimate(input: EstimateInput): EstimateOutcome {
  const place = resolvePlace(input.place);
  if (!place) return { ok: false, error: 'unknown-place' };
  const bad = checkInput(input);
  if (bad) return { ok: false, error: bad };
  const { resolved: a, used } = resolveAssumptions(input, place);
  if (a.daytimeShare.high + a.peakShare.high > 1) return { ok: false, error: 'bad-override' };
  // A bill no larger than the fixed charge says nothing about the kWh behind it.
  if (input.usage.kind === 'bill' && input.usage.monthlyBill <= a.fixed) return { ok: false, error: 'bad-usage' };
  const corners = runCorners(input, a);
  const saving = (c: (typeof corners)[number]) => sum(c.withBattery.billBefore) - sum(c.withBattery.billAfter);
  const cost = (c: (typeof corners)[number]) => costs(c.kw, a.batteryKwh, a.solarPrice, a.batteryPrice);
  const total = (c: (typeof corners)[number], end: 'low' | 'high') => cost(c).solar[end] + cost(c).battery[end];
  const payment = (c: (typeof corners)[number], end: 'low' | 'high') => loanPayment(total(c, end), a.loanRate[end], a.loanYears);
  const paid = (c: (typeof corners)[number], end: 'low' | 'high') => payment(c, end) * 12 * a.loanYears;
  const bothEnds = (f: (c: (typeof corners)[number], end: 'low' | 'high') => number) => corners.flatMap((c) => [f(c, 'low'), f(c, 'high')]);
  const deg = (end: 'low' | 'high') => a.degradation[end];

  const estimateResult: Estimate = {
    place: {
      slug: place.town.slug,
      name: place.town.name,
      utility: place.utility,
      climateZone: place.climateZone,
      utilityCaveat: place.utilityCaveat,
    },
    plans: { before: a.before.plan, after: a.after.plan },
    annualUsageKwh: span(corners, (c) => c.annualUsage, 10),
    systemKw: span(corners, (c) => c.kw, 0.1),
    annualProductionKwh: span(corners, (c) => sum(c.production), 10),
    monthly: Array.from({ length: 12 }, (_, m) => ({
      usageKwh: span(corners, (c) => c.usage[m] ?? 0, 1),
      productionKwh: span(corners, (c) => c.production[m] ?? 0, 1),
      billBefore: span(corners, (c) => c.withBattery.billBefore[m] ?? 0, 1),
      billAfter: span(corners, (c) => c.withBattery.billAfter[m] ?? 0, 1),
    })),
    billBefore: span(corners, (c) => sum(c.withBattery.billBefore) / 12, 1),
    billAfter: span(corners, (c) => sum(c.withBattery.billAfter) / 12, 1),
    annualSavings: span(corners, saving, 10),
    selfUse: span(corners, (c) => c.withBattery.selfUse, 0.01),
    price: {
      solar: roundRange(spanOf(bothEnds((c, e) => cost(c).solar[e])), 100),
      battery: roundRange(spanOf(bothEnds((c, e) => cost(c).battery[e])), 100),
      total: roundRange(spanOf(bothEnds(total)), 100),
    },
    payback: {
      cashYears: roundRange(spanOf(bothEnds((c, e) => paybackYears(total(c, e), saving(c), deg(e)))), 0.1),
      loan: {
        apr: a.loanRate,
        years: a.loanYears,
        monthlyPayment: roundRange(spanOf(bothEnds(payment)), 1),
        paybackYears: roundRange(spanOf(bothEnds((c, e) => paybackYears(paid(c, e), saving(c), deg(e)))), 0.1),
      },
      capYears: PAYBACK_CAP_YEARS,
    },
    battery: input.battery
      ? {
          selfUseWithout: span(corners, (c) => c.withoutBattery.selfUse, 0.01),
          selfUseWith: span(corners, (c) => c.withBattery.selfUse, 0.01),
          gain: span(corners, (c) => c.withBattery.selfUse - c.withoutBattery.selfUse, 0.01),
        }
      : undefined,
    backup: backupFor(input),
    federal: federalRule.value,
    settlement: settlement.value,
    assumptions: [...used, { ...federalRule, overridden: false }, { ...settlement, overridden: false }],
  };
  return { ok: true, estimate: estimateResult };
}
