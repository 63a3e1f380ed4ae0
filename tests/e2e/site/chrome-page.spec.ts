import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ROUTE_LOADER_MS } from '../../../common/constants';
import { site } from '../../../content/site';
import { phoneDisplay } from '../../../common/phone';

/** The rest of the site chrome: the route loader, the footer, the skip link and the 404 screen. */

const DESKTOP = { width: 1280, height: 800 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the route loader', () => {
  test.use({ viewport: DESKTOP });

  test('the first page load shows no loader', async ({ page, request }) => {
    const html = await (await request.get('/companyProfile')).text();
    expect(html).toMatch(/<div class="route-loader" hidden=""/);
    await page.goto('/companyProfile');
    await expect(page.locator('.route-loader')).toBeHidden();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('.route-loader')).toBeHidden();
  });

  test('a client-side navigation shows the logo loader for about 800 ms before the new page', async ({ page }) => {
    // From a page that hydrates (the home page is served without React: tests/e2e/site/static-pages.spec.ts).
    await open(page, '/login');
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // Timings are taken inside the page, so a busy test machine cannot blur them.
    await page.evaluate(() => {
      const w = window as unknown as { __loader: { clickAt?: number; shownAt?: number; hiddenAt?: number; newPageAt?: number; said: string[] } };
      w.__loader = { said: [] };
      const el = document.querySelector<HTMLElement>('.route-loader')!;
      const status = document.querySelector('p[role="status"]')!;
      document.addEventListener('click', () => (w.__loader.clickAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!el.hidden) w.__loader.shownAt ??= performance.now();
        else if (w.__loader.shownAt !== undefined) w.__loader.hiddenAt ??= performance.now();
      }).observe(el, { attributes: true });
      new MutationObserver(() => w.__loader.said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      // Registered last, so when the loader and the new page change in one go, the loader's time is taken first.
      const firstHeading = document.querySelector('h1')?.textContent;
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== firstHeading) w.__loader.newPageAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => (window as any).__loader.hiddenAt)).toBeDefined();
    const t = await page.evaluate(() => (window as any).__loader);
    // Shown at once: after the click and before anything of the new page is drawn (an order, not a
    // time, so a busy machine cannot fail it); never gone before 800 ms, as a timer never fires early.
    expect(t.shownAt).toBeGreaterThanOrEqual(t.clickAt);
    expect(t.newPageAt).toBeDefined();
    expect(t.shownAt).toBeLessThanOrEqual(t.newPageAt);
    expect(t.hiddenAt - t.clickAt).toBeGreaterThanOrEqual(ROUTE_LOADER_MS - 20);
    expect(t.said).toContain('Loading…');
    await expect(page.locator('.route-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    // Keyboard and screen-reader users continue in the new page, not in the menu.
    await expect(page.locator('div#main')).toBeFocused();
  });

  test('a change of the query string alone shows no loader', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.history.pushState({}, '', '/?ref=test'));
    await expect(page.locator('.route-loader')).toBeHidden();
  });
});

test.describe('the footer', () => {
  test('it shows the quick links, both offices, both phones, the email, social links and this year', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Company Profile', '/companyProfile'],
      ['Software Development', '/softwareDev'],
      ['Web Designing & Hosting', '/domain'],
      ['Photo Gallery', '/gallery'],
    ]) {
      await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const office of site.offices) {
      await expect(footer.getByText(office.label)).toBeVisible();
      await expect(footer.getByText(office.streetAddress)).toBeVisible();
    }
    for (const phone of site.phones) {
      await expect(footer.getByRole('link', { name: phoneDisplay(phone.tel) })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Instagram', 'WhatsApp']) {
      await expect(footer.getByRole('link', { name: `${site.shortName} on ${name}` })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
    await expect(footer).toContainText(site.description);
  });
});

test('the skip link moves focus to the page content', async ({ page }) => {
  await open(page, '/companyProfile');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page.locator('div#main')).toBeFocused();
});

test('the 404 screen shows its texts, a way home and popular pages', async ({ consoleErrors, page }) => {
  // The not-found page answers 404:
  consoleErrors.allowResponse(404, '/no/such/page');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page has been deleted or moved to another URL.')).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular pages' });
  await expect(popular.getByRole('link')).toHaveCount(6);
  await expect(popular.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
