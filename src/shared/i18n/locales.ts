/**
 * The languages the site is written in. English is the default and the x-default of every pair;
 * Spanish is for US Spanish readers (es-US). The lead carries the one the visitor used, so the
 * office knows which language to answer in.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** BCP 47 tags for <html lang>, hreflang and og:locale (with an underscore there). */
export const localeTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** How the office email names the visitor's language; the email itself stays in English. */
export const localeNamesForOffice: Record<Locale, string> = { en: 'English', es: 'Spanish (the visitor used the Spanish site)' };
