import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { applicationCopy, areasFinder, chromeText, estimateFormCopy, installText, interestOptions, leadMessages, leadText } from './copy';
import { positionOptions, quoteFormCopy, resourcesMenu, sectionText, servicesMenu, towns, fieldLabels } from './copy';
import { expect as baseExpect, expectDeliveredOnce, test } from './fixtures';
import { expectPending, openControlled, SAVED } from './pwa-helpers';

// Every first input here waits for React, the router and sometimes the form code to load and
// hydrate before its answer shows: seconds on a busy test machine. The waits are longer than
// the suite's default so a slow machine is not mistaken for a lost input; a lost or doubled
// input still fails, because the answer never comes, or the page's record of changes shows two.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

// Every page hydrates on the visitor's first sign of life (docs/decisions/005). Each test opens
// a page fresh, checks React has not hydrated it, and makes the very first input: that input
// must count exactly once (never lost, never doubled), whatever hydration is doing meanwhile.

type Press = (target: Locator) => Promise<void>;

const mouse: Press = (target) => target.click();
const touch: Press = (target) => target.tap();
const SENT = leadMessages.quoteSuccess;
const adding = interestOptions.find((o) => o.id === 'adding-batteries')!.label;
const operations = positionOptions.find((o) => o.id === 'solar-installer')!;

declare global {
  interface Window {
    /** Set once React has taken over: the early guards handed over the held input (app:listening) and the frame after it ran. */
    __handedOver?: boolean;
  }
  interface Element {
    /** Every change of a pressed or expanded state of this element, in order, as the value it had before. */
    __changes?: { attribute: string; from: string | null }[];
  }
}

// From the page's first script on, record every change of a state a first press toggles, and
// when the held input was handed to React (boot/early.ts replays it inside app:listening). A
// doubled input shows as two changes, whenever it came: no sleep stands in for "long enough".
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records) ((r.target as Element).__changes ??= []).push({ attribute: r.attributeName!, from: r.oldValue });
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['aria-expanded', 'aria-pressed'] });
    // This listener runs before the early script's, so its replays run first; the frame after
    // them comes once React has answered them too (a discrete event's update commits in a microtask).
    document.addEventListener('app:listening', () => requestAnimationFrame(() => setTimeout(() => (window.__handedOver = true))), {
      once: true,
    });
  });
});

