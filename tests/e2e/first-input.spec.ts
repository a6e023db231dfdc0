import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { settle } from '../../server/test-support/wait';
import { expect as baseExpect, expectDeliveredOnce, test } from './fixtures';
import { expectPending, openControlled, SAVED } from './pwa-helpers';

// Every first input here waits for React, the router and sometimes the form code to load and
// hydrate before its answer shows: seconds on a busy test machine. The waits are longer than
// the suite's default so a slow machine is not mistaken for a lost input; a lost or doubled
// input still fails, because the answer never comes or comes twice.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

// Every page hydrates on the visitor's first sign of life (docs/decisions/005). Each test opens
// a page fresh, checks React has not hydrated it, and makes the very first input: that input
// must count exactly once (never lost, never doubled), whatever hydration is doing meanwhile.

type Press = (target: Locator) => Promise<void>;

const mouse: Press = (target) => target.click();
const touch: Press = (target) => target.tap();
const SENT = "Thank you for your message! We'll be in touch soon.";

async function openFresh(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

/** Hydrated, and long enough after it that a late replay or a second handler would have shown. */
async function hydratedAndSettled(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await settle(400);
}

const faqQuestion = (page: Page) => page.locator('main button[aria-controls]').first();

async function expectAnswerOpen(page: Page) {
  const question = faqQuestion(page);
  await hydratedAndSettled(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
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

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Request a Free Quote' });

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
      const pause = page.getByRole('button', { name: 'Pause logo animation' });
      await press(pause);
      await hydratedAndSettled(page);
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
    });

    test('a checkbox ticked first stays ticked and is sent', async ({ page, site }) => {
      await openFresh(page, '/about/partners');
      const form = page.getByRole('form', { name: 'Get a Free Estimate Today' });
      const box = form.getByLabel('Adding Batteries');
      await press(box);
      await hydratedAndSettled(page);
      await expect(form).toHaveAttribute('data-ready', '');
      await expect(box).toBeChecked();
      const email = `box-${randomUUID()}@example.com`;
      await form.getByLabel('First Name').fill('Tick');
      await form.getByLabel('Last Name').fill('First');
      await form.getByLabel('Phone').fill('(661) 555-0143');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Get My Free Estimate' }).click();
      expect((await expectDeliveredOnce(site, email)).text).toContain('Interested in: Adding Batteries');
    });

    test('the first characters typed into a field are kept exactly', async ({ page }) => {
      await openFresh(page, '/contact');
      const field = quoteForm(page).getByLabel('First Name');
      await press(field);
      await page.keyboard.type('Anabelle', { delay: 20 });
      await hydratedAndSettled(page);
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
      await press(quoteForm(page).getByRole('button', { name: 'Send Message' }));
      await expect(quoteForm(page).getByRole('status')).toHaveText(SENT);
      expect(page.url()).not.toContain('?');
      expect((await expectDeliveredOnce(site, email)).text).toContain('Sent with the first tap');
    });

    test('a position chosen first is kept and sent', async ({ page, site }) => {
      await openFresh(page, '/about/careers');
      const form = page.getByRole('form', { name: 'Apply Now' });
      const position = form.getByLabel('Position');
      await press(position);
      await position.selectOption({ label: 'Operations' });
      await hydratedAndSettled(page);
      await expect(form).toHaveAttribute('data-ready', '');
      await expect(position).toHaveValue('operations');
      const email = `apply-${randomUUID()}@example.com`;
      await form.getByLabel('Full Name').fill('Pat Early');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('(661) 555-0144');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      expect((await expectDeliveredOnce(site, email)).text).toContain('Position Applied For: Operations');
    });
  });
}

test.describe('first input with mouse and keyboard, header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens on the first click', async ({ page }) => {
    await openFresh(page, '/resources/faq');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
    await trigger.click();
    await hydratedAndSettled(page);
    await expect(page.locator('#menu-panel-resources')).toBeVisible();
  });

  test('Enter on a focused FAQ question and Space on a focused dropdown each count once', async ({ page }) => {
    await openFresh(page, '/services/general-electric');
    // Tab would do the same; focus() reaches the control without pressing keys on the way.
    await faqQuestion(page).focus();
    await page.keyboard.press('Enter');
    await expectAnswerOpen(page);
    await openFresh(page, '/about/partners');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Space');
    await hydratedAndSettled(page);
    await expect(page.locator('#menu-panel-services')).toBeVisible();
  });
});

test.describe('first input with touch at 375 px, header', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens on the first tap', async ({ page }) => {
    await openFresh(page, '/about/partners');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await hydratedAndSettled(page);
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });
});

test('the page stays where the visitor scrolled when React wakes', async ({ page }) => {
  await openFresh(page, '/about/partners');
  // The visitor reads down to the form before doing anything that wakes React.
  await page.getByRole('form', { name: 'Get a Free Estimate Today' }).scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await page.mouse.move(3, 3);
  await hydratedAndSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('the areas finder answers the first choice once it shows', async ({ page }) => {
  await openFresh(page, '/about/areas-we-serve');
  const picker = page.getByLabel('Show pages for');
  // Without React the finder is the full list of links; the picker appears with React.
  await expect(picker).toBeHidden();
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
  await picker.selectOption({ label: 'Tehachapi' });
  const lists = page.locator('#areas-groups ul');
  await expect(lists.first().getByRole('link')).toHaveCount(1);
  expect(await lists.evaluateAll((uls) => uls.every((ul) => ul.querySelectorAll('a').length === 1))).toBe(true);
});

test('an install offer made before hydration answers its first press once', async ({ page }) => {
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
  await page.getByTestId('install-offer').getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
  await settle(300);
  await expect(page.locator('html')).toHaveAttribute('data-install-prompts', '1');
});

test.describe('offline, from the service worker', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

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
    await quoteForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(quoteForm(page).getByRole('status')).toHaveText(SAVED);
    await expectPending(page, '1 request waiting to send');
    await context.setOffline(false);
    expect((await expectDeliveredOnce(site, email)).text).toContain('Sent with the first tap');
  });
});
