import { ConsoleErrors, expect, openAdmin, test } from '../support/fixtures';
import { storedSession } from '../support/accounts';

/** The fixtures every browser test can start from (tests/e2e/support/fixtures.ts) do what they say. */

test('memberPage starts signed in as a member, without the login form', async ({ memberPage: page, member }) => {
  await page.goto('/account');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/account$/);
  expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ email: member.email, role: 'user' });
});

test('adminPage starts signed in as the admin, on the dashboard once opened', async ({ adminPage: page }) => {
  await openAdmin(page);
  expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ role: 'admin' });
});

test('a console.error and an uncaught error in a page are caught; only allowed ones pass', async ({ browser, baseURL }) => {
  // The collector the fixtures attach to every page, on a page of its own, so this test can provoke both.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = new ConsoleErrors();
  errors.watch(page);
  await page.goto('/');
  await page.evaluate(() => console.error('an error nobody allowed'));
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => { throw new Error('uncaught on purpose'); }));
  await thrown;
  await expect.poll(() => errors.unexpected()).toEqual([
    expect.stringMatching(/^console\.error: an error nobody allowed/),
    expect.stringMatching(/^uncaught error in the page: uncaught on purpose/),
  ]);
  errors.allow(/nobody allowed/);
  errors.allow(/uncaught on purpose/);
  expect(errors.unexpected()).toEqual([]);
  await context.close();
});

test('an allowed error does not fail the test', async ({ page, consoleErrors }) => {
  // This test provokes the error itself, to check the allow-list.
  consoleErrors.allow(/^console\.error: allowed on purpose/);
  await page.goto('/');
  await page.evaluate(() => console.error('allowed on purpose'));
  await expect.poll(() => consoleErrors.seen.length).toBe(1);
});

test('allowResponse lets through only the status and path it names, with or without a query', () => {
  const errors = new ConsoleErrors();
  const logged = (what: string, url: string) => errors.seen.push(`console.error: Failed to load resource: ${what} (${url})`);
  logged('the server responded with a status of 400 (Bad Request)', 'http://127.0.0.1:4000/api/verify');
  logged('the server responded with a status of 400 (Bad Request)', 'http://127.0.0.1:4000/contact#contact-form-title');
  logged('net::ERR_FAILED', 'http://127.0.0.1:4000/api/login?next=%2Fadmin');
  logged('the server responded with a status of 401 (Unauthorized)', 'http://127.0.0.1:4000/api/verify');
  logged('the server responded with a status of 400 (Bad Request)', 'http://127.0.0.1:4000/api/verify-more');
  logged('the server responded with a status of 404 (Not Found)', 'http://127.0.0.1:4000/assets/app.js');
  errors.allowResponse(400, '/api/verify');
  errors.allowResponse(400, '/contact');
  errors.allowResponse('network', '/api/login');
  expect(errors.unexpected()).toEqual([errors.seen[3], errors.seen[4], errors.seen[5]]);
});

test('each worker has a site of its own: the base address is its server, which answers', async ({ site, baseURL, request }) => {
  expect(baseURL).toBe(site.url);
  expect(new URL(site.url).port).toBe(String(site.port));
  expect(process.env.E2E_PORT).toBe(String(site.port));
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('visitor opens another browser beside the signed-in page: signed out, hydrated, and a second one at once is apart too', async ({ adminPage, visitor }) => {
  await openAdmin(adminPage);
  await adminPage.evaluate(() => sessionStorage.setItem('left-by-the-admin', '1'));
  const first = await visitor('/about');
  await expect(first.page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await storedSession(first.page)).toMatchObject({ token: null, user: null });
  expect(first.page.context()).not.toBe(adminPage.context());
  await first.page.evaluate(() => localStorage.setItem('left-by-the-first-visitor', '1'));
  const second = await visitor('/contact');
  expect(second.page.context()).not.toBe(first.page.context());
  expect(await second.page.evaluate(() => localStorage.getItem('left-by-the-first-visitor'))).toBeNull();
  await second.close();
  await first.close();
  expect(first.page.isClosed() && second.page.isClosed()).toBe(true);
  // The admin's own page is untouched by both.
  expect(await adminPage.evaluate(() => sessionStorage.getItem('left-by-the-admin'))).toBe('1');
  // A visitor opened after the first closed is emptied: nothing the first one stored is left.
  const third = await visitor('/');
  expect(await third.page.evaluate(() => localStorage.getItem('left-by-the-first-visitor'))).toBeNull();
});
