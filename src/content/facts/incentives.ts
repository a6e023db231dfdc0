import type { IncentiveFact, IsoDate } from './incentive-types';

/**
 * Every incentive the site mentions, with its source. Copy reads figures and dates from here
 * through template strings (incentive-text.ts formats them) and states no credit, percentage
 * or year this module does not hold; incentives.test.ts checks every string in src/content.
 * Re-check every fact against its source before changing `incentivesAsOf`.
 */
export const incentivesAsOf: IsoDate = '2026-11-26';
const asOf = incentivesAsOf;

const irsObbbFaq = {
  url: 'https://www.irs.gov/newsroom/faqs-for-modification-of-sections-25c-25d-25e-30c-30d-45l-45w-and-179d-under-public-law-119-21-139-stat-72-july-4-2025-commonly-known-as-the-one-big-beautiful-bill-obbb',
  title: 'IRS FS-2025-05: FAQs for modification of sections 25C, 25D, 25E, 30C, 30D, 45L, 45W and 179D under Public Law 119-21',
} as const;
const publicLaw = {
  url: 'https://www.congress.gov/119/plaws/publ21/PLAW-119publ21.pdf',
  title: 'Public Law 119-21 (signed July 4, 2025)',
} as const;
const feocAndDeadlines = [
  'Solar: construction begun by July 4, 2026, or the system placed in service by December 31, 2027.',
  'Foreign-entity-of-concern rules: no credit for a prohibited foreign entity, and projects that begin construction after December 31, 2025 must meet limits on material from such entities.',
] as const;

