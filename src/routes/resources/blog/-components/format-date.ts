const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2024-03-15' -> 'March 15, 2024'. Written out rather than toLocaleDateString so the prerendered
 * HTML and the hydrating browser always agree (time zones and ICU data differ between them).
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
