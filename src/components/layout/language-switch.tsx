import { Languages } from 'lucide-react';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { usePublicPath } from '@/components/i18n/use-locale';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { localeTags } from '@/shared/i18n/locales';
import { localeOfPath } from '@/shared/i18n/paths';
import { storeLanguageChoice, switchTarget } from './language-choice';
import styles from './language-switch.module.css';

const fromWindow = () => switchTarget(window.location.pathname, window.location.search, window.location.hash);

// The address bar, for its ?query and #hash; the prerender (and hydration) see none.
const subscribeToAddress = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};
const address = () => window.location.href;
const noAddress = () => '';

/**
 * The same page in the other language (docs/decisions/018-spanish.md). A plain link, so it works
 * before hydration and the other language's page loads whole, with its own <html lang> and head.
 * The prerendered href is the twin of the path alone; once mounted it also keeps the page's
 * ?query and #hash, read from the address bar (which the prerender never sees). A click
 * remembers the choice, which only ever suggests, never redirects (language-suggestion.tsx).
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const pathname = usePublicPath();
  const here = localeOfPath(pathname);
  const c = useSiteCopy().navigation.languageSwitch;
  const href = useSyncExternalStore(subscribeToAddress, address, noAddress);
  const url = href ? new URL(href) : undefined;
  const target = switchTarget(pathname, url?.search, url?.hash);

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // The hash may have moved without a hashchange (router links); the address bar is the truth.
    const now = fromWindow();
    e.currentTarget.href = now.href;
    storeLanguageChoice(now.locale);
  };

  return (
    <a
      href={target.href}
      hrefLang={localeTags[target.locale]}
      lang={target.locale}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      onClick={onClick}
      data-language-switch={target.locale}
    >
      <Languages aria-hidden="true" size={18} strokeWidth={2.25} />
      <span>{c.label}</span>
      <span className="visually-hidden" lang={here}>{`, ${target.twin ? c.toTwin : c.toHome}`}</span>
    </a>
  );
}
