import type { SourceLink } from '@/content/types';

/**
 * California's pay-transparency rule for job postings, which the careers page states: an
 * employer with 15 or more employees includes the pay scale in any job posting (Labor Code
 * section 432.3(c)(3), added by SB 1162). The positions' ranges themselves are an owner fact
 * (`ownerFacts.payRanges`). No `asOf`: nobody has read the section on its source from this
 * project yet; whoever does adds the day here (docs/decisions/027-content-truth.md).
 */
export const payTransparencySource: SourceLink = {
  title: 'California Legislative Information: Labor Code section 432.3',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=432.3',
};
