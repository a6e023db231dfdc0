import type { Locale } from '@/shared/i18n/locales';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/**
 * '2024-03-15' -> 'March 15, 2024' ('15 de marzo de 2024' in Spanish). Written out rather than
 * toLocaleDateString so the prerendered HTML and the hydrating browser always agree (time zones
 * and ICU data differ between them).
 */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[locale][(month ?? 1) - 1];
  return locale === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}
