import type { Page } from '@playwright/test';
import { offlineText } from './copy';
import { expect, open, test } from './fixtures';
import { aboutMenu, chromeText, footerCompanyLinks } from './copy';

/** The name of the footer's link to this page. */
const footerLink = (href: string) => footerCompanyLinks.find((l) => l.href === href)!.label;

// After hydration the site should feel like an app: page changes cross-fade instead of
// blanking, focus lands on the new page's heading, Back returns to where the visitor was, the
// browser's bar continues the header, and the installed app keeps clear of notches and the
// home bar (docs/decisions/015-native-feel.md).

/** Counts view transitions the page starts, without changing what they do. */
async function countViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((arg: Parameters<typeof start>[0]) => {
      const html = document.documentElement;
      html.dataset.viewTransitions = String(Number(html.dataset.viewTransitions ?? 0) + 1);
      return start(arg);
    }) as typeof document.startViewTransition;
  });
}

const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

test('a link inside the app cross-fades to the new page and focuses its heading', async ({ page }) => {
  await countViewTransitions(page);
  await open(page, '/about');
  // Waking React on a prerendered page starts none: its snapshot would cover the page.
  await expect(page.locator('html')).not.toHaveAttribute('data-view-transitions');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: footerLink('/about/careers') })
    .click();
  await expect(page).toHaveURL(/\/about\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await focusedHeading(page)).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  await expect(page.locator('html')).toHaveAttribute('data-view-transitions', '1');
  // A new page starts at its top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// A second tap while the first page change still draws (a phone's slow render, or an alias
// page's redirect) starts a second transition, and the browser skips the first: the visitor
// lands on the second page, and the skipped one is not an error (router-internals.ts). The
// first transition's drawing is held until the second starts, so the two always overlap.
test('a second link taken while the first page change still draws lands there, without an error', async ({ page, consoleProblems }) => {
  await page.addInitScript((second) => {
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    let release: (() => void) | undefined;
    document.startViewTransition = ((update: () => Promise<void>) => {
      if (release) {
        release();
        return start(update);
      }
      const held = new Promise<void>((resolve) => (release = resolve));
      setTimeout(() => document.querySelector<HTMLAnchorElement>(`footer a[href="${second}"]`)!.click());
      return start(async () => {
        await held;
        await update();
      });
    }) as typeof document.startViewTransition;
  }, '/contact');
  await open(page, '/about');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: footerLink('/about/careers') })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await focusedHeading(page)).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(consoleProblems).toEqual([]);
});

test('Back returns to the same place on the previous page', async ({ page }) => {
  await open(page, '/services/residential-solar');
  const link = page.getByRole('contentinfo').getByRole('link', { name: footerLink('/resources/financing') });
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/resources\/financing$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/residential-solar$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
});

test('a page reloaded after moving inside the app opens where the visitor left it', async ({ page }) => {
  await open(page, '/services/residential-solar');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: footerLink('/resources/financing') })
    .click();
  await expect(page).toHaveURL(/\/resources\/financing$/);
  // The new page is drawn and settled (its heading takes focus) before the visitor scrolls.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

test("the early script puts a page back where the router saved it when the browser's own restoration is off", async ({ page }) => {
  // The case the router's own inline script used to cover (docs/decisions/020-first-window.md): a
  // history entry the router turned manual, loaded anew. Not hydrated, so no router code runs.
  await page.goto('/services/residential-solar');
  await page.evaluate(() => {
    history.replaceState({ ...history.state, __TSR_key: 'entry-1' }, '');
    history.scrollRestoration = 'manual';
    sessionStorage.setItem('tsr-scroll-restoration-v1_3', JSON.stringify({ 'entry-1': { window: { scrollX: 0, scrollY: 900 } } }));
    window.scrollTo(0, 0);
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('a link to a section of another page keeps the section in view, not the heading focused', async ({ page }) => {
  await open(page, '/about/partners');
  await page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: aboutMenu.label }).click();
  await page
    .locator('#menu-panel-about')
    .getByRole('link', { name: aboutMenu.groups[0]!.links.find((l) => l.href === '/about#testimonials')!.label })
    .click();
  await expect(page).toHaveURL(/\/about#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();
  expect(await focusedHeading(page)).toBeNull();
});

test('the browser bar continues the header on every kind of page', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { theme_color: string };
  for (const path of ['/', '/services/oil-gas', '/resources/blog', '/no-such-page']) {
    await page.goto(path);
    const [meta, header] = await page.evaluate(() => {
      const parse = (color: string) => color.match(/\d+/g)!.slice(0, 3).map(Number);
      const hex = document.querySelector('meta[name="theme-color"]')!.getAttribute('content')!;
      const fromHex = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return [fromHex, parse(getComputedStyle(document.querySelector('header')!).backgroundColor)];
    });
    expect(meta, path).toEqual(header);
    expect(manifest.theme_color.toLowerCase()).toBe(`#${meta.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  }
});

test.describe('on a phone with a notch and a home bar', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the header, the menu and the notices keep clear of them', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
    await open(page, '/contact');
    const header = await page.locator('header').first().boundingBox();
    const logo = await page.getByRole('link', { name: /home$/ }).first().boundingBox();
    expect(logo!.y).toBeGreaterThanOrEqual(47);
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(h1!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.getByRole('button', { name: chromeText.openMenu }).tap();
    const menu = await page.locator('#mobile-menu').boundingBox();
    expect(menu!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    await page.getByRole('button', { name: chromeText.closeMenu }).tap();
    // A notice (here: the network went away) sits above the home bar.
    await page.context().setOffline(true);
    const notice = page.getByTestId('offline-banner');
    await expect(notice).toHaveText(offlineText.offline);
    const box = await notice.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(700);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 - 34);
    await page.context().setOffline(false);
  });
});

test('an offer to install the app is marked for the browser only, and hidden in the app', async ({ page }) => {
  await open(page, '/about'); // the offer comes on a second page (docs/decisions/031-phone-reach.md)
  await open(page, '/');
  await page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      }),
    ),
  );
  const offer = page.getByTestId('install-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('data-browser-only', '');
  // Chromium cannot emulate display-mode, so the rule that hides it in the app is read instead.
  const hiddenInApp = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (rule) =>
          rule instanceof CSSMediaRule &&
          rule.conditionText.includes('display-mode: standalone') &&
          [...rule.cssRules].some(
            (r) => r instanceof CSSStyleRule && r.selectorText === '[data-browser-only]' && r.style.display === 'none',
          ),
      ),
    ),
  );
  expect(hiddenInApp).toBe(true);
});
