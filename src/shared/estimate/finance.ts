import type { Range } from './fact';

/**
 * Simple payback: the year in which the savings added up reach what was paid. Savings shrink with
 * panel degradation and are not raised for future rate increases (docs/decisions/023-estimate.md).
 */
export const PAYBACK_CAP_YEARS = 40;

export function paybackYears(cost: number, firstYearSavings: number, degradation: number): number {
  if (cost <= 0) return 0;
  if (firstYearSavings <= 0) return PAYBACK_CAP_YEARS;
  if (degradation <= 0) return Math.min(PAYBACK_CAP_YEARS, cost / firstYearSavings);
  // Savings after N years: S (1 - (1 - d)^N) / d, solved for N; never reached when cost >= S / d.
  const left = 1 - (cost * degradation) / firstYearSavings;
  if (left <= 0) return PAYBACK_CAP_YEARS;
  return Math.min(PAYBACK_CAP_YEARS, Math.log(left) / Math.log(1 - degradation));
}

/** Level monthly payment of a loan of `principal` at `apr` over `years`. */
export function loanPayment(principal: number, apr: number, years: number): number {
  const n = years * 12;
  const r = apr / 12;
  if (principal <= 0) return 0;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - (1 + r) ** -n);
}

export interface Costs {
  solar: Range;
  battery: Range;
}

export function costs(kw: number, batteryKwh: number, solarPrice: Range, batteryPrice: Range): Costs {
  return {
    solar: { low: kw * 1000 * solarPrice.low, high: kw * 1000 * solarPrice.high },
    battery: { low: batteryKwh * batteryPrice.low, high: batteryKwh * batteryPrice.high },
  };
}
