import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { towns } from '@/shared/places/towns';
import type { Range } from './fact';
import { estimate, type Estimate } from './estimate';
import type { EstimateInput } from './input';
import type { CircuitId } from './loads';

/** Properties every estimate keeps, for any home in our area (docs/decisions/023-estimate.md, "Proof"). */
const circuitIds: CircuitId[] = ['fridge', 'wellPump', 'furnaceFan', 'medical', 'lights', 'internet', 'roomAc', 'centralAc'];

const home = fc.record({
  place: fc.constantFrom(...towns.map((t) => t.slug), '93301', '93561', '93215', '93555'),
  bill: fc.integer({ min: 40, max: 900 }),
  discount: fc.constantFrom<EstimateInput['discount'][]>('none', 'care', 'fera'),
  roof: fc.constantFrom<EstimateInput['roof'][]>('south', 'southeast-southwest', 'east-west', 'flat'),
  shade: fc.constantFrom<EstimateInput['shade'][]>('none', 'some', 'heavy'),
  battery: fc.boolean(),
  ev: fc.constantFrom<EstimateInput['ev'][]>('none', 'have', 'planned'),
  circuits: fc.subarray(circuitIds),
});

type Home = typeof home extends fc.Arbitrary<infer T> ? T : never;

const inputOf = (h: Home, bill = h.bill): EstimateInput => ({
  place: h.place,
  usage: { kind: 'bill', monthlyBill: bill },
  discount: h.discount,
  roof: h.roof,
  shade: h.shade,
  battery: h.battery,
  ev: h.ev,
  wellPump: h.circuits.includes('wellPump'),
  backup: { circuits: h.circuits, battery: 'powerwall3' },
});

function run(input: EstimateInput): Estimate {
  const out = estimate(input);
  if (!out.ok) throw new Error(`estimate refused ${JSON.stringify(input)}: ${out.error}`);
  return out.estimate;
}

function rangesOf(value: unknown, path = ''): [string, Range][] {
  if (typeof value !== 'object' || value === null) return [];
  if ('low' in value && 'high' in value && typeof value.low === 'number') return [[path, value as Range]];
  return Object.entries(value).flatMap(([k, v]) => (k === 'assumptions' ? [] : rangesOf(v, `${path}.${k}`)));
}

const runs = { numRuns: 40 };

describe('estimate, for any home of our area', () => {
  it('gives every figure as a finite range with low <= high', () => {
    fc.assert(
      fc.property(home, (h) => {
        for (const [path, r] of rangesOf(run(inputOf(h)))) {
          expect(Number.isFinite(r.low) && Number.isFinite(r.high), path).toBe(true);
          expect(r.low, path).toBeLessThanOrEqual(r.high);
        }
      }),
      runs,
    );
  });

  it('never gives a smaller system for a bigger bill', () => {
    fc.assert(
      fc.property(home, fc.integer({ min: 1, max: 400 }), (h, more) => {
        const small = run(inputOf(h)).systemKw;
        const big = run(inputOf(h, h.bill + more)).systemKw;
        expect(big.low).toBeGreaterThanOrEqual(small.low);
        expect(big.high).toBeGreaterThanOrEqual(small.high);
      }),
      runs,
    );
  });

  it('never lowers self-use with a battery', () => {
    fc.assert(
      fc.property(home, (h) => {
        const e = run({ ...inputOf(h), battery: true });
        expect(e.battery?.gain.low).toBeGreaterThanOrEqual(0);
        expect(e.battery!.selfUseWith.low).toBeGreaterThanOrEqual(e.battery!.selfUseWithout.low);
        expect(e.battery!.selfUseWith.high).toBeGreaterThanOrEqual(e.battery!.selfUseWithout.high);
      }),
      runs,
    );
  });

  it('never bills more after solar than before, and keeps the fixed charge', () => {
    fc.assert(
      fc.property(home, (h) => {
        const e = run(inputOf(h));
        expect(e.billAfter.high).toBeLessThanOrEqual(e.billBefore.high);
        const fixed = h.discount === 'care' ? 6 : h.discount === 'fera' ? 12.08 : 24.15;
        for (const m of e.monthly) expect(m.billAfter.low).toBeGreaterThanOrEqual(Math.floor(fixed));
      }),
      runs,
    );
  });

  it('gives no more backup hours when a circuit is added', () => {
    fc.assert(
      fc.property(home, fc.constantFrom(...circuitIds), (h, extra) => {
        fc.pre(h.circuits.length > 0);
        const fewer = run(inputOf(h)).backup!.hours;
        const more = run({ ...inputOf(h), backup: { circuits: [...h.circuits, extra], battery: 'powerwall3' } }).backup!.hours;
        expect(more.high).toBeLessThanOrEqual(fewer.high);
      }),
      runs,
    );
  });

  it('holds any value from inside the input ranges: corners are the extremes', () => {
    const inside = fc.record({
      exportValue: fc.double({ min: 0.05, max: 0.1, noNaN: true }),
      daytimeShare: fc.double({ min: 0.25, max: 0.4, noNaN: true }),
      peakShare: fc.double({ min: 0.2, max: 0.3, noNaN: true }),
      offsetTarget: fc.double({ min: 0.8, max: 1, noNaN: true }),
      zoneFactor: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(home, inside, (h, v) => {
        const full = run(inputOf(h));
        const zone = full.assumptions.find((a) => a.id.startsWith('production.cz'))!.value as Range;
        const point = (x: number) => ({ low: x, high: x });
        const one = run({
          ...inputOf(h),
          overrides: {
            exportValue: point(v.exportValue),
            daytimeShare: point(v.daytimeShare),
            peakShare: point(v.peakShare),
            offsetTarget: point(v.offsetTarget),
            productionPerKw: point(zone.low + v.zoneFactor * (zone.high - zone.low)),
          },
        });
        const within = (inner: Range, outer: Range, slack: number) => {
          expect(inner.low).toBeGreaterThanOrEqual(outer.low - slack);
          expect(inner.high).toBeLessThanOrEqual(outer.high + slack);
        };
        within(one.systemKw, full.systemKw, 0.1);
        within(one.annualSavings, full.annualSavings, 10);
        within(one.billAfter, full.billAfter, 1);
        within(one.selfUse, full.selfUse, 0.01);
      }),
      runs,
    );
  });

  it('never saves less when exports are worth more', () => {
    fc.assert(
      fc.property(home, fc.double({ min: 0, max: 0.3, noNaN: true }), (h, credit) => {
        const low = run({ ...inputOf(h), overrides: { exportValue: { low: credit, high: credit } } }).annualSavings;
        const high = run({ ...inputOf(h), overrides: { exportValue: { low: credit + 0.05, high: credit + 0.05 } } }).annualSavings;
        expect(high.low).toBeGreaterThanOrEqual(low.low);
        expect(high.high).toBeGreaterThanOrEqual(low.high);
      }),
      runs,
    );
  });
});