async function openFresh(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

/**
 * React has hydrated the page (the root layout marks <html> once it commits), it has been given
 * every input the early guards held, and a frame has passed since both: whatever those inputs
 * do has been done, once or twice.
 */
async function reactAnswered(page: Page) {
  await page.waitForFunction(() => window.__handedOver === true && document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 20_000,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** The control's state changed exactly once, from `from` to `to`: the input counted once. */
async function expectChangedOnce(control: Locator, attribute: 'aria-expanded' | 'aria-pressed', from: string, to: string) {
  await expect(control).toHaveAttribute(attribute, to);
  const changes = await control.evaluate((el, attribute) => (el.__changes ?? []).filter((c) => c.attribute === attribute), attribute);
  expect(changes).toEqual([{ attribute, from }]);
}

const faqQuestion = (page: Page) => page.locator('main button[aria-controls]').first();

async function expectAnswerOpen(page: Page) {
  const question = faqQuestion(page);
  await reactAnswered(page);
  await expectChangedOnce(question, 'aria-expanded', 'false', 'true');
  await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
}

/** Fills the quote form the way autofill does: input and change events, no key or pointer. */
async function autofillQuote(form: Locator, email: string) {
  await form.evaluate((el: HTMLFormElement, email) => {
    const set = (name: string, value: string) => {
      const field = el.elements.namedItem(name) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
    set('firstName', 'Rosa');
    set('lastName', 'Early');
    set('email', email);
    set('phone', '(661) 555-0142');
    set('service', 'battery');
    set('message', 'Sent with the first tap');
  }, email);
}

const quoteForm = (page: Page) => page.getByRole('form', { name: quoteFormCopy.title });

for (const [name, press, viewport] of [
  ['mouse', mouse, { width: 1280, height: 800 }],
  ['touch', touch, { width: 375, height: 740 }],
] as const) {
  test.describe(`first input with ${name}`, () => {
    test.use({ viewport, hasTouch: name === 'touch', isMobile: name === 'touch' });

    test('an FAQ question opens on the first press', async ({ page, consoleProblems }) => {
      await openFresh(page, '/resources/faq');
      await press(faqQuestion(page));
      await expectAnswerOpen(page);
      expect(consoleProblems).toEqual([]);
    });

    test('an FAQ question on a page with a lead form opens on the first press', async ({ page }) => {
      await openFresh(page, '/services/general-electric');
      await press(faqQuestion(page));
      await expectAnswerOpen(page);
    });

    test('the logo strip pauses on the first press', async ({ page }) => {
      await openFresh(page, '/about/partners');
      const pause = page.getByRole('button', { name: sectionText.pauseLogos });
      await press(pause);
      await reactAnswered(page);
      await expectChangedOnce(pause, 'aria-pressed', 'false', 'true');
    });

    test('a checkbox ticked first stays ticked and is sent', async ({ page, site }) => {
      await openFresh(page, '/about/partners');
      const form = page.getByRole('form', { name: estimateFormCopy.title });
      const box = form.getByLabel(adding);
      await press(box);
      await reactAnswered(page);
      await expect(form).toHaveAttribute('data-ready', '');
      await expect(box).toBeChecked();
      const email = `box-${randomUUID()}@example.com`;
      await form.getByLabel(estimateFormCopy.labels.firstName).fill('Tick');
      await form.getByLabel(estimateFormCopy.labels.lastName).fill('First');
      await form.getByLabel(estimateFormCopy.labels.phone).fill('(661) 555-0143');
      await form.getByLabel(estimateFormCopy.labels.email).fill(email);
      await form.getByRole('button', { name: estimateFormCopy.submit }).click();
      expect((await expectDeliveredOnce(site, email)).text).toContain(`Interested in: ${adding}`);
    });

    test('the first characters typed into a field are kept exactly', async ({ page }) => {
      await openFresh(page, '/contact');
      const field = quoteForm(page).getByLabel(quoteFormCopy.labels.firstName);
      await press(field);
      await page.keyboard.type('Anabelle', { delay: 20 });
      await reactAnswered(page);
      await expect(quoteForm(page)).toHaveAttribute('data-ready', '');
      await expect(field).toHaveValue('Anabelle');
      // React took the typed text over: the next keystroke edits it, nothing resets it.
      await page.keyboard.type('-Jo');
      await expect(field).toHaveValue('Anabelle-Jo');
    });

    test('a submit as the very first input sends the lead exactly once', async ({ page, site }) => {
      await openFresh(page, '/contact');
      const email = `first-${randomUUID()}@example.com`;
      await autofillQuote(quoteForm(page), email);
      await press(quoteForm(page).getByRole('button', { name: leadText.submit }));
      await expect(quoteForm(page).getByRole('status')).toHaveText(SENT);
      expect(page.url()).not.toContain('?');
      expect((await expectDeliveredOnce(site, email)).text).toContain('Sent with the first tap');
    });

    test('a position chosen first is kept and sent', async ({ page, site }) => {
      await openFresh(page, '/about/careers');
      const form = page.getByRole('form', { name: applicationCopy.title });
      const position = form.getByLabel(fieldLabels.position);
      await press(position);
      await position.selectOption(operations.id);
      await reactAnswered(page);
      await expect(form).toHaveAttribute('data-ready', '');
      await expect(position).toHaveValue(operations.id);
      const email = `apply-${randomUUID()}@example.com`;
      await form.getByLabel(applicationCopy.labels.name).fill('Pat Early');
      await form.getByLabel(applicationCopy.labels.email).fill(email);
      await form.getByLabel(applicationCopy.labels.phone).fill('(661) 555-0144');
      await form.getByRole('button', { name: applicationCopy.submit }).click();
      expect((await expectDeliveredOnce(site, email)).text).toContain(`Position Applied For: ${operations.label}`);
    });
  });
}

test.describe('first input with mouse and keyboard, header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens on the first click', async ({ page }) => {
    await openFresh(page, '/resources/faq');
    const trigger = page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: resourcesMenu.label });
    await trigger.click();
    await reactAnswered(page);
    await expectChangedOnce(trigger, 'aria-expanded', 'false', 'true');
    await expect(page.locator('#menu-panel-resources')).toBeVisible();
  });

  test('Enter on a focused FAQ question and Space on a focused dropdown each count once', async ({ page }) => {
    await openFresh(page, '/services/general-electric');
    // Tab would do the same; focus() reaches the control without pressing keys on the way.
    await faqQuestion(page).focus();
    await page.keyboard.press('Enter');
    await expectAnswerOpen(page);
    await openFresh(page, '/about/partners');
    const trigger = page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: servicesMenu.label });
    await trigger.focus();
    await page.keyboard.press('Space');
    await reactAnswered(page);
    await expectChangedOnce(trigger, 'aria-expanded', 'false', 'true');
    await expect(page.locator('#menu-panel-services')).toBeVisible();
  });
});

