import { describe, expect, it } from 'vitest';
import { estimatorReducer, initialEstimatorState } from './estimator-state';
import { withPreset } from './preset';
import { defaultValues } from './values';

describe('inputs from the address bar', () => {
  it('take the town an offer names, by its slug, and a battery', () => {
    const v = withPreset(defaultValues, '?town=california-city&battery=powerwall3');
    expect(v).toMatchObject({ place: 'California City', battery: 'powerwall3' });
  });

  it('keep a ZIP as typed, and ignore a place we do not serve or a value that is not ours', () => {
    expect(withPreset(defaultValues, '?place=93505').place).toBe('93505');
    expect(withPreset(defaultValues, '?town=fresno&roof=north&battery=tesla&ev=x')).toBe(defaultValues);
    expect(withPreset(defaultValues, `?bill=${'9'.repeat(50)}`)).toBe(defaultValues);
  });

  it('read a whole sent form: usage, months, well pump and exactly the ticked circuits', () => {
    const months = Array.from({ length: 12 }, (_, m) => `kwh-${m}=${500 + m}`).join('&');
    const v = withPreset(defaultValues, `?place=Taft&usage=kwh&${months}&discount=care&wellPump=on&circuit=fridge&circuit=medical`);
    expect(v).toMatchObject({ place: 'Taft', usage: 'kwh', discount: 'care', wellPump: true, circuits: ['fridge', 'medical'] });
    expect(v.kwh[11]).toBe('511');
  });
});

describe('the estimator state', () => {
  it('keeps the last complete input while a field is half typed, and says so', () => {
    const start = initialEstimatorState();
    const typing = estimatorReducer(start, { type: 'field', change: { name: 'bill', value: '' } });
    expect(typing.parsed.input).toBeUndefined();
    expect(typing.input).toBe(start.input);
    const done = estimatorReducer(typing, { type: 'field', change: { name: 'bill', value: '210' } });
    expect(done.input.usage).toEqual({ kind: 'bill', monthlyBill: 210 });
  });

  it('changes nothing, not even the object, for an empty address or an unknown field', () => {
    const start = initialEstimatorState();
    expect(estimatorReducer(start, { type: 'preset', search: '' })).toBe(start);
    expect(estimatorReducer(start, { type: 'changes', changes: [{ name: 'nope', value: '1' }] })).toBe(start);
  });
});
