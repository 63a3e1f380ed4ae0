import { axe } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { otpOf, waitForMail } from '../support/mail';
import { gotoHydrated, signUpUnverified, storedSession, uniqueEmail } from '../support/accounts';

/** Sign-up: the whole journey from the form to the project topics, the e-mailed code and its page, the form's messages. */

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
