import type { SourceLink } from '@/content/types';

/**
 * California's pay-transparency rule for job postings, which the careers page states: an
 * employer with 15 or more employees includes the pay scale, the range it reasonably expects
 * to pay, in any job posting (Labor Code section 432.3, as amended by SB 1162, in force since
 * 2023-01-01). The positions' ranges themselves are an owner fact (`ownerFacts.payRanges`).
 *
 * The rule as stated was read on 2026-11-27 in a law firm's summary of the Labor Commissioner's
 * guidance (the second link), which carries that date; the statute's own page is linked for the
 * text itself and shows no date because nobody has read it from this project. Whoever reads it
 * adds the day (docs/decisions/027-content-truth.md).
 */
export const payTransparencySources: readonly SourceLink[] = [
  {
    title: 'California Legislative Information: Labor Code section 432.3',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3',
  },
  {
    title: 'Davis Wright Tremaine: California Labor Commissioner Provides Clarification on New Pay Transparency Law',
    url: 'https://dwt.com/blogs/employment-labor-and-benefits/2023/01/california-labor-commissioner-pay-transparency-law',
    asOf: '2026-11-27',
  },
];
