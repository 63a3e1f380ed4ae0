import { axe } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { otpOf, waitForMail } from '../support/mail';
import {
  ADMIN,
  apiLogin,
  createMember,
  fakeToken,
  gotoHydrated,
  seedSession,
  signUpUnverified,
  storedSession,
  uniqueEmail,
} from '../support/accounts';

/** Sign-up, e-mail code, login, sessions and the guards of members-only and admin pages. */

const main = (page: Page) => page.getByRole('main');

/**
 * Starts timing, in the page's own clock, from when `text` appears to when the address becomes
 * `path`; the returned function reads the milliseconds. Measured in the browser, so a busy machine
 * that makes the test runner notice the text late cannot shorten the delay it sees.
 */
async function timeRedirect(page: Page, text: string, path: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ([text, path]) => {
      const r: { shownAt?: number; leftAt?: number } = {};
      (window as unknown as { __redirect: typeof r }).__redirect = r;
      const check = () => {
        const now = performance.now();
        if (r.shownAt === undefined && document.body.innerText.includes(text)) r.shownAt = now;
        if (r.shownAt !== undefined && r.leftAt === undefined && location.pathname === path) r.leftAt = now;
      };
      new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
      // Client-side navigation changes the address through the History API.
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          check();
        };
      }
    },
    [text, path],
  );
  return () =>
    page.evaluate(() => {
      const r = (window as unknown as { __redirect: { shownAt?: number; leftAt?: number } }).__redirect;
      return r.leftAt! - r.shownAt!;
    });
}
const nowS = () => Math.floor(Date.now() / 1000);

test('a visitor signs up, gets the code by email, verifies it and logs in to the project topics', async ({ consoleErrors, page }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse(400, '/api/verify');
  const email = uniqueEmail('journey');
  const password = 'Chidi-studies-at-UNN-2025';

  await gotoHydrated(page, '/login');
  await main(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

  await main(page).getByLabel('Username').fill('Chidi Okonkwo');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByLabel('Confirm password').fill(password);
  await main(page).getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  await expect(main(page).getByText('Signup successful! Check your email for OTP.')).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();

  const code = otpOf(await waitForMail(email));
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const otp = main(page).getByLabel('Verification code (OTP)');
  await otp.fill(wrong);
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  await expect(main(page).getByText(/^❌ The code is incorrect\. 4 tries left\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?/);

  await otp.fill(code);
  const verifyDelay = await timeRedirect(page, '✅ Email verified successfully! Redirecting to login...', '/login');
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  const success = main(page).getByText('✅ Email verified successfully! Redirecting to login...');
  await expect(success).toBeVisible();
  await page.waitForURL(/\/login\?email=.+&done=verified$/);
  expect(await verifyDelay()).toBeGreaterThan(1_900);

  await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The login page says the address is verified.
  await expect(main(page).getByText('✅ Email verified successfully! You can now log in with your email and password.')).toBeVisible();
  await expect(main(page).getByLabel('Email')).toHaveValue(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  const loginDelay = await timeRedirect(page, 'Login successful! Redirecting...', '/topics');
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(main(page).getByText('Login successful! Redirecting...')).toBeVisible();
  await page.waitForURL(/\/topics$/);
  expect(await loginDelay()).toBeGreaterThan(900);

  const stored = await storedSession(page);
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(stored.user!)).toMatchObject({ email, role: 'user', username: 'Chidi Okonkwo' });

  const list = main(page).locator('ol.topic-list > li');
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeGreaterThan(150);

  const search = main(page).getByRole('searchbox', { name: 'Search topics' });
  await expect(search).toHaveAttribute('placeholder', 'Search project topics...');
  await search.fill('HoSpItAl');
  await expect(main(page).getByRole('status').filter({ hasText: 'match' })).toHaveText(/^\d+ of \d+ topics match “HoSpItAl”$/);
  const found = await list.allInnerTexts();
  expect(found.length).toBeGreaterThan(0);
  for (const title of found) expect(title.toLowerCase()).toContain('hospital');

  await search.fill('zzqx no such topic');
  await expect(main(page).getByText('No topics found.')).toBeVisible();
  await expect(list).toHaveCount(0);
});

test.describe('verify email', () => {
  // One test moves Playwright's clock, which stays in its browser context (tests/e2e/support/warm-contexts.ts).
  test.use({ freshContext: true });

  test('shows the email, a numeric one-time-code input and asks for the code when it is empty', async ({ page }) => {
    await gotoHydrated(page, '/verify-email?email=ada.okafor%40example.com');
    await expect(main(page).getByText('ada.okafor@example.com')).toBeVisible();
    const otp = main(page).getByLabel('Verification code (OTP)');
    await expect(otp).toHaveAttribute('inputmode', 'numeric');
    await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(otp).toHaveAttribute('maxlength', '6');
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(main(page).getByText('Please enter the OTP.')).toBeVisible();
    await expect(otp).toBeFocused();
  });

  test('a resend right after sign-up shows the server’s wait message', async ({ consoleErrors, page, request }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(429, '/api/resend-email');
    const { email } = await signUpUnverified(request, 'resend-wait');
    await gotoHydrated(page, `/verify-email?email=${encodeURIComponent(email)}`);
    const resend = main(page).getByRole('button', { name: 'Resend OTP' });
    await resend.click();
    await expect(main(page).getByText(/^Please wait \d+ seconds? before requesting another code\.$/)).toBeVisible();
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Resend OTP');
  });

  test('after a successful resend the link is disabled and counts down from 45 seconds', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/resend-email', (route) =>
      route.fulfill({ status: 200, json: { status: 'success', message: 'If this email is waiting for verification, a new code has been sent to it.' } }),
    );
    await gotoHydrated(page, '/verify-email?email=ada.okafor%40example.com');
    // Installed, the clock still runs with real time; paused, it moves only when the test moves it,
    // so a slow machine cannot run the countdown down between the steps below.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await main(page).getByRole('button', { name: 'Resend OTP' }).click();

    await expect(main(page).getByText('If this email is waiting for verification, a new code has been sent to it.')).toBeVisible();
    const countdown = main(page).getByRole('button', { name: /^Resend OTP in \d+s$/ });
    await expect(countdown).toHaveText('Resend OTP in 45s');
    await expect(countdown).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText('Resend OTP in 44s');
    await expect(countdown).toBeDisabled();
    await page.clock.runFor(43_000);
    await expect(countdown).toHaveText('Resend OTP in 1s');
    await page.clock.runFor(1_000);
    await expect(main(page).getByRole('button', { name: 'Resend OTP', exact: true })).toBeEnabled();
  });

  test('a failed resend shows the server message, or the built-in text when there is none', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(429, '/api/resend-email');
    consoleErrors.allowResponse(500, '/api/resend-email');
    consoleErrors.allowResponse('network', '/api/resend-email');
    let answer: 'message' | 'bare' | 'network' = 'network';
    await page.route('**/api/resend-email', (route) => {
      if (answer === 'message') return route.fulfill({ status: 429, json: { status: 'error', message: 'Please wait 30 seconds before requesting another code.' } });
      if (answer === 'bare') return route.fulfill({ status: 500, json: {} });
      return route.abort('internetdisconnected');
    });
    await gotoHydrated(page, '/verify-email?email=ada.okafor%40example.com');
    const resend = main(page).getByRole('button', { name: 'Resend OTP' });
    const failed = main(page).getByText('Failed to resend OTP. Try again later.');
    await resend.click();
    await expect(failed).toBeVisible();
    answer = 'message';
    await resend.click();
    await expect(main(page).getByText('Please wait 30 seconds before requesting another code.')).toBeVisible();
    await expect(failed).toHaveCount(0);
    answer = 'bare';
    await resend.click();
    await expect(failed).toBeVisible();
    await expect(resend).toBeEnabled();
  });

  test('a network failure while verifying shows “Something went wrong. Try again.”', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/verify');
    await page.route('**/api/verify', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/verify-email?email=ada.okafor%40example.com');
    await main(page).getByLabel('Verification code (OTP)').fill('123456');
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(main(page).getByText('Something went wrong. Try again.')).toBeVisible();
  });
});

