import { expect, open, test } from './fixtures';
import { townHubPath, towns } from './copy';
import { indexedLandingSlugs, resolveSlug } from './copy';
import { site } from './copy';

// The town hubs (docs/decisions/016-town-pages.md, 027-content-truth.md): one page per town of
// what is local there, each fact read on its source and shown with it and its date (facts not yet
// read are not shown), the town's own questions, and the service pages.

for (const [slug, land] of [
  ['tehachapi', 'mountain-home-solar'],
  ['bakersfield', 'valley-home-solar'],
  ['ridgecrest', 'high-desert-solar'],
  ['oildale', 'valley-home-solar'],
] as const) {
  test(`the ${slug} hub shows its own land, sourced facts, questions and pages`, async ({ tab: { page, consoleProblems } }) => {
    const town = towns.find((t) => t.slug === slug)!;
    const response = await open(page, townHubPath(slug));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText(town.name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${townHubPath(slug)}`);
    await expect(page.locator('main img').first()).toHaveAttribute('src', new RegExp(land));
    // Every fact but our own drive estimate names a source document, a real https link, and the
    // day it was read; nothing on the page is left "to confirm".
    const facts = page.locator('#local-facts dl > div');
    const sourced = facts.filter({ has: page.locator('a[href^="https://"][data-as-of]') });
    expect(await sourced.count()).toBeGreaterThanOrEqual(1);
    expect(await sourced.count()).toBe((await facts.count()) - 1);
    await expect(sourced.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('main')).not.toContainText('To confirm');
    // Its questions open; it links the service pages, and the town's topic pages only where indexed.
    const questions = page.locator('#questions button[aria-controls]');
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    const topicLinks = await page.locator('#topics a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const own = indexedLandingSlugs().filter((s) => {
      const resolved = resolveSlug(s);
      return resolved.kind === 'page' && resolved.town?.slug === slug;
    });
    expect(topicLinks.filter((href) => !href?.startsWith('/services/')).sort()).toEqual(own.map((s) => `/${s}`).sort());
    expect(topicLinks).toContain('/services/residential-solar/batteries');
    expect(consoleProblems).toEqual([]);
  });
}

test('an unknown town has no hub', async ({ tab: { page } }) => {
  const response = await page.goto('/areas/fresno');
  expect(response?.status()).toBe(404);
});

test('the service pages and the areas page lead to the hubs, and a hub leads back', async ({ tab: { page } }) => {
  await open(page, '/services/residential-solar/batteries');
  await page.locator('#towns').getByRole('link', { name: 'Tehachapi' }).click();
  await expect(page).toHaveURL(/\/areas\/tehachapi$/);
  await expect(page.locator('h1')).toContainText('Tehachapi');
  await page.locator('#topics a').first().click();
  await expect(page).toHaveURL(/\/services\/residential-solar$/);
  // A topic page of the town is noindex, names the hub as canonical and links to it.
  await open(page, '/backup-battery-tehachapi');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/areas/tehachapi`);
  await expect(page.locator('#more-local').getByRole('link', { name: 'Tehachapi at a glance' })).toBeVisible();
  await open(page, '/about/areas-we-serve');
  const residential = page.locator('#areas-residential').locator('..');
  await expect(residential.getByRole('link', { name: 'Oildale' })).toHaveAttribute('href', '/areas/oildale');
  await expect(residential.getByRole('link')).toHaveCount(towns.length);
});
