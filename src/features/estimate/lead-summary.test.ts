import { describe, expect, it } from 'vitest';
import { estimate } from '@/shared/estimate/estimate';
import type { EstimateInput } from '@/shared/estimate/input';
import { csvColumns, officeRows } from '@/shared/lead/lead-fields';
import { leadSchema } from '@/shared/lead/lead';
import { solarEstimateLine, solarEstimateSchema } from '@/shared/lead/solar-estimate';
import { leadSummary, quotePrefill } from './lead-summary';
import { applyField, defaultValues, toInput } from './values';

const summaryOf = (input: EstimateInput) => {
  const out = estimate(input);
  if (!out.ok) throw new Error(out.error);
  return leadSummary(input, out.estimate);
};
const example1 = toInput(defaultValues).input!;
// docs/estimate-examples.md, home 2: $320 a month with SCE in Tehachapi, one Powerwall 3, given by ZIP.
const home2 = toInput(
  [
    { name: 'place', value: '93561' },
    { name: 'bill', value: '320' },
    { name: 'battery', value: 'powerwall3' },
    { name: 'circuit', value: 'centralAc', checked: true },
    { name: 'exportValue-low', value: '0.06' },
  ].reduce(applyField, defaultValues),
).input!;

describe('the estimate that travels with a quote request', () => {
  it('holds the answers and the figures on screen, and the lead schema accepts it', () => {
    const s = summaryOf(example1)!;
    expect(s).toMatchObject({
      town: 'Bakersfield',
      utility: 'pge',
      bill: 150,
      battery: 'none',
      changed: 0,
      billBefore: { low: 150, high: 150 },
      billAfter: { low: 72, high: 116 },
      backup: { battery: 'powerwall3', circuits: ['fridge', 'lights', 'internet'] },
    });
    expect(s.zip).toBeUndefined();
    const lead = leadSchema.safeParse({
      id: crypto.randomUUID(),
      form: 'estimate',
      name: 'Pat Lee',
      email: 'pat@example.net',
      phone: '+16615550123',
      service: 'new-solar',
      message: 'Hi',
      solarEstimate: JSON.parse(JSON.stringify(s)) as unknown,
    });
    expect(lead.success).toBe(true);
  });

  it('reads as one line for the office email and the CSV export, with what the visitor saw', () => {
    const line = solarEstimateLine(summaryOf(example1)!);
    expect(line).toBe(
      'Bakersfield (PG&E), bill $150/mo, south roof, no shade, no battery, no EV. ' +
        'Estimate: 1.5-3.0 kW, 3,050-4,890 kWh/yr, bill $150 -> $72-$116/mo, price $3,800-$11,300, cash payback 5.7-21.6 yr, ' +
        'backup 40-51 h on 1 Powerwall 3 (fridge, lights, internet).',
    );
    const s = summaryOf(home2)!;
    expect(s).toMatchObject({ town: 'Tehachapi', zip: '93561', utility: 'sce', battery: 'powerwall3', changed: 1 });
    expect(officeRows({ solarEstimate: s })).toEqual([{ label: 'Solar estimate', value: solarEstimateLine(s) }]);
    expect(solarEstimateLine(s)).toContain('Tehachapi 93561 (SCE), bill $320/mo');
    expect(solarEstimateLine(s)).toContain('1 assumption changed');
    expect(solarEstimateLine(s)).toContain('central AC');
    const [, cell] = csvColumns.find(([name]) => name === 'solar_estimate')!;
    expect(cell({ solarEstimate: s })).toBe(solarEstimateLine(s));
    expect(cell({})).toBeUndefined();
  });

  it('fills the quote form with the ZIP the visitor typed and the solar interest', () => {
    expect(quotePrefill(home2)).toEqual({ zipCode: '93561', interests: ['solar-batteries'] });
    expect(quotePrefill(example1)).toEqual({ interests: ['solar-batteries'] });
  });
});

describe('the wire rule of the estimate', () => {
  const good = JSON.parse(JSON.stringify(summaryOf(example1))) as Record<string, unknown>;
  it.each([
    ['a low end above the high end', { billAfter: { low: 120, high: 80 } }],
    ['both a bill and a year of kWh', { yearKwh: 6000 }],
    ['neither a bill nor kWh', { bill: undefined }],
    ['a bill past the page’s limit', { bill: 50_000 }],
    ['a negative size', { systemKw: { low: -1, high: 2 } }],
    ['text where a number goes', { price: { low: '3800', high: 11300 } }],
    ['a town that is not a name', { town: '<b>Bakersfield</b>' }],
    ['a town name too long', { town: 'B'.repeat(41) }],
    ['an unknown roof', { roof: 'north' }],
    ['a key of its own', { note: 'call me' }],
    ['a circuit twice', { backup: { battery: 'powerwall3', circuits: ['fridge', 'fridge'], hours: { low: 1, high: 2 } } }],
    ['a ZIP that is not five digits', { zip: '9356' }],
    ['an object in place of a figure', { cashYears: { low: 1, high: { $gt: 0 } } }],
  ])('refuses %s', (_what, change) => {
    expect(solarEstimateSchema.safeParse({ ...good, ...change }).success).toBe(false);
  });
  it('accepts the page’s own summary', () => expect(solarEstimateSchema.safeParse(good).success).toBe(true));
});