test.describe('first input with touch at 375 px, header', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens on the first tap', async ({ page }) => {
    await openFresh(page, '/about/partners');
    const open = page.getByRole('button', { name: chromeText.openMenu });
    await open.tap();
    await reactAnswered(page);
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // The same button, now named for closing: it opened once, not twice (open, shut, open).
    await expectChangedOnce(page.getByRole('button', { name: chromeText.closeMenu }), 'aria-expanded', 'false', 'true');
  });
});

test('the page stays where the visitor scrolled when React wakes', async ({ page }) => {
  await openFresh(page, '/about/partners');
  // The visitor reads down to the form before doing anything that wakes React.
  await page.getByRole('form', { name: estimateFormCopy.title }).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await page.mouse.move(3, 3);
  await reactAnswered(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('the areas finder is in place before React, and a town chosen then is answered as React wakes', async ({ page }) => {
  await openFresh(page, '/about/areas-we-serve');
  const picker = page.getByLabel(areasFinder.filterLabel);
  const groups = page.locator('#areas-groups');
  // The picker is drawn with the page: appearing as React woke, it pushed every card down by its
  // height under a finger about to tap a town.
  await expect(picker).toBeVisible();
  const top = (await groups.boundingBox())!.y;
  await picker.selectOption({ label: towns.find((t) => t.slug === 'tehachapi')!.name });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // selectOption sends only input and change, which wake nothing; a visitor's tap or pointer does.
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await reactAnswered(page);
  const lists = groups.locator('ul');
  await expect(lists.first().getByRole('link')).toHaveCount(1);
  expect(await lists.evaluateAll((uls) => uls.every((ul) => ul.querySelectorAll('a').length === 1))).toBe(true);
  await expect(picker).toHaveValue('tehachapi');
  expect((await groups.boundingBox())!.y).toBe(top);
});

test('an install offer made before hydration answers its first press once', async ({ page }) => {
  // The offer comes on a second page (docs/decisions/031-phone-reach.md); a page counts once the
  // boot script has run on it, which links the manifest.
  await openFresh(page, '/about');
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  await openFresh(page, '/');
  // The browser can offer installing only once the page links its manifest, which the boot
  // script does after it listens for the offer (src/main.tsx), a second after the load event.
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        const html = document.documentElement;
        html.dataset.installPrompts = String(Number(html.dataset.installPrompts ?? 0) + 1);
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await page.getByTestId('install-offer').getByRole('button', { name: installText.install }).click();
  // The offer goes once prompt() has answered, so every handler of that press has run by then.
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
  await reactAnswered(page);
  expect(await page.locator('html').getAttribute('data-install-prompts')).toBe('1');
});

test.describe('offline, from the service worker', () => {
  // The worker installed already, as offline.spec.ts does (tests/e2e/fixtures.ts).
  test.use({ viewport: { width: 1280, height: 800 }, workerInstalled: true });

  /** A fresh page under the worker's control. Going offline wakes React at once (main.tsx), so
   * the input that follows lands while React loads from the worker's cache and hydrates. */
  async function openControlledFresh(page: Page, path: string) {
    await openControlled(page, '/');
    await openFresh(page, path);
  }

  test('an FAQ question pressed as the page goes offline opens', async ({ page, context }) => {
    await openControlledFresh(page, '/services/general-electric');
    await context.setOffline(true);
    await faqQuestion(page).click();
    await expectAnswerOpen(page);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  });

  test('a first-input submit offline is saved once and sent once when back online', async ({ page, context, site }) => {
    await openControlledFresh(page, '/contact');
    const email = `offline-first-${randomUUID()}@example.com`;
    await autofillQuote(quoteForm(page), email);
    await context.setOffline(true);
    await quoteForm(page).getByRole('button', { name: leadText.submit }).click();
    await expect(quoteForm(page).getByRole('status')).toHaveText(SAVED);
    await expectPending(page, null); // the form says it: one notice per send
    await context.setOffline(false);
    expect((await expectDeliveredOnce(site, email)).text).toContain('Sent with the first tap');
  });
});
