import { range, type Fact, type Range } from './fact';
import type { Utility } from './places';
import { src } from './sources';

/**
 * What a home pays PG&E or SCE before and after solar (docs/decisions/023-estimate.md, "Bills").
 * Prices are all-in bundled $/kWh for two buckets a monthly model can see: the 4-9 pm peak and
 * every other hour. A range spans what the bucket mixes (weekday and weekend, off-peak and
 * part-peak, with and without the baseline credit). Summer is June to September for both.
 */
export interface PlanPrices {
  plan: string;
  summer: { peak: Range; other: Range };
  winter: { peak: Range; other: Range };
}

const tariffRead = '2026-06-01' as const;
const tariffReview = '2027-01-15' as const;

/** The plan a home without solar is usually on: the utilities' default time-of-use plans. */
export const planBefore: Record<Utility, Fact<PlanPrices>> = {
  pge: {
    id: 'tariff.pge.before',
    label: 'PG&E Time-of-Use (Peak 4-9 p.m. Every Day), E-TOU-C, before solar',
    value: {
      plan: 'E-TOU-C',
      // Baseline-credited price (low) to above-baseline price (high), bundled, per 2026-06-01 sheets.
      summer: { peak: range(0.441, 0.5224), other: range(0.318, 0.3994) },
      winter: { peak: range(0.31617, 0.39757), other: range(0.28617, 0.36757) },
    },
    unit: '$/kWh',
    kind: 'tariff',
    source: src.ratebookEtouC,
    primary: src.pgeEtouC,
    asOf: tariffRead,
    reviewBy: tariffReview,
  },
  sce: {
    id: 'tariff.sce.before',
    label: 'SCE Time-Of-Use 4-9 PM (TOU-D-4-9PM), before solar',
    value: {
      plan: 'TOU-D-4-9PM',
      // Weekday price plus the 0.00842 $/kWh adjustment (high); weekend or baseline-credited (low, -0.10).
      summer: { peak: range(0.47324, 0.59319), other: range(0.25508, 0.35508) },
      winter: { peak: range(0.41954, 0.51954), other: range(0.24447, 0.38357) },
    },
    unit: '$/kWh',
    kind: 'tariff',
    source: src.ratebookSceTou,
    primary: src.sceTouD,
    asOf: tariffRead,
    reviewBy: tariffReview,
  },
};

/** The plan a new solar customer must take under the Net Billing Tariff. */
export const planAfter: Record<Utility, Fact<PlanPrices>> = {
  pge: {
    id: 'tariff.pge.after',
    label: 'PG&E Electric Home (E-ELEC), required with the Solar Billing Plan',
    value: {
      plan: 'E-ELEC',
      summer: { peak: range(0.5224, 0.53809), other: range(0.22558, 0.4276) },
      winter: { peak: range(0.39757, 0.41099), other: range(0.22558, 0.39428) },
    },
    unit: '$/kWh',
    kind: 'tariff',
    source: src.ratebookEv2a,
    primary: src.pgeElectricHome,
    asOf: tariffRead,
    reviewBy: '2026-12-31',
    note: 'E-ELEC 2026 prices were not found. E-ELEC has the same hours as EV2-A (peak 4-9 pm, part-peak 3-4 pm and 9 pm-midnight, off-peak midnight-3 pm); each bucket spans the 2026-06-01 EV2-A and E-TOU-C prices. Read the E-ELEC sheet before launch.',
  },
  sce: {
    id: 'tariff.sce.after',
    label: 'SCE TOU-D-PRIME, required with the Solar Billing Plan',
    value: {
      plan: 'TOU-D-PRIME',
      // Weekday on-peak 0.59291 or weekend mid-peak 0.40182 in summer; all prices plus 0.00842.
      summer: { peak: range(0.41024, 0.60133), other: range(0.2754, 0.2754) },
      winter: { peak: range(0.57488, 0.57488), other: range(0.25475, 0.25475) },
    },
    unit: '$/kWh',
    kind: 'tariff',
    source: src.ratebookPrime,
    primary: src.sceTouD,
    asOf: tariffRead,
    reviewBy: tariffReview,
  },
};

/** Income-graduated Base Services Charge, on every residential plan of both utilities in 2026. */
export const fixedCharge: Fact<{ standard: number; care: number; fera: number }> = {
  id: 'tariff.fixed-charge',
  label: 'Base Services Charge (income-graduated fixed charge)',
  value: { standard: 24.15, care: 6, fera: 12.08 },
  unit: '$ per month',
  kind: 'tariff',
  source: src.fixedCharge,
  primary: src.ratebookPrime,
  asOf: '2026-06-01',
  reviewBy: tariffReview,
  note: 'PG&E bills $0.79343/day and SCE $0.794/day on 2026-06-01 sheets (about $24.15 a month); SCE from late 2025, PG&E from March 2026.',
};

export const careDiscount: Fact<Range> = {
  id: 'tariff.care',
  label: 'CARE discount on the electric bill',
  value: range(0.3, 0.35),
  unit: 'share of energy charges',
  kind: 'tariff',
  source: src.care,
  asOf: '2026-11-26',
  reviewBy: '2027-06-01',
  note: 'Applied to energy charges; CARE households pay the $6 fixed charge instead of $24.15.',
};

export const feraDiscount: Fact<Range> = {
  id: 'tariff.fera',
  label: 'FERA discount on the electric bill (households of three or more)',
  value: range(0.18, 0.18),
  unit: 'share of energy charges',
  kind: 'tariff',
  source: src.fera,
  asOf: '2026-11-26',
  reviewBy: '2027-06-01',
};

/**
 * What an exported kWh earns, averaged over the hours a rooftop exports without a battery. ACC
 * values change by hour and are published yearly; the range is our reading of "about 75 % below
 * retail" at 2026 prices, with a lower floor for midday spring exports. The first-years adder for
 * residential customers is left out: its 2026 value was not established.
 */
export const exportValue: Fact<Range> = {
  id: 'tariff.export-value',
  label: 'Average credit for exported solar under the Net Billing Tariff',
  value: range(0.05, 0.1),
  unit: '$/kWh',
  kind: 'assumption',
  source: src.nbtReduction,
  primary: src.nbtExport,
  asOf: '2026-11-26',
  reviewBy: '2026-12-31',
  note: 'Editable. Replace with the utility ACC export-rate table for the customer year before launch.',
};

/** How the Net Billing Tariff settles the bill, as the model applies it. */
export const settlement: Fact<string> = {
  id: 'rule.nbt-settlement',
  label: 'Net Billing Tariff: energy billed monthly, export credits carried forward, settled yearly',
  value:
    'Each month the energy charges are billed and export credits subtracted; credits never pay the fixed charge and a month with more credit than charge carries the rest forward. The model forfeits credit left after 12 months (SCE forfeits it, PG&E rolls it over). Only legacy NEM 1/2 customers settle energy charges once a year.',
  unit: 'rule',
  kind: 'rule',
  source: src.sceSettlement,
  primary: src.pgeSolarBilling,
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
};
