import type { IncentiveFact } from './incentive-types';
import { longDate, monthYear, yearOf } from './dates';
import { incentives } from './incentives';

/** How copy writes the figures of an incentive fact; copy never types them itself. */

export { longDate, monthYear, yearOf } from './dates';

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
  return String(Number(yearOf(fact.end.date)) + 1);
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

const { sgip, rsse, solarExclusion } = incentives;

/**
 * Sentences pages share about incentives whose status matters more than their figures
 * (docs/decisions/027-content-truth.md). A page that uses one cites the facts it names.
 */
export const incentiveSentences = {
  /** SGIP as it stands: cite `sgip` and `rsse`. */
  sgipStatus: `SGIP: check before you count on it. The law behind the ratepayer-funded program ran until ${longDate(sgip.milestones.statuteEnds)}, and its equity budgets stopped taking new applications at the end of ${yearOf(sgip.milestones.equityBudgetsClosed)}. The state-funded budget for income-qualified homes (Residential Solar and Storage Equity, open since ${longDate(rsse.start)} to households at or below 80% of area median income) was fully reserved, with a waitlist, as of ${monthYear(rsse.milestones.waitlistSeen)}. We check selfgenca.com for you before you sign.`,
  /** The status without its lead-in, for a section whose heading already says to check first: cite `sgip` and `rsse`. */
  sgipBrief: `The law behind the ratepayer-funded program ended ${longDate(sgip.milestones.statuteEnds)}, its equity budgets closed at the end of ${yearOf(sgip.milestones.equityBudgetsClosed)}, and the state budget for income-qualified homes had a waitlist as of ${monthYear(rsse.milestones.waitlistSeen)}. We check selfgenca.com before you sign.`,
  /** The short form, for a list or a card: cite `sgip` and `rsse`. */
  sgipShort: `SGIP battery rebates were closed or waitlisted as of ${monthYear(rsse.milestones.waitlistSeen)}; we check what is open before you count on one.`,
  /** Who the equity resiliency budget was for: cite `sgip`. */
  sgipEquityRule:
    'Its equity resiliency budget was for homes in a Tier 2 or 3 high fire-threat district, or hit by two or more power shutoffs, that also had Medical Baseline, a serious medical condition reported to the utility, an electric well pump and a low income, or a low income in deed- or resale-restricted housing. An electric well pump alone, or CARE alone, did not qualify.',
  /** The property-tax deadline, wherever a homeowner weighs timing: cite `solarExclusion`. */
  exclusionDeadline: `Adding solar does not raise your property-tax assessment if the system is completed by ${endDate(solarExclusion)} (California's solar exclusion). A 2026 bill, AB 2389, would extend it; unless a law does, a system finished later gets no exclusion, so plan the finish date with that in mind.`,
  /** The short form: cite `solarExclusion`. */
  exclusionShort: `No property-tax reassessment for solar completed by ${endDate(solarExclusion)}, unless a law extends the date`,
};
