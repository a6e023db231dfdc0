/**
 * A prerendered page carries only the CSS its own markup uses, inline (scripts/critical-css.ts).
 * What React may draw next (an open menu, another page, a form's states) needs the whole
 * stylesheet, so it loads alongside React's code and React hydrates once both are in. Applying
 * it earlier would restyle the whole page for nothing while the visitor only reads. In
 * development there is no such file: Vite injects styles itself.
 */
let loading: Promise<void> | undefined;
let styled: () => void = () => {};
/** Settles once the whole stylesheet styles the page (never when it failed or stalled). */
export const siteStylesApplied = new Promise<void>((resolve) => (styled = resolve));

/** React wakes after this long even if the stylesheet has not answered (a stalled connection). */
const STYLES_WAIT_MS = 4000;

export function loadSiteStyles(href: string | undefined): Promise<void> {
  if (!href) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (link) => link.getAttribute('href') === href,
    );
    if (present?.sheet) {
      styled();
      return resolve();
    }
    const link = present ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    // A failed or stalled load (offline and not cached) must not keep React from waking: the
    // page still has its own CSS.
    link.addEventListener(
      'load',
      () => {
        styled();
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, STYLES_WAIT_MS);
    if (!present) document.head.append(link);
  });
  return loading;
}
