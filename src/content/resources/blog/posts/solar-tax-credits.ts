// One blog post, whole: content/resources/blog/posts.ts finds every file in this folder.
import taxImage from '@/assets/illustrations/blog-tax-credits.svg';
import type { ArticleNode, BlogSummary } from '@/content/resources/blog/post';

/** /resources/blog/solar-tax-credits: what the list, the page head and the sitemap read. */
export const summary: BlogSummary = {
  slug: 'solar-tax-credits',
  title: 'Solar Tax Credits in 2024',
  excerpt:
    'The federal residential clean energy credit pays back 30% of a solar or battery installation through 2032. What qualifies, how Form 5695 works, and how SGIP and California property-tax rules add to it.',
  date: '2024-03-10',
  readTime: 10,
  category: 'Incentives',
  metaTitle: 'Solar Tax Credits in 2024: The 30% Federal Credit, SGIP and California Rules',
  keywords: [
    'solar tax credit 2024',
    'residential clean energy credit',
    'Form 5695',
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
    text: 'This article explains the rules as they stood in March 2024, in plain words. Tax law changes and every household is different. Confirm your own situation with a tax professional and the current IRS instructions before you count on any credit.',
  },
  {
    kind: 'p',
    text: 'The federal tax credit is the single biggest incentive for going solar, and it is also the one we get the most questions about. Is it a rebate? Do batteries count? What if I do not owe much tax? Here are the answers we give homeowners across Kern County, plus two California rules that add to the savings.',
  },
  { kind: 'h2', text: 'The federal residential clean energy credit' },
  {
    kind: 'p',
    text: 'Under the Inflation Reduction Act of 2022, homeowners who buy a solar system can take a credit equal to a percentage of what they paid, with no dollar cap. The schedule written into the law is:',
  },
  {
    kind: 'ul',
    items: [
      '30% for systems placed in service from 2022 through 2032.',
      '26% for systems placed in service in 2033.',
      '22% for systems placed in service in 2034.',
    ],
  },
  {
    kind: 'p',
    text: 'On a $24,000 system, 30% is $7,200 off your federal income tax. It is a credit, not a deduction: it comes off the tax you owe dollar for dollar, not off your taxable income.',
  },
  { kind: 'h2', text: 'What qualifies' },
  { kind: 'p', text: 'The credit is figured on the full installed cost of qualifying equipment, including:' },
  {
    kind: 'ul',
    items: [
      'Solar panels, inverters, racking and the wiring that connects them.',
      'Labor for design and installation, permit fees and inspection costs.',
      'Battery storage with a capacity of at least 3 kilowatt-hours. Since 2023 a battery qualifies on its own, even when it is added to an older solar system or installed without solar.',
      'Electrical work the system needs to connect, such as a required main panel upgrade, when it is part of the solar installation. Ask your tax professional how your invoice should be split.',
    ],
  },
  {
    kind: 'p',
    text: 'The system has to be on a home you live in, which can be your main home or a second home in the United States. A system on a rental property you do not live in does not qualify for this residential credit. A general roof replacement usually does not qualify either, even if it was done to prepare for solar.',
  },
  { kind: 'h3', text: 'What if I lease or sign a PPA?' },
  {
    kind: 'p',
    text: 'With a lease or power purchase agreement, the leasing company owns the system, so the company claims the tax benefit, not you. A good lease passes part of that value back to you through a lower monthly payment. Compare the offers on price per kilowatt-hour and the yearly escalator, not on the tax credit, which you will not receive.',
  },
  { kind: 'h2', text: 'How to claim it' },
  {
    kind: 'ol',
    items: [
      'Keep your paperwork: the signed contract, the final invoice showing what you paid, and the permission to operate letter from PG&E or SCE that shows when the system went live.',
      'The credit belongs to the tax year the system is placed in service, which is generally when installation is complete and the system can operate, not the day you sign.',
      'Fill in IRS Form 5695, Residential Energy Credits, Part I. Enter your solar costs on the solar electric line and your battery costs on the battery storage line.',
      'Carry the result to Schedule 3 of your Form 1040. Tax software asks for the same numbers in its energy credit section.',
    ],
  },
  {
    kind: 'p',
    text: 'If you paid with a solar loan, you still claim the full credit on the whole cost in the year the system is placed in service. Many loans are built around it: they expect you to put the refund toward the balance within the first 12 to 18 months to keep the payment low. Read that part of your loan agreement before you sign.',
  },
  { kind: 'h3', text: 'If you owe less tax than the credit' },
  {
    kind: 'p',
    text: "The credit is not refundable: it can bring your federal tax bill to zero but does not pay out more than you owe. The part you cannot use rolls forward to the next year's return. If you are retired or your tax bill is small, that can stretch the credit over several years, which is worth knowing before you choose between cash, a loan and a lease.",
  },
  { kind: 'h3', text: 'Rebates lower the amount you claim' },
  {
    kind: 'p',
    text: 'When a utility or program pays part of the cost, that part usually is not your cost, so it comes off the amount you base the credit on. Keep the rebate letter with your invoice and give both to your tax preparer.',
  },
  { kind: 'h2', text: "SGIP: California's battery incentive" },
  {
    kind: 'p',
    text: 'The Self-Generation Incentive Program pays rebates for battery storage to customers of PG&E, SCE and the other investor-owned utilities. It is paid per kilowatt-hour of storage, and the rate depends on which budget you qualify for.',
  },
  {
    kind: 'ul',
    items: [
      'The general budget pays a smaller amount per kilowatt-hour and opens in steps; some steps fill up quickly.',
      "The equity resiliency budget pays much more and can cover most or all of a battery's cost. It is meant for households that need backup power most: homes in a high fire-threat area or that have been through public safety power shutoffs, which also meet a need or income test such as Medical Baseline, a medical device, an electric well pump or CARE or FERA-level income.",
    ],
  },
  {
    kind: 'p',
    text: 'SGIP has paperwork and wait times, and its budgets change. We check eligibility with you before you sign, file the application for you, and size the battery so the rebate and the federal credit work together.',
  },
  { kind: 'h2', text: 'California property tax: solar does not raise your assessment' },
  {
    kind: 'p',
    text: "A new room or a pool raises your assessed value. A qualifying solar system does not. Under California's active solar energy system exclusion (Revenue and Taxation Code section 73), adding solar, including the storage and equipment that goes with it, is not counted as new construction, so your property-tax bill does not go up because of it. Under the law as it stood in 2024, the exclusion applies to systems completed before January 1, 2027, and lasts until the property changes ownership.",
  },
  {
    kind: 'p',
    text: 'The Kern County Assessor learns about new systems from building permits, so you normally do not file anything. If you buy a brand-new home with solar already on it, ask the assessor about the claim form for initial purchasers.',
  },
  { kind: 'h2', text: 'Putting it together: an example' },
  {
    kind: 'p',
    text: 'Take a Bakersfield homeowner who pays cash for an 8 kW system and a 13.5 kWh battery, $38,000 in total. The federal credit at 30% is $11,400. If the household qualifies for a general-budget SGIP rebate, that amount usually comes off the $38,000 before the 30% is applied. The property-tax bill stays where it was. With NEM 3.0 export rates, the battery is what lets the system cover evening usage, which is where most of the bill savings come from.',
  },
  {
    kind: 'p',
    text: 'Every number in that example depends on your roof, your usage and your tax situation. That is why our proposals show the price before and after incentives on separate lines, and state which incentives we assumed.',
  },
  {
    kind: 'callout',
    tone: 'info',
    title: 'Want the numbers for your home?',
    text: 'Send us a recent PG&E or SCE bill. An estimator will show you the system size, the price, the credit and SGIP you may qualify for, and what your true-up would look like, with no obligation.',
    action: { label: 'Get a Free Quote', href: '/contact' },
  },
];
