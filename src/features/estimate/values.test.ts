import { describe, expect, it } from 'vitest';
import { estimate } from '@/shared/estimate/estimate';
import { matchPlace, placeKey, typedZip } from './place-match';
import { parseNumber, parseRange, sourcedText } from './overrides';
import { applyField, defaultValues, rangeText, resetAssumptions, toInput, type EstimateValues } from './values';

const apply = (v: EstimateValues, ...changes: [string, string, boolean?][]) =>
  changes.reduce((acc, [name, value, checked]) => applyField(acc, { name, value, checked }), v);

describe('the place field', () => {
  it('reads a town however it is typed, or one of its ZIP codes', () => {
    expect(placeKey('Bakersfield')).toBe('bakersfield');
    expect(placeKey('  california   CITY ')).toBe('california-city');
    expect(placeKey('lake-isabella')).toBe('lake-isabella');
    expect(placeKey('Tehachapí')).toBe('tehachapi');
    expect(placeKey('93561')).toBe('93561');
    expect(placeKey('93561-1234')).toBe('93561');
    expect(matchPlace('93561')?.town.name).toBe('Tehachapi');
    expect(typedZip(' 93306 ')).toBe('93306');
    expect(typedZip('Bakersfield')).toBeUndefined();
  });

  it('knows nothing outside our towns', () => {
    for (const typed of ['', 'Fresno', '90210', '9330', 'bakersfield ca', '<script>']) expect(placeKey(typed), typed).toBeUndefined();
  });
});

describe('the default values', () => {
  it('are worked example 1 of docs/estimate-examples.md, and the model answers them', () => {
    const { input } = toInput(defaultValues);
    expect(input).toMatchObject({ place: 'bakersfield', usage: { kind: 'bill', monthlyBill: 150 }, battery: false, overrides: {} });
    const out = estimate(input!);
    expect(out.ok && out.estimate.billAfter).toEqual({ low: 72, high: 116 });
  });
});

describe('applyField', () => {
  it('takes each kind of field, and ignores names and values it does not know', () => {
    const v = apply(
      defaultValues,
      ['place', 'Tehachapi'],
      ['bill', '320'],
      ['roof', 'east-west'],
      ['shade', 'some'],
      ['battery', 'powerwall3x2'],
      ['ev', 'planned'],
      ['discount', 'care'],
      ['roof', 'north'],
      ['colour', 'red'],
      ['kwh-12', '5'],
    );
    expect(v).toMatchObject({ place: 'Tehachapi', bill: '320', roof: 'east-west', shade: 'some', battery: 'powerwall3x2', ev: 'planned' });
    expect(v.discount).toBe('care');
    expect(v.kwh).toEqual(defaultValues.kwh);
  });

  it('switches to 12 months of kWh only from the ticked radio', () => {
    expect(apply(defaultValues, ['usage', 'kwh', false]).usage).toBe('bill');
    expect(apply(defaultValues, ['usage', 'kwh', true]).usage).toBe('kwh');
  });

  it('ticks the well pump among the backup circuits when the home has one, and unticks it', () => {
    const on = apply(defaultValues, ['wellPump', 'on', true]);
    expect(on.wellPump).toBe(true);
    expect(on.circuits).toContain('wellPump');
    expect(apply(on, ['wellPump', 'on', false]).circuits).not.toContain('wellPump');
    const ac = apply(defaultValues, ['circuit', 'centralAc', true], ['circuit', 'fridge', false], ['circuit', 'toaster', true]);
    expect(ac.circuits).toEqual(['lights', 'internet', 'centralAc']);
  });

  it('keeps the other end of a changed assumption at its sourced value', () => {
    const v = apply(defaultValues, ['exportValue-low', '0.07']);
    expect(v.ranges.exportValue).toEqual({ low: '0.07', high: '0.1' });
    expect(rangeText(resetAssumptions(v), 'exportValue')).toEqual(sourcedText('exportValue', matchPlace('Bakersfield')));
  });
});

