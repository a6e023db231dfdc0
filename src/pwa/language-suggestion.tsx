import { Languages } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { usePublicPath } from '@/components/i18n/use-locale';
import { localeTags, type Locale } from '@/shared/i18n/locales';
import {
  dismissSuggestion,
  readLanguageChoice,
  storeLanguageChoice,
  subscribeToStorage,
  suggestedTwin,
  suggestionDismissed,
  switchTarget,
} from '@/components/layout/language-choice';
import styles from './pwa-ui.module.css';

// The remembered choice, or '' when there is none or the suggestion was dismissed in this tab.
const storedChoice = (): Locale | '' => (suggestionDismissed() ? '' : (readLanguageChoice() ?? ''));
const nothingOnServer = (): '' => '';

/**
 * A visitor who chose a language with the switch and lands on a page in the other one (a search
 * result, a shared link) is offered the twin, in the language they chose. Never a redirect: the
 * URL decides what a page shows (docs/decisions/018-spanish.md). Storage is read only after
 * hydration (the server snapshot is empty), so the prerendered HTML never holds it; the notice is
 * fixed at the bottom, so nothing on the page moves.
 */
export function LanguageSuggestion() {
  const pathname = usePublicPath();
  const choice = useSyncExternalStore(subscribeToStorage, storedChoice, nothingOnServer);
  const [closed, setClosed] = useState(false);
  // This page's copy holds the suggestion in the other language, the one it speaks to.
  const { suggestion: text, suggestionDismiss: dismiss } = useSiteCopy().navigation.languageSwitch;
  const target = closed ? undefined : suggestedTwin(pathname, choice || undefined);
  if (!target) return null;

  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    // Keep the page's ?query and #hash, as the switch does.
    e.currentTarget.href = switchTarget(window.location.pathname, window.location.search, window.location.hash).href;
    storeLanguageChoice(target.locale);
  };
  const close = () => {
    dismissSuggestion();
    setClosed(true);
  };

  return (
    <div className={`${styles.notice} ${styles.suggestion}`} lang={target.locale} data-testid="language-suggestion">
      <Languages aria-hidden="true" size={18} />
      <span>
        <a href={target.href} hrefLang={localeTags[target.locale]} className={styles.suggestionLink} onClick={follow}>
          {text}
        </a>
      </span>
      <button type="button" className={styles.quiet} onClick={close}>
        {dismiss}
      </button>
    </div>
  );
}
