import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin, createMember, gotoHydrated, seedSession, storedSession, uniqueEmail } from '../support/accounts';

/**
 * Logout ends the token on the server, and a common password is refused under its field
 * (docs/decisions/0013-sessions-and-passwords.md).
 */

const main = (page: Page) => page.getByRole('main');
// Each test signs up and logs in a member first (two password hashes, a mail): give a busy machine time.
test.describe.configure({ timeout: 120_000 });

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';

test('Logout in the header ends the token on the server: the old token then gets 401', async ({ page, request }) => {
  const member = await createMember(request, 'server-logout');
  const { token, user } = await apiLogin(request, member.email, member.password);
  await seedSession(page, token, user);
  await gotoHydrated(page, '/topics');
  expect((await storedSession(page)).token).toBe(token);
  expect((await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  const ended = page.waitForResponse((r) => r.url().endsWith('/api/account/logout') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  expect((await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('Logout without a network still logs out in this browser', async ({ consoleErrors, page, request }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse('network', '/api/account/logout');
  const member = await createMember(request, 'offline-logout');
  const { token, user } = await apiLogin(request, member.email, member.password);
  await seedSession(page, token, user);
  await gotoHydrated(page, '/topics');
  await page.route('**/api/account/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('sign-up: a common password is refused by the server, shown under the password field', async ({ consoleErrors, page }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse(400, '/api/signup');
  await gotoHydrated(page, '/signup');
  await main(page).getByLabel('Username').fill('Uche Okafor');
  await main(page).getByLabel('Email').fill(uniqueEmail('common-signup'));
  await main(page).getByLabel('Password', { exact: true }).fill('Password1');
  await main(page).getByLabel('Confirm password').fill('Password1');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/signup'));
  await main(page).getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(400);
  const field = main(page).getByLabel('Password', { exact: true });
  await expect(main(page).getByText(TOO_COMMON, { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
});

test('My account: a common new password is refused, shown under the new password field', async ({ consoleErrors, page, request }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse(400, '/api/account/password');
  const member = await createMember(request, 'common-change');
  const { token, user } = await apiLogin(request, member.email, member.password);
  await seedSession(page, token, user);
  await gotoHydrated(page, '/account');
  await main(page).getByLabel('Current password').fill(member.password);
  await main(page).getByLabel('New password', { exact: true }).fill('iloveyou');
  await main(page).getByLabel('Confirm new password').fill('iloveyou');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByText(TOO_COMMON, { exact: true })).toBeVisible();
  await expect(main(page).getByLabel('New password', { exact: true })).toBeFocused();
  expect((await request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
});
