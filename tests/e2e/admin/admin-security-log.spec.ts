import { expect, openAdmin, test } from '../support/fixtures';
import { ADMIN, expectNoAxeViolationsAtBothWidths, openSection } from './admin-helpers';

/** The admin reads who signed in, who failed, and what was changed, in the Security log, and filters it. */

test('the Security log shows failed sign-ins and admin changes, filtered by kind and text', async ({ adminPage: page, request }) => {
  const stranger = `stranger-${Date.now().toString(36)}@example.com`;
  expect((await request.post('/api/login', { data: { email: stranger, password: 'not-the-password-1' } })).status()).toBe(401);

  await openAdmin(page);
  await openSection(page, 'Security log');
  const list = page.locator('.admin-audit__list');
  await expect(list.locator('li', { hasText: stranger })).toContainText(`Someone not signed in failed to sign in as ${stranger}`);
  await expect(list.locator('li').filter({ hasText: `${ADMIN.email} signed in` }).first()).toBeVisible();

  await page.getByLabel('Kind').selectOption({ label: 'Failed sign-ins' });
  await page.getByLabel('Person, item or address').fill(stranger);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(list.locator('li')).toHaveCount(1);
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();

  await page.getByLabel('Kind').selectOption({ label: 'Refused calls' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(list.locator('li').first()).toBeVisible();

  await expectNoAxeViolationsAtBothWidths(page, 'Security log');
});
