import { LANGUAGE_KEY } from '@/shared/i18n/choice';

/**
 * The language switch is a plain link, so it works before React wakes; this remembers the
 * choice of a switch clicked that early (docs/decisions/018-spanish.md). After hydration the
 * switch stores it itself; writing it twice is harmless.
 */
export function rememberEarlyLanguageChoice(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-switch]');
      const choice = link?.dataset.languageSwitch;
      if (choice !== 'en' && choice !== 'es') return;
      try {
        localStorage.setItem(LANGUAGE_KEY, choice);
      } catch {
        // Storage blocked (private mode): the link still works, the choice is just not kept.
      }
    },
    true,
  );
}
