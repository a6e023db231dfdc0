import { describe, expect, it } from 'vitest';
import * as en from '@/content/resources/solar-estimate';
import * as es from '@/content/resources/solar-estimate.es';
import { estimateFacts } from '@/shared/estimate/catalog';
import { estimate } from '@/shared/estimate/estimate';
import type { EstimateInput } from '@/shared/estimate/input';
import { assumptionRows, dateText } from './assumption-rows';

const input: EstimateInput = {
  place: 'tehachapi',
  usage: { kind: 'bill', monthlyBill: 320 },
  discount: 'care',
  roof: 'south',
  shade: 'some',
  battery: true,
  ev: 'planned',
  wellPump: true,
  backup: { circuits: ['fridge', 'lights', 'internet', 'wellPump', 'furnaceFan', 'medical', 'roomAc', 'centralAc'], battery: 'powerwall3' },
  overrides: { exportValue: { low: 0.06, high: 0.08 }, rateAfter: { peak: { low: 0.5, high: 0.6 }, other: { low: 0.2, high: 0.3 } } },
};

function rows(copy: typeof en | typeof es) {
  const out = estimate(input);
  if (!out.ok) throw new Error(out.error);
  return assumptionRows([...out.estimate.assumptions, ...(out.estimate.backup?.assumptions ?? [])], copy);
}

describe('the assumptions list', () => {
  it('has words in both languages for every fact the estimator can use, ZIP list aside', () => {
    const shown = estimateFacts.filter((f) => !f.id.startsWith('place.')).map((f) => f.id);
    expect(shown.filter((id) => !en.factText[id])).toEqual([]);
    expect(shown.filter((id) => !es.factText[id])).toEqual([]);
  });

  it('shows each fact once, with a value, a date, and a source or the word that it is ours', () => {
    for (const copy of [en, es]) {
      const list = rows(copy);
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      for (const row of list) {
        expect(row.value, row.id).not.toBe('');
        expect(row.label, row.id).not.toBe(row.id);
        expect(row.source !== undefined || row.ours, row.id).toBe(true);
        expect(row.asOf).toMatch(/20\d\d/);
      }
    }
  });

  it('shows the visitor’s value where they changed one, marked, and which boxes each row has', () => {
    const list = rows(en);
    const exported = list.find((r) => r.id === 'tariff.export-value')!;
    expect(exported).toMatchObject({ value: '$0.06–$0.08 per kWh', overridden: true, edit: ['exportValue'] });
    const plan = list.find((r) => r.id === 'tariff.sce.after')!;
    expect(plan.overridden).toBe(true);
    expect(plan.value).toBe(
      'June to September: $0.50–$0.60 4-9 p.m., $0.20–$0.30 other hours. October to May: $0.50–$0.60 and $0.20–$0.30 per kWh.',
    );
    expect(plan.edit).toEqual(['ratePeak', 'rateOther']);
    expect(list.find((r) => r.id === 'production.cz16')).toMatchObject({
      value: '1,560–1,860 kWh per kW a year',
      edit: ['productionPerKw'],
    });
    expect(list.find((r) => r.id === 'tariff.care')).toMatchObject({ value: '30–35% off', edit: [] });
    expect(list.find((r) => r.id === 'load.fridge')?.value).toBe('725 W, running 33% of the time');
  });

  it('writes dates in each language', () => {
    expect(dateText('2026-06-01', en.assumptionsCopy)).toBe('June 1, 2026');
    expect(dateText('2026-06-01', es.assumptionsCopy)).toBe('1 de junio de 2026');
  });
});
