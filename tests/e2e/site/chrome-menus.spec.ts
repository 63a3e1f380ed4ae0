import { axe } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { site } from '../../../content/site';

/** The header's menus: on a wide screen, before JavaScript runs, with no sideways scroll at any width, and with axe. */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the header menus on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('every header menu lists its links in order', async ({ page }) => {
    await open(page, '/');
    const nav = mainNav(page);
    const expectMenu = async (name: string, links: [string, string][]) => {
      await nav.getByRole('button', { name }).click();
      const panel = page.locator(`#${await nav.getByRole('button', { name }).getAttribute('aria-controls')}`);
      const found = await panel.getByRole('link').evaluateAll((as) =>
        as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      );
      expect(found).toEqual(links);
    };
    await expectMenu('About Us', [
      ['Company Profile', '/companyProfile'],
      ['Photo Gallery', '/gallery'],
    ]);
    await expectMenu('Our Services', [
      ['Web Designing & Hosting', '/domain'],
      ['Software Development', '/softwareDev'],
      ['Database Management', '/databaseManagement'],
      ['Bulk SMS', '/BulkSMS'],
      ['ICT Training', '/training'],
      ['BSc, MSc, PhD Project Research', '/project'],
    ]);
    await nav.getByRole('button', { name: 'Our Clients' }).click();
    const clientHrefs = await page.locator('#menu-clients a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(clientHrefs).toEqual([
      '/hotels', '/governments', '/schools', '/multi-NationalCompany', '/hospitals', '/manufacturingCompany',
      '/transport', '/lounge-cLub', '/oilandgas', '/estatemanagement', '/salesoutlets', '/religiousorganizations', '/website',
    ]);
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Schools & Institutions' })).toBeVisible();
    await nav.getByRole('button', { name: 'Softwares' }).click();
    const productHrefs = await page.locator('#menu-softwares a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(productHrefs).toEqual([
      '/POS', '/hospital', '/school', '/e-ticketing', '/estate', '/hotel', '/hrpayroll', '/smartlab', '/cooperative', '/agric-farm',
    ]);
    for (const [name, href] of [
      ['Project Topics', '/topics'],
      ['Reviews', '/allreviews'],
      ['Contact Us', '/contact'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The logo's link (the contact strip's links name the company after "Call" and "WhatsApp chat with").
    await expect(header(page).getByRole('link', { name: new RegExp(`^${site.shortName}`) })).toHaveAttribute('href', '/');
  });

  test('a click opens a menu, another menu closes it, and a click outside closes everything', async ({ page }) => {
    await open(page, '/');
    const about = mainNav(page).getByRole('button', { name: 'About Us' });
    const services = mainNav(page).getByRole('button', { name: 'Our Services' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toHaveAttribute('aria-controls', 'menu-about');
    await expect(page.locator('#menu-about')).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-about').getByRole('link', { name: 'Photo Gallery' })).toBeVisible();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-about')).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.click();
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('Enter and Space toggle a menu and Escape closes it and gives focus back to its button', async ({ page }) => {
    await open(page, '/');
    const clients = mainNav(page).getByRole('button', { name: 'Our Clients' });
    await clients.focus();
    await page.keyboard.press('Enter');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await expect(clients).toBeFocused();

    // Arrow Down opens the menu on its first link; focus leaving the menu closes it.
    await page.keyboard.press('ArrowDown');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Governments' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(clients).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a menu link navigates and closes the menu', async ({ page }) => {
    await open(page, '/');
    const softwares = mainNav(page).getByRole('button', { name: 'Softwares' });
    await softwares.click();
    await page.locator('#menu-softwares').getByRole('link', { name: 'Hotel Management Software' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(softwares).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-softwares')).toBeHidden();
  });

  test('the header is 100 px high (the contact strip over the 64 px menu row) and stays at the top while the page scrolls', async ({ page }) => {
    await open(page, '/companyProfile');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(100);
  });
});

test.describe('the page before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the menus open on hover and on keyboard focus on a wide screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const clients = mainNav(page).getByRole('button', { name: 'Our Clients' });
    await clients.hover();
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(page.locator('#menu-clients')).toBeHidden();

    await mainNav(page).getByRole('button', { name: 'Softwares' }).focus();
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'School Portal' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'Point of Sale & Stock Manager' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'Hospital Management Software' })).toBeFocused();
  });

  test('the hamburger opens the whole menu on focus on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await header(page).getByRole('button', { name: 'Menu' }).focus();
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('button', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Company Profile' })).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'ICT Training' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Agric Farm Manager' })).toBeVisible();
  });
});

// One page for all the widths (each loaded afresh at its width): a browser of its own per width
// cost more than the checks.
test('the home page does not scroll sideways at 320, 375, 768, 1280 or 1920 px, with a menu open or not', async ({ page }) => {
  for (const width of [320, 375, 768, 1280, 1920]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBe(0);
      if (width < 1024) await header(page).getByRole('button', { name: 'Menu' }).click();
      else await mainNav(page).getByRole('button', { name: 'Softwares' }).click();
      const open_ = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(open_, `${width} px, menu open`).toBe(0);
    });
  }
});

// Every page as first loaded (the page-not-found page too) is checked by axe-all.spec.ts at both widths.
test('the open menus have no accessibility violations at 375 and 1280 px', async ({ page }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      if (viewport.width < 1024) await header(page).getByRole('button', { name: 'Menu' }).click();
      await mainNav(page).getByRole('button', { name: 'Our Clients' }).click();
      await expect(page.locator('#menu-clients')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
