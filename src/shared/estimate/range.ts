import type { Range } from './fact';

/** Smallest range holding every value; the model's corners are folded into one range this way. */
export function spanOf(values: readonly number[]): Range {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return { low, high };
}

export const mid = (r: Range): number => (r.low + r.high) / 2;

/** Rounds both ends to `step` (0.1, 1, 10, 100 ...), without binary noise such as 10.700000000000001. */
export function roundRange(r: Range, step = 1): Range {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (x: number) => Number((Math.round(x / step) * step).toFixed(decimals));
  return { low: round(r.low), high: round(r.high) };
}

export const isRange = (r: Range): boolean => Number.isFinite(r.low) && Number.isFinite(r.high) && r.low <= r.high;
