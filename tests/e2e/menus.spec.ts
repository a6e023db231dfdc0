import { expect, open, test } from './fixtures';
import { aboutMenu, chromeText, contactLink, contactPage, resourcesMenu, servicesMenu, site } from './copy';

const residentialSolar = servicesMenu.groups[0]!.links[0]!.label;

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('open on hover and close 200 ms after the pointer leaves', async ({ tab: { page } }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: chromeText.mainNav });
    const trigger = nav.getByRole('button', { name: servicesMenu.label });
    const panel = page.locator('#menu-panel-services');
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The mega menu has two columns.
    await expect(panel.getByText(servicesMenu.groups[0]!.title, { exact: true })).toBeVisible();
    await expect(panel.getByText(servicesMenu.groups[1]!.title, { exact: true })).toBeVisible();
    await page.mouse.move(5, 600);
    const leftAt = Date.now();
    await expect(panel).toBeHidden();
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(150);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('coming back within 200 ms keeps the menu open', async ({ tab: { page } }) => {
    await open(page, '/');
    const trigger = page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: aboutMenu.label });
    const panel = page.locator('#menu-panel-about');
    await trigger.hover();
    await expect(panel).toBeVisible();
    // The page's clock from here on is the test's: the 200 ms close timer runs when told to.
    await page.clock.install();
    await page.mouse.move(5, 600);
    await trigger.hover();
    await page.clock.runFor(400);
    await expect(panel).toBeVisible();
  });

  test('click toggles, and an outside click closes', async ({ tab: { page } }) => {
    await open(page, '/');
    const trigger = page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: resourcesMenu.label });
    const panel = page.locator('#menu-panel-resources');
    await trigger.click();
    await expect(panel).toBeVisible();
    await trigger.click();
    await expect(panel).toBeHidden();
    await trigger.click();
    await expect(panel).toBeVisible();
    await page.locator('h1').click();
    await expect(panel).toBeHidden();
  });

  test('keyboard: Enter, Space and ArrowDown toggle; Escape closes and returns focus', async ({ tab: { page } }) => {
    await open(page, '/');
    const trigger = page.getByRole('navigation', { name: chromeText.mainNav }).getByRole('button', { name: servicesMenu.label });
    const panel = page.locator('#menu-panel-services');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    // Into the panel with Tab, then arrows move between links.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('only one dropdown is open at a time, and a link click closes it and navigates', async ({ tab: { page } }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: chromeText.mainNav });
    await nav.getByRole('button', { name: servicesMenu.label }).click();
    await nav.getByRole('button', { name: aboutMenu.label }).click();
    await expect(page.locator('#menu-panel-services')).toBeHidden();
    await expect(page.locator('#menu-panel-about')).toBeVisible();
    await nav.getByRole('link', { name: contactLink.label }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toHaveText(contactPage.heading);
    await expect(page.locator('#menu-panel-about')).toBeHidden();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('hamburger toggles, groups collapse, a link click navigates and closes', async ({ tab: { page } }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: chromeText.mainNav })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: `${chromeText.callUsAt} ${site.phone.display}` })).toBeVisible();
    const burger = page.getByRole('button', { name: chromeText.openMenu });
    await burger.tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: chromeText.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    const services = menu.getByRole('button', { name: servicesMenu.label });
    await expect(menu.getByRole('link', { name: residentialSolar })).toBeHidden();
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: residentialSolar })).toBeVisible();
    await services.tap();
    await expect(menu.getByRole('link', { name: residentialSolar })).toBeHidden();
    await menu.getByRole('link', { name: contactLink.label, exact: true }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('h1')).toHaveText(contactPage.heading);
  });

  test('once React is awake the closed menu waits hidden: not shown, not announced, and it leads from the page the router draws', async ({
    tab: { page },
  }) => {
    await open(page, '/');
    // Drawn while the page sits idle, hidden, so that a tap only shows it (mobile-menu.tsx).
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: chromeText.mobileNav })).toHaveCount(0);
    const burger = page.getByRole('button', { name: chromeText.openMenu });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).not.toHaveAttribute('aria-controls');
    await burger.tap();
    await expect(page.getByRole('navigation', { name: chromeText.mobileNav })).toBeVisible();
    await expect(page.getByRole('button', { name: chromeText.closeMenu })).toHaveAttribute('aria-controls', 'mobile-menu');
    const about = aboutMenu.groups[0]!.links[0]!;
    await menu.getByRole('button', { name: aboutMenu.label }).tap();
    await menu.getByRole('link', { name: about.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${about.href}$`));
    await expect(menu).toBeHidden();
    // The next page's menu: its language switch leads to this page's twin, not the home page's.
    await page.getByRole('button', { name: chromeText.openMenu }).tap();
    await expect(menu.locator('a[data-language-switch]')).toHaveAttribute('href', '/es/nosotros');
    await expect(menu.getByRole('button', { name: aboutMenu.label })).toHaveAttribute('aria-expanded', 'true');
  });

  test('Escape closes the mobile menu', async ({ tab: { page } }) => {
    await open(page, '/');
    await page.getByRole('button', { name: chromeText.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});
