import { billingRules } from './billing';
import { longDate, monthYear } from './incentive-text';

/**
 * The billing rules as English copy states them (src/content/facts/billing.ts holds the facts and
 * their sources). A page that uses one of these lists `billingFacts` among its sources.
 */
const { netBilling } = billingRules;

export const billingText = {
  /** Who is on which plan, by the date they applied. */
  whoIsOnWhich: `Homes that applied for solar on or after ${longDate(netBilling.start)} are on the Net Billing Tariff (NEM 3.0); older systems keep NEM 1.0 or 2.0.`,
  /** The short form, for a lead or a list: 'since April 2023'. */
  since: `since ${monthYear(netBilling.start)}`,
  netBillingMonthly:
    'On the Net Billing Tariff, PG&E and SCE bill your energy every month, after your export credits; extra credits roll forward, and a yearly true-up settles what is left.',
  legacyYearly:
    'On NEM 1.0 or 2.0 you pay small monthly charges, and your energy charges come due once a year at true-up, unless you pay toward them monthly.',
  plans: `New solar customers go on PG&E's ${netBilling.plans.pge} plan or SCE's ${netBilling.plans.sce}.`,
  /** One answer to "what is a true-up?", for FAQs. */
  trueUpAnswer: `It depends on when your system applied. Since ${longDate(netBilling.start)}, new solar customers are on the Net Billing Tariff: PG&E and SCE bill your energy every month, after your export credits, roll extra credits forward, and settle what is left in a yearly true-up. Older systems on NEM 1.0 or 2.0 pay small monthly charges, and their energy charges come due once a year at true-up, unless they pay toward them monthly.`,
};
