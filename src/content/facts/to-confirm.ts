/**
 * Facts the site does not state because nobody has confirmed them yet (docs/decisions/027-content-truth.md).
 * Pages read well without them; `npm run launch-check` lists them with where to confirm each, beside
 * the owner facts and the town facts not yet read. Confirming one means reading it at `where`,
 * recording it as a fact with its source and date, and only then writing it into copy.
 */
export interface FactToConfirm {
  id: string;
  /** What is not known, in a sentence. */
  what: string;
  /** Where to read it. */
  where: string;
  /** What the pages say meanwhile. */
  meanwhile: string;
}

export const factsToConfirm: readonly FactToConfirm[] = [
  {
    id: 'solar-exclusion-extension',
    what: 'Whether AB 2389 (2026), or another law, extended the property-tax exclusion for solar completed after December 31, 2026.',
    where: 'https://leginfo.legislature.ca.gov: AB 2389, 2025-2026 session, bill status; Revenue and Taxation Code section 73 as in force',
    meanwhile: 'Pages give the December 31, 2026 deadline and say a 2026 bill would extend it, unless a law does.',
  },
  {
    id: 'sgip-after-may-2026',
    what: 'Whether any SGIP budget, the Residential Solar and Storage Equity budget included, reopened after May 2026.',
    where: 'https://www.selfgenca.com/ (program metrics and budget table) and https://www.cpuc.ca.gov/sgip',
    meanwhile: 'Pages say the budgets were closed or waitlisted as of May 2026 and count no rebate.',
  },
  {
    id: 'care-fera-income-limits',
    what: 'The CARE and FERA income limits in effect since June 1, 2026.',
    where:
      'https://www.cpuc.ca.gov/industries-and-topics/electrical-energy/electric-costs/care-fera-program, or the PG&E and SCE CARE pages',
    meanwhile: 'Pages state the discounts, not the dollar limits.',
  },
  {
    id: 'nbt-export-adder',
    what: 'How long the extra export credit of residential Net Billing customers lasts, and how it steps down for later enrollment years.',
    where: 'CPUC Decision D.22-12-056, or PG&E Schedule NBT and the SCE Solar Billing Plan tariff',
    meanwhile: 'Pages say a small extra export credit exists for the first five years of enrollment, without its size or duration.',
  },
  {
    id: 'ev-cost-per-mile',
    what: 'The off-peak prices of PG&E E-ELEC and EV2-A and SCE TOU-D-PRIME, and the California gasoline price, on one date, to state what home charging costs per mile against gasoline.',
    where: 'The utility rate sheets and the EIA weekly California retail gasoline series',
    meanwhile: 'Pages say home charging usually costs less per mile than gasoline and that the quote shows the math at your rate.',
  },
  {
    id: 'heat-days-by-town',
    what: 'The number of days at 100°F or more in a normal year for the towns other than Bakersfield.',
    where: 'NOAA NCEI 1991-2020 climate normals, or the NWS Hanford and Las Vegas climate pages',
    meanwhile: 'Only Bakersfield pages give a count of 100°F days; the other towns say their summers are long and hot.',
  },
];
