import { randomUUID } from 'node:crypto';
import { waitFor } from '../../server/test-support/wait';
import { expect, open, test } from './fixtures';
import { resolveSlug } from './copy';
import { areasFinder } from './copy';
import { site, townHubPath, towns } from './copy';
import { landingText, leadMessages, leadText, notFoundText, quoteFormCopy } from './copy';

const samples = [
  { path: '/solar-installer-tehachapi', town: 'Tehachapi' },
  { path: '/care-program-bakersfield', town: 'Bakersfield' },
  { path: '/backup-battery-lake-isabella', town: 'Lake Isabella' },
  { path: '/sunrun-ridgecrest', town: 'Ridgecrest' },
  { path: '/agriculture-wasco', town: 'Wasco' },
];

test.describe('topic x town landing pages', () => {
  for (const sample of samples) {
    test(`${sample.path} names ${sample.town} in the h1 and its local facts, and is indexed only if the town lists it`, async ({
      tab: { page, consoleProblems },
    }) => {
      const resolved = resolveSlug(sample.path.slice(1));
      if (resolved.kind !== 'page') throw new Error(`${sample.path} is not a page`);
      const response = await open(page, sample.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBeUndefined();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toContainText(sample.town);
      // A town's page leads with what is local; the six cards are for places outside the 14 towns.
      await expect(page.locator('#services-and-blog')).toHaveCount(0);
      await expect(page.locator('#local-facts h2')).toContainText(sample.town);
      await expect(page.locator('#local-questions button[aria-controls]').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        resolved.indexable ? 'index, follow' : 'noindex, follow',
      );
      // Indexed: its own canonical. Otherwise the page that stands for it: a synonym's page or the town's hub.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${resolved.canonical}`);
      if (resolved.indexable) expect(resolved.canonical).toBe(sample.path);
      // What is local to the town, with its sources, and the way to its hub.
      await expect(page.locator('#local-facts dl > div').first()).toBeVisible();
      await expect(page.locator('#more-local').getByRole('link', { name: `${sample.town} at a glance` })).toHaveAttribute(
        'href',
        `/areas/${resolved.town!.slug}`,
      );
      await expect(page.locator('title')).toHaveCount(1);
      // The suffix rule of docs/behaviour.md#page-head: the company name, or its short name when that would pass 60 characters.
      await expect(page).toHaveTitle(new RegExp(`${sample.town}.* \\| Sunfield( Electric & Solar)?$`));
      expect((await page.title()).length).toBeLessThanOrEqual(60);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('the hero fills the viewport below the header and the cards reveal once in view', async ({ tab: { page } }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The six cards show on pages for places outside the 14 towns (rendered from the shell).
    await open(page, '/ev-charging-arvin');
    const hero = await page.locator('section[aria-labelledby="page-heading"]').boundingBox();
    expect(Math.round(hero!.height)).toBe(900 - 80);
    const card = page.locator('#services-and-blog article').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-revealed', '');
    await expect(card).toHaveCSS('opacity', '1');
    // Four columns at 1440 px: the first four cards share one row (offsetTop ignores the reveal's transform).
    const tops = await page.locator('#services-and-blog article').evaluateAll((els) => els.map((e) => (e as HTMLElement).offsetTop));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });

  test('a known topic in an unknown town renders from the shell, noindex in the header and the page', async ({
    tab: { page, consoleProblems },
    request,
  }) => {
    const raw = await request.get('/solar-installer-fresno');
    expect(raw.status()).toBe(200);
    expect(raw.headers()['x-robots-tag']).toBe('noindex');
    const response = await open(page, '/solar-installer-fresno');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText('Fresno');
    await expect(page.locator('#services-and-blog h2')).toHaveText('Fresno Solar Installer Services and Blog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('an alias answers 301 on the server and the browser lands on the canonical URL', async ({ tab: { page }, request }) => {
    const raw = await request.get('/care-bakersfield?utm_source=flyer', { maxRedirects: 0 });
    expect(raw.status()).toBe(301);
    expect(raw.headers()['location']).toBe('/care-program-bakersfield?utm_source=flyer');
    await open(page, '/care-bakersfield');
    await expect(page).toHaveURL(/\/care-program-bakersfield$/);
    await expect(page.locator('h1')).toContainText('Bakersfield');
  });

  test('client-side navigation to an alias replaces it with the canonical URL', async ({ tab: { page, consoleProblems } }) => {
    await open(page, '/about/areas-we-serve');
    const before = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1; // survives only if no full page load happens
      history.pushState(history.state, '', '/care-bakersfield');
      return history.length;
    });
    await expect(page).toHaveURL(/\/care-program-bakersfield$/);
    await expect(page.locator('h1')).toContainText('Bakersfield');
    expect(await page.evaluate(() => [(window as unknown as { marker?: number }).marker, history.length])).toEqual([1, before]);
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/areas-we-serve$/);
    expect(consoleProblems).toEqual([]);
  });

  test.describe('with the network slow', () => {
    // The service worker precaches every chunk; when it wins the race the held request never
    // reaches the network and the loading state is skipped. This test is about the network.
    test.use({ serviceWorkers: 'block' });

    test('a slow load shows the loading state, noindex, then the page', async ({ tab: { page, consoleProblems } }) => {
      await open(page, '/about/areas-we-serve');
      // Hold the catalogue chunk so the route stays pending past its 1 s threshold.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/build-page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('#areas-groups').getByRole('link', { name: 'Solar Installer in Shafter' }).click();
      await expect(page.locator('h1')).toHaveText(landingText.loading.title);
      await expect(page.getByText(landingText.loading.text)).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex, follow"]')).not.toHaveCount(0);
      release();
      await expect(page.locator('h1')).toContainText('Shafter');
      // Then the page's own head: indexed only if its town lists the topic, else the hub is canonical.
      const shafter = towns.find((t) => t.slug === 'shafter')!;
      const indexed = shafter.indexedTopics.includes('solar-installer');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', indexed ? 'index, follow' : 'noindex, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.url}${indexed ? '/solar-installer-shafter' : townHubPath('shafter')}`,
      );
      expect(consoleProblems.filter((m) => !m.includes('Service Worker registration blocked'))).toEqual([]);
    });
  });

  for (const path of ['/%3Cscript%3E', '/javascript:alert(1)']) {
    test(`the hostile slug ${path} shows the not-found page with 404 and reflects nothing`, async ({ tab: { page, consoleProblems } }) => {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      const body = await response!.text();
      expect(body).not.toMatch(/alert\(1\)|%3Cscript|<script>|javascript:/i);
      await expect(page.locator('h1')).toHaveText(notFoundText.title);
      await expect(page.getByRole('link', { name: notFoundText.back })).toHaveAttribute('href', '/');
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/script|alert|javascript/i);
      expect(dialogs).toBe(0);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('an unknown topic in a known town shows Content Not Available with 404 and noindex', async ({ tab: { page, consoleProblems } }) => {
    const response = await open(page, '/roof-repair-bakersfield');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(landingText.unavailable.title);
    await expect(page.getByText(landingText.unavailable.description)).toBeVisible();
    await expect(page.getByText(landingText.unavailable.message('roof repair', 'Bakersfield'))).toBeVisible();
    await expect(page.getByRole('link', { name: landingText.unavailable.contact })).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(consoleProblems).toEqual([]);
  });

  test('the landing form delivers a landing lead with the page URL to the mail server', async ({
    tab: { page, consoleProblems },
    site,
  }) => {
    await open(page, '/ev-charging-rosamond');
    const email = `landing-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: quoteFormCopy.title });
    await expect(form.getByRole('heading', { name: landingText.formTitle })).toBeVisible();
    await form.getByLabel(quoteFormCopy.labels.firstName).fill('Rosa');
    await form.getByLabel(quoteFormCopy.labels.lastName).fill('Mendez');
    await form.getByLabel(quoteFormCopy.labels.email).fill(email);
    await form.getByLabel(quoteFormCopy.labels.phone).pressSequentially('6615550188');
    await form.getByLabel(quoteFormCopy.labels.service).selectOption('other');
    await form.getByLabel(quoteFormCopy.labels.message).fill('Level 2 charger in a detached garage');
    await form.getByRole('button', { name: leadText.submit }).click();
    await expect(form.getByRole('status')).toHaveText(leadMessages.quoteSuccess);
    const mail = await waitFor(async () => (await site.smtp.parsed()).find((m) => m.replyTo?.[0]?.address === email), {
      what: 'the landing email',
    });
    expect(mail.text).toContain('Page: /ev-charging-rosamond');
    expect(mail.text).toContain('Form: Landing page quote request');
    expect(mail.text).toContain('Level 2 charger in a detached garage');
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('areas we serve and the battery index', () => {
  test('the town filter narrows every topic card to that town', async ({ tab: { page, consoleProblems } }) => {
    await open(page, '/about/areas-we-serve');
    const groups = page.locator('#areas-groups');
    await expect(groups.getByRole('link')).toHaveCount(17 * 14);
    await page.getByLabel(areasFinder.filterLabel).selectOption('tehachapi');
    await expect(groups.getByRole('link')).toHaveCount(17);
    await expect(groups.getByRole('link', { name: 'Backup Batteries in Tehachapi' })).toHaveAttribute('href', '/backup-battery-tehachapi');
    await groups.getByRole('link', { name: 'CARE Program in Tehachapi' }).click();
    await expect(page).toHaveURL(/\/care-program-tehachapi$/);
    await expect(page.locator('h1')).toContainText('Tehachapi');
    expect(consoleProblems).toEqual([]);
  });

  test("a phone's finger finds each town of the residential list: 32 px tall, none over the next", async ({ tab: { page } }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about/areas-we-serve');
    // The residential list links each town to its page (the other two name counties and districts).
    const links = await page.locator('[aria-labelledby="areas-residential"] li a').evaluateAll((els) =>
      els.map((a) => {
        const box = a.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, row: a.closest('li')!.getBoundingClientRect().top };
      }),
    );
    expect(links).toHaveLength(14);
    for (const [i, link] of links.entries()) {
      expect(link.bottom - link.top, `link ${i}`).toBeGreaterThanOrEqual(32);
      const next = links[i + 1];
      // The next row's link starts below this one's end ('Bakersfield and Oildale' share a row).
      if (next && next.row > link.row) expect(next.top, `link ${i + 1}`).toBeGreaterThanOrEqual(link.bottom);
    }
  });

  test('without JavaScript every topic x town link is there and the lists read 13, 7 and 5', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.server.url });
    const page = await context.newPage();
    await page.goto('/about/areas-we-serve');
    await expect(page.locator('#areas-groups a')).toHaveCount(17 * 14);
    // It needs the page's script, so it is not shown without one.
    await expect(page.getByLabel(areasFinder.filterLabel)).toBeHidden();
    for (const [id, count] of [
      ['residential', 13],
      ['commercial', 7],
      ['agricultural', 5],
    ] as const) {
      await expect(page.locator(`[aria-labelledby="areas-${id}"] li`)).toHaveCount(count);
    }
    await expect(page.getByRole('link', { name: /Contact Us Today/ }).first()).toHaveAttribute('href', '/contact');
    await context.close();
  });

  test('the battery index links to the 14 town pages under its own title', async ({ tab: { page } }) => {
    await open(page, '/resources/battery-backup-locations');
    await expect(page).toHaveTitle(/^Backup Battery Installation Across Kern County/);
    const links = page.locator('#battery-towns a');
    await expect(links).toHaveCount(14);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toContain('/backup-battery-california-city');
    expect(hrefs.every((h) => /^\/backup-battery-[a-z-]+$/.test(h ?? ''))).toBe(true);
  });
});
