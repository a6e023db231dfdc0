import { describe, expect, it } from 'vitest';
import { runYear } from './bill-model';
import { estimate, type Estimate } from './estimate';
import type { EstimateInput } from './input';
import { monthlyShape } from './production-data';
import { planAfter, planBefore } from './tariffs';

/** The three homes of docs/estimate-examples.md: every figure there, reproduced. */
const base = { roof: 'south', shade: 'none', ev: 'none', wellPump: false } as const;

function run(input: EstimateInput): Estimate {
  const out = estimate(input);
  if (!out.ok) throw new Error(out.error);
  return out.estimate;
}

describe('example 1: a $150/month PG&E home in Bakersfield', () => {
  const e = run({ ...base, place: 'bakersfield', usage: { kind: 'bill', monthlyBill: 150 }, discount: 'none', battery: false });

  it('uses PG&E plans and the zone-13 figure', () => {
    expect(e.place).toMatchObject({ utility: 'pge', climateZone: 13 });
    expect(e.plans).toEqual({ before: 'E-TOU-C', after: 'E-ELEC' });
  });

  it('gives the use, size, production and price worked by hand', () => {
    expect(e.annualUsageKwh).toEqual({ low: 3810, high: 4890 });
    expect(e.systemKw).toEqual({ low: 1.5, high: 3 });
    expect(e.annualProductionKwh).toEqual({ low: 3050, high: 4890 });
    expect(e.price.total).toEqual({ low: 3800, high: 11300 });
    expect(e.federal.homeownerCredit).toBe(false);
  });

  it('gives the bills, savings and paybacks of the table', () => {
    expect(e.billBefore).toEqual({ low: 150, high: 150 });
    expect(e.billAfter).toEqual({ low: 72, high: 116 });
    expect(e.annualSavings).toEqual({ low: 400, high: 930 });
    expect(e.selfUse).toEqual({ low: 0.25, high: 0.5 });
    expect(e.payback.cashYears).toEqual({ low: 5.7, high: 21.6 });
    expect(e.payback.loan.monthlyPayment).toEqual({ low: 30, high: 102 });
    expect(e.payback.loan.paybackYears).toEqual({ low: 10.7, high: 40 });
  });

  it('bills July of the worked corner at $99.80 after solar and $163.69 before', () => {
    const usage = 125.85 / ((4 * (0.2 * 0.441 + 0.8 * 0.318) + 8 * (0.2 * 0.31617 + 0.8 * 0.28617)) / 12);
    const kw = (usage * 12) / 2000;
    const year = runYear({
      usage: Array<number>(12).fill(usage),
      ev: 0,
      production: monthlyShape.value.map((share) => kw * 2000 * share),
      before: planBefore.pge.value,
      after: planAfter.pge.value,
      fixed: 24.15,
      discount: 0,
      exportValue: 0.05,
      daytimeShare: 0.25,
      peakShare: 0.2,
      batteryDailyKwh: 0,
      roundTrip: 1,
      beforePick: 'low',
      afterPick: 'low',
    });
    expect(usage).toBeCloseTo(407.3, 1);
    expect(year.billAfter[6]).toBeCloseTo(99.8, 2);
    expect(year.billBefore[6]).toBeCloseTo(163.69, 2);
  });
});

describe('example 2: a $320/month SCE home with air conditioning in Tehachapi, with a battery', () => {
  const input: EstimateInput = {
    ...base,
    place: 'tehachapi',
    usage: { kind: 'bill', monthlyBill: 320 },
    discount: 'none',
    battery: true,
    backup: { circuits: ['fridge', 'lights', 'internet', 'centralAc'], battery: 'powerwall3' },
  };
  const e = run(input);

  it('uses SCE plans and the zone-16 figure', () => {
    expect(e.place).toMatchObject({ utility: 'sce', climateZone: 16 });
    expect(e.plans).toEqual({ before: 'TOU-D-4-9PM', after: 'TOU-D-PRIME' });
  });

  it('gives the use, size and prices worked by hand', () => {
    expect(e.annualUsageKwh).toEqual({ low: 8350, high: 12420 });
    expect(e.systemKw).toEqual({ low: 3.6, high: 8.3 });
    expect(e.price.battery).toEqual({ low: 14400, high: 18100 });
    expect(e.price.total).toEqual({ low: 23400, high: 49600 });
  });

  it('gives the bills, battery gain and payback of the table', () => {
    expect(e.billAfter).toEqual({ low: 60, high: 157 });
    expect(e.annualSavings).toEqual({ low: 1960, high: 3120 });
    expect(e.battery).toEqual({
      selfUseWithout: { low: 0.25, high: 0.5 },
      selfUseWith: { low: 0.47, high: 0.91 },
      gain: { low: 0.22, high: 0.44 },
    });
    expect(e.payback.cashYears).toEqual({ low: 8.2, high: 25.6 });
    expect(e.payback.loan.monthlyPayment).toEqual({ low: 182, high: 446 });
  });

  it('carries fridge, lights, internet and central AC 3 to 7.5 hours, and 39.5 to 51 without the AC', () => {
    expect(e.backup).toMatchObject({ hours: { low: 3, high: 7.5 }, averageW: { low: 1760, high: 4110 }, overPower: false });
    expect(e.backup?.runningW).toEqual({ low: 3800, high: 4670 });
    const noAc = run({ ...input, backup: { circuits: ['fridge', 'lights', 'internet'], battery: 'powerwall3' } });
    expect(noAc.backup?.hours).toEqual({ low: 39.5, high: 51 });
  });
});

