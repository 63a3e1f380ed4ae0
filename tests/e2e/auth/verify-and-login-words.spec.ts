import type { APIRequestContext, Page } from '@playwright/test';
import { adminSession, expect, test } from '../support/fixtures';
import { apiLogin, createMember, gotoHydrated, seedSession, signUpUnverified } from '../support/accounts';
import { screenshotForReview } from '../support/screenshots';
import { SESSION_IDLE, VERIFY_PASSWORD_MISMATCH, VERIFY_PASSWORD_NEEDED } from '../../../modules/accounts/accounts.words';

/**
 * The words around getting in: Verify Email asking for the password chosen at sign-up while several
 * sign-ups wait for one address (docs/decisions/0012-one-time-codes-and-login-lock.md), the login
 * page for staff on their way back to the admin area and after a session ended by itself, and the
 * typed text kept in the browser leaving with a Logout or another account's login
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md).
 */

const main = (page: Page) => page.getByRole('main');
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin-typed:')));
const KEPT_SENTENCE = 'Anything you typed and did not save is kept in this browser: log in again with the same account to get it back.';
const TOPICS = '/admin?section=projects';

async function shoot(page: Page, name: string, info: { outputPath: (name: string) => string }) {
  // A navigation's loader covers the page for a moment: the picture is of the page itself.
  await expect(page.locator('.route-loader')).toBeHidden();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotForReview(page, { path: info.outputPath(`${name}-${width}.png`) });
  }
}

/** A staff account of this test alone (its sessions are ended on purpose), signed in in the page. */
async function newStaff(page: Page, request: APIRequestContext) {
  const account = await createMember(request, 'kept-staff');
  const { user } = await apiLogin(request, account.email, account.password);
  const admin = await adminSession(request);
  const r = await request.put('/api/users/role', { headers: { authorization: `Bearer ${admin.token}` }, data: { id: user.id, role: 'staff' } });
  expect(r.status(), await r.text()).toBe(200);
  const s = await apiLogin(request, account.email, account.password);
  await seedSession(page, s.token, s.user);
  return { ...account, ...s };
}

/** Types a topic title in the admin area, which the browser keeps until it is saved. */
async function typeTopic(page: Page, title: string) {
  await gotoHydrated(page, TOPICS);
  await page.getByLabel('Topic title').fill(title);
  await expect.poll(() => keptKeys(page)).toHaveLength(1);
}

async function logInHere(page: Page, who: { email: string; password: string }) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await main(page).getByLabel('Email').fill(who.email);
  await main(page).getByLabel('Password', { exact: true }).fill(who.password);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