describe('toInput', () => {
  it('turns changed assumptions into overrides in the model units, and sourced values into none', () => {
    const v = apply(defaultValues, ['degradation-high', '0.8'], ['loanRate-low', '6'], ['exportValue-low', '0.05'], ['loanYears', '15']);
    const { input, rangeErrors } = toInput(v);
    expect(rangeErrors).toEqual({});
    expect(input?.overrides).toEqual({ degradation: { low: 0.005, high: 0.008 }, loanRate: { low: 0.06, high: 0.09 }, loanYears: 15 });
  });

  it('names what cannot be read, and runs the model on the sourced value meanwhile', () => {
    const v = apply(
      defaultValues,
      ['solarPrice-low', 'abc'],
      ['productionPerKw-low', '2100'],
      ['offset-low', '0'],
      ['daytimeShare-high', '80'],
      ['ratePeak-low', '0.5'],
      ['loanYears', '2.5'],
    );
    const { input, rangeErrors } = toInput(v);
    expect(rangeErrors).toEqual({
      solarPrice: 'number',
      productionPerKw: 'order',
      offset: 'number',
      daytimeShare: 'sum',
      ratePeak: 'both',
      rateOther: 'both',
      loanYears: 'number',
    });
    expect(input?.overrides).toEqual({});
  });

  it('changes the plan after solar only with both of its prices', () => {
    const v = apply(defaultValues, ['ratePeak-low', '0.5'], ['ratePeak-high', '0.6'], ['rateOther-low', '0.2'], ['rateOther-high', '0.3']);
    expect(toInput(v).input?.overrides).toEqual({ rateAfter: { peak: { low: 0.5, high: 0.6 }, other: { low: 0.2, high: 0.3 } } });
    expect(toInput(apply(v, ['rateOther-low', ''], ['rateOther-high', ''])).rangeErrors).toEqual({ rateOther: 'both' });
  });

  it('refuses a bill no larger than the fixed charge of the discount chosen, as the model does', () => {
    expect(toInput(apply(defaultValues, ['bill', '20'])).usageError).toBe('bill');
    expect(toInput(apply(defaultValues, ['bill', '20'], ['discount', 'care'])).input?.usage).toEqual({ kind: 'bill', monthlyBill: 20 });
    for (const bill of ['', '-5', '5001', 'lots', '1e3'])
      expect(toInput(apply(defaultValues, ['bill', bill])).usageError, bill).toBe('bill');
    expect(toInput(apply(defaultValues, ['bill', '$1,200'])).input?.usage).toEqual({ kind: 'bill', monthlyBill: 1200 });
  });

  it('takes 12 months of kWh when every month is given', () => {
    let v = apply(defaultValues, ['usage', 'kwh', true]);
    expect(toInput(v).usageError).toBe('kwh');
    for (let m = 0; m < 12; m++) v = apply(v, [`kwh-${m}`, String(400 + m * 10)]);
    expect(toInput(v).input?.usage).toEqual({ kind: 'kwh', monthlyKwh: Array.from({ length: 12 }, (_, m) => 400 + m * 10) });
    expect(toInput(apply(v, ['kwh-3', '20001'])).usageError).toBe('kwh');
  });

  it('says when the place is unknown, and gives no input', () => {
    const parsed = toInput(apply(defaultValues, ['place', 'Fresno']));
    expect(parsed.placeUnknown).toBe(true);
    expect(parsed.input).toBeUndefined();
  });

  it('asks for backup hours of one Powerwall 3 while no battery is chosen, and of the battery chosen', () => {
    expect(toInput(defaultValues).input?.backup).toEqual({ circuits: ['fridge', 'lights', 'internet'], battery: 'powerwall3' });
    expect(toInput(apply(defaultValues, ['battery', 'powerwall3x2'])).input).toMatchObject({
      battery: true,
      backup: { battery: 'powerwall3x2' },
    });
  });
});

describe('typed numbers', () => {
  it('forgive a dollar or percent sign and thousands commas, nothing else', () => {
    expect(parseNumber('$1,070')).toBe(1070);
    expect(parseNumber('7.5%')).toBe(7.5);
    expect(parseNumber('.5')).toBe(0.5);
    for (const bad of ['', '-1', '1e3', 'Infinity', '0x10', '1.2.3']) expect(parseNumber(bad), bad).toBeNaN();
  });

  it('are no override when they restate the sourced value', () => {
    const place = matchPlace('Tehachapi');
    expect(parseRange('productionPerKw', { low: '1560', high: '1860' }, place)).toEqual({});
    expect(parseRange('productionPerKw', { low: '1560', high: '1900' }, place)).toEqual({ value: { low: 1560, high: 1900 } });
    expect(parseRange('rateBefore', { low: '', high: '' }, place)).toEqual({});
  });
});
