import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { applicationCopy, block, careersBlocks, coreValues, leadMessages, leadText, sampleFiguresNote, sectionText, stats } from './copy';
import {
  communityBlock,
  estimateFormCopy,
  logoStripSection,
  partnersHero,
  partnersReachOut,
  positionChoose,
  positionChoices,
  positionOptions,
  fieldLabels,
} from './copy';
import { testimonials, testimonialsText, whatSetsUsApartBlocks } from './copy';
import { site } from './copy';
import { isSample, ownerFacts, partners, showBenefits } from './copy';
import { expect, open, refuseLeadPosts, test } from './fixtures';

// Each page's contract (status, h1, head, console) is checked on every page: every-page.spec.ts.
test.describe('about pages', () => {
  test('what sets us apart shows the four figures, labelled as samples, and the three core values', async ({ tab: { page } }) => {
    await open(page, '/about/what-sets-us-apart');
    const numbers = page.locator('#numbers');
    expect(stats.map((s) => s.label)).toEqual(['years in business', 'projects completed', 'workmanship warranty', 'emergency line']);
    for (const s of stats) await expect(numbers.getByText(s.value, { exact: true })).toBeVisible();
    // The shipped figures are owner-fact samples (docs/decisions/011-fictional-samples.md).
    await expect(numbers.getByText(sampleFiguresNote)).toBeVisible();
    for (const v of coreValues) await expect(page.locator('#values').getByRole('heading', { name: v.title, exact: true })).toBeVisible();
    for (const item of block(whatSetsUsApartBlocks, 'features').items)
      await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
  });

  test('/about#testimonials resolves to reviews that each say they are samples', async ({ tab: { page } }) => {
    await open(page, '/about#testimonials');
    const section = page.locator('#testimonials');
    await expect(section).toBeInViewport();
    await expect(section.locator('blockquote')).toHaveCount(testimonials.length);
    await expect(section.getByText(testimonialsText.sampleLabel, { exact: true })).toHaveCount(testimonials.length);
  });

  test('no page shows a licence placeholder or a sample figure in a hero', async ({ tab: { page } }) => {
    await open(page, '/');
    await expect(page.locator('footer')).toContainText(site.licence);
    expect(site.licence).not.toMatch(/PLACEHOLDER/);
    await expect(page.getByRole('list', { name: sectionText.statsLabel })).toHaveCount(0);
  });
});

