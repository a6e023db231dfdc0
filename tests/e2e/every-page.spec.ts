import type { Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { localeOfPath } from './copy';
import { expect, test, waitForHydration } from './fixtures';
import { fixedRoutes } from './routes';

/**
 * Every page once per width, and every per-page check on that one visit: the page contract
 * (status, one visible h1, a head that hydration keeps, the title rule of docs/behaviour.md#page-head),
 * the Content-Security-Policy (no violation while the page loads, hydrates and scrolls; every
 * image and the brand font load), images that say what they show, no console problem, and WCAG
 * 2.1 A/AA (axe). The site's own specs test what pages do; this one that each is whole.
 *
 * Widths: every page at 375 px, where long words break layouts first (the Spanish pages above
 * all); the English pages, the Spanish home and the extra pages below also at 1440 px, on the same
 * visit: once the checks at 375 px pass, the tab is widened and axe, the CSP and the console are
 * checked again on the page laid out for a desktop (the contract, the scroll through, the images
 * and the font are the document's, checked once). Beside the fixed routes: topic x town pages
 * (indexed, not indexed, a Spanish one), Content Not Available (for an unknown topic in a known
 * town) and both not-found pages.
 *
 * axe checks the header and footer on the pages of `chromeChecked` at each width, and every other
 * page without them (docs/decisions/022-fast-feedback.md): they are the same markup on every
 * page of a language but for the current link (its own style), which the contact pages show in
 * both, and the language switch's address. The steps (goto, hydrate, images, scroll, network
 * idle, axe, then the widening and axe at 1440 px) are named in the report, to see where a visit
 * spends its time.
 *
 * The pages are opened one after another in the worker's tab (the `tab` fixture),
 * as a visitor going from page to page: a fresh context per page spent most of a visit starting a
 * renderer and fetching and compiling the same stylesheet, font and scripts again
 * (docs/decisions/022-fast-feedback.md). So React may wake as the page loads (a mouse left over
 * the tab), and the head "as served" is read from the response itself.
 *
 * The service worker is not registered on these visits (the tab blocks it).
 * Registered, it installed on every visit, in every fresh context: 258 precached files fetched
 * and stored beside the checks, a quarter of the spec's CPU time, and nothing here looked at
 * it. Its registration under the policy (the same `worker-src` on every page), its install and
 * pages drawn through it are checked by security.spec.ts, pwa.spec.ts and offline.spec.ts.
 */
const routes = await fixedRoutes();
const extra: Record<string, number> = {
  '/true-up-billing-california-city': 200,
  '/sunpower-taft': 200,
  '/solar-installer-bakersfield': 200,
  '/battery-backup-tehachapi': 404,
  '/es/bateria-de-respaldo-tehachapi': 200,
  '/roof-repair-taft': 404,
  '/no-such-page': 404,
  '/es/no-existe/pagina': 404,
};
const status = (path: string) => extra[path] ?? 200;
/** Where axe checks the header and footer too: each language's home, and its contact page (a current link in both). */
const chromeChecked = new Set(['/', '/es', '/contact', '/es/contacto']);

/** Images that finished loading with nothing to show. */
const brokenImages = (page: Page) =>
  page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src));

/** The head tags a search engine reads: as the document holds them now, or as `html` (the response) has them. */
const headTags = (page: Page, html?: string) =>
  page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      titles: doc.querySelectorAll('title').length,
    };
  }, html);

/** Where the page is checked at 1440 px too: the English pages, the Spanish home and the extra pages. */
const desktop = new Set([...routes.filter((p) => localeOfPath(p) === 'en' || p === '/es'), ...Object.keys(extra)]);

test.describe('every page', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  for (const path of [...routes, ...Object.keys(extra)]) {
    const widths = desktop.has(path) ? '375 and 1440 px' : '375 px';
    test(`${path} is whole at ${widths}: contract, CSP, images, font, console, WCAG 2.1 A/AA`, async ({
      tab: { page, consoleProblems },
    }) => {
      const response = await test.step('goto', () => page.goto(path));
      expect(response?.status(), path).toBe(status(path));
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      // The head as served (the response itself, whenever React wakes): hydration must keep it.
      const served = await headTags(page, await response!.text());
      await test.step('hydrate', () => waitForHydration(page));
      expect(await headTags(page)).toEqual(served);
      expect(served.titles).toBe(1);
      if (status(path) === 200) {
        // The suffix rule of docs/behaviour.md#page-head: the company name, or its short name when that would pass 60 characters.
        expect(served.title).toMatch(/ \| Sunfield( Electric & Solar)?$/);
        expect(served.title.length).toBeLessThanOrEqual(60);
      }
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      // Every image says what it shows (or is marked decorative) and reserves its space: read in
      // one go, as the hydrated page holds them.
      const unlabelled = await test.step('images', () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main img')]
            .filter((img) => !img.hasAttribute('alt') || !/^\d+$/.test(img.getAttribute('width') ?? ''))
            .map((img) => img.outerHTML.slice(0, 200)),
        ));
      expect(unlabelled).toEqual([]);
      // Scroll through so lazy images load and reveal transitions run.
      await test.step('scroll', () =>
        page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        }));
      // A quiet network, not "every image complete": a lazy image that never comes near the
      // viewport (the partner logos' loop moves sideways) never loads, and need not.
      await test.step('network idle', () => page.waitForLoadState('networkidle'));
      expect(await brokenImages(page)).toEqual([]);
      const fontLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((font) => font.family.includes('Figtree') && font.status === 'loaded');
      });
      expect(fontLoaded).toBe(true);

      expect(await test.step('axe', () => wcagViolations(page, { chrome: chromeChecked.has(path) }))).toEqual([]);
      expect(await page.evaluate(() => window.__csp)).toEqual([]);
      expect(consoleProblems).toEqual([]);

      if (!desktop.has(path)) return;
      // The same page laid out for a desktop: axe, and what the wider layout loads (larger image
      // candidates) under the policy, with no broken image and nothing on the console.
      await test.step('1440 px', () => page.setViewportSize({ width: 1440, height: 900 }));
      expect(await page.evaluate(() => window.innerWidth)).toBe(1440);
      expect(await test.step('axe at 1440 px', () => wcagViolations(page, { chrome: chromeChecked.has(path) }))).toEqual([]);
      expect(await brokenImages(page)).toEqual([]);
      expect(await page.evaluate(() => window.__csp)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  }
});
