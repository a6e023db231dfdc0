import type { IsoDate, Source } from './incentive-types';
import { incentives } from './incentives';

/**
 * How PG&E and SCE bill a home with solar: the rules copy states about the true-up, as facts with
 * their sources (docs/decisions/027-content-truth.md). Pages word them through billing-text.ts and
 * billing-text.es.ts, and cite these sources with `billingAsOf` wherever they state them.
 *
 * Who is on which: a home that applied to interconnect on or after `netBilling.start` is on the
 * Net Billing Tariff (the "Solar Billing Plan", NEM 3.0) and its energy is billed monthly, after
 * export credits, with a yearly true-up that settles leftover credits. Older systems on NEM 1.0
 * or 2.0 pay small monthly charges and their energy charges come due once a year at true-up.
 */
export const billingAsOf: IsoDate = '2026-11-26';

const pgeSolarBillingPlan = {
  url: 'https://www.pge.com/en/clean-energy/solar/getting-started-with-solar/solar-billing-plan.html',
  title: 'PG&E: Solar Billing Plan (monthly bills and a yearly true-up statement)',
} as const satisfies Source;
const sceSolarBillingPlan = {
  url: 'https://wwwsysb.sce.com/helpcenter/topics/solar/what-solar-billing-plan',
  title: 'SCE: What is the Solar Billing Plan? (monthly billing, credits roll over, TOU-D-PRIME)',
} as const satisfies Source;
const pgeElectricHome = {
  url: 'https://www.pge.com/en/account/rate-plans/find-your-best-rate-plan/electric-home.html',
  title: 'PG&E: Electric Home rate plan (E-ELEC), which Solar Billing Plan customers are enrolled in',
} as const satisfies Source;
const pgeSolarBill = {
  url: 'https://www.pge.com/en/account/billing-and-assistance/understand-your-bill/solar-bill.html',
  title: 'PG&E: Understand your solar bill (NEM: monthly statements, yearly true-up)',
} as const satisfies Source;
const sceHowBilled = {
  url: 'https://www.sce.com/helpcenter/topics/go-green/if-i-have-solar-how-will-i-be-billed',
  title: 'SCE: If I have solar, how will I be billed? (NEM: energy charges due once every 12 months)',
} as const satisfies Source;

export interface BillingRule {
  id: string;
  /** First day the rule applies (the application date), when it has one. */
  start?: IsoDate;
  /** The rate plan a new solar customer is put on, per utility. */
  plans?: { pge: string; sce: string };
  source: Source;
  moreSources: readonly Source[];
  asOf: IsoDate;
}

export const billingRules = {
  /** The Net Billing Tariff: applications from `start`; energy billed monthly; yearly true-up. */
  netBilling: {
    id: 'billing.net-billing',
    // One date for the tariff: the incentives module holds it with the CPUC's page.
    start: incentives.nbt.start,
    plans: { pge: 'Electric Home (E-ELEC)', sce: 'TOU-D-PRIME' },
    source: pgeSolarBillingPlan,
    moreSources: [sceSolarBillingPlan, pgeElectricHome],
    asOf: billingAsOf,
  },
  /** NEM 1.0 and 2.0: small monthly charges, energy charges due once a year at true-up. */
  legacyNem: {
    id: 'billing.legacy-nem',
    source: pgeSolarBill,
    moreSources: [sceHowBilled],
    asOf: billingAsOf,
  },
} as const satisfies Record<string, BillingRule>;

/** Both rules, in the order a page explains them. */
export const billingFacts: readonly BillingRule[] = [billingRules.netBilling, billingRules.legacyNem];
