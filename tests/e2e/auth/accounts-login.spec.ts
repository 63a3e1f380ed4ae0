import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import {
  ADMIN,
  apiLogin,
  createMember,
  fakeToken,
  gotoHydrated,
  seedSession,
  signUpUnverified,
  storedSession,
} from '../support/accounts';

/** Login, where it leads, and the guards of members-only and admin pages with the session they keep. */

const main = (page: Page) => page.getByRole('main');

const nowS = () => Math.floor(Date.now() / 1000);

test.describe('login', () => {
  test('the form reads “Logging in...” with its inputs disabled while the request runs', async ({ page }) => {
    const release = await hold(page, '**/api/login');
    await gotoHydrated(page, '/login');
    await main(page).getByLabel('Email').fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(main(page).getByLabel('Email')).toBeDisabled();
    await expect(main(page).getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(main(page).getByText('Login successful! Redirecting...')).toBeVisible();
  });

  test('a wrong password shows the server message after a cross mark', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(401, '/api/login');
    await gotoHydrated(page, '/login');
    await main(page).getByLabel('Email').fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByText('❌ Incorrect email or password.', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect((await storedSession(page)).token).toBeNull();
  });

  test('an empty form names the missing fields without calling the server', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByText('Email is required.')).toBeVisible();
    await expect(main(page).getByText('Password is required.')).toBeVisible();
    await expect(main(page).getByLabel('Email')).toBeFocused();
  });

  test('a network failure shows “Something went wrong. Try again.”', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/login');
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/login');
    await main(page).getByLabel('Email').fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByText('Something went wrong. Try again.')).toBeVisible();
  });

  test('an unverified account is refused and offered the verification page', async ({ consoleErrors, page, request }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(403, '/api/login');
    const { email, password } = await signUpUnverified(request, 'unverified');
    await gotoHydrated(page, '/login');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByText(/^❌ Please verify your email before logging in\./)).toBeVisible();
    await main(page).getByRole('link', { name: 'Verify your email now' }).click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  });

  test('the form is on the page before JavaScript, and an early post is answered, not lost', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    const early = await request.post('/login', { form: { email: ADMIN.email, password: 'x' } });
    expect(early.status()).toBe(200);
    expect(await early.text()).toContain('still loading when you pressed the button');
  });
});

test.describe('where login leads', () => {
  async function logIn(page: Page, url: string, email: string, password: string) {
    await gotoHydrated(page, url);
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByText('Login successful! Redirecting...')).toBeVisible();
  }

  test('an admin goes to /admin and a member to /topics', async ({ browser, request }) => {
    const member = await createMember(request, 'leads');
    const adminPage = await browser.newPage();
    await logIn(adminPage, '/login', ADMIN.email, ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin$/);
    await adminPage.close();

    const memberPage = await browser.newPage();
    await logIn(memberPage, '/login', member.email, member.password);
    await expect(memberPage).toHaveURL(/\/topics$/);
    await memberPage.close();
  });

  test('the redirect parameter is honoured for a path on this site', async ({ page }) => {
    await logIn(page, '/login?redirect=%2Fgallery%3Fview%3Dall', ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/gallery\?view=all$/);
  });

  test('a redirect parameter off the site (https://, //, /.//, javascript:) cannot take the visitor there', async ({ page, request }) => {
    const member = await createMember(request, 'offsite');
    await page.route((url) => url.hostname === 'elsewhere.example', (route) => route.fulfill({ status: 200, body: 'left the site' }));
    // One browser for the four: the session lives in local storage only (no cookie), so clearing
    // it signs the visitor out before the next attempt.
    for (const target of ['https://elsewhere.example', '//elsewhere.example', '/.//elsewhere.example', 'javascript:alert(1)']) {
      await test.step(`redirect=${target}`, async () => {
        await logIn(page, `/login?redirect=${encodeURIComponent(target)}`, member.email, member.password);
        await expect(page, target).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/topics$/);
        await expect(main(page).getByRole('heading', { level: 1, name: 'Project Topics' }), target).toBeVisible();
        // Signed out once the list is in: a call still to be sent would go without the session (401).
        await expect(main(page).locator('ol.topic-list > li').first(), target).toBeVisible();
        await page.evaluate(() => localStorage.clear());
      });
    }
  });
});

