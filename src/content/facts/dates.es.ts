import type { IsoDate } from './incentive-types';

/** How Spanish copy writes a date ('31 de diciembre de 2025'): dates.ts's twin, re-exported by incentive-text.es.ts. */

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function parts(date: IsoDate) {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: months[m! - 1]!, day: d! };
}

/** '31 de diciembre de 2025' */
export const longDate = (date: IsoDate) => {
  const { year, month, day } = parts(date);
  return `${day} de ${month} de ${year}`;
};

/** 'noviembre de 2026' */
export const monthYear = (date: IsoDate) => {
  const { year, month } = parts(date);
  return `${month} de ${year}`;
};

/** '2025': years read the same in both languages. */
export { yearOf } from './dates';
