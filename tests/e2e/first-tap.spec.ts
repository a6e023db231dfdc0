import type { Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { chromeText, servicesMenu } from './copy';
import { expect, open, test } from './fixtures';
import { chromeText as chromeTextEs, servicesMenu as servicesMenuEs } from '@/content/navigation.es';

// An FAQ question answers its first tap in the next frame once the boot script runs, whether
// React has woken or not (src/boot/disclosures.ts, docs/decisions/029-first-tap.md). These tests
// hold React's code back, as a phone still downloading it would, then let it load after a tap and
// check it leaves the visitor's choice alone.

const question = (page: Page) => page.locator('main button[aria-controls][aria-expanded]').first();
const answerOf = async (page: Page) => page.locator(`#${await question(page).getAttribute('aria-controls')}`);

/**
 * Holds React's code (the app chunk) and the whole site stylesheet, which load together, until
 * the returned function is called; the boot script's own read of the stylesheet (a fetch, for the
 * menus' rules: src/boot/menu-styles.ts) goes through. `booted` settles once the boot script runs
 * (it links the manifest, src/main.tsx), a second after the load event.
 */
async function holdReact(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
    if (route.request().resourceType() === 'stylesheet') await held;
    await route.continue();
  });
  const booted = () => page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  return { booted, release };
}

test.describe('FAQ questions before React', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('open and close by tap and by Enter while React is still loading', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/resources/faq');
    await react.booted();
    const q = question(page);
    const answer = await answerOf(page);
    await expect(answer).toBeHidden();
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await q.focus();
    await page.keyboard.press('Enter');
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    react.release();
  });

  test('a question opened before React stays open once React wakes, and one tap still toggles once', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/resources/faq');
    await react.booted();
    const q = question(page);
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    react.release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(await answerOf(page)).toBeVisible();
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(await answerOf(page)).toBeHidden();
    // And the next one opens with one tap, React awake.
    await q.tap();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
  });
});

// The header's menus answer before React too: the boot script draws the open panel where React
// draws it, with React's markup, and React adopts it when it hydrates (src/boot/menus.ts).

/** An element's markup as a visitor's browser holds it; React's comment markers between texts left out. */
const markup = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.outerHTML.replace(/<!--.*?-->/g, ''));

/** Errors the page reports: a hydration mismatch would be one (React then redraws the page). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/** Remembers an element, to check later that it is the very same one (adopted, not redrawn). */
const remember = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => ((window as { __early?: Element }).__early = el));
const isRemembered = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s) === (window as { __early?: Element }).__early, selector);

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

/**
 * How `selectors` and everything in them look: every computed property of every element, and
 * which stylesheets style the page (the menus' own rules, adopted; the whole stylesheet, linked).
 * The properties stay in the page (`window.__look`, tens of thousands of them, seconds to carry
 * out to the test): `compare` sets the look against the one kept there and returns what changed.
 */
const looks = (page: Page, selectors: string, { compare = false } = {}) =>
  page.evaluate(
    async ({ s, compare }) => {
      // A chevron still turning is not a look: wait for the finite transitions and animations to end.
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      const elements = [...document.querySelectorAll(s)].flatMap((el) => [el, ...el.querySelectorAll('*')]);
      const styles = elements.map((el) => {
        const style = getComputedStyle(el);
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
        // Until the whole stylesheet is in, a focused element wears the browser's own focus ring,
        // on every page (the site's ring is a rule for any element, too broad to cut for the menus).
        const ring = el === document.activeElement ? /^outline/ : /^$/;
        return Object.fromEntries(
          [...style]
            .filter((property) => !ring.test(property))
            .map((property) => [`${name} ${property}`, style.getPropertyValue(property)]),
        );
      });
      const kept = window as unknown as { __look?: Record<string, string>[] };
      const before = kept.__look ?? [];
      const changed = compare
        ? before.flatMap((style, i) =>
            Object.entries(style)
              .filter(([property, value]) => styles[i]?.[property] !== value)
              .map(([property, value]) => `${property}: ${value} -> ${styles[i]?.[property]}`),
          )
        : [];
      if (!compare) kept.__look = styles;
      return {
        // The menus' sheet; a link's answer has one of its own, adopted in idle time (boot/leaving.ts).
        adopted: document.adoptedStyleSheets.filter((sheet) => ![...sheet.cssRules].some((rule) => rule.cssText.includes('data-leaving')))
          .length,
        linked: [...document.styleSheets].filter((sheet) => sheet.href).length,
        elements: styles.length,
        before: before.length,
        changed,
      };
    },
    { s: selectors, compare },
  );

/** The menu, as drawn before React with the menus' rules only, looks the same once the whole stylesheet and React are in. */
async function expectSameLook(before: Awaited<ReturnType<typeof looks>>, page: Page, selectors: string) {
  expect(before.adopted, "the menus' rules styled the early panel").toBe(1);
  expect(before.linked, 'the whole stylesheet was still held').toBe(0);
  const after = await looks(page, selectors, { compare: true });
  expect(after.adopted, "the menus' rules are dropped once the whole stylesheet styles the page").toBe(0);
  expect(after.linked).toBe(1);
  expect(after.before, 'the look before React was kept in the page').toBe(before.elements);
  expect(after.elements).toBe(before.elements);
  expect(after.changed).toEqual([]);
}

