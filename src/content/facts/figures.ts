import { batteries } from '@/shared/estimate/loads';
import { degradation } from '@/shared/estimate/degradation';
import { billingFacts } from './billing';
import { charging } from './charging';
import { codeRules } from './code';
import type { Citable } from './incentive-sources';
import { longDate, monthYear } from './incentive-text';
import { longDate as longDateEs, monthYear as monthYearEs } from './incentive-text.es';
import type { IncentiveFact, IsoDate } from './incentive-types';
import { incentiveFacts, incentives } from './incentives';

/**
 * Which fact holds each figure about money or law that copy may state (docs/decisions/027-content-truth.md).
 * tests/build/content-truth.test.ts reads every built page: a dollar amount, a percentage, a price
 * in cents or a date written out must be one of these facts' figures, and the page must cite one
 * of that fact's sources with the day it was checked. A figure no fact holds fails the build.
 */
export interface FigureOwner {
  id: string;
  /** The figures as pages write them, in English and Spanish ('30-35%', 'December 31, 2026', '31 de diciembre de 2026'). */
  figures: readonly string[];
  /** The fact's sources: citing any one of them, with its date, covers the figure. */
  sources: readonly string[];
}

/** Every way copy writes a date: in full and as month and year, in both languages. */
const dateForms = (date: IsoDate) => [longDate(date), monthYear(date), longDateEs(date), monthYearEs(date)];

const urls = (fact: Citable) => [fact.source, ...(fact.moreSources ?? [])].flatMap((s) => (s ? [s.url] : []));

function percents(fact: IncentiveFact): string[] {
  const { rule } = fact;
  if (rule.kind === 'percent') return [rule.percent, rule.reducedPercent].flatMap((p) => (p === undefined ? [] : [`${p}%`]));
  if (rule.kind === 'percent-range')
    return [`${rule.min}-${rule.max}%`, `${rule.min}%`, `${rule.max}%`, ...(rule.gasPercent === undefined ? [] : [`${rule.gasPercent}%`])];
  if (rule.kind === 'legacy-terms') return [`${rule.addPercent}%`];
  return [];
}

/** Every ISO date a fact holds: its start, deadlines, milestones, lock-in dates and the day it was checked. */
const datesOf = (fact: object): IsoDate[] => [
  ...new Set([...JSON.stringify(fact).matchAll(/"(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1] as IsoDate)),
];

const publicLaw = incentives.fed25d.moreSources.find((s) => s.title.startsWith('Public Law'))!;

export const figureOwners: readonly FigureOwner[] = [
  ...incentiveFacts.map((fact) => ({
    id: fact.id,
    figures: [...percents(fact), ...datesOf(fact).flatMap(dateForms)],
    sources: urls(fact),
  })),
  // The low-income line of the state-funded SGIP budget: at or below 80% of area median income.
  { id: 'rsse.income', figures: ['80%'], sources: urls(incentives.rsse) },
  // Public Law 119-21, signed July 4, 2025, ended the homeowner credits.
  { id: 'publicLaw119-21', figures: dateForms('2025-07-04'), sources: [publicLaw.url] },
  ...billingFacts.map((rule) => ({ id: rule.id, figures: datesOf(rule).flatMap(dateForms), sources: urls(rule) })),
  ...Object.values(codeRules).map((rule) => ({ id: rule.id, figures: rule.figures, sources: urls(rule) })),
  {
    id: degradation.id,
    figures: [degradation.value.low, degradation.value.high].map((share) => `${Math.round(share * 1000) / 10}%`),
    sources: urls(degradation),
  },
  { id: batteries.powerwall3.id, figures: [], sources: urls(batteries.powerwall3) },
  ...Object.values(charging).map((fact) => ({ id: fact.id, figures: [], sources: urls(fact) })),
];
