import type { Locale } from '@/shared/i18n/locales';

/**
 * When the boot script offers the other language's page and the install offer
 * (docs/decisions/031-phone-reach.md). Pure, so the rules are tested without a browser.
 */

/**
 * Whether the browser's preferred language, of the two the site is written in, is Spanish:
 * ['es-MX', 'en-US'] and ['fr-FR', 'es-ES'] are; ['en-US', 'es'] is not.
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'es') return true;
    if (primary === 'en') return false;
  }
  return false;
}

export interface LanguageFacts {
  /** The language of the page on screen. */
  page: Locale;
  /** Whether that page has a twin in the other language. */
  twin: boolean;
  /** The language chosen with the switch, if any (docs/decisions/018-spanish.md). */
  choice: Locale | undefined;
  /** navigator.languages */
  languages: readonly string[];
  /** The suggestion of the chosen language was dismissed in this tab. */
  suggestionDismissed: boolean;
  /** The welcome of a Spanish-language browser was dismissed on this device. */
  welcomeDismissed: boolean;
}

/**
 * 'suggest': the visitor chose the other language with the switch, and this page has a twin in it.
 * 'welcome': an English page, no choice made, a browser that prefers Spanish ("Hablamos español").
 * A choice made always wins over the browser's language: a Spanish browser that chose English is left alone.
 */
export function languageNotice(facts: LanguageFacts): 'suggest' | 'welcome' | undefined {
  if (!facts.twin) return undefined;
  if (facts.choice) return facts.choice !== facts.page && !facts.suggestionDismissed ? 'suggest' : undefined;
  return facts.page === 'en' && !facts.welcomeDismissed && prefersSpanish(facts.languages) ? 'welcome' : undefined;
}

export interface InterestFacts {
  /** Pages seen in this tab's session, this one included. */
  views: number;
  /** An earlier session on this device saw the site. */
  returning: boolean;
  /** A request was sent from this page. */
  sent: boolean;
}

/** Interest shown: a second page, a return visit, or a request just sent. Never on a first page of a first visit. */
export const showsInterest = (facts: InterestFacts): boolean => facts.views >= 2 || facts.returning || facts.sent;

/** iPhone and iPad browsers, which have no install prompt (an iPad asks for the desktop site as a Mac with touch). */
export const isIos = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