test.describe('the mobile menu before React', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const burger = (page: Page) => page.locator('header button[aria-expanded]:visible').first();

  test('opens by tap and by Enter, its groups open, Escape closes and returns focus, its links navigate', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/');
    await react.booted();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveCount(0);
    await burger(page).tap();
    await expect(menu).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(burger(page)).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(burger(page)).toHaveAccessibleName(chromeText.closeMenu);
    const services = menu.getByRole('button', { name: servicesMenu.label });
    const first = servicesMenu.groups[0]!.links[0]!;
    await expect(menu.getByRole('link', { name: first.label })).toBeHidden();
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: first.label })).toBeVisible();
    // Escape closes and gives focus back to the button; Enter opens again.
    await services.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(burger(page)).toBeFocused();
    await expect(burger(page)).toHaveAccessibleName(chromeText.openMenu);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Opened again, it is a new menu (the boot script builds the next one while the page is
    // idle), every group closed, as React draws it.
    await expect(menu.getByRole('button', { name: servicesMenu.label })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    // A link is a real one: it leaves for its page, React or not.
    await menu.getByRole('button', { name: servicesMenu.label }).tap();
    await menu.getByRole('link', { name: first.label }).tap();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    react.release();
  });

  test('opened before React, it stays open when React wakes: the same panel, one, focus kept, as React draws it', async ({ page }) => {
    const errors = pageErrors(page);
    const react = await holdReact(page);
    await page.goto('/es');
    await react.booted();
    await burger(page).tap();
    const menu = page.locator('#mobile-menu');
    const services = menu.getByRole('button', { name: servicesMenuEs.label });
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await services.focus();
    await remember(page, '#mobile-menu');
    const early = await markup(page, '#mobile-menu');
    const earlyButton = await markup(page, 'header button[aria-controls="mobile-menu"]');
    const earlyLook = await looks(page, '#root > header');
    react.release();
    await hydrated(page);
    await expectSameLook(earlyLook, page, '#root > header');
    expect(await isRemembered(page, '#mobile-menu')).toBe(true);
    await expect(menu).toHaveCount(1);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeFocused();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await wcagViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // React has it now: a tap closes it, Escape returns focus, and React draws what the boot script
    // drew. Closed, React keeps the panel hidden for the next tap once the page is idle (mobile-menu.tsx).
    await burger(page).tap();
    await expect(menu).toBeHidden();
    await burger(page).tap();
    await expect(burger(page)).toHaveAccessibleName(chromeTextEs.closeMenu);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(await markup(page, '#mobile-menu')).toBe(early);
    expect(await markup(page, 'header button[aria-controls="mobile-menu"]')).toBe(earlyButton);
    await services.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });
});