test('with two sign-ups waiting, Verify Email asks for the password and verifies only the sign-up the code and password share', async ({ consoleErrors, page, request }, info) => {
  consoleErrors.allowResponse(409, '/api/verify');
  consoleErrors.allowResponse(400, '/api/verify');
  const owner = await signUpUnverified(request, 'two-signups');
  const stranger = await request.post('/api/signup', { data: { username: 'Stranger', email: owner.email, password: 'Stranger-pass-2026' } });
  expect(stranger.status()).toBe(201);

  await gotoHydrated(page, `/verify-email?email=${encodeURIComponent(owner.email)}`);
  const password = main(page).getByLabel('Password you chose at sign-up');
  await expect(password).toHaveCount(0);
  await main(page).getByLabel('Verification code (OTP)').fill(owner.code);
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  await expect(main(page).getByText(VERIFY_PASSWORD_NEEDED)).toBeVisible();
  await expect(password).toBeFocused();
  await shoot(page, 'verify-password-asked', info);

  await password.fill('Stranger-pass-2026');
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  await expect(main(page).getByText(VERIFY_PASSWORD_MISMATCH)).toBeVisible();
  expect((await request.post('/api/login', { data: { email: owner.email, password: 'Stranger-pass-2026' } })).status()).toBe(401);

  await password.fill(owner.password);
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  await expect(main(page).getByText('Email verified successfully! Redirecting to login...')).toBeVisible();
  // The login page says the address is verified, with it filled in.
  await page.waitForURL(/\/login\?email=.+&done=verified$/);
  await expect(main(page).getByText('Email verified successfully! You can now log in with your email and password.')).toBeVisible();
  await expect(main(page).getByLabel('Email')).toHaveValue(owner.email);
  await shoot(page, 'login-verified', info);
  expect((await request.post('/api/login', { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  expect((await request.post('/api/login', { data: { email: owner.email, password: 'Stranger-pass-2026' } })).status()).toBe(401);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posted to its page asks for the password, keeps asking, and verifies with the right one', async ({ consoleErrors, page, request }) => {
    // Refusals come back as pages with status 409 and 400, which Chromium logs.
    consoleErrors.allowResponse(409, '/verify-email');
    consoleErrors.allowResponse(400, '/verify-email');
    const owner = await signUpUnverified(request, 'two-signups-nojs');
    expect((await request.post('/api/signup', { data: { username: 'Stranger', email: owner.email, password: 'Stranger-pass-2026' } })).status()).toBe(201);
    await page.goto(`/verify-email?email=${encodeURIComponent(owner.email)}`);
    await main(page).getByLabel('Verification code (OTP)').fill(owner.code);
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(main(page).getByText(VERIFY_PASSWORD_NEEDED)).toBeVisible();
    const password = main(page).getByLabel('Password you chose at sign-up');
    await password.fill('Stranger-pass-2026');
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(main(page).getByText(VERIFY_PASSWORD_MISMATCH)).toBeVisible();
    // Never sent back to the page, and still asked for.
    await expect(password).toHaveValue('');
    await expect(main(page).getByLabel('Verification code (OTP)')).toHaveValue(owner.code);
    await password.fill(owner.password);
    await main(page).getByRole('button', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(/\/login\?email=.*&done=verified$/);
    await expect(main(page).getByText('Email verified successfully! You can now log in with your email and password.')).toBeVisible();
    await apiLogin(request, owner.email, owner.password);
  });
});

test('one sign-up alone: Verify Email needs the code only', async ({ page, request }, info) => {
  const member = await signUpUnverified(request, 'one-signup');
  await gotoHydrated(page, `/verify-email?email=${encodeURIComponent(member.email)}`);
  await main(page).getByLabel('Verification code (OTP)').fill(member.code);
  await shoot(page, 'verify-code-only', info);
  await main(page).getByRole('button', { name: 'Verify Email' }).click();
  await page.waitForURL(/\/login\?email=.+&done=verified$/);
  await expect(main(page).getByLabel('Password you chose at sign-up')).toHaveCount(0);
});

test('the login page on the way back to the admin area speaks to staff; the plain one to members', async ({ page }, info) => {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/admin?section=leads')}`);
  await expect(main(page).getByText('Staff area')).toBeVisible();
  await expect(main(page).getByText('Log in with your staff email and password to go back to the admin area.')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'For our staff' })).toBeVisible();
  await expect(main(page).getByText(/to reach the project topics/)).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'What members get' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await shoot(page, 'login-staff', info);

  await gotoHydrated(page, '/login?redirect=%2Ftopics');
  await expect(main(page).getByText("Members' area")).toBeVisible();
  await expect(main(page).getByText('Log in with the email and password you signed up with to reach the project topics.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
});

test.describe('a staff session that ends by itself', () => {
  // The screen's calls are refused once the session has ended, which Chromium logs.
  test.beforeEach(({ consoleErrors }) => consoleErrors.allow(/Failed to load resource: the server responded with a status of 401/));

  test('after an idle end the login page says so and that the typing is kept; logging in again brings it back', async ({ page, request }, info) => {
    const staff = await newStaff(page, request);
    const title = `Fibre network planning for Enugu schools ${Date.now().toString(36)}`;
    await typeTopic(page, title);
    // The server's answer to a session left unused for ADMIN_SESSION_IDLE_MINUTES (30 minutes, too long
    // to wait here; the server's side is in tests/api/accounts/sessions.test.ts): every call of this session gets it.
    await page.route('**/api/**', (route) =>
      route.request().headers().authorization
        ? route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: SESSION_IDLE }) })
        : route.continue(),
    );
    await page.reload();
    await page.waitForURL(/\/login\?redirect=/);
    await page.unroute('**/api/**');
    await expect(main(page).getByText('You were signed out because nothing was done for a while.')).toBeVisible();
    await expect(main(page).getByText(KEPT_SENTENCE)).toBeVisible();
    await expect(main(page).getByText('Staff area')).toBeVisible();
    await shoot(page, 'login-idle', info);

    await logInHere(page, staff);
    await page.waitForURL(/\/admin\?section=projects$/);
    await expect(page.getByLabel('Topic title')).toHaveValue(title);
  });

  test('after the session was ended elsewhere, "Remove it from this browser" forgets the kept typing', async ({ page, request }) => {
    const staff = await newStaff(page, request);
    await typeTopic(page, 'Attendance register with fingerprint scanners');
    expect((await request.post('/api/account/logout', { headers: { authorization: `Bearer ${staff.token}` } })).status()).toBe(200);
    await page.reload();
    await page.waitForURL(/\/login\?redirect=/);
    await expect(main(page).getByText(/You were signed out: your session was ended/)).toBeVisible();
    await expect(main(page).getByText(KEPT_SENTENCE)).toBeVisible();
    await main(page).getByRole('button', { name: 'Remove it from this browser' }).click();
    await expect(main(page).getByText('The typed text kept in this browser has been removed.')).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
  });

  test('another account logging in on this browser removes the first account\'s kept typing', async ({ page, request }) => {
    const staff = await newStaff(page, request);
    await typeTopic(page, 'Solar-powered borehole monitoring for Nsukka');
    expect((await request.post('/api/account/logout', { headers: { authorization: `Bearer ${staff.token}` } })).status()).toBe(200);
    await page.reload();
    await page.waitForURL(/\/login\?redirect=/);
    expect(await keptKeys(page)).toHaveLength(1);
    const other = await createMember(request, 'next-at-the-desk');
    await logInHere(page, other);
    await expect(main(page).getByText('Login successful! Redirecting...')).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
  });
});

test('"Log out on every device" forgets what the account typed in this browser, as the Logout link does', async ({ page, request }) => {
  await newStaff(page, request);
  await typeTopic(page, 'Inventory system for a pharmacy in Ogbete market');
  await gotoHydrated(page, '/account');
  await page.getByRole('button', { name: 'Log out on every device' }).click();
  await page.waitForURL(/\/login$/);
  expect(await keptKeys(page)).toEqual([]);
});
