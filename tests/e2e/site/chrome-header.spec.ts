import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The header on a phone (the menu button, the dimmed page, Tab) and the account links (Login, Sign Up, Logout). */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** A JWT-shaped token (unsigned: the header only decodes it) with an expiry an hour away. */
function fakeToken(): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const user = { id: 7, username: 'Chiamaka', email: 'chiamaka@example.com', role: 'user' };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, user })}.c2lnbmF0dXJl`;
}

async function storeUser(page: Page) {
  const token = fakeToken();
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify({ id: 7, username: 'Chiamaka', email: 'chiamaka@example.com', role: 'user' }));
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the header on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the hamburger opens and closes the menu, and a navigation closes it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await mainNav(page).getByRole('button', { name: 'Our Services' }).click();
    await mainNav(page).getByRole('link', { name: 'Bulk SMS' }).click();
    await expect(page).toHaveURL(/\/BulkSMS$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('Tab past the last item closes the menu, so the focused element is never hidden under it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Sign Up' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();
    // The element that has focus now is the topmost thing at its own centre: nothing covers it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return 'nothing focused';
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top && (el === top || el.contains(top)) ? 'visible' : `covered by ${top?.outerHTML.slice(0, 80)}`;
        }),
      )
      .toBe('visible');
    // Escape still closes a menu opened again, and focus goes back to the toggle.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a tap on the dimmed page below the open menu closes it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(187, 790);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stored user sees Logout in the menu instead of Login and Sign Up', async ({ page }) => {
    await storeUser(page);
    await open(page, '/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });
});

test.describe('the account links', () => {
  test.use({ viewport: DESKTOP });

  test('Login and Sign Up show when nobody is stored, and the Logout button is not reachable', async ({ page }) => {
    await open(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('a stored user sees Logout, which clears the session and lands on /login without moving the header', async ({ consoleErrors, page }) => {
    // The stored session is made up, so the server refuses its logout:
    consoleErrors.allowResponse(401, '/api/account/logout');
    await open(page, '/');
    const anonymous = {
      header: await header(page).boundingBox(),
      contact: await mainNav(page).getByRole('link', { name: 'Contact Us' }).boundingBox(),
      auth: await page.locator('.nav-auth').boundingBox(),
    };

    await storeUser(page);
    await open(page, '/');
    const logout = mainNav(page).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    // The server always renders the anonymous header; the switch after hydration must not move anything.
    expect(await header(page).boundingBox()).toEqual(anonymous.header);
    expect(await mainNav(page).getByRole('link', { name: 'Contact Us' }).boundingBox()).toEqual(anonymous.contact);
    expect(await page.locator('.nav-auth').boundingBox()).toEqual(anonymous.auth);

    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});
