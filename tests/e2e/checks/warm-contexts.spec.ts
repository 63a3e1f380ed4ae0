import { expect, test } from '../support/fixtures';
import { storedSession } from '../support/accounts';

/**
 * The browser contexts a worker keeps from test to test (tests/e2e/support/warm-contexts.ts) reach
 * each test empty. The first test leaves behind everything a test can leave; the second, in the
 * same worker right after it, finds none of it.
 */
test.describe.configure({ mode: 'serial' });

const shared: { context?: unknown } = {};

test('a test leaves stored data, a cookie, a route, a permission, a second tab and offline mode behind', async ({ page, context, baseURL, consoleErrors }) => {
  shared.context = context;
  // Going offline is the point: what the two pages still fetch after their load event (a banner's
  // later pictures, the next page's stylesheets) then fails, and Chromium logs each such request.
  consoleErrors.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED /);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    indexedDB.open('left-behind', 1);
  });
  await context.addCookies([{ name: 'left-behind', value: '1', url: baseURL! }]);
  await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  await context.grantPermissions(['clipboard-read'], { origin: baseURL! });
  const second = await context.newPage();
  await second.goto('/contact');
  await context.setOffline(true);
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBe('1');
});

test('the next test in the worker finds its context empty, and online', async ({ page, context, baseURL, request }) => {
  // The same kept context, emptied: not a new one.
  expect(context).toBe(shared.context);
  expect(context.pages().filter((p) => p !== page && !p.url().endsWith('/robots.txt'))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await page.goto('/');
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({ local: 0, session: 0 });
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe('granted');
  const robots = await page.goto('/robots.txt');
  expect(await robots!.text()).toBe(await (await request.get(`${baseURL}/robots.txt`)).text());
});

test('a signed-in page gets its session back after a test that signed out', async ({ memberPage: page, member }) => {
  await page.goto('/account');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ email: member.email });
  // Signs out only once the page has its data: a call still to be sent would go without the
  // session, and the server's 401 would be an error in the page.
  await expect(page.getByRole('heading', { level: 2, name: 'My topic requests' })).toBeVisible();
  await expect(page.locator('.account-loading')).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
});

test('… and the next one starts signed in again, as the same member', async ({ memberPage: page, member }) => {
  await page.goto('/account');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/account$/);
  expect(JSON.parse((await storedSession(page)).user!)).toMatchObject({ email: member.email });
});

test("Playwright's clock, which would stay in a kept context, is refused there with the way out", async ({ page }) => {
  await expect(page.clock.install()).rejects.toThrow(/test\.use\(\{ freshContext: true \}\)/);
  await expect(page.context().addInitScript(() => {})).rejects.toThrow(/freshContext/);
});

test.describe('with a context of its own', () => {
  test.use({ freshContext: true });
  test('the clock can be installed', async ({ page, context }) => {
    expect(context).not.toBe(shared.context);
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2026);
  });
});
