import type { IncentiveFact, IsoDate } from './incentive-types';
import { incentives } from './incentives';

/** How copy writes the figures of an incentive fact; copy never types them itself. */

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(date: IsoDate) {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: months[m! - 1]!, day: d! };
}

/** 'December 31, 2025' */
export const longDate = (date: IsoDate) => {
  const { year, month, day } = parts(date);
  return `${month} ${day}, ${year}`;
};

/** 'November 2026' */
export const monthYear = (date: IsoDate) => {
  const { year, month } = parts(date);
  return `${month} ${year}`;
};

/** '2025' */
export const yearOf = (date: IsoDate) => String(parts(date).year);

/** The headline figure: '30%' or '30-35%'. Throws for facts without one, so a typo fails the build. */
export function percentOf(fact: IncentiveFact): string {
  const { rule } = fact;
  if (rule.kind === 'percent') return `${rule.percent}%`;
  if (rule.kind === 'percent-range') return `${rule.min}-${rule.max}%`;
  throw new Error(`${fact.id} has no percentage`);
}

/** The gas discount of a fact that has one ('20%'). */
export function gasPercentOf(fact: IncentiveFact): string {
  if (fact.rule.kind === 'percent-range' && fact.rule.gasPercent !== undefined) return `${fact.rule.gasPercent}%`;
  throw new Error(`${fact.id} has no gas discount`);
}

/** The last qualifying day, as 'June 30, 2026'. */
export function endDate(fact: IncentiveFact): string {
  if (!fact.end) throw new Error(`${fact.id} has no end date`);
  return longDate(fact.end.date);
}

/** The second deadline of a fact that has one (48E/45Y placed-in-service date). */
export function orEndDate(fact: IncentiveFact): string {
  if (!fact.orEnd) throw new Error(`${fact.id} has no second deadline`);
  return longDate(fact.orEnd.date);
}

/** The year after the last qualifying day: 'after 2025' reads as 'from 2026'. */
export const firstYearWithout = (fact: IncentiveFact) => {
  if (!fact.end) throw new Error(`${fact.id} has no end date`);
  return String(parts(fact.end.date).year + 1);
};

/** '2025': the last year a homeowner could earn the federal solar credit (titles and teasers use it). */
export const homeownerCreditLastYear = yearOf(incentives.fed25d.end.date);

/** The title of the tax-credit article, shared by its teasers. */
export const taxCreditPostTitle = `Solar Tax Credits After ${homeownerCreditLastYear}`;

/** The rate when a project misses the conditions of the full one ('6%'). */
export function reducedPercentOf(fact: IncentiveFact): string {
  if (fact.rule.kind === 'percent' && fact.rule.reducedPercent !== undefined) return `${fact.rule.reducedPercent}%`;
  throw new Error(`${fact.id} has no reduced rate`);
}
