import { whenIdle } from './idle';

/**
 * The pages a visitor is likely to open next, fetched while the page sits idle (issue 26;
 * docs/decisions/015-native-feel.md): the site's page links that are on screen, after the load
 * event, in idle time, a few at a time, so that the first tap on a card, a service or the
 * language switch opens a page that is already on the device. Until React wakes such a tap is
 * a full page load, and on a phone a round trip and 14 KB are most of its wait.
 *
 * Never when the browser asks to save data or the connection is 2G (`navigator.connection`),
 * never more than MAX_PAGES a page view, only pages of this site (no file, no API, not the page
 * itself). Once React is awake (html[data-hydrated]) the router loads what a link needs on
 * intent instead, so nothing more is fetched here.
 */
export const MAX_PAGES = 6;
/** A link must stay on screen this long: links scrolled past are not what the visitor reads. */
const DWELL_MS = 300;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection lets the site fetch what it was not asked for. */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The page a link leads to, as a path, when it is worth fetching ahead: this site's, a page (no
 * file extension, no API, no download), not the page shown. Undefined otherwise.
 */
export function prefetchTarget(
  link: { href: string; hasAttribute(name: string): boolean; target?: string },
  here: Location | URL,
): string | undefined {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return undefined;
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

const idle = (run: () => void) => whenIdle(run, { timeout: 2000, fallback: 200 });

export function prefetchLikelyPages(): void {
  if (typeof IntersectionObserver !== 'function') return;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const hint = document.createElement('link');
  if (!hint.relList?.supports?.('prefetch')) return;

  const done = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const awake = () => document.documentElement.dataset.hydrated === 'true';

  const fetchAhead = (path: string) => {
    if (done.size >= MAX_PAGES || done.has(path) || awake() || !navigator.onLine || !mayPrefetch(connection)) return;
    done.add(path);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'document', href: path }));
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = entry.target as HTMLAnchorElement;
      clearTimeout(timers.get(link));
      timers.delete(link);
      if (!entry.isIntersecting) continue;
      timers.set(
        link,
        setTimeout(() => {
          timers.delete(link);
          observer.unobserve(link);
          const path = prefetchTarget(link, location);
          if (path) idle(() => fetchAhead(path));
        }, DWELL_MS),
      );
    }
    if (done.size >= MAX_PAGES || awake()) observer.disconnect();
  });

  idle(() => {
    // The decision, on <html> for whoever checks it (the e2e tests, a developer's inspector).
    const on = !awake() && mayPrefetch(connection);
    document.documentElement.dataset.prefetch = on ? 'on' : 'off';
    if (!on) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href], header a[data-language-switch]')) observer.observe(link);
  });
}
