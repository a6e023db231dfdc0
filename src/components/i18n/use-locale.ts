import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@/shared/i18n/locales';
import { localeOfPath } from '@/shared/i18n/paths';

/**
 * The language of the page being shown, from its path (/es/... is Spanish). The same in the
 * prerender and in the browser, so hydration never disagrees with the HTML.
 */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) });
}

/** Picks the content of the page's language: `const c = useCopy({ en, es })`. */
export function useCopy<T>(byLocale: Record<Locale, T>): T {
  return byLocale[useLocale()];
}
