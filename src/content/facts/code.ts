import type { IsoDate, Source } from './incentive-types';

/**
 * Electrical-code rules copy states with a figure (docs/decisions/027-content-truth.md). The
 * California Electrical Code adopts the National Electrical Code; the section number moves between
 * editions, so copy names the rule, and the sources name the section.
 */
export interface CodeRule {
  id: string;
  /** The figures of the rule, as copy writes them ('120%'). */
  figures: readonly string[];
  source: Source;
  moreSources: readonly Source[];
  asOf: IsoDate;
}

export const codeRules = {
  /**
   * The "120% rule": on a load-side connection, 125% of the inverter's output current plus the main
   * breaker may not exceed 120% of the busbar rating (NEC 705.12(B)(3)(2) in 2020, 705.12(B)(2) in 2023).
   */
  busbar120: {
    id: 'code.busbar-120',
    figures: ['120%', '125%'],
    source: {
      url: 'https://solardesignlab.com/solar-120-percent-rule-nec-705-12',
      title: 'Solar Design Lab: The solar 120% rule, NEC 705.12 in the 2017, 2020 and 2023 editions',
    },
    moreSources: [
      { url: 'https://www.greenlancer.com/post/120-rule-for-solar', title: 'GreenLancer: The 120% rule for solar, NEC 705.12' },
    ],
    asOf: '2026-11-26',
  },
} as const satisfies Record<string, CodeRule>;
