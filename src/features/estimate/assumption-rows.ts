import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/solar-estimate';
import type { UsedAssumption } from '@/shared/estimate/assumptions';
import type { Source } from '@/shared/estimate/fact';
import type { Battery, Circuit } from '@/shared/estimate/loads';
import type { PlanPrices } from '@/shared/estimate/tariffs';
import { money, num, percent, span, unitPrice } from './format';
import type { RangeKey } from './overrides';

/**
 * The list under "Every number this estimate uses": each fact the estimate ran on, in the
 * page's language, with its value as a person reads it, its source and date, and which of its
 * values the visitor may change (docs/decisions/023-estimate.md). The facts' own labels and
 * notes are English and for the code; the page shows the copy's, found by the fact's id.
 */
export type EditKey = RangeKey | 'loanYears';

export interface AssumptionRow {
  id: string;
  label: string;
  note?: string;
  value: string;
  source?: Source;
  primary?: Source;
  asOf: string;
  /** No source: our own figure, and the page says so. */
  ours: boolean;
  overridden: boolean;
  edit: readonly EditKey[];
}

export type AssumptionCopy = Pick<Localized<typeof en>, 'factText' | 'valueText' | 'assumptionsCopy'>;

type R = { low: number; high: number };
const isRange = (v: unknown): v is R => typeof v === 'object' && v !== null && 'low' in v && 'high' in v;

/** Which range fields belong to which fact. */
function editsOf(id: string): readonly EditKey[] {
  if (id.startsWith('production.cz')) return ['productionPerKw'];
  if (/^tariff\.\w+\.before$/.test(id)) return ['rateBefore'];
  if (/^tariff\.\w+\.after$/.test(id)) return ['ratePeak', 'rateOther'];
  const byId: Record<string, EditKey> = {
    'tariff.export-value': 'exportValue',
    'price.solar': 'solarPrice',
    'price.battery': 'batteryPrice',
    'production.degradation': 'degradation',
    'price.loan-rate': 'loanRate',
    'price.loan-years': 'loanYears',
    'design.offset': 'offset',
    'usage.daytime-share': 'daytimeShare',
    'usage.peak-share': 'peakShare',
  };
  const key = byId[id];
  return key ? [key] : [];
}

/** An ISO date in the page's words: "June 1, 2026", "1 de junio de 2026". */
export function dateText(iso: string, copy: AssumptionCopy['assumptionsCopy']): string {
  const [y, m, d] = iso.split('-').map(Number);
  return copy.date(d ?? 1, copy.months[(m ?? 1) - 1] ?? '', y ?? 0);
}

/** The value of a fact in words, by what the fact is. */
export function valueOf(a: UsedAssumption, copy: AssumptionCopy): string {
  const t = copy.valueText;
  const v = a.value;
  const pct = (r: R) => span(r, percent);
  if (a.id.startsWith('tariff.') && a.id.endsWith('.before') && isRange(v)) return t.perKwh(span(v, unitPrice));
  if (/^tariff\.\w+\.(before|after)$/.test(a.id) && typeof v === 'object' && v !== null) {
    if ('summer' in v) {
      const p = v as PlanPrices;
      return t.plan(
        span(p.summer.peak, unitPrice),
        span(p.summer.other, unitPrice),
        span(p.winter.peak, unitPrice),
        span(p.winter.other, unitPrice),
      );
    }
    const flat = v as { peak: R; other: R };
    return t.plan(span(flat.peak, unitPrice), span(flat.other, unitPrice), span(flat.peak, unitPrice), span(flat.other, unitPrice));
  }
  if (a.id === 'tariff.fixed-charge') {
    const f = v as { standard: number; care: number; fera: number };
    return t.fixed(money(f.standard), money(f.care), money(f.fera));
  }
  if (a.id === 'rule.federal-credit') return t.noCredit(dateText((v as { lastExpenditure: string }).lastExpenditure, copy.assumptionsCopy));
  if (a.id === 'rule.nbt-settlement') return t.settlement;
  if (a.id === 'production.monthly-shape' && Array.isArray(v)) {
    const shares = v as number[];
    return t.perMonth(span({ low: Math.min(...shares), high: Math.max(...shares) }, (n) => num(n * 100, 1)));
  }
  if (a.id === 'price.loan-years') return t.years(String(v));
  if (a.id.startsWith('battery.powerwall')) {
    const b = v as Battery;
    return t.battery(num(b.capacityKwh, 1), num(b.continuousKw, 1));
  }
  if (a.id.startsWith('load.')) {
    const c = v as Circuit;
    return t.load(span(c.runningW, num), pct(c.duty));
  }
  if (!isRange(v)) return '';
  if (a.id.startsWith('production.cz')) return t.kwhPerKw(span(v, num));
  if (a.id.startsWith('roof.')) return t.ofSouth(pct(v));
  if (a.id.startsWith('shade.')) return t.ofUnshaded(pct(v));
  if (a.id === 'production.degradation') return t.perYear(span(v, (n) => num(n * 100, 1)));
  if (a.id === 'tariff.care' || a.id === 'tariff.fera') return t.offEnergy(pct(v));
  if (a.id === 'tariff.export-value') return t.perKwh(span(v, unitPrice));
  if (a.id === 'price.solar') return t.perWatt(span(v, unitPrice));
  if (a.id === 'price.battery') return t.perKwhStored(span(v, money));
  if (a.id === 'price.loan-rate') return t.apr(span(v, (n) => num(n * 100, 1)));
  if (a.id === 'usage.ev') return t.kwhAYear(span(v, num));
  return t.share(pct(v));
}

/**
 * The rows for an estimate's assumptions and its backup's, each fact once: an overridden fact
 * (the model lists a replaced plan twice, as read and as changed) shows the visitor's value.
 */
export function assumptionRows(used: readonly UsedAssumption[], copy: AssumptionCopy): AssumptionRow[] {
  const byId = new Map<string, UsedAssumption>();
  for (const a of used) if (!byId.has(a.id) || a.overridden) byId.set(a.id, a);
  return [...byId.values()].map((a) => {
    const text = copy.factText[a.id];
    return {
      id: a.id,
      label: text?.label ?? a.id,
      note: text?.note,
      value: valueOf(a, copy),
      source: a.source,
      primary: a.primary,
      asOf: dateText(a.asOf, copy.assumptionsCopy),
      ours: !a.source,
      overridden: a.overridden,
      edit: editsOf(a.id),
    };
  });
}
