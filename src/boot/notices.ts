import * as en from '@/content/notices';
import * as es from '@/content/notices.es';
import { subscribeOutbox } from '@/offline/events';
import { getPwaState, setPwaState, subscribePwa } from '@/pwa/pwa-state';
import styles from '@/pwa/pwa-ui.module.css';
import {
  INSTALL_DISMISSED_KEY,
  LANGUAGE_KEY,
  SEEN_KEY,
  SUGGESTION_DISMISSED_KEY,
  VIEWS_KEY,
  WELCOME_DISMISSED_KEY,
} from '@/shared/i18n/choice';
import type { Locale } from '@/shared/i18n/locales';
import type { Early } from './early';
import { isIos, languageNotice, showsInterest } from './notice-rules';
import { loadSiteStyles } from './site-styles';

/**
 * The other language's page and the install offer, drawn by the boot script at the foot of the
 * screen, React or not (docs/decisions/031-phone-reach.md): their links and buttons answer from the
 * moment they show. They go into the notice stack's slot (`data-boot-notices`, src/pwa/pwa-ui.tsx),
 * which React renders empty and never touches, so they stack with React's own notices.
 */

type Store = 'localStorage' | 'sessionStorage';
function read(store: Store, key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null; // storage blocked (private modes): nothing is remembered
  }
}
function write(store: Store, key: string, value: string): void {
  try {
    window[store].setItem(key, value);
  } catch {
    // Not remembered: the notice may come back on the next page.
  }
}

const VISIT_GAP_MS = 30 * 60_000;
const HOMES: Record<Locale, string> = { en: '/', es: '/es' };
const pageLocale = (): Locale => (document.documentElement.lang.startsWith('es') ? 'es' : 'en');

/**
 * The same page in the other language, from the header's language switch (a plain link the page
 * keeps current): undefined when it leads to the other language's home from a page with no twin.
 */
