import { range, type Fact, type Range } from './fact';
import { src } from './sources';

/**
 * When in the day a home uses power. A bill shows kWh per month, not per hour, so two shares stand
 * in for the load curve; both are editable and none is measured for the visitor's own home.
 */
export const daytimeShare: Fact<Range> = {
  id: 'usage.daytime-share',
  label: 'Share of use while the panels produce (used directly, without a battery)',
  value: range(0.25, 0.4),
  unit: 'share of monthly kWh',
  kind: 'assumption',
  source: src.standardAssumptions,
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'No public load shape for Kern homes was found. Anchor: CPUC D.20-08-001 asks bill-savings estimates to use the customer’s interval data where there is some; a smart-meter download replaces this share.',
};

export const peakShare: Fact<Range> = {
  id: 'usage.peak-share',
  label: 'Share of use between 4 and 9 p.m.',
  value: range(0.2, 0.3),
  unit: 'share of monthly kWh',
  kind: 'assumption',
  source: src.standardAssumptions,
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'Editable, and replaced by interval data when the visitor has it; evening air conditioning in valley summers pushes it up.',
};

/** A planned EV, charged at night: 12,000 miles a year at 3 to 4 miles per kWh. */
export const evKwhPerYear: Fact<Range> = {
  id: 'usage.ev',
  label: 'Added use of a planned electric car, charged at home at night',
  value: range(3000, 4000),
  unit: 'kWh per year',
  kind: 'assumption',
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: '12,000 miles a year at 3 to 4 miles per kWh; no public source for kWh per mile was read for this estimate, so it has none.',
};

/** Battery behaviour the bill model needs; the battery itself is in loads.ts. */
export const batteryRoundTrip: Fact<Range> = {
  id: 'battery.round-trip',
  label: 'Battery round-trip efficiency',
  value: range(0.85, 0.9),
  unit: 'share returned',
  kind: 'assumption',
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'No manufacturer sheet was read for this figure; editable.',
};

export const batteryReserve: Fact<Range> = {
  id: 'battery.reserve',
  label: 'Share of the battery kept full for outages',
  value: range(0.2, 0.3),
  unit: 'share of capacity',
  kind: 'assumption',
  asOf: '2026-11-26',
  reviewBy: '2027-11-26',
  note: 'No manufacturer sheet was read for this figure; editable.',
};