test.describe('protected routes and the session', () => {
  test('with no token, /topics and /admin send the visitor to login with the path to come back to', async ({ page }) => {
    await gotoHydrated(page, '/topics');
    await expect(page).toHaveURL('/login?redirect=%2Ftopics');
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin');
  });

  test('after logging in from the guard the visitor is taken back to the page they wanted', async ({ page }) => {
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin');
    await main(page).getByLabel('Email').fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a member without the admin role is sent from /admin to /unauthorized', async ({ consoleErrors, page, request }) => {
    // /unauthorized is the not-found screen, with status 404 (its data too):
    consoleErrors.allowResponse(404, '/unauthorized.data');
    const member = await createMember(request, 'not-admin');
    const { token, user } = await apiLogin(request, member.email, member.password);
    await seedSession(page, token, user);
    await gotoHydrated(page, '/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    // The member is still logged in and still reaches their own area.
    await gotoHydrated(page, '/topics');
    await expect(main(page).locator('ol.topic-list > li').first()).toBeVisible();
  });

  test('an admin passes both /admin and /topics', async ({ page, request }) => {
    const { token, user } = await apiLogin(request, ADMIN.email, ADMIN.password);
    await seedSession(page, token, user);
    await gotoHydrated(page, '/admin');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/admin$/);
    expect((await storedSession(page)).token).toBe(token);
    await gotoHydrated(page, '/topics');
    await expect(main(page).locator('ol.topic-list > li').first()).toBeVisible();
    await expect(page).toHaveURL(/\/topics$/);
  });

  test('Logout on the topics page clears the token and the user and goes to /login', async ({ page, request }) => {
    const member = await createMember(request, 'logout');
    const { token, user } = await apiLogin(request, member.email, member.password);
    await seedSession(page, token, user);
    await gotoHydrated(page, '/topics');
    await expect(main(page).locator('ol.topic-list > li').first()).toBeVisible();
    const endedOnServer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // What could still move the page: the answer to the logout call, and the login page's own start.
    expect((await endedOnServer).status()).toBeLessThan(500);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token is removed with the user and the visitor goes to login', async ({ page }) => {
    const user = { id: 99, username: 'Old Session', email: 'old@example.com', role: 'user' };
    await seedSession(page, fakeToken({ exp: nowS() - 60, user }), user);
    await gotoHydrated(page, '/topics');
    await expect(page).toHaveURL('/login?redirect=%2Ftopics');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('an expired token found on a public page also ends the session and leads to login', async ({ page }) => {
    const user = { id: 99, username: 'Old Session', email: 'old@example.com', role: 'admin' };
    await seedSession(page, fakeToken({ exp: nowS() - 1, user }), user);
    await gotoHydrated(page, '/gallery');
    await expect(page).toHaveURL('/login?redirect=%2Fgallery');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test.describe('with the page\'s clock moved on', () => {
    // Playwright's fake clock stays in the browser context: this test gets a context of its own.
    test.use({ freshContext: true });
    test('a token that expires while the page is open ends the session on the next navigation or sooner', async ({ page, request }) => {
      const member = await createMember(request, 'expiring');
      const { token, user } = await apiLogin(request, member.email, member.password);
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
      await page.clock.install();
      await seedSession(page, token, user);
      await gotoHydrated(page, '/topics');
      await expect(main(page).locator('ol.topic-list > li').first()).toBeVisible();
      await expect(page).toHaveURL('/topics');
      // The page stays open past the token's expiry (the page's time jumps there; nothing navigates).
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.fastForward(exp * 1000 - pageNow + 1_000);
      await expect(page).toHaveURL('/login?redirect=%2Ftopics');
      expect(await storedSession(page)).toEqual({ token: null, user: null });
    });
  });

  test('a token the server rejects (401) ends the session and leads to login', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(401, '/api/topics');
    const user = { id: 5, username: 'Forged', email: 'forged@example.com', role: 'user' };
    await seedSession(page, fakeToken({ exp: nowS() + 3600, user }), user);
    await gotoHydrated(page, '/topics');
    await expect(page).toHaveURL('/login?redirect=%2Ftopics');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
