import { axe } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { otpOf, waitForMail } from '../support/mail';
import { apiLogin, createMember, gotoHydrated, seedSession, storedSession } from '../support/accounts';

/** Forgotten password, from the login page to a new password. */

const main = (page: Page) => page.getByRole('main');

test('forgot password: code from the mail, new password, old sessions refused', async ({ consoleErrors, page, browser, request }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse(400, '/api/reset-password');
  const member = await createMember(request, 'forgot');
  const old = await apiLogin(request, member.email, member.password);

  // Another browser is still signed in with the old session.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await seedSession(other, old.token, old.user);
  await gotoHydrated(other, '/topics');
  await expect(other.locator('ol.topic-list > li').first()).toBeVisible();

  await gotoHydrated(page, '/login');
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByText('Email is required.')).toBeVisible();
  await main(page).getByLabel('Email').fill(member.email);
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByText(/If an account exists for this email, we have sent a 6-digit code/)).toBeVisible();
  await expect(main(page).getByText(member.email)).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Send a new code in \d+s/ })).toBeDisabled();

  // The first mail to this address was the sign-up code; the reset code is the second.
  const mail = await waitForMail(member.email, 2);
  expect(mail.subject).toMatch(/Reset your password/);
  const code = otpOf(mail);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const newPassword = 'Ngozi-new-pass-2026';
  await main(page).getByLabel('Code from the email').fill(wrong);
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirm new password').fill('something-else-1');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByText('Passwords do not match!')).toBeVisible();
  await main(page).getByLabel('Confirm new password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByText(/❌ This code is not valid or has expired/)).toBeVisible();

  await main(page).getByLabel('Code from the email').fill(code);
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByText(/✅ Your password has been changed/)).toBeVisible();
  await page.waitForURL(/\/login$/);
  await expect(main(page).getByLabel('Email')).toHaveValue(member.email);

  // The old token is refused by the API, and the other browser is sent to login on its next call.
  const refused = await request.get('/api/topics', { headers: { authorization: `Bearer ${old.token}` } });
  expect(refused.status()).toBe(401);
  await gotoHydrated(other, '/topics');
  await expect(other).toHaveURL('/login?redirect=%2Ftopics');
  expect(await storedSession(other)).toEqual({ token: null, user: null });
  await otherContext.close();

  // The old password no longer works; the new one does.
  expect((await request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);
  await main(page).getByLabel('Password', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/topics$/);
});

test('an unknown address gets the same answer as a known one', async ({ page }) => {
  await gotoHydrated(page, '/forgot-password');
  await main(page).getByLabel('Email').fill('no-such-member@example.com');
  await main(page).getByRole('button', { name: 'Send code' }).click();
  await expect(main(page).getByText(/If an account exists for this email, we have sent a 6-digit code/)).toBeVisible();
  await expect(main(page).getByLabel('Code from the email')).toBeVisible();
});

// These pages as first loaded are checked with axe and HTML_CodeSniffer at 375 and 1280 px by
// axe-all.spec.ts; here, with errors and messages showing.
test.describe('accessibility', () => {
  test('errors on the code step are tied to their fields and pass axe', async ({ page }) => {
    await gotoHydrated(page, '/forgot-password?email=ada.okafor%40example.com');
    await main(page).getByRole('button', { name: 'Set new password' }).click();
    await expect(main(page).getByText('Please enter the code from the email.')).toBeVisible();
    await expect(main(page).getByLabel('Code from the email')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByLabel('Code from the email')).toBeFocused();
    const results = await axe(page).analyze();
    expect(results.violations).toEqual([]);
  });
});
