import type { Locale } from '@/shared/i18n/locales';

/**
 * The global failure fallback (docs/behaviour.md#error-fallback), in both languages in one
 * record: it is shown when a page's copy, the site copy included, could not be loaded, so it
 * cannot come from there (docs/decisions/024-one-route-tree.md).
 */
export const errorText: Record<Locale, { heading: string; message: string; refresh: string }> = {
  en: {
    heading: 'Something went wrong',
    message: 'Something went wrong. We apologize for the inconvenience. Please try refreshing the page.',
    refresh: 'Refresh Page',
  },
  es: {
    heading: 'Algo salió mal',
    message: 'Algo salió mal. Le pedimos disculpas por las molestias. Por favor, intente volver a cargar la página.',
    refresh: 'Volver a cargar la página',
  },
};
