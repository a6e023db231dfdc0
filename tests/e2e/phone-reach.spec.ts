import type { Page } from '@playwright/test';
import { chromeText, contactPage, installText, leadText, otherLanguage } from './copy';
import { leadMessages } from '@/shared/lead/messages';
import { expectDeliveredOnce, expect, open, test } from './fixtures';
import { fillQuote, quoteForm } from './pwa-helpers';

// A quote one tap away on a phone, "Hablamos español" for a Spanish-language browser, and the
// install offer once the visitor showed interest (docs/decisions/031-phone-reach.md).

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const quoteAction = (page: Page) => page.getByRole('banner').getByRole('link', { name: chromeText.quote.label });
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
/** The boot script has run: it links the manifest (src/main.tsx) and then draws the notices. */
const booted = async (page: Page) => {
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};
/** The page's cumulative layout shift so far (shifts after an input do not count, as in CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

test.describe('the quote action on a phone', () => {
  for (const [path, form] of [
    ['/', '#quote'],
    ['/services/residential-solar', '#estimate'],
    ['/resources/financing', undefined],
    ['/resources/faq', undefined],
  ] as const) {
    test(`${path}: in view after scrolling, one tap from a form, before React`, async ({ page, consoleProblems }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
      const action = quoteAction(page);
      await expect(action).toBeInViewport({ ratio: 1 });
      await notHydrated(page); // a plain link: nothing waits for React
      await action.tap();
      if (form) {
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, '')}/?${form}$`));
        await expect(page.locator(form)).toBeInViewport();
      } else {
        await expect(page).toHaveURL(/\/contact#quote$/);
        await expect(page.getByRole('heading', { name: contactPage.formHeading })).toBeInViewport();
      }
      expect(consoleProblems).toEqual([]);
    });
  }

  test('covers nothing: the footer ends above it, and it steps aside for the keyboard', async ({ page }) => {
    await open(page, '/services/residential-solar');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const action = (await quoteAction(page).boundingBox())!;
    const lastLine = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(action.y);
    expect(action.y + action.height).toBeLessThanOrEqual(844);

    await page.locator('#estimate input[type="email"]').focus();
    await expect(quoteAction(page)).toBeHidden();
    await page.locator('#estimate input[type="email"]').blur();
    // The form is still on screen: it stays aside until the form is scrolled away.
    await expect(quoteAction(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(quoteAction(page)).toBeVisible();
  });

  test('steps aside for a form on screen before React too', async ({ page }) => {
    await page.goto('/');
    await booted(page); // the boot script watches the forms; React still sleeps
    await page.locator('#quote').evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(quoteAction(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(quoteAction(page)).toBeVisible();
    await notHydrated(page);
  });

  test("never takes the tap meant for a form's send button at the foot of the screen", async ({ page, site }) => {
    await open(page, '/contact');
    const form = quoteForm(page);
    const email = `foot-${Date.now()}@example.com`;
    await fillQuote(form, email);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const send = form.getByRole('button', { name: leadText.submit });
    // The send button's middle 20 px above the screen's foot: where the pinned action would be.
    // Scrolled again until it stays there (the brand font or an image may still reflow the page).
    await expect
      .poll(() =>
        send.evaluate(async (el) => {
          const box = el.getBoundingClientRect();
          window.scrollBy({ top: box.top + box.height / 2 - (innerHeight - 20), behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const after = el.getBoundingClientRect();
          return Math.abs(after.top + after.height / 2 - (innerHeight - 20));
        }),
      )
      .toBeLessThan(2);
    await expect(quoteAction(page)).toBeHidden();
    // Playwright taps where the button is now; without the fix the pinned action takes this tap.
    await send.tap();
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    await expectDeliveredOnce(site, email);
  });

  test('the notices sit above it', async ({ page, context }) => {
    await open(page, '/resources/faq');
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    const notice = (await banner.boundingBox())!;
    const action = (await quoteAction(page).boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual(action.y);
    await context.setOffline(false);
  });

  test('the language switch is in the phone header', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').locator('a[data-language-switch="es"]').first()).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the header bar at every width from 320 px (an iPhone SE with its display zoomed)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('keeps the same margin on both sides, squeezes no icon and wraps no line, in both languages', async ({ page }) => {
    for (const path of ['/', '/es']) {
      await page.goto(path);
      for (const width of [320, 360, 400, 440, 480, 520, 560, 640, 767, 768, 880, 991, 992, 1100, 1200]) {
        await page.setViewportSize({ width, height: 640 });
        // What the bar shows: the logo, the menus or the menu button, the language switch, the
        // call button (the quote action is pinned to the foot of the screen under 1200 px).
        const bar = await page.getByRole('banner').evaluate((header) => {
          const shown = (selector: string) =>
            [...header.querySelectorAll(selector)].filter(
              (el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).position !== 'fixed',
            );
          const boxes = shown('a[href], button').map((el) => el.getBoundingClientRect());
          return {
            left: Math.min(...boxes.map((box) => box.left)),
            right: Math.max(...boxes.map((box) => box.right)),
            width: document.documentElement.clientWidth,
            squeezed: shown('svg[width]')
              .filter((svg) => svg.getBoundingClientRect().width < Number(svg.getAttribute('width')) - 0.5)
              .map((svg) => svg.parentElement?.textContent?.trim()),
            // A line of text taller than one and a half lines ('normal' line height: 1.2 em).
            wrapped: shown('span')
              .filter((span) => {
                const style = getComputedStyle(span);
                const line = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
                return span.children.length === 0 && span.getBoundingClientRect().height > 1.5 * line;
              })
              .map((span) => span.textContent?.trim()),
          };
        });
        const at = `${path} at ${width} px`;
        expect(bar.left, at).toBeGreaterThan(0);
        expect(bar.width - bar.right, at).toBeGreaterThanOrEqual(bar.left - 0.5);
        expect(bar.squeezed, at).toEqual([]);
        expect(bar.wrapped, at).toEqual([]);
      }
    }
  });
});

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is welcomed in Spanish on an English page, before React, without a shift; a dismissal is kept', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/services/residential-solar?ref=mail');
    const notice = page.getByTestId('language-suggestion');
    await expect(notice).toBeVisible();
    await notHydrated(page);
    await expect(notice).toHaveAttribute('lang', 'es');
    await expect(notice).toContainText(otherLanguage.welcome);
    await expect(notice.getByRole('link', { name: otherLanguage.link })).toHaveAttribute(
      'href',
      '/es/servicios/energia-solar-residencial?ref=mail',
    );
    expect(await layoutShift(page)).toBe(0);

    await notice.getByRole('button', { name: otherLanguage.dismiss }).tap();
    await expect(notice).toHaveCount(0);
    await page.goto('/about');
    await booted(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('follows its link to the twin, and is never shown on a Spanish page', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('language-suggestion').getByRole('link', { name: otherLanguage.link }).tap();
    await expect(page).toHaveURL(/\/es\/nosotros$/);
    await booted(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('is not offered Spanish', async ({ page }) => {
    await page.goto('/about');
    await booted(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});

test.describe('the install offer on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('waits for a second page, gives the Share steps in little room, and remembers "Not now"', async ({ page }) => {
    await page.goto('/');
    await booted(page);
    await expect(page.getByTestId('install-offer')).toHaveCount(0);

    await page.goto('/about');
    const offer = page.getByTestId('install-offer');
    await expect(offer).toContainText(installText.iosSteps);
    await expect(offer.getByRole('button')).toHaveText([installText.later]); // no prompt to press on iOS
    expect((await offer.boundingBox())!.height).toBeLessThanOrEqual(844 / 6);

    await offer.getByRole('button', { name: installText.later }).tap();
    await expect(offer).toHaveCount(0);
    await page.goto('/contact');
    await booted(page);
    await expect(page.getByTestId('install-offer')).toHaveCount(0);
  });

  test('is offered right after a quote is sent, on the first page of a first visit', async ({ page, site }) => {
    await page.goto('/contact');
    await booted(page);
    await expect(page.getByTestId('install-offer')).toHaveCount(0);

    const form = quoteForm(page);
    const email = `install-${Date.now()}@example.com`;
    await fillQuote(form, email);
    await form.getByRole('button', { name: leadText.submit }).tap();
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    await expect(page.getByTestId('install-offer')).toContainText(installText.iosSteps);
    await expectDeliveredOnce(site, email);
  });
});