describe('example 3: a CARE household in Delano', () => {
  const e = run({ ...base, place: 'delano', usage: { kind: 'bill', monthlyBill: 110 }, discount: 'care', battery: false });

  it('gives the use, size and price worked by hand', () => {
    expect(e.place).toMatchObject({ utility: 'pge', climateZone: 13 });
    expect(e.annualUsageKwh).toEqual({ low: 4500, high: 6210 });
    expect(e.systemKw).toEqual({ low: 1.8, high: 3.8 });
    expect(e.price.total).toEqual({ low: 4500, high: 14400 });
  });

  it('gives the bills, savings and payback of the table, with the $6 CARE fixed charge', () => {
    expect(e.billAfter).toEqual({ low: 35, high: 79 });
    expect(e.annualSavings).toEqual({ low: 370, high: 900 });
    expect(e.payback.cashYears).toEqual({ low: 7.4, high: 28.8 });
    expect(e.assumptions.find((a) => a.id === 'tariff.care')?.value).toEqual({ low: 0.3, high: 0.35 });
  });
});

describe('what the page shows with the result', () => {
  it('lists the assumptions used, each with its as-of and review dates, and marks the visitor’s own', () => {
    const e = run({
      ...base,
      place: '93301',
      usage: { kind: 'bill', monthlyBill: 150 },
      discount: 'none',
      battery: false,
      overrides: { exportValue: { low: 0.08, high: 0.08 }, solarPricePerWatt: { low: 3, high: 3 } },
    });
    const exportUsed = e.assumptions.find((a) => a.id === 'tariff.export-value');
    expect(exportUsed).toMatchObject({ value: { low: 0.08, high: 0.08 }, overridden: true });
    expect(e.price.total.low).toBeGreaterThanOrEqual(e.systemKw.low * 3000 - 100);
    for (const a of e.assumptions) expect(a.reviewBy > a.asOf, a.id).toBe(true);
    expect(e.assumptions.map((a) => a.id)).toEqual(expect.arrayContaining(['production.cz13', 'tariff.pge.after', 'rule.nbt-settlement']));
  });

  it('refuses input it cannot estimate, with a reason', () => {
    const ok = { ...base, place: 'bakersfield', discount: 'none', battery: false } as const;
    expect(estimate({ ...ok, place: '10001', usage: { kind: 'bill', monthlyBill: 150 } })).toEqual({ ok: false, error: 'unknown-place' });
    expect(estimate({ ...ok, usage: { kind: 'bill', monthlyBill: -5 } })).toEqual({ ok: false, error: 'bad-usage' });
    expect(estimate({ ...ok, usage: { kind: 'bill', monthlyBill: Number.NaN } })).toEqual({ ok: false, error: 'bad-usage' });
    // Not more than the $24.15 fixed charge: no kWh to size for. With CARE ($6 fixed) it is a bill.
    expect(estimate({ ...ok, usage: { kind: 'bill', monthlyBill: 24 } })).toEqual({ ok: false, error: 'bad-usage' });
    expect(estimate({ ...ok, discount: 'care', usage: { kind: 'bill', monthlyBill: 24 } }).ok).toBe(true);
    expect(estimate({ ...ok, usage: { kind: 'kwh', monthlyKwh: [500, 500] } })).toEqual({ ok: false, error: 'bad-usage' });
    const badOverride = { ...ok, usage: { kind: 'bill', monthlyBill: 150 }, overrides: { exportValue: { low: 0.2, high: 0.1 } } } as const;
    expect(estimate(badOverride)).toEqual({ ok: false, error: 'bad-override' });
  });

  it('with a battery and no circuits chosen, backs up the essentials, and the well pump when there is one', () => {
    const input = { ...base, place: 'taft', usage: { kind: 'bill', monthlyBill: 200 }, discount: 'none', battery: true } as const;
    const plain = run(input).backup!;
    const withPump = run({ ...input, wellPump: true }).backup!;
    expect(plain.circuits).toEqual(['fridge', 'lights', 'internet']);
    expect(withPump.circuits).toEqual(['fridge', 'lights', 'internet', 'wellPump']);
    expect(withPump.hours.high).toBeLessThan(plain.hours.high);
    expect(run({ ...input, battery: false }).backup).toBeUndefined();
  });

  it('takes 12 monthly kWh instead of a bill', () => {
    const kwh = [600, 550, 500, 450, 550, 900, 1200, 1200, 1000, 600, 500, 600];
    const e = run({ ...base, place: 'wasco', usage: { kind: 'kwh', monthlyKwh: kwh }, discount: 'none', battery: false });
    expect(e.annualUsageKwh).toEqual({ low: 8650, high: 8650 });
    expect(e.monthly[6]?.usageKwh).toEqual({ low: 1200, high: 1200 });
    expect(e.monthly[6]!.billBefore.low).toBeGreaterThan(e.monthly[0]!.billBefore.high);
  });
});
