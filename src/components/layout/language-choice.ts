import { LANGUAGE_KEY } from '@/shared/i18n/choice';
import type { Locale } from '@/shared/i18n/locales';
import { twinOf } from '@/content/twins';
import { localeOfPath, SPANISH_ROOT } from '@/shared/i18n/paths';

/**
 * The language switch and the remembered choice (docs/decisions/018-spanish.md). Pure and free of
 * React. A switch clicked before hydration is remembered by the early script (boot/early.ts).
 */

export { LANGUAGE_KEY };

const homeOf: Record<Locale, string> = { en: '/', es: SPANISH_ROOT };

export interface SwitchTarget {
  /** The language the link leads to. */
  locale: Locale;
  /** The same page in that language (keeping ?query and #hash), or that language's home. */
  href: string;
  /** Whether the page has a twin; false means the link leads to the other language's home. */
  twin: boolean;
}

/** The other language's version of a location: its twin page, or its home when there is none. */
export function switchTarget(pathname: string, search = '', hash = ''): SwitchTarget {
  const locale: Locale = localeOfPath(pathname) === 'es' ? 'en' : 'es';
  const twin = twinOf(pathname);
  if (!twin) return { locale, href: homeOf[locale], twin: false };
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  const fragment = hash && !hash.startsWith('#') ? `#${hash}` : hash;
  return { locale, href: `${twin}${query}${fragment}`, twin: true };
}

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** Storage may be missing or refuse access (private modes, blocked cookies): a choice is then not kept. */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readLanguageChoice(): Locale | undefined {
  try {
    const value = storage('localStorage')?.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguageChoice(locale: Locale): void {
  try {
    storage('localStorage')?.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Full or forbidden storage: the switch still navigates, the choice is just not remembered.
  }
}
