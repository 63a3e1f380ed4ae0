import { axe, expectNoAxeViolationsAtBothWidths } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { readFileSync } from 'node:fs';
import { apiLogin, createMember, gotoHydrated, seedSession, storedSession, uniqueEmail } from '../support/accounts';
import { otpOf, waitForMail } from '../support/mail';
import { expectToast, recordToasts } from '../support/toasts';

/** The "My account" page. */

const main = (page: Page) => page.getByRole('main');

async function loggedIn(page: Page, request: import('@playwright/test').APIRequestContext, tag: string) {
  const member = await createMember(request, tag);
  const session = await apiLogin(request, member.email, member.password);
  await seedSession(page, session.token, session.user);
  return { ...member, token: session.token };
}

test('anonymous visitors are sent to login and back', async ({ page }) => {
  await gotoHydrated(page, '/account');
  await expect(page).toHaveURL('/login?redirect=%2Faccount');
});

test('the header links to My account once logged in, without moving anything', async ({ page, request }) => {
  await loggedIn(page, request, 'header');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.locator('.nav-auth');
  const before = await nav.boundingBox();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await nav.boundingBox()).toEqual(before);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(main(page).getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

test('change password: wrong current password refused, then changed; this session goes on, the old token is refused', async ({ consoleErrors, page, request }) => {
  // What this test provokes on purpose (Chromium logs every refused or failed request):
  consoleErrors.allowResponse(400, '/api/account/password');
  const member = await loggedIn(page, request, 'change');
  await gotoHydrated(page, '/account');
  await expect(main(page).getByText(member.email)).toBeVisible();
  await expect(main(page).getByText('Member since')).toBeVisible();

  await main(page).getByLabel('Current password').fill('not-my-password');
  await main(page).getByLabel('New password', { exact: true }).fill('Brand-new-pass-77');
  await main(page).getByLabel('Confirm new password').fill('Brand-new-pass-77');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByText('❌ Your current password is not correct.')).toBeVisible();
  await expect(main(page).getByLabel('Current password')).toBeFocused();

  await main(page).getByLabel('Current password').fill(member.password);
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByText(/✅ Your password has been changed\. You stay logged in here/)).toBeVisible();

  const stored = await storedSession(page);
  expect(stored.token).not.toBe(member.token);
  expect((await request.get('/api/account', { headers: { authorization: `Bearer ${member.token}` } })).status()).toBe(401);
  await page.reload();
  await expect(main(page).getByText(member.email)).toBeVisible();
  expect((await request.post('/api/login', { data: { email: member.email, password: 'Brand-new-pass-77' } })).status()).toBe(200);
});

test('change email: code sent to the new address, old address told, details updated', async ({ page, request }) => {
  const member = await loggedIn(page, request, 'email-old');
  const newEmail = uniqueEmail('email-new');
  await gotoHydrated(page, '/account');
  await main(page).getByLabel('New email address').fill(newEmail);
  await main(page).getByLabel('Password for this account').fill(member.password);
  await main(page).getByRole('button', { name: 'Send code to the new address' }).click();
  await expect(main(page).getByText(`We have sent a 6-digit code to ${newEmail}. Enter it below to confirm the change.`)).toBeVisible();

  expect((await axe(page).analyze()).violations).toEqual([]);

  const mail = await waitForMail(newEmail);
  expect(mail.subject).toMatch(/Confirm your new email address/);
  await main(page).getByLabel('Code from the email').fill(otpOf(mail));
  await main(page).getByRole('button', { name: 'Confirm new email' }).click();
  await expect(main(page).getByText(`✅ Your email address is now ${newEmail}. Use it to log in from now on.`)).toBeVisible();
  await expect(main(page).locator('.account-facts')).toContainText(newEmail);
  expect(JSON.parse((await storedSession(page)).user!).email).toBe(newEmail);

  // The first mail to the old address was the sign-up code; the notice is the second.
  const notice = await waitForMail(member.email, 2);
  expect(notice.subject).toMatch(/Your email address was changed/);
  expect(notice.text).toContain(newEmail);
  expect((await request.post('/api/login', { data: { email: newEmail, password: member.password } })).status()).toBe(200);
});

test('download my data gives a JSON file with the account', async ({ page, request }) => {
  const member = await loggedIn(page, request, 'export');
  await gotoHydrated(page, '/account');
  const downloadPromise = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(member.email);
  expect(Array.isArray(data.reviews)).toBe(true);
  await expect(main(page).getByText(/✅ Your data was downloaded/)).toBeVisible();
});

test('log out everywhere ends this session and the others', async ({ page, request }) => {
  const member = await loggedIn(page, request, 'everywhere');
  const other = await apiLogin(request, member.email, member.password);
  await gotoHydrated(page, '/account');
  await main(page).getByRole('button', { name: 'Log out on every device' }).click();
  await expect(page).toHaveURL('/login');
  // The page leaves first and then forgets the session, so the storage is read until it is empty.
  await expect.poll(() => storedSession(page)).toEqual({ token: null, user: null });
  for (const token of [member.token, other.token]) {
    expect((await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  }
});

test('delete account: password and confirmation, reviews stay as Anonymous, login refused afterwards', async ({ page, request }) => {
  await recordToasts(page);
  const member = await loggedIn(page, request, 'delete');
  await gotoHydrated(page, '/account');
  await expect(main(page).getByText(/shown as “Anonymous”/)).toBeVisible();

  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(main(page).getByText('Please enter your current password.')).toBeVisible();

  await main(page).getByLabel('Your password, to confirm').fill(member.password);
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete your account? This cannot be undone.');
    void d.dismiss();
  });
  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/account');

  page.once('dialog', (d) => void d.accept());
  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Your account has been deleted.');
  await expect.poll(() => storedSession(page)).toEqual({ token: null, user: null });
  expect((await request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);
});

test.describe('accessibility', () => {
  test('/account has no axe violations and no sideways scroll at 375 and 1280 px, with errors', async ({ page, request }) => {
    await loggedIn(page, request, 'axe');
    await page.setViewportSize({ width: 375, height: 900 });
    await gotoHydrated(page, '/account');
    await expect(main(page).getByRole('heading', { name: 'Change password' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await expect(main(page).getByText('Please enter your current password.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, '/account with errors');
  });
});
