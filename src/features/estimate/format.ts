import type { Range } from '@/shared/estimate/fact';

/**
 * Numbers as the estimate shows them, in both languages: US English and US Spanish write
 * 12,345.6 alike. Written by hand rather than with Intl, so the prerendered page (Node's ICU)
 * and the browser's render agree to the character and hydration never finds a difference.
 */
export function num(n: number, decimals = 0): string {
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole = '0', frac] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Dollars: whole dollars, or cents for amounts under $10 that have them ($0.05, $24.15). */
export function money(n: number): string {
  const cents = Math.abs(n) < 100 && Math.round(n * 100) % 100 !== 0;
  return `$${num(n, cents ? 2 : 0)}`;
}

/** A price per kWh or per watt, to the tenth of a cent where it has one: $0.05, $0.4412, $2.50. */
export function unitPrice(n: number): string {
  const decimals = Math.max(2, Math.min(5, (String(n).split('.')[1] ?? '').length));
  return `$${num(n, decimals)}`;
}

/** A share as a whole percent (0.25 -> 25), or to a tenth when it has one (0.005 -> 0.5). */
export const percent = (share: number): string => num(share * 100, Number.isInteger(Math.round(share * 1000) / 10) ? 0 : 1);

/** "low–high", or one value when both ends are equal (a figure that is known). */
export const span = (r: Range, f: (n: number) => string): string => (r.low === r.high ? f(r.low) : `${f(r.low)}–${f(r.high)}`);

/** Hours in a shutoff: whole hours, or halves under ten. */
export const hours = (n: number): string => num(n, n < 10 && !Number.isInteger(n) ? 1 : 0);
