import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin, createMember, uniqueEmail } from '../support/accounts';
import { otpOf, waitForMail } from '../support/mail';

/**
 * The account forms with JavaScript turned off, and with JavaScript on but the page's scripts
 * failing to load: sign-up, verification and "Resend OTP", both steps of a forgotten password. Each
 * posts to its page's own action (docs/decisions/0020-forms-without-javascript.md), shows a refusal
 * in the page with what was typed (never a password), and leads on with the same texts as with JavaScript (common/messages.ts).
 */

const main = (page: Page) => page.getByRole('main');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign up, a mistake shown with the typed values, then verify the address with the mailed code', async ({ consoleErrors, page, request }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(400, '/signup');
    consoleErrors.allowResponse(400, '/verify-email');
    const email = uniqueEmail('nojs-signup');
    await page.goto('/signup');
    await main(page).getByLabel('Username').fill('Chiamaka Obi');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('Coal-City-2026');
    await main(page).getByLabel('Confirm password').fill('Coal-City-2027');
    await main(page).getByRole('button', { name: 'Submit' }).click();

    await expect(main(page).getByText('Passwords do not match!')).toBeVisible();
    await expect(main(page).getByLabel('Username')).toHaveValue('Chiamaka Obi');
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveValue('');

    await main(page).getByLabel('Password', { exact: true }).fill('Coal-City-2026');
    await main(page).getByLabel('Confirm password').fill('Coal-City-2026');
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=.*&done=signup$/);
    await expect(main(page).getByText('Signup successful! Check your email for OTP.')).toBeVisible();

    const code = otpOf(await waitForMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    await main(page).getByLabel('Verification code (OTP)').fill(wrong);
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(main(page).getByText(/^❌ /)).toBeVisible();
    await expect(main(page).getByLabel('Verification code (OTP)')).toHaveValue(wrong);

    await main(page).getByLabel('Verification code (OTP)').fill(code);
    // Enter in the code field verifies: it does not press "Resend OTP", which comes first in the form.
    await main(page).getByLabel('Verification code (OTP)').press('Enter');
    await expect(page).toHaveURL(/\/login\?email=.*&done=verified$/);
    await expect(main(page).getByText('✅ Email verified successfully! You can now log in with your email and password.')).toBeVisible();
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await apiLogin(request, email, 'Coal-City-2026');
  });

  test('"Resend OTP" posts the page too, and is told to wait within the cooldown', async ({ consoleErrors, page, request }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(429, '/verify-email');
    const email = uniqueEmail('nojs-resend');
    const res = await request.post('/api/signup', { data: { username: 'Uche', email, password: 'Coal-City-2026' } });
    expect(res.status()).toBe(201);
    await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
    await main(page).getByRole('button', { name: 'Resend OTP' }).click();
    await expect(main(page).getByText(/^Please wait \d+ seconds? before requesting another code\.$/)).toBeVisible();
    // Still the same address's form: the code from the first mail verifies it.
    const code = otpOf(await waitForMail(email));
    await main(page).getByLabel('Verification code (OTP)').fill(code);
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(/\/login\?email=.*&done=verified$/);
  });

  test('forgotten password: the code is mailed, the new password set, then log in with it', async ({ consoleErrors, page, request }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(400, '/forgot-password');
    const member = await createMember(request, 'nojs-reset');
    await page.goto('/forgot-password');
    await main(page).getByLabel('Email').fill(member.email);
    await main(page).getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=.*&done=code$/);
    await expect(main(page).getByText(/If an account exists for this email, we have sent a 6-digit code/)).toBeVisible();

    const code = otpOf(await waitForMail(member.email, 2));
    await main(page).getByLabel('Code from the email').fill(code);
    await main(page).getByLabel('New password', { exact: true }).fill('Ogbete-market-9');
    await main(page).getByLabel('Confirm new password').fill('Ogbete-market-8');
    await main(page).getByRole('button', { name: 'Set new password' }).click();
    await expect(main(page).getByText('Passwords do not match!')).toBeVisible();
    await expect(main(page).getByLabel('Code from the email')).toHaveValue(code);

    await main(page).getByLabel('New password', { exact: true }).fill('Ogbete-market-9');
    await main(page).getByLabel('Confirm new password').fill('Ogbete-market-9');
    await main(page).getByLabel('Confirm new password').press('Enter');
    await expect(page).toHaveURL(/\/login\?email=.*&done=reset$/);
    await expect(main(page).getByText(/Your password has been changed and every earlier sign-in has ended/)).toBeVisible();
    await apiLogin(request, member.email, 'Ogbete-market-9');
  });

  test('login and My account say in one line that they need JavaScript', async ({ request }) => {
    // Playwright turns off script execution but not the parser's scripting flag, so <noscript> is
    // not drawn in this browser; the page as served carries the line.
    for (const url of ['/login', '/account']) {
      const html = await (await request.get(url)).text();
      expect(html).toMatch(/<noscript><p class="form-message form-message--error">[^<]*needs JavaScript, which is turned off in this browser\./);
    }
  });
});

test('with JavaScript on but the scripts failing to load, sign-up still leads to the code page', async ({ consoleErrors, page }) => {
  // The test makes the page's scripts fail to load:
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(.*\/assets\/.*\.js\)$/);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const email = uniqueEmail('flaky-signup');
  await page.goto('/signup');
  await main(page).getByLabel('Username').fill('Kelechi');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill('Coal-City-2026');
  await main(page).getByLabel('Confirm password').fill('Coal-City-2026');
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=.*&done=signup$/);
  await expect(main(page).getByText('Signup successful! Check your email for OTP.')).toBeVisible();
  await waitForMail(email);
});
