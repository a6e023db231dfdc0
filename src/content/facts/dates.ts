import type { IsoDate } from './incentive-types';

/**
 * How English copy writes a date. A module of its own, re-exported by incentive-text.ts, so the
 * chrome's copy can write a date without the incentive facts coming along into every page's
 * JavaScript (docs/decisions/033-hydration-js.md).
 */

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(date: IsoDate) {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: months[m! - 1]!, day: d! };
}

/** 'December 31, 2025' */
export const longDate = (date: IsoDate) => {
  const { year, month, day } = parts(date);
  return `${month} ${day}, ${year}`;
};

/** 'November 2026' */
export const monthYear = (date: IsoDate) => {
  const { year, month } = parts(date);
  return `${month} ${year}`;
};

/** '2025' */
export const yearOf = (date: IsoDate) => String(parts(date).year);