test.describe('partners logo strip', () => {
  const strip = (page: Page) => page.getByRole('list', { name: logoStripSection.label });
  const pauseButton = (page: Page) => page.getByRole('button', { name: sectionText.pauseLogos });
  const partnerWithUs = block([partnersHero], 'hero').actions[0]!;
  const track = (page: Page) => page.getByTestId('logo-track');
  const style = (l: Locator, prop: 'animationDuration' | 'animationPlayState' | 'animationName') =>
    l.evaluate((el, p) => getComputedStyle(el)[p], prop);

  test('lists 7 financing and 5 sales partners once for assistive tech, 180 px each', async ({ tab: { page } }) => {
    await open(page, '/about/partners');
    // The partners are an owner fact: while a sample, the page says so above the logos and the list.
    if (isSample(ownerFacts.partners)) await expect(page.locator('main [data-owner-fact="sample"]')).toHaveCount(2);
    expect(partners.filter((p) => p.kind === 'financing')).toHaveLength(7);
    expect(partners.filter((p) => p.kind === 'sales')).toHaveLength(5);
    await expect(strip(page).getByRole('listitem')).toHaveCount(12);
    for (const p of partners) {
      // The looping copy is aria-hidden, so each name is reachable once.
      await expect(page.getByRole('link', { name: p.name, exact: true })).toHaveCount(1);
    }
    const copy = track(page).locator('ul[aria-hidden="true"]');
    await expect(copy.locator('li')).toHaveCount(12);
    await expect(copy).toHaveAttribute('inert', '');
    const box = await strip(page).getByRole('listitem').first().boundingBox();
    // Sub-pixel: mid-loop the track sits at a fractional offset (179.99 px seen in a warm tab).
    expect(box?.width).toBeCloseTo(180, 1);
  });

  test('loops in 30 s and pauses on hover, on keyboard focus and with the pause button', async ({ tab: { page } }) => {
    await open(page, '/about/partners');
    await page.mouse.move(0, 0);
    expect(await style(track(page), 'animationDuration')).toBe('30s');
    expect(await style(track(page), 'animationName')).not.toBe('none');
    expect(await style(track(page), 'animationPlayState')).toBe('running');

    // Locator.hover() waits for a still element; the track never is, so point the mouse at
    // the strip's (static) window instead.
    const view = track(page).locator('xpath=..');
    await view.scrollIntoViewIfNeeded();
    const box = (await view.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('running');

    await strip(page).getByRole('link').first().focus();
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('paused');
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('running');

    const pause = pauseButton(page);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await pause.blur();
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('paused');
    await pause.click();
    await pause.blur();
    await expect.poll(() => style(track(page), 'animationPlayState')).toBe('running');
  });

  test('Tab moves through the twelve logos and each focused logo is in view', async ({ tab: { page } }) => {
    await open(page, '/about/partners');
    await page.getByRole('link', { name: partnerWithUs.label }).focus();
    // Next stop after the hero's actions (the phone link) is the first logo.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const viewBox = (await track(page).locator('xpath=..').boundingBox())!;
    for (const p of partners) {
      const link = strip(page).getByRole('link', { name: p.name, exact: true });
      await expect(link).toBeFocused();
      await expect.poll(() => style(track(page), 'animationPlayState')).toBe('paused');
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(viewBox.x + viewBox.width);
      await page.keyboard.press('Tab');
    }
    await expect(pauseButton(page)).toBeFocused();
  });

  for (const width of [1280, 375]) {
    test(`under prefers-reduced-motion nothing moves: a static grid without the copy (${width} px)`, async ({ tab: { page } }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, '/about/partners');
      expect(await style(track(page), 'animationName')).toBe('none');
      const running = await track(page).evaluate((el) => el.getAnimations({ subtree: true }).length);
      expect(running).toBe(0);
      await expect(track(page).locator('ul[aria-hidden="true"]')).toBeHidden();
      await expect(pauseButton(page)).toBeHidden();
      // Every logo is inside the visible area, wrapped onto rows.
      const view = page.viewportSize()!;
      for (const item of await strip(page).getByRole('listitem').all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(view.width);
      }
    });
  }

  test('a logo jumps to what that partner does; REACH OUT TODAY goes to /contact', async ({ tab: { page, consoleProblems } }) => {
    await open(page, '/about/partners');
    const first = partners[0]!;
    // A moving link cannot be clicked reliably (nor by people): stop the strip and bring the
    // logo into view (focus does both), then click it.
    await pauseButton(page).click();
    const logo = strip(page).getByRole('link', { name: first.name });
    await logo.focus();
    await logo.click();
    await expect(page).toHaveURL(new RegExp(`#${first.id}$`));
    await expect(page.locator(`[id="${first.id}"]`)).toContainText(first.role);
    await expect(page.getByRole('main').getByRole('link', { name: partnerWithUs.label })).toHaveAttribute('href', partnerWithUs.href);
    await expect(page.getByRole('heading', { name: block([communityBlock], 'features').heading })).toBeVisible();
    await expect(page.getByRole('form', { name: estimateFormCopy.title })).toBeVisible();
    await page.getByRole('link', { name: block([partnersReachOut], 'cta').action.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('careers application form', () => {
  const form = (page: Page) => page.getByRole('form', { name: applicationCopy.title });
  const labels = { ...applicationCopy.labels, position: fieldLabels.position };
  const installer = positionOptions.find((o) => o.id === 'solar-installer')!.label;
  const submit = (page: Page) => form(page).getByRole('button', { name: applicationCopy.submit });

  async function fill(f: Locator, v: { email: string; phone: string; message?: string }) {
    await f.getByLabel(labels.name).fill('Marisol Ortega');
    await f.getByLabel(labels.email).fill(v.email);
    await f.getByLabel(labels.phone).pressSequentially(v.phone);
    await f.getByLabel(labels.position).selectOption('solar-installer');
    if (v.message !== undefined) await f.getByLabel(labels.message).fill(v.message);
  }

  test('shows the benefits once the owner verifies them, the culture and the Apply Now form', async ({ tab: { page } }) => {
    await open(page, '/about/careers');
    if (showBenefits) {
      const benefits = block(careersBlocks, 'features', 'benefits').items;
      expect(benefits).toHaveLength(6);
      for (const b of benefits) await expect(page.locator('#benefits').getByRole('heading', { name: b.title })).toBeVisible();
    } else {
      // A sample owner fact: no benefit is claimed (docs/decisions/027-content-truth.md).
      await expect(page.locator('#benefits')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('401(k)');
    }
    await expect(page.locator('#culture')).toContainText(block(careersBlocks, 'split', 'culture').eyebrow!);
    const position = form(page).getByLabel(labels.position);
    await expect(position.locator('option').first()).toHaveText(positionChoose);
    // Each with its pay range, as California asks of a job posting (Labor Code 432.3).
    await expect(position.locator('option')).toHaveText([positionChoose, ...positionChoices.map((o) => o.label)]);
    await expect(position.locator('option', { hasText: 'Journeyman Electrician' })).toHaveText(/\$\d+ to \$\d+ an hour/);
    await expect(form(page).getByText(leadText.requiredNote)).toBeVisible();
  });

  test('missing fields show errors and nothing is sent', async ({ tab: { page } }) => {
    await open(page, '/about/careers');
    const posts = await refuseLeadPosts(page);
    await submit(page).click();
    for (const label of [labels.name, labels.email, labels.phone, labels.position]) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form(page).getByText(leadMessages.required)).toHaveCount(2);
    await expect(form(page).getByText(leadMessages.positionRequired)).toBeVisible();
    await expect(form(page).getByLabel(labels.name)).toBeFocused();
    // The errors show once the submit handler has run: a lead it sent would be in `posts` by now.
    expect(posts).toEqual([]);
  });

  test('an invalid phone shows the documented error (docs/behaviour.md#forms) and nothing is sent', async ({ tab: { page } }) => {
    await open(page, '/about/careers');
    const posts = await refuseLeadPosts(page);
    await fill(form(page), { email: 'applicant@example.com', phone: '661555' });
    await submit(page).click();
    await expect(form(page).getByText(leadMessages.phoneInvalid)).toBeVisible();
    await expect(form(page).getByLabel(labels.phone)).toHaveAttribute('aria-invalid', 'true');
    // The errors show once the submit handler has run: a lead it sent would be in `posts` by now.
    expect(posts).toEqual([]);
  });

  test('a valid application shows Submitting..., the success banner, clears the fields, and the email arrives', async ({
    tab: { page, consoleProblems },
    site,
  }) => {
    await open(page, '/about/careers');
    const email = `apply-${randomUUID()}@example.com`;
    await fill(form(page), { email, phone: '6615550188', message: "Journeyman since 2015, O'Brien crew <lead>" });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-email', async (route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    await expect(form(page).getByRole('button', { name: applicationCopy.submitting })).toBeDisabled();
    release();

    await expect(form(page).getByRole('status')).toHaveText(applicationCopy.success);
    for (const label of Object.values(labels)) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }

    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the application email',
    });
    const text = mail.text?.replace(/\r\n/g, '\n');
    expect(text).toContain(`Service: ${applicationCopy.service}`);
    expect(text).toContain(`Message:\n    Position Applied For: ${installer}\n    Message: Journeyman since 2015, O'Brien crew <lead>\n`);
    expect(text).toContain('Name: Marisol Ortega');
    expect(consoleProblems).toEqual([]);
  });

  test('an empty message is sent as the documented fallback (docs/behaviour.md#forms)', async ({ tab: { page }, site }) => {
    await open(page, '/about/careers');
    const email = `apply-nomsg-${randomUUID()}@example.com`;
    await fill(form(page), { email, phone: '6615550177' });
    await submit(page).click();
    await expect(form(page).getByRole('status')).toHaveText(applicationCopy.success);
    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email));
    expect(mail.text?.replace(/\r\n/g, '\n')).toContain(
      `    Position Applied For: ${installer}\n    Message: ${applicationCopy.messageFallback}\n`,
    );
  });

  test('a server refusal shows its message in the error banner and keeps the fields', async ({ tab: { page } }) => {
    await open(page, '/about/careers');
    const refusal = 'We are not hiring for this position right now.';
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 422, json: { success: false, message: refusal } }));
    await fill(form(page), { email: 'refused@example.com', phone: '6615550166', message: 'keep me' });
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toHaveText(refusal);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expect(form(page).getByLabel(labels.message)).toHaveValue('keep me');
  });
});