export const incentives = {
  fed25d: {
    id: 'fed25d',
    name: 'Residential clean energy credit',
    code: '25D',
    recipients: ['homeowner'],
    rule: { kind: 'percent', percent: 30, of: 'the cost of solar and of batteries of 3 kWh or more on a home you live in' },
    start: '2022-01-01',
    end: { date: '2025-12-31', event: 'expenditure made' },
    conditions: [
      'An expenditure counts as made when the installation is complete.',
      'No credit for systems completed after December 31, 2025, whether bought with cash or a loan.',
      'Credit earned on a 2025 or earlier system that could not be used yet still carries forward.',
    ],
    source: {
      url: 'https://www.irs.gov/credits-deductions/residential-clean-energy-credit',
      title: 'IRS: Residential clean energy credit',
    },
    moreSources: [irsObbbFaq, publicLaw],
    asOf,
  },
  fed25c: {
    id: 'fed25c',
    name: 'Energy efficient home improvement credit',
    code: '25C',
    recipients: ['homeowner'],
    rule: { kind: 'percent', percent: 30, of: 'qualifying efficiency upgrades, with yearly caps' },
    start: '2023-01-01',
    end: { date: '2025-12-31', event: 'placed in service' },
    conditions: ['No credit for property placed in service after December 31, 2025.'],
    source: {
      url: 'https://www.irs.gov/credits-deductions/energy-efficient-home-improvement-credit',
      title: 'IRS: Energy efficient home improvement credit',
    },
    moreSources: [irsObbbFaq],
    asOf,
  },
  fed30c: {
    id: 'fed30c',
    name: 'Alternative fuel vehicle refueling property credit (EV chargers)',
    code: '30C',
    recipients: ['homeowner', 'business'],
    rule: { kind: 'percent', percent: 30, of: 'the cost of a charger in an eligible census tract', capUsd: 1000 },
    start: '2023-01-01',
    end: { date: '2026-06-30', event: 'placed in service' },
    conditions: ['No credit for chargers placed in service after June 30, 2026.', 'Only low-income or non-urban census tracts qualified.'],
    source: {
      url: 'https://www.irs.gov/credits-deductions/alternative-fuel-vehicle-refueling-property-credit',
      title: 'IRS: Alternative fuel vehicle refueling property credit',
    },
    moreSources: [irsObbbFaq],
    asOf,
  },
  fed48e: {
    id: 'fed48e',
    name: 'Clean electricity investment credit',
    code: '48E',
    recipients: ['business', 'tax-exempt organization', 'leasing company'],
    rule: {
      kind: 'percent',
      percent: 30,
      reducedPercent: 6,
      of: 'the cost of a solar or storage project under 1 MW, or a larger one that meets prevailing wage and apprenticeship rules',
    },
    start: '2025-01-01',
    end: { date: '2026-07-04', event: 'construction begun' },
    orEnd: { date: '2027-12-31', event: 'placed in service' },
    conditions: [
      ...feocAndDeadlines,
      'Tax-exempt owners such as nonprofits, schools and public agencies can take it as a direct (elective) payment.',
      'A leasing company or PPA provider that owns a system on your roof claims it, under the same deadlines.',
    ],
    source: {
      url: 'https://www.irs.gov/credits-deductions/clean-electricity-investment-credit',
      title: 'IRS: Clean electricity investment credit',
    },
    moreSources: [
      { url: 'https://www.irs.gov/pub/irs-drop/n-25-42.pdf', title: 'IRS Notice 2025-42: beginning of construction for wind and solar' },
      publicLaw,
    ],
    asOf,
  },
  fed45y: {
    id: 'fed45y',
    name: 'Clean electricity production credit',
    code: '45Y',
    recipients: ['business'],
    rule: { kind: 'per-unit', unit: 'kWh produced', of: 'electricity sold to an unrelated buyer, at a rate the IRS sets each year' },
    start: '2025-01-01',
    end: { date: '2026-07-04', event: 'construction begun' },
    orEnd: { date: '2027-12-31', event: 'placed in service' },
    conditions: [...feocAndDeadlines, 'Claimed instead of the investment credit, not on top of it.'],
    source: {
      url: 'https://www.irs.gov/credits-deductions/clean-electricity-production-credit',
      title: 'IRS: Clean electricity production credit',
    },
    moreSources: [publicLaw],
    asOf,
  },
  bonusDepreciation: {
    id: 'bonusDepreciation',
    name: 'Bonus depreciation',
    recipients: ['business'],
    rule: { kind: 'percent', percent: 100, of: 'the cost of qualifying property, deducted in the first year' },
    start: '2025-01-20',
    conditions: [
      'Property acquired under a binding contract signed after January 19, 2025.',
      'Public Law 119-21 also changed cost recovery for some clean-energy property: the recovery period of a solar project is for your tax adviser to confirm.',
    ],
    source: { url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions', title: 'IRS: One, Big, Beautiful Bill provisions' },
    moreSources: [publicLaw],
    asOf,
  },
  ...californiaIncentives(),
} as const satisfies Record<string, IncentiveFact>;

export type IncentiveId = keyof typeof incentives;

/** Every fact, for lists and checks. */
export const incentiveFacts: readonly IncentiveFact[] = Object.values(incentives);

/** The California programs; a function so the federal ones above read first. */
function californiaIncentives() {
  const cpucNbt = {
    url: 'https://www.cpuc.ca.gov/industries-and-topics/electrical-energy/demand-side-management/customer-generation/net-energy-metering-and-net-billing',
    title: 'CPUC: Net energy metering and net billing',
  } as const;
  const cpucCareFera = {
    url: 'https://www.cpuc.ca.gov/industries-and-topics/electrical-energy/electric-costs/care-fera-program',
    title: 'CPUC: CARE and FERA programs',
  } as const;
  return {
    nbt: {
      id: 'nbt',
      name: 'Net Billing Tariff (NEM 3.0)',
      recipients: ['utility customer'],
      rule: {
        kind: 'export-credit',
        of: 'each exported kWh is credited at an hourly value from the CPUC Avoided Cost Calculator, usually below the retail rate',
        peakValue: 'late-summer evenings',
        lockIn: { enrollBefore: '2028-01-01', years: 9 },
      },
      start: '2023-04-15',
      conditions: [
        'New solar customers of PG&E, SCE and SDG&E who applied to interconnect on or after April 15, 2023.',
        'Solar used in the home saves the full retail rate; only exports are credited at the hourly value.',
        'Customers who enroll before January 1, 2028 keep the export-credit prices of their first year for nine years; residential customers who enroll in the first five years also get a small extra export credit.',
      ],
      source: cpucNbt,
      moreSources: [
        {
          url: 'https://sce.com/business/generating-your-own-power/solar-billing-plan',
          title: 'SCE: Solar Billing Plan (export-credit prices locked for nine years for enrollment before 2028)',
        },
      ],
      asOf,
    },
    legacyNem: {
      id: 'legacyNem',
      name: 'NEM 1.0 and NEM 2.0 (older net metering)',
      recipients: ['utility customer'],
      rule: { kind: 'legacy-terms', termYears: 20, addKw: 1, addPercent: 10, of: 'exports credited near the retail rate' },
      conditions: [
        'Terms last 20 years from interconnection.',
        'An addition keeps them within 1 kW or 10% of the original size, whichever is greater.',
      ],
      source: cpucNbt,
      asOf,
    },
    sgip: {
      id: 'sgip',
      name: 'Self-Generation Incentive Program (SGIP)',
      recipients: ['homeowner', 'business', 'low-income household'],
      rule: {
        kind: 'per-unit',
        unit: 'kWh of storage',
        of: 'battery capacity, at a rate set by the budget and the step that were open',
      },
      conditions: [
        'The ratepayer-funded program was required by law until January 1, 2026; the 2025 bill that would have extended it (SB 453) lost that part and did not pass.',
        'Its equity and equity resiliency budgets closed to new applications at the end of 2025.',
        'The equity resiliency budget was for homes in a Tier 2 or 3 high fire-threat district or hit by two or more shutoffs that also had Medical Baseline, a serious medical condition reported to the utility, an electric well pump and a low income, or a low income in deed- or resale-restricted housing; an electric well pump alone, or CARE alone, did not qualify.',
      ],
      milestones: { statuteEnds: '2026-01-01', equityBudgetsClosed: '2025-12-31' },
      source: {
        url: 'https://techempower.org/2x-free-whole-house-batteries--participating-in-self-generation-incentive-program-sgip',
        title: 'TechEmpower: SGIP status, citing selfgenca.com program metrics (last verified May 17, 2026)',
      },
      moreSources: [
        { url: 'https://www.selfgenca.com/', title: 'SGIP program administrators: budgets, waitlists and applications' },
        {
          url: 'https://sites.energycenter.org/sgip/navigating-equity-resiliency-budget',
          title: 'Center for Sustainable Energy (SGIP administrator): Navigating the equity resiliency budget',
        },
        { url: 'https://opencalaccess.org/leginfo/bill_info/20250SB45395AMD', title: 'SB 453 (2025): bill history' },
      ],
      asOf,
    },
    rsse: {
      id: 'rsse',
      name: 'SGIP Residential Solar and Storage Equity (RSSE)',
      recipients: ['low-income household'],
      rule: {
        kind: 'per-unit',
        unit: 'kWh of storage',
        of: 'a battery, or a battery with solar, for income-qualified homes; funded by the state, not by ratepayers',
      },
      start: '2025-06-02',
      conditions: [
        'Low-income residential customers, at or below 80 percent of area median income, of PG&E, SCE, SDG&E, SoCalGas, a city utility or a community choice aggregator.',
        'Fully reserved, with new applications on a waitlist, as of May 2026.',
      ],
      milestones: { opened: '2025-06-02', waitlistSeen: '2026-05-17' },
      source: {
        url: 'https://www.cpuc.ca.gov/news-and-updates/all-news/$280-million-program-to-expand-battery-storage-and-solar-access-for-low-income-households',
        title: 'CPUC: $280 million program to expand battery storage and solar access for low-income households',
      },
      moreSources: [
        {
          url: 'https://techempower.org/2x-free-whole-house-batteries--participating-in-self-generation-incentive-program-sgip',
          title: 'TechEmpower: SGIP status, citing selfgenca.com program metrics (last verified May 17, 2026)',
        },
        { url: 'https://www.selfgenca.com/', title: 'SGIP program administrators: budgets, waitlists and applications' },
      ],
      asOf,
    },
    care: {
      id: 'care',
      name: 'California Alternate Rates for Energy (CARE)',
      recipients: ['low-income household'],
      rule: { kind: 'percent-range', min: 30, max: 35, of: 'the electric bill', gasPercent: 20 },
      conditions: ['Household income within the limits updated each June, or enrollment in programs such as Medi-Cal, CalFresh or WIC.'],
      source: cpucCareFera,
      asOf,
    },
    fera: {
      id: 'fera',
      name: 'Family Electric Rate Assistance (FERA)',
      recipients: ['low-income household'],
      rule: { kind: 'percent', percent: 18, of: 'the electric bill' },
      conditions: ['Households of three or more whose income is just above the CARE limit.'],
      source: cpucCareFera,
      asOf,
    },
    dacSash: {
      id: 'dacSash',
      name: 'Disadvantaged Communities Single-family Solar Homes (DAC-SASH)',
      recipients: ['low-income household'],
      rule: { kind: 'no-cost', of: 'rooftop solar for income-qualified homeowners' },
      end: { date: '2030-12-31', event: 'completed' },
      conditions: [
        'Owner-occupied homes in a disadvantaged community on the CalEnviroScreen map, served by PG&E, SCE or SDG&E.',
        'Income within the CARE or FERA limits.',
        'Run by GRID Alternatives; funding is limited each year.',
      ],
      source: { url: 'https://www.cpuc.ca.gov/SolarInDACs', title: 'CPUC: Solar in disadvantaged communities' },
      asOf,
    },
    solarExclusion: {
      id: 'solarExclusion',
      name: 'California active solar energy system exclusion',
      recipients: ['homeowner', 'business'],
      rule: {
        kind: 'exclusion',
        of: 'a qualifying solar system, with the storage that is part of it, is not counted as new construction, so it does not raise the assessed value',
      },
      end: { date: '2026-12-31', event: 'completed' },
      conditions: [
        'Lasts until the property changes ownership.',
        'Revenue and Taxation Code section 73.',
        'A 2026 bill, AB 2389, would extend it to systems finished before 2031; unless a law extends it, a system completed after December 31, 2026 gets no exclusion.',
      ],
      milestones: { extensionBillIntroduced: '2026-02-20', extensionWouldRunTo: '2030-12-31' },
      source: {
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=73',
        title: 'California Revenue and Taxation Code section 73',
      },
      moreSources: [
        {
          url: 'https://opencalaccess.org/leginfo/bill_full_text/20250AB238999INT',
          title: 'AB 2389 (2026), as introduced: extends the exclusion',
        },
        {
          url: 'https://www.boe.ca.gov/proptaxes/faqs/solar_faq.htm',
          title: 'California Board of Equalization: Solar new construction exclusion FAQ',
        },
      ],
      asOf,
    },
  } as const satisfies Record<string, IncentiveFact>;
}
