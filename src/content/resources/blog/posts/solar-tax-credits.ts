// One blog post, whole: content/resources/blog/posts.ts finds every file in this folder.
import taxImage from '@/assets/illustrations/blog-tax-credits.svg';
import { billingFacts } from '@/content/facts/billing';
import { billingText } from '@/content/facts/billing-text';
import {
  endDate,
  firstYearWithout,
  gasPercentOf,
  incentiveSentences,
  longDate,
  orEndDate,
  percentOf,
  yearOf,
} from '@/content/facts/incentive-text';
import { sourcesOf } from '@/content/facts/incentive-sources';
import { incentives, incentivesAsOf } from '@/content/facts/incentives';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

// Every figure and date below comes from the incentive facts (src/content/facts/incentives.ts).
const { fed25d, fed25c, fed30c, fed48e, nbt, sgip, rsse, care, fera, solarExclusion } = incentives;
const lastYear = yearOf(fed25d.end.date);

/** The post's address, /resources/blog/solar-tax-credits: the file's name. */
export const slug = 'solar-tax-credits';

/** /resources/blog/solar-tax-credits: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  slug,
  title: `Solar Tax Credits After ${lastYear}`,
  excerpt: 'The federal solar credit for homeowners has ended. What is left for a California home, and what to do now.',
  date: incentivesAsOf,
  readTime: 8,
  category: 'Incentives',
  metaTitle: `Solar Tax Credits After ${lastYear}: What Is Left`,
  keywords: [
    `solar tax credit ended ${lastYear}`,
    'residential clean energy credit',
    'solar lease tax credit',
    'SGIP battery rebate',
    'California solar property tax',
  ],
  image: {
    src: taxImage,
    alt: 'A tax form on a clipboard beside a calculator, with a rooftop solar array and a large sun in the background.',
    width: 800,
    height: 600,
  },
};

/** The article itself; loaded only when the post is opened. */
export const body: readonly ArticleNode[] = [
  {
    kind: 'callout',
    tone: 'warning',
    title: 'This is not tax advice',
    text: `This article explains the rules as they stood on ${longDate(incentivesAsOf)}, in plain words. Tax law changes and every household is different. Confirm your own situation with a tax professional and the current IRS instructions before you count on any credit.`,
  },
  {
    kind: 'p',
    text: `For years the federal solar tax credit was the first thing we explained at every kitchen table. For homeowners it has ended: Public Law 119-21, signed on July 4, ${lastYear}, cut it short. Here is what ended, what is still there, and what we suggest a Kern County homeowner do now.`,
  },
  { kind: 'h2', text: 'What ended' },
  {
    kind: 'ul',
    items: [
      `The residential clean energy credit (section ${fed25d.code} of the federal tax code), worth ${percentOf(fed25d)} of the cost of solar and of batteries of 3 kWh or more, is not allowed for expenditures made after ${endDate(fed25d)}. The IRS counts the expenditure as made when the installation is complete, so a system finished in ${firstYearWithout(fed25d)} gets no credit, even if you signed or paid earlier.`,
      `The energy efficient home improvement credit (section ${fed25c.code} of the federal tax code) for heat pumps, insulation, windows and similar upgrades ended for property placed in service after ${endDate(fed25c)}.`,
      `The EV charger credit (section ${fed30c.code} of the federal tax code) ended for chargers placed in service after ${endDate(fed30c)}.`,
    ],
  },
  {
    kind: 'p',
    text: `Credit you earned on a system finished in ${lastYear} or earlier is not lost. If your tax bill was too small to use all of it, the rest still carries forward to later returns, and IRS Form 5695 is still where it goes.`,
  },
  { kind: 'h2', text: 'What is still there' },
  { kind: 'h3', text: 'A lease or PPA: a federal credit, but not yours' },
  {
    kind: 'p',
    text: `A leasing company or PPA provider that owns the system on your roof is a business, and businesses can still claim the clean electricity investment credit (section ${fed48e.code} of the federal tax code), ${percentOf(fed48e)} of the cost for a system under 1 MW. A system whose construction starts now has to be placed in service by ${orEndDate(fed48e)}, and its equipment has to pass new limits on parts from foreign entities of concern.`,
  },
  {
    kind: 'p',
    text: 'That makes a lease or PPA the only way left for a federal credit to lower the cost of a home system. It is not a reason to sign one. The company decides how much of its credit reaches your rate, and you cannot claim it yourself. Compare a lease on the first-year price per kilowatt-hour, the yearly increase, the buyout terms and what happens if the company cannot claim the credit, against a cash or loan price for the same system.',
  },
  { kind: 'h3', text: "SGIP: California's battery rebate, closed or waitlisted" },
  {
    kind: 'p',
    text: `The Self-Generation Incentive Program paid rebates for battery storage to customers of PG&E, SCE and the other investor-owned utilities, per kilowatt-hour of storage. ${incentiveSentences.sgipStatus}`,
  },
  {
    kind: 'ul',
    items: [
      'The general budget paid a smaller amount per kilowatt-hour and opened in steps that often filled quickly.',
      `The equity resiliency budget paid much more. ${incentiveSentences.sgipEquityRule}`,
    ],
  },
  {
    kind: 'p',
    text: 'If a budget you qualify for opens again, we check eligibility with you before you sign and file the application for you; while none is open, we say so, and your proposal counts no rebate.',
  },
  { kind: 'h3', text: 'CARE, FERA and DAC-SASH for income-qualified households' },
  {
    kind: 'p',
    text: `CARE takes ${percentOf(care)} off the electric bill and ${gasPercentOf(care)} off gas; FERA takes ${percentOf(fera)} off the electric bill for households of three or more just above the CARE income limit. Income-qualified homeowners in a disadvantaged community on the state's CalEnviroScreen map may get rooftop solar at no cost through DAC-SASH, run by GRID Alternatives. If that could be you, ask them first.`,
  },
  { kind: 'h3', text: 'Property tax: solar does not raise your assessment' },
  {
    kind: 'p',
    text: `Under California's active solar energy system exclusion (Revenue and Taxation Code section 73), a qualifying solar system, including storage that is part of it, is not counted as new construction, so your property-tax bill does not go up because of it. The exclusion covers systems completed by ${endDate(solarExclusion)} and lasts until the property changes ownership. A 2026 bill, AB 2389, would extend it; unless a law does, a system finished after that date gets no exclusion, so if your assessment matters to you, plan the finish date with us.`,
  },
  {
    kind: 'p',
    text: 'The Kern County Assessor learns about new systems from building permits, so you normally do not file anything. If you buy a brand-new home with solar already on it, ask the assessor about the claim form for initial purchasers.',
  },
  { kind: 'h3', text: 'Net billing: what your solar earns now' },
  {
    kind: 'p',
    text: `Since ${longDate(nbt.start)}, new PG&E and SCE solar customers are on the Net Billing Tariff, known as NEM 3.0. Solar you use at home saves the full retail rate. Solar you export earns a credit that changes by the hour, set from the state's Avoided Cost Calculator: usually well below what you pay for power, and highest on ${nbt.rule.peakValue}. Customers who enroll before ${longDate(nbt.rule.lockIn.enrollBefore)} keep their first year's export-credit prices for ${nbt.rule.lockIn.years} years, and residential customers who enroll in the tariff's first five years also get a small extra export credit. ${billingText.netBillingMonthly}`,
  },
  { kind: 'h2', text: 'What we suggest you do now' },
  {
    kind: 'ol',
    items: [
      `If your system was finished in ${lastYear} or earlier, make sure the credit is on that year's return; if it was missed, ask your tax preparer about an amended return.`,
      'Price a system you would own without any federal credit. A quote that still subtracts one is out of date; ask for it to be redone.',
      'Size the system for your own use. Under net billing the savings come from covering your own summer afternoons and evenings, not from exporting, and a battery is often what makes that work.',
      'Check SGIP, CARE, FERA and DAC-SASH before you sign anything. We do this at the estimate.',
      'If you look at a lease or PPA, ask in writing how the company qualifies for its credit, when the system will be placed in service, and what your rate is if the credit falls through.',
      'Keep the contract, the final invoice and the permission-to-operate letter from PG&E or SCE. You need them for SGIP, for your insurer and when you sell.',
    ],
  },
  { kind: 'h2', text: 'Putting it together: an example' },
  {
    kind: 'p',
    text: `Take a Bakersfield homeowner who pays cash for an 8 kW system and a 13.5 kWh battery. Finished in ${lastYear}, the federal credit would have returned ${percentOf(fed25d)} of the price. Finished today, the whole price is the cost, less an SGIP rebate only if a budget the household qualifies for opens again. Finished by ${endDate(solarExclusion)}, the system does not raise the property-tax assessment; after that, only if a law extends the exclusion. Under net billing, the battery is what lets the system cover evening use, which is where most of the bill savings come from.`,
  },
  {
    kind: 'p',
    text: 'Every number in that example depends on your roof, your usage and your tax situation. That is why our proposals show the price, each incentive we assumed and where it comes from on separate lines.',
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Want the numbers for your home?',
    text: 'Send us a recent PG&E or SCE bill. An estimator will show you the system size, the price, whether any SGIP budget is open to you, and what your true-up would look like, with no obligation.',
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
  {
    kind: 'sources',
    title: 'Sources',
    items: sourcesOf([fed25d, fed25c, fed30c, fed48e, nbt, ...billingFacts, sgip, rsse, care, fera, solarExclusion]),
  },
];
