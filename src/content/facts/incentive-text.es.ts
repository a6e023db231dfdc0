import type { IncentiveFact, IsoDate } from '@/content/facts/incentive-types';
import * as en from '@/content/facts/incentive-text';

/**
 * How Spanish copy writes the figures of an incentive fact: the same functions as
 * src/content/facts/incentive-text.ts, reading the same facts, with dates in Spanish words
 * ('31 de diciembre de 2025'). Percentages and years read the same in both languages (es-US
 * writes '30%'), so those functions are the English ones, by reference.
 */

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function parts(date: IsoDate) {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: months[m! - 1]!, day: d! };
}

/** '31 de diciembre de 2025' */
export const longDate = (date: IsoDate) => {
  const { year, month, day } = parts(date);
  return `${day} de ${month} de ${year}`;
};

/** 'noviembre de 2026' */
export const monthYear = (date: IsoDate) => {
  const { year, month } = parts(date);
  return `${month} de ${year}`;
};

/** '2025' */
export const yearOf = en.yearOf;

/** The headline figure: '30%' or '30-35%'. */
export const percentOf = en.percentOf;

/** The gas discount of a fact that has one ('20%'). */
export const gasPercentOf = en.gasPercentOf;

/** The last qualifying day, as '30 de junio de 2026'. */
export function endDate(fact: IncentiveFact): string {
  if (!fact.end) throw new Error(`${fact.id} has no end date`);
  return longDate(fact.end.date);
}

/** The second deadline of a fact that has one (48E/45Y placed-in-service date), as '31 de diciembre de 2027'. */
export function orEndDate(fact: IncentiveFact): string {
  if (!fact.orEnd) throw new Error(`${fact.id} has no second deadline`);
  return longDate(fact.orEnd.date);
}

/** The year after the last qualifying day: 'después de 2025' reads as 'desde 2026'. */
export const firstYearWithout = en.firstYearWithout;

/** '2025': the last year a homeowner could earn the federal solar credit (titles and teasers use it). */
export const homeownerCreditLastYear = en.homeownerCreditLastYear;

/** The title of the tax-credit article, shared by its teasers. */
export const taxCreditPostTitle = `Créditos fiscales solares después de ${homeownerCreditLastYear}`;

/** The rate when a project misses the conditions of the full one ('6%'). */
export const reducedPercentOf = en.reducedPercentOf;