function twinHref(): string | undefined {
  const link = document.querySelector<HTMLAnchorElement>('a[data-language-switch]');
  if (!link) return undefined;
  const here = location.pathname.replace(/(.)\/$/, '$1');
  const url = new URL(link.href);
  const other: Locale = pageLocale() === 'es' ? 'en' : 'es';
  if (url.pathname === HOMES[other] && here !== HOMES[pageLocale()]) return undefined;
  // Before React the switch holds the path alone; the page's ?query and #hash go along.
  if (!url.search && !url.hash) Object.assign(url, { search: location.search, hash: location.hash });
  return url.pathname + url.search + url.hash;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function languageElement(kind: 'suggest' | 'welcome', href: string, onClose: () => void): HTMLElement {
  const other: Locale = pageLocale() === 'es' ? 'en' : 'es';
  const text = (pageLocale() === 'es' ? es : en).otherLanguage;
  const link = element('a', { href, hreflang: other === 'es' ? 'es-US' : 'en-US', className: styles.suggestionLink ?? '' }, text.link);
  // The early script keeps a click on a language link as the visitor's choice (boot/early.ts).
  link.dataset.languageSwitch = other;
  const close = element('button', { type: 'button', className: styles.quiet ?? '' }, text.dismiss);
  close.addEventListener('click', onClose);
  const words = kind === 'welcome' && text.welcome ? [`${text.welcome} `] : [];
  const notice = element(
    'div',
    { className: `${styles.notice} ${styles.suggestion}`, lang: other },
    element('span', {}, ...words, link),
    close,
  );
  notice.dataset.testid = 'language-suggestion';
  notice.dataset.kind = kind;
  return notice;
}

function installElement(canPrompt: boolean, onInstall: () => void, onLater: () => void): HTMLElement {
  const text = (pageLocale() === 'es' ? es : en).installText;
  const later = element('button', { type: 'button', className: styles.quiet ?? '' }, text.later);
  later.addEventListener('click', onLater);
  const buttons: HTMLElement[] = [later];
  if (canPrompt) {
    const install = element('button', { type: 'button', className: styles.action ?? '' }, text.install);
    install.addEventListener('click', onInstall);
    buttons.unshift(install);
  }
  const notice = element(
    'div',
    { className: `${styles.notice} ${styles.install}` },
    element('span', {}, canPrompt ? text.hint : text.iosSteps),
    element('span', { className: styles.actions ?? '' }, ...buttons),
  );
  notice.dataset.testid = 'install-offer';
  // Hidden in the installed app (docs/decisions/015-native-feel.md).
  notice.dataset.browserOnly = '';
  return notice;
}

const standalone = () => matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/** Starts the notices for the page's life: page changes, an install offer, a sent request. */
export function startNotices(early: Early): void {
  const slot = document.querySelector<HTMLElement>('[data-boot-notices]');
  if (!slot) return; // the bare shell: React draws the page, and nothing is offered on it
  // A return visit: this device saw the site more than half an hour ago (a visit's usual span).
  const returning = Date.now() - Number(read('localStorage', SEEN_KEY) ?? Date.now()) > VISIT_GAP_MS;
  let views = Number(read('sessionStorage', VIEWS_KEY) ?? 0);
  let path = '';
  let sent = false;
  let language: HTMLElement | undefined;
  let install: HTMLElement | undefined;
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);

  const refresh = () => {
    if (location.pathname !== path) {
      path = location.pathname;
      write('sessionStorage', VIEWS_KEY, String(++views));
      write('localStorage', SEEN_KEY, String(Date.now()));
    }
    const href = twinHref();
    const choice = read('localStorage', LANGUAGE_KEY);
    const wanted = languageNotice({
      page: pageLocale(),
      twin: href !== undefined,
      choice: choice === 'en' || choice === 'es' ? choice : undefined,
      languages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
      suggestionDismissed: read('sessionStorage', SUGGESTION_DISMISSED_KEY) === '1',
      welcomeDismissed: read('localStorage', WELCOME_DISMISSED_KEY) === '1',
    });
    const { installOffer, online, updateReady } = getPwaState();
    const offer =
      showsInterest({ views, returning, sent }) &&
      read('localStorage', INSTALL_DISMISSED_KEY) === null &&
      online &&
      !updateReady &&
      !standalone() &&
      (installOffer !== null || ios);
    if (!wanted && !offer && !language && !install) return;
    // The notices need the site stylesheet (the page's own CSS covers only its markup).
    void loadSiteStyles(early.styles).then(() => {
      if (language && (language.dataset.kind !== wanted || !href)) {
        language.remove();
        language = undefined;
      }
      const link = language?.querySelector('a');
      // Only a changed href is written: writing it is a mutation this very observer would see.
      if (wanted && href && link) {
        if (link.getAttribute('href') !== href) link.setAttribute('href', href);
      } else if (wanted && href) {
        language = languageElement(wanted, href, () => {
          write('sessionStorage', SUGGESTION_DISMISSED_KEY, '1');
          if (wanted === 'welcome') write('localStorage', WELCOME_DISMISSED_KEY, '1');
          language?.remove();
          language = undefined;
        });
        slot.prepend(language);
      }
      if (!offer) {
        install?.remove();
        install = undefined;
      } else if (!install) {
        install = installElement(
          getPwaState().installOffer !== null,
          () => {
            const prompt = getPwaState().installOffer;
            setPwaState({ installOffer: null }); // an offer can be used once
            void prompt?.prompt().catch(() => undefined);
          },
          () => {
            write('localStorage', INSTALL_DISMISSED_KEY, '1');
            install?.remove();
            install = undefined;
          },
        );
        slot.append(install);
      }
    });
  };

  // A page change inside the app (React updates the switch's href), or Back and Forward.
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      refresh();
    });
  };
  new MutationObserver(soon).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['href'] });
  addEventListener('popstate', soon);
  subscribePwa(soon);
  subscribeOutbox((event) => {
    if (event.type !== 'delivered') return;
    sent = true;
    soon();
  });
  refresh();
}