test.describe('a header dropdown before React', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const trigger = (page: Page, label: string) => page.locator('header nav').getByRole('button', { name: label });

  test('opens by click and by Enter; arrows, Home and End move, Escape closes and returns focus; links navigate', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/');
    await react.booted();
    const services = trigger(page, servicesMenu.label);
    const panel = page.locator('#menu-panel-services');
    await services.click();
    await expect(panel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-controls', 'menu-panel-services');
    await services.click();
    await expect(panel).toHaveCount(0);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    const count = servicesMenu.groups.flatMap((g) => g.links).length;
    await expect(links).toHaveCount(count);
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(services).toBeFocused();
    // A press elsewhere closes it.
    await services.click();
    await page.mouse.click(640, 600);
    await expect(panel).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await services.click();
    const target = servicesMenu.groups[1]!.links[0]!;
    await panel.getByRole('link', { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    react.release();
  });

  test('a mouse opens it by entering and it closes 200 ms after leaving; a click after a hover keeps it open, also for React', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const react = await holdReact(page);
    await page.goto('/');
    await react.booted();
    const services = trigger(page, servicesMenu.label);
    const panel = page.locator('#menu-panel-services');
    await services.hover();
    await expect(panel).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Out, and back within the 200 ms: it stays. The page's clock from here on is the test's, so
    // the close timer, had it been left running, has fired once 300 ms are run (menus.spec.ts).
    await page.clock.install();
    await page.mouse.move(640, 600);
    await services.hover();
    await page.clock.runFor(300);
    await expect(panel).toBeVisible();
    // Out for good: it closes, not at once.
    await page.mouse.move(640, 600);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    // In, then a click: the click keeps it open rather than closing it.
    await services.hover();
    await expect(panel).toBeVisible();
    await services.click();
    await expect(panel).toBeVisible();
    react.release();
    await hydrated(page);
    // React carries on as it would have: a dropdown opened by a click after a hover stays open on the
    // next click's toggle rules (use-dropdowns.ts), so a second click closes it.
    await expect(panel).toBeVisible();
    await services.click();
    await expect(panel).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('opened before React, it stays open when React wakes: the same panel, one, focus kept, as React draws it', async ({ page }) => {
    const errors = pageErrors(page);
    const react = await holdReact(page);
    // A page the menu links to: its link is marked as the current page.
    await page.goto('/es/servicios/energia-solar-residencial');
    await react.booted();
    const services = trigger(page, servicesMenuEs.label);
    await services.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#menu-panel-services');
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[aria-current="page"]')).toHaveAttribute('href', '/es/servicios/energia-solar-residencial');
    await remember(page, '#menu-panel-services');
    const early = await markup(page, 'header nav > ul > li:first-child');
    const earlyLook = await looks(page, '#root > header');
    react.release();
    await hydrated(page);
    await expectSameLook(earlyLook, page, '#root > header');
    expect(await isRemembered(page, '#menu-panel-services')).toBe(true);
    await expect(page.locator('header nav [id^="menu-panel-"]')).toHaveCount(1);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // React answers from here: Escape closes it, and React draws the very markup the boot script drew.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    expect(await markup(page, 'header nav > ul > li:first-child')).toBe(early);
  });
});

// A tap on a link to another page answers in the next frame, before React and after: the link
// dims and a bar runs along the top until the next page is drawn (src/boot/leaving.ts).
test.describe('a link', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const PAGE = '/services/residential-solar';
  const card = (page: Page) => page.locator(`main a[href^="${PAGE}/"]`).first();
  /**
   * Every change of the answer on <html>, as the page says it on its console (which outlives a
   * page waiting to be replaced, when a script can no longer be run in it): on, with the link
   * that shows it and the bar as drawn (the root's ::after), or off, with where the page is then.
   */
  async function recordAnswers(page: Page) {
    const seen: string[] = [];
    page.on('console', (message) => message.text().startsWith('answer ') && seen.push(message.text().slice(7)));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target !== document.documentElement) continue;
          const bar = getComputedStyle(document.documentElement, '::after');
          const link = document.querySelector('a[data-leaving]')?.getAttribute('href');
          console.info(
            document.documentElement.hasAttribute('data-leaving')
              ? `answer on ${link} ${bar.content} ${bar.position} ${bar.top} ${bar.height}`
              : `answer off at ${location.pathname}`,
          );
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-leaving'] });
    });
    return seen;
  }

  /**
   * Before React (its code held), with the pages the card leads to held too (their fetches ahead
   * as well): taps the card and waits for its answer. `releasePage` lets the next page come.
   */
  async function tapWhileNextPageHeld(page: Page, seen: string[]) {
    const react = await holdReact(page);
    let releasePage: () => void = () => {};
    const held = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(`**${PAGE}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGE);
    await react.booted();
    const href = (await card(page).getAttribute('href'))!;
    await card(page).tap({ noWaitAfter: true });
    await expect.poll(() => seen).toEqual([`on ${href} "" fixed 0px 3px`]);
    return { href, react, releasePage };
  }

  test('before React: answers the tap while the next page loads, which shows without it, and so does the page on Back', async ({
    page,
  }) => {
    const seen = await recordAnswers(page);
    // The next page is slow to come: the answer is what the visitor sees meanwhile.
    const { href, react, releasePage } = await tapWhileNextPageHeld(page, seen);
    releasePage();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-leaving');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement, '::after').content)).toBe('none');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(card(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-leaving');
    await expect(card(page)).not.toHaveAttribute('data-leaving');
    // Whether Back came from the back-forward cache (then the answer was taken down) or loaded anew.
    expect(seen.slice(1)).toEqual(seen.length > 1 ? [`off at ${PAGE}`] : []);
    react.release();
  });

  test('before React, the tap wakes React, whose hydration leaves the answer up while the next page is still coming', async ({ page }) => {
    const seen = await recordAnswers(page);
    const hydrated = new Promise<void>((resolve) => page.on('console', (message) => message.text() === 'hydrated' && resolve()));
    await page.addInitScript(() => {
      new MutationObserver(() => document.documentElement.dataset.hydrated === 'true' && console.info('hydrated')).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-hydrated'],
      });
    });
    const { href, react, releasePage } = await tapWhileNextPageHeld(page, seen);
    // The press woke React (after its answer); its first render is no page change.
    react.release();
    await hydrated;
    expect(seen).toEqual([`on ${href} "" fixed 0px 3px`]);
    releasePage();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('with React awake: the answer is drawn first, then the router draws the next page, which takes it down', async ({ page }) => {
    const seen = await recordAnswers(page);
    // Where the page is in the first frame that shows the answer (its animation frame callbacks
    // run just before it is drawn): still here, the router not started.
    const drawn = new Promise<string>((resolve) =>
      page.on('console', (message) => message.text().startsWith('drawn at ') && resolve(message.text().slice(9))),
    );
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-leaving'))
          requestAnimationFrame(() => console.info(`drawn at ${location.pathname}`));
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-leaving'] });
    });
    await open(page, PAGE);
    const href = (await card(page).getAttribute('href'))!;
    await card(page).tap();
    expect(await drawn).toBe(PAGE);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).not.toHaveAttribute('data-leaving');
    // One document all along: the router drew the page, and took the answer down once it had.
    expect(seen).toEqual([`on ${href} "" fixed 0px 3px`, `off at ${href}`]);
  });
});
