import { range, type Fact, type Range } from './fact';
import { src } from './sources';

/** What the system costs and how it may be paid (docs/decisions/023-estimate.md, "Price and payback"). */

export const solarPricePerWatt: Fact<Range> = {
  id: 'price.solar',
  label: 'Installed price of rooftop solar',
  value: range(2.5, 3.8),
  unit: '$ per watt (DC)',
  kind: 'price',
  source: src.energySage2025,
  primary: src.trackingTheSun,
  asOf: '2025-04-29',
  reviewBy: '2026-12-31',
  note: 'Low: EnergySage median quote, second half of 2024. High: LBNL Tracking the Sun median for installed systems (about $3.80/W for 2020, falling about $0.1/W a year since), which includes loan-financed prices.',
};

export const batteryPricePerKwh: Fact<Range> = {
  id: 'price.battery',
  label: 'Installed price of a home battery',
  value: range(1070, 1340),
  unit: '$ per kWh of capacity',
  kind: 'price',
  source: src.energySageStorage,
  primary: src.energySageStorageCa,
  asOf: '2023-12-31',
  reviewBy: '2026-12-31',
  note: 'High: EnergySage median $1,339/kWh (second half of 2022). Low: that median less the nearly 20 % fall in California quotes in 2023. No newer public figure was found.',
};

export const loanRate: Fact<Range> = {
  id: 'price.loan-rate',
  label: 'Solar loan interest rate',
  value: range(0.07, 0.09),
  unit: 'APR',
  kind: 'assumption',
  source: src.loanRates,
  asOf: '2025-06-30',
  reviewBy: '2026-12-31',
  note: 'Editable: the visitor’s lender sets the real rate. Low-APR loans often hide a dealer fee in the price.',
};

export const loanYears: Fact<number> = {
  id: 'price.loan-years',
  label: 'Solar loan term',
  value: 20,
  unit: 'years',
  kind: 'assumption',
  source: src.loanTerms,
  asOf: '2025-06-30',
  reviewBy: '2027-06-30',
};

export const federalRule: Fact<{ homeownerCredit: false; lastExpenditure: '2025-12-31'; leasePpa: string }> = {
  id: 'rule.federal-credit',
  label: 'No federal 25D credit for a homeowner purchase completed after 2025-12-31',
  value: {
    homeownerCredit: false,
    lastExpenditure: '2025-12-31',
    leasePpa:
      'A lease or PPA company that owns the system may still claim the business credit (48E) if it begins construction by 2026-07-04 or places the system in service by 2027-12-31; whether any of it reaches the homeowner is up to the contract.',
  },
  unit: 'rule',
  kind: 'rule',
  source: src.irs25d,
  primary: src.credit48e,
  asOf: '2025-08-21',
  reviewBy: '2027-06-30',
};

/** How big a system is sized against the year's use: exports earn little, so full offset is the top. */
export const offsetTarget: Fact<Range> = {
  id: 'design.offset',
  label: 'System sized to cover this share of yearly use',
  value: range(0.8, 1),
  unit: 'share of yearly kWh',
  kind: 'assumption',
  source: src.nbtReduction,
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'Editable design choice: past 100 % every extra kWh is exported at a fraction of retail.',
};
