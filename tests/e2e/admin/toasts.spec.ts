import { expect, openAdmin, test } from '../support/fixtures';
import { openSection } from './admin-helpers';

// The test moves Playwright's clock, which stays in its browser context (tests/e2e/support/warm-contexts.ts).
test.use({ freshContext: true });

/**
 * Toasts close 3 s after they appear, each on its own clock. The page's timers are Playwright's
 * fake clock here, moved by hand, so the test does not depend on the machine's speed.
 */
test('a toast closes 3 s after it appeared, even when another one came in the meantime', async ({ adminPage: page, consoleErrors }) => {
  // Each try adds a title that exists: the server answers 409, which the browser reports.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409 .*\/api\/topics\)$/);
  await page.clock.install();
  await openAdmin(page);
  await openSection(page, 'Projects');
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByText('A topic with this title already exists.');
  const existing = (await page.locator('ol.admin-rows > li .admin-row__main').first().textContent())!;
  await page.getByLabel('Topic title').fill(existing);

  await page.getByRole('button', { name: 'Add topic' }).click();
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(2_000);
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expect(toasts).toHaveCount(2);
  // 3.5 s after the first and 1.5 s after the second: only the second is left.
  await page.clock.runFor(1_500);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(1_600);
  await expect(toasts).toHaveCount(0);
});
