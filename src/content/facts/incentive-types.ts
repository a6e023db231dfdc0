/** The shape of one incentive fact (src/content/facts/incentives.ts holds the facts). */

/** An ISO date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export type Recipient =
  'homeowner' | 'business' | 'tax-exempt organization' | 'leasing company' | 'low-income household' | 'utility customer';

/** What the incentive is worth, as data; copy formats it (incentive-text.ts). */
export type IncentiveRule =
  /** A share of a cost, e.g. 30% of the installed cost; `reducedPercent` when conditions are not met. */
  | { kind: 'percent'; percent: number; reducedPercent?: number; of: string; capUsd?: number }
  /** A discount range such as CARE's 30-35%; `gasPercent` when gas bills are discounted too. */
  | { kind: 'percent-range'; min: number; max: number; of: string; gasPercent?: number }
  /** Paid per unit at a rate that changes (SGIP per kWh of storage, 45Y per kWh produced). */
  | { kind: 'per-unit'; unit: 'kWh of storage' | 'kWh produced'; of: string }
  /**
   * How exported solar is credited on the bill. `lockIn`: customers who enroll before
   * `enrollBefore` keep their year's export-credit prices for `years` years.
   */
  | { kind: 'export-credit'; of: string; peakValue?: string; lockIn?: { enrollBefore: IsoDate; years: number } }
  /** Older net-metering terms: kept for `termYears`; additions within `addKw` or `addPercent` keep them. */
  | { kind: 'legacy-terms'; termYears: number; addKw: number; addPercent: number; of: string }
  /** Installed at no cost to the household. */
  | { kind: 'no-cost'; of: string }
  /** A value left out of a tax base (property tax). */
  | { kind: 'exclusion'; of: string };

/** A deadline: the last day on which `event` still qualifies; nothing qualifies after it. */
export interface Deadline {
  date: IsoDate;
  event: 'expenditure made' | 'placed in service' | 'construction begun' | 'completed' | 'interconnection applied';
}

export interface Source {
  url: `https://${string}`;
  title: string;
}

export interface IncentiveFact {
  id: string;
  name: string;
  /** The Internal Revenue Code section, e.g. '25D'; only federal tax items have one. */
  code?: string;
  recipients: readonly Recipient[];
  rule: IncentiveRule;
  /** First day the rule (as stated) applies. */
  start?: IsoDate;
  /** 'None after': the last qualifying day. Absent while the incentive has no end date. */
  end?: Deadline;
  /** A second way to qualify (48E/45Y: begun by one date OR in service by another). */
  orEnd?: Deadline;
  conditions: readonly string[];
  /**
   * Dated events copy may cite (a law's end, a budget closing, a bill introduced), by name; each
   * date is a fact with the same sources. What happened after `asOf` is not known to the site.
   */
  milestones?: Readonly<Record<string, IsoDate>>;
  source: Source;
  moreSources?: readonly Source[];
  /** The day these facts were last checked against the sources. */
  asOf: IsoDate;
}
