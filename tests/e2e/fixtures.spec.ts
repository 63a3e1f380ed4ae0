import { ConsoleErrors, expect, openAdmin, test } from './support/fixtures';
import { storedSession } from './support/accounts';

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
