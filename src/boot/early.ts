import { observeReveal, showInView } from '@/components/sections/reveal-observer';
import { ROUTER_HISTORY_KEY, ROUTER_SCROLL_KEY } from '@/router-internals';
import { LANGUAGE_KEY } from '@/shared/i18n/choice';

/**
 * The first script of every prerendered page, inline in its head (docs/decisions/005 and 019).
 * It runs before the body is parsed, so no input finds the page unguarded, and it fetches the boot
 * script (src/main.tsx) a second after the load event: nothing but the HTML stands before the
 * first paint. The build inlines `early-inline.ts`; in development main.tsx installs the same
 * guards when it runs.
 *
 * Until React listens, the prerendered page works by itself: links navigate, fields take typing,
 * boxes tick and selects change, and React keeps those values when it hydrates (the lead forms
 * adopt them). Only a script button (type="button": a menu, the logo strip's pause, an offer;
 * an FAQ question until the boot script runs, boot/disclosures.ts) needs React to answer, and a
 * lead form must never submit natively. The guards
 * below make every such early input count exactly once: never lost, never doubled.
 */
export interface Early {
  /** Settles on the first sign of a visitor: a mouse moving, a touch, a key, focus, a wheel. */
  intent: Promise<void>;
  /** When that first sign came (performance.now()); a lead form's fill time counts from it (decisions/008). */
  intentAt?: number;
  /** The whole site stylesheet, which the page's inline critical CSS stands in for until it loads. */
  styles?: string;
  /** The web manifest, linked by the boot script once it listens for an install offer. */
  manifest?: string;
  /** How the header dropdown the boot script opened was opened (boot/menus.ts), for React to carry on. */
  menuVia?: 'hover' | 'click' | 'key';
}

declare global {
  interface Window {
    sunfieldEarly?: Early;
  }
}

/** How long after the load event the boot script is fetched when the visitor has not acted. */
export const BOOT_AFTER_LOAD_MS = 1000;

const INTENT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'pointermove'] as const;

/**
 * Puts a reloaded page (or one reached again by back or forward without the back-forward cache)
 * where the visitor left it. Once the router runs it turns the browser's own restoration off and
 * keeps the positions itself, by history entry; the router would inline its own script for this
 * in every page (src/router.tsx), this is the same for the window in fewer bytes.
 */
export function restoreScroll(): void {
  try {
    const key = (history.state as Record<string, string> | null)?.[ROUTER_HISTORY_KEY];
    if (!key) return;
    const saved = (
      JSON.parse(sessionStorage.getItem(ROUTER_SCROLL_KEY) ?? '{}') as Record<string, { window?: { scrollX: unknown; scrollY: unknown } }>
    )[key]?.window;
    if (typeof saved?.scrollX === 'number' && typeof saved.scrollY === 'number') scrollTo(saved.scrollX, saved.scrollY);
  } catch {
    // Storage blocked or unreadable: the page opens at the top.
  }
}

/** Once the whole document is parsed (at once when it already is). */
function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/**
 * Installs the guards once per page and returns their state; later calls (main.tsx) get the same
 * state. `boot` is the boot script's URL: fetched a second after the load event, or at the first
 * intent if that comes sooner, and only once the document is parsed (a module added by script runs as
 * soon as it arrives, and the boot script reads the whole prerendered page).
 */
export function installEarly(options: { boot?: string; styles?: string; manifest?: string } = {}): Early {
  if (window.sunfieldEarly) return window.sunfieldEarly;
  document.documentElement.classList.add('js');
  // The web font only where it is cached already (src/styles/fonts.css): the service worker
  // precaches it, so a page it controls gets Figtree at once and a first visit never swaps.
  if (navigator.serviceWorker?.controller) document.documentElement.classList.add('webfont');
  let intended = () => {};
  const early: Early = {
    intent: new Promise<void>((resolve) => (intended = resolve)),
    styles: options.styles,
    manifest: options.manifest,
  };
  window.sunfieldEarly = early;

  let booted = !options.boot;
  const boot = () =>
    whenParsed(() => {
      if (booted) return;
      booted = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = options.boot!;
      document.head.append(script);
    });
  const onIntent = (event: Event) => {
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    for (const type of INTENT) removeEventListener(type, onIntent, true);
    early.intentAt = performance.now();
    intended();
    boot();
  };
  for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
  // Well after the load event, so the boot script and what it brings (the service worker, the
  // manifest and its icons) never compete with the first paint nor with the hero's entrance
  // (which starts up to 0.5 s after load), unless the visitor acts first.
  // At once, though, on the bare shell (only React can draw it) and offline (the notice needs React).
  whenParsed(() => (!document.getElementById('root')?.firstElementChild || !navigator.onLine) && boot());
  const afterLoad = () => setTimeout(boot, BOOT_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });

  // Reveal on scroll starts with the page, not with the boot script: the hidden starting state
  // applies under html.js, set above, so a card must not wait for a download to show.
  whenParsed(() => {
    restoreScroll();
    const targets = document.querySelectorAll<HTMLElement>('[data-reveal]');
    showInView(targets);
    observeReveal(targets);
  });

  /*
   * Script buttons clicked (or pressed with Enter or Space) before React listened are held in
   * order and handed over at `app:listening`, which app.tsx dispatches right after
   * hydrateRoot(). Outside React's own work, a click on a part React has not hydrated yet makes
   * it hydrate that part at once and run the handler; from inside an effect it could not.
   */
  const held: HTMLButtonElement[] = [];
  let listening = false;
  document.addEventListener(
    'app:listening',
    () => {
      listening = true;
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      // The language switch is a plain link; a choice clicked before React woke is kept here
      // (after hydration the switch stores it too, and writing it twice is harmless).
      const choice = target?.closest?.<HTMLAnchorElement>('a[data-language-switch]')?.dataset.languageSwitch;
      if (choice === 'en' || choice === 'es') {
        try {
          localStorage.setItem(LANGUAGE_KEY, choice);
        } catch {
          // Storage blocked (private mode): the link still works, the choice is just not kept.
        }
      }
      if (listening) return;
      const button = target?.closest?.('button');
      if (button?.type === 'button') held.push(button);
    },
    true,
  );
  // A lead form marks itself ready once hydrated (use-lead-form.ts) and sends what was held.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('form[data-lead-form]') || 'ready' in form.dataset) return;
      // Held, and kept from React as well: React would hydrate the form to answer this very
      // submit, the form would then send the held one too, and the lead would arrive twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      form.dataset.submitQueued = '';
    },
    true,
  );
  return early;
}
