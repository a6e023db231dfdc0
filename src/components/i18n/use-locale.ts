import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@/shared/i18n/locales';
import { localeOfPath, toPublicPath } from '@/shared/i18n/paths';

/**
 * The language of the page being shown, from its path (/es/... is Spanish). The same in the
 * prerender and in the browser, so hydration never disagrees with the HTML.
 */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) });
}

/** The path of the page being shown as visitors see it (/es/nosotros), not the router's (/es/about). */
export function usePublicPath(): string {
  return useRouterState({ select: (s) => toPublicPath(s.location.pathname) });
}
