import type { IncentiveFact } from '@/content/facts/incentive-types';
import * as en from '@/content/facts/incentive-text';
import { incentives } from '@/content/facts/incentives';
import { longDate, monthYear } from './dates.es';
import type { Localized } from '@/content/localized';

/**
 * How Spanish copy writes the figures of an incentive fact: the same functions as
 * src/content/facts/incentive-text.ts, reading the same facts, with dates in Spanish words
 * ('31 de diciembre de 2025'). Percentages and years read the same in both languages (es-US
 * writes '30%'), so those functions are the English ones, by reference.
 */

export { longDate, monthYear } from './dates.es';

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

const { sgip, rsse, solarExclusion } = incentives;

/** The Spanish twin of incentiveSentences (incentive-text.ts). */
export const incentiveSentences: Localized<typeof en.incentiveSentences> = {
  sgipStatus: `SGIP: confírmelo antes de contar con él. La ley que sostenía el programa financiado por los clientes de las compañías rigió hasta el ${longDate(sgip.milestones.statuteEnds)}, y sus presupuestos de equidad dejaron de recibir solicitudes a fines de ${yearOf(sgip.milestones.equityBudgetsClosed)}. El presupuesto estatal para hogares que califican por ingresos (Residential Solar and Storage Equity, abierto desde el ${longDate(rsse.start)} a hogares con ingresos de hasta el 80% del ingreso medio de la zona) estaba totalmente reservado, con lista de espera, en ${monthYear(rsse.milestones.waitlistSeen)}. Lo revisamos por usted en selfgenca.com antes de que firme.`,
  sgipBrief: `La ley del programa financiado por los clientes de las compañías terminó el ${longDate(sgip.milestones.statuteEnds)}, sus presupuestos de equidad cerraron a fines de ${yearOf(sgip.milestones.equityBudgetsClosed)} y el presupuesto estatal para hogares de ingresos bajos tenía lista de espera en ${monthYear(rsse.milestones.waitlistSeen)}. Lo revisamos en selfgenca.com antes de que firme.`,
  sgipShort: `Los reembolsos de SGIP para baterías estaban cerrados o con lista de espera en ${monthYear(rsse.milestones.waitlistSeen)}; revisamos qué está abierto antes de que cuente con uno.`,
  sgipEquityRule:
    'Su presupuesto de resiliencia para la equidad era para casas en un distrito de alto riesgo de incendio (nivel 2 o 3), o con dos o más cortes preventivos de luz, que además tuvieran Medical Baseline, una condición médica grave avisada a la compañía, una bomba de pozo eléctrica e ingresos bajos, o ingresos bajos en vivienda con restricción de reventa. Una bomba de pozo sola, o CARE solo, no calificaba.',
  exclusionDeadline: `Agregar paneles solares no sube el avalúo de su impuesto a la propiedad si el sistema se termina a más tardar el ${endDate(solarExclusion)} (la exclusión solar de California). Un proyecto de ley de 2026, AB 2389, la extendería; a menos que una ley lo haga, un sistema terminado después no tiene exclusión, así que planee la fecha de terminación con eso en mente.`,
  exclusionShort: `Sin revaluación del impuesto a la propiedad por paneles solares terminados a más tardar el ${endDate(solarExclusion)}, a menos que una ley extienda la fecha`,
};
