import { expect, openAdmin, test } from '../support/fixtures';
import { ADMIN, adminToken, expectNoAxeViolationsAtBothWidths, openSection, toast } from './admin-helpers';

/**
 * Administrators choose where enquiries are sent (Users), apart from the company e-mail staff may
 * publish; the Security log lists successful sign-ins alone.
 */

test('an administrator sets where enquiries are sent, and goes back to the default', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Users');
  const panel = page.locator('.card', { has: page.getByRole('heading', { name: 'Where enquiries are sent' }) });
  await expect(panel.getByText(`In use now: ${ADMIN.email}`)).toBeVisible();
  await expect(panel).toContainText('the default: the administrator address set on the server (ADMIN_EMAIL)');

  const field = panel.getByLabel('Send enquiries to');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText('Enter the e-mail address that should receive new enquiries.')).toBeVisible();
  await field.fill('enquiries@example.com');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Saved. New enquiries are sent to enquiries@example.com, and replies to customers ask them to answer there.')).toBeVisible();
  await expect(panel).toContainText('In use now: enquiries@example.com — saved here by an administrator.');
  await expect(panel).toContainText(`Saved by ${ADMIN.email}`);
  await expectNoAxeViolationsAtBothWidths(page, 'Users with the enquiry address');

  await panel.getByRole('button', { name: 'Use the default' }).click();
  await expect(panel).toContainText(`In use now: ${ADMIN.email}`);
  await expect(field).toHaveValue('');
});

test('an administrator sets the bank account invoices ask customers to pay into, and removes it', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Users');
  const panel = page.locator('.card', { has: page.getByRole('heading', { name: 'Bank account for invoices' }) });
  const save = panel.getByRole('button', { name: 'Save bank account' });
  await expect(save).toBeVisible();
  await panel.getByLabel('Bank', { exact: true }).fill('');
  await save.click();
  await expect(panel.getByText('Enter the name of the bank, for example Zenith Bank.')).toBeVisible();
  await panel.getByLabel('Bank', { exact: true }).fill('Access Bank');
  await panel.getByLabel('Account name').fill('Coal City ICT Solutions Ltd');
  await panel.getByLabel('Account number').fill('0691 234 567');
  await save.click();
  await expect(toast(page, 'Saved. Invoice pages now ask customers to pay into Access Bank 0691234567 (Coal City ICT Solutions Ltd).')).toBeVisible();
  await expect(panel).toContainText('In use now: Access Bank, Coal City ICT Solutions Ltd, 0691234567');
  await expect(panel).toContainText(`Saved by ${ADMIN.email}`);

  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel).toContainText('In use now: none (customers are asked to call)');
  await expect(panel.getByLabel('Account number')).toHaveValue('');
});

test('the Security log lists successful sign-ins alone', async ({ adminPage: page, request }) => {
  // A sign-out in the log, which the filter must leave out.
  const token = await adminToken(request);
  expect((await request.post('/api/account/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await openAdmin(page);
  await openSection(page, 'Security log');
  const list = page.locator('.admin-audit__list');
  await expect(list.locator('li').filter({ hasText: `${ADMIN.email} signed out` }).first()).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Successful sign-ins only' });
  const answered = page.waitForResponse((r) => r.url().includes('/api/audit') && r.url().includes('group=signin-ok'));
  await page.getByRole('button', { name: 'Show' }).click();
  expect((await answered).status()).toBe(200);
  await expect(list.locator('li').filter({ hasText: `${ADMIN.email} signed in` }).first()).toBeVisible();
  await expect(list.locator('li').filter({ hasText: 'signed out' })).toHaveCount(0);
});