test.describe('sign up', () => {
  test('mismatched passwords give “Passwords do not match!” and nothing is sent', async ({ page }) => {
    let sent = false;
    await page.route('**/api/signup', (route) => {
      sent = true;
      return route.continue();
    });
    await gotoHydrated(page, '/signup');
    await main(page).getByLabel('Username').fill('Emeka Nnaji');
    await main(page).getByLabel('Email').fill(uniqueEmail('mismatch'));
    await main(page).getByLabel('Password', { exact: true }).fill('Enugu-coal-city-1');
    await main(page).getByLabel('Confirm password').fill('Enugu-coal-city-2');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText('Passwords do not match!', { exact: true })).toBeVisible();
    await expect(main(page).getByLabel('Confirm password')).toBeFocused();
    await expect(main(page).getByText(/Use 8 to 128 characters/)).toBeVisible();
    expect(sent).toBe(false);
  });

  test('the form reads “Submitting...” with its inputs disabled while the request runs', async ({ page }) => {
    const release = await hold(page, '**/api/signup');
    await gotoHydrated(page, '/signup');
    const email = uniqueEmail('submitting');
    await main(page).getByLabel('Username').fill('Amaka Udeh');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('Amaka-loves-data-99');
    await main(page).getByLabel('Confirm password').fill('Amaka-loves-data-99');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    for (const label of ['Username', 'Email', 'Confirm password']) await expect(main(page).getByLabel(label)).toBeDisabled();
    await expect(main(page).getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  });

  test('a refusal shows “Error: ” and the server message; a network failure the built-in text', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(429, '/api/signup');
    consoleErrors.allowResponse('network', '/api/signup');
    // The server refuses a well-formed sign-up only over a limit (it answers an address that has an
    // account like a new one), so the refusal is the per-address limit's answer.
    let refuse = true;
    await page.route('**/api/signup', (route) =>
      refuse
        ? route.fulfill({ status: 429, json: { status: 'error', message: 'Too many requests from your network. Please try again in 58 minutes.' } })
        : route.abort('internetdisconnected'),
    );
    await gotoHydrated(page, '/signup');
    await main(page).getByLabel('Username').fill('Second Admin');
    await main(page).getByLabel('Email').fill('second.admin@example.com');
    await main(page).getByLabel('Password', { exact: true }).fill('Another-pass-123');
    await main(page).getByLabel('Confirm password').fill('Another-pass-123');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText(/^Error: Too many requests from your network\./)).toBeVisible();
    refuse = false;

    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText('Something went wrong. Try again.')).toBeVisible();
  });
});

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

// These pages as first loaded are checked with axe and HTML_CodeSniffer at 375 and 1280 px by
// axe-all.spec.ts; here, with errors and messages showing.
test.describe('accessibility', () => {
  test('error and status messages are announced and do not break axe', async ({ page }) => {
    await gotoHydrated(page, '/signup');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText('Username is required.')).toBeVisible();
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
    await expect(main(page).getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });
});
