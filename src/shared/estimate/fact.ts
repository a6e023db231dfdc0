/**
 * The shape of every figure the estimator uses (docs/decisions/023-estimate.md): a value (a range
 * where the truth is a range), its unit, where it was read, when, and when it must be read again.
 * React-free and dependency-free: the browser, the server and `npm run launch-check` read it.
 */

/** An ISO date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface Source {
  url: `https://${string}` | `http://${string}`;
  title: string;
}

/** A closed interval, low <= high. A single known value is a range with low === high. */
export interface Range {
  low: number;
  high: number;
}

/**
 * - `tariff` and `price`: change often; `npm run launch-check` lists them once past `reviewBy`.
 * - `assumption`: no source gives the number for this case; `source` is the best public anchor.
 */
export type FactKind = 'tariff' | 'price' | 'resource' | 'rule' | 'load' | 'equipment' | 'place' | 'assumption';

export interface Fact<T> {
  id: string;
  label: string;
  value: T;
  unit: string;
  kind: FactKind;
  /**
   * What was read. When it is a transcription of a primary document, `primary` names that document.
   * Only an `assumption` may have none: then `note` says so, and nothing is invented in its place.
   */
  source?: Source;
  primary?: Source;
  /** The day the source was read, or the day the value took effect when the source says so. */
  asOf: IsoDate;
  /** After this day the value must be read again before it is shown as current. */
  reviewBy: IsoDate;
  /** How the value was derived from the source, or what the source does not cover. */
  note?: string;
}

export const range = (low: number, high: number = low): Range => ({ low, high });
