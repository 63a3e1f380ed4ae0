import type { Locator, Page } from '@playwright/test';
import { expect, openAdmin, test } from '../support/fixtures';
import { ADMIN, expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, nextDialog, openSection } from './admin-helpers';
import { apiLogin, createMember } from '../support/accounts';
import { expectToast } from '../support/toasts';

/** The admin finds a member, promotes, disables, re-enables and deletes, and reads the audit log. */

const rowOf = (page: Page, email: string) => page.locator('.admin-users > li', { hasText: email });

/** Every change of role goes through the dialog, which says what the chosen role may do. */
async function changeRole(page: Page, row: Locator, name: string, role: 'Member' | 'Staff' | 'Administrator', powers: RegExp) {
  await row.getByRole('button', { name: `Change role: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await expect(dialog.getByText(powers)).toBeVisible();
  await dialog.getByRole('button', { name: `Make ${role.toLowerCase()}` }).click();
  await expect(dialog).toBeHidden();
}
const auditLog = (page: Page) => page.locator('.admin-audit__list');

/**
 * Searches the accounts for one e-mail address and waits for the answer: the list shows that one
 * account alone (before it comes, the list shows every account, that one too when on the first page).
 */
async function search(page: Page, email: string) {
  const box = page.getByRole('searchbox', { name: 'Search accounts by name or email' });
  await box.fill(email);
  await box.press('Enter');
  await expect(page.locator('.admin-users > li')).toHaveCount(1);
  await expect(rowOf(page, email)).toHaveCount(1);
}

test('admin promotes, disables, re-enables and deletes a member; every step is in the audit log', async ({ adminPage: page, request }) => {
  const member = await createMember(request, 'admin-target');
  const session = await apiLogin(request, member.email, member.password);

  await openAdmin(page);
  await openSection(page, 'Users');
  await search(page, member.email);
  const row = rowOf(page, member.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Verified');
  await expect(row).toContainText(/Last login \d/);

  await changeRole(page, row, 'Ngozi Eze', 'Administrator', /^An administrator can do everything staff can/);
  await expectToast(page, 'Ngozi Eze is now an administrator.');
  await expect(row).toContainText('Administrator');
  await expect(auditLog(page).locator('li').first()).toContainText(`${ADMIN.email} made an administrator ${member.email}`);
  expect((await request.get('/api/users', { headers: { authorization: `Bearer ${session.token}` } })).status()).toBe(200);

  await changeRole(page, row, 'Ngozi Eze', 'Member', /^A member can use My account/);
  await expectToast(page, 'Ngozi Eze is now a member.');
  await expect(auditLog(page).locator('li').first()).toContainText(`${ADMIN.email} made a member ${member.email}`);

  await row.getByRole('button', { name: 'Disable Ngozi Eze' }).click();
  await expectToast(page, 'Ngozi Eze is disabled and has been logged out everywhere.');
  await expect(row).toContainText('Disabled');
  await expect(auditLog(page).locator('li').first()).toContainText(`${ADMIN.email} disabled ${member.email}`);
  // Its session ends at once, and login says why.
  expect((await request.get('/api/topics', { headers: { authorization: `Bearer ${session.token}` } })).status()).toBe(401);
  const refused = await request.post('/api/login', { data: { email: member.email, password: member.password } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/disabled by an administrator/);

  await row.getByRole('button', { name: 'Re-enable Ngozi Eze' }).click();
  await expectToast(page, 'Ngozi Eze can log in again.');
  expect((await request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);

  const dismissed = nextDialog(page, false);
  await row.getByRole('button', { name: 'Delete the account of Ngozi Eze' }).click();
  expect(await dismissed).toMatch(/^Are you sure you want to delete the account of Ngozi Eze\?/);
  await expect(row).toHaveCount(1);
  const accepted = nextDialog(page, true);
  await row.getByRole('button', { name: 'Delete the account of Ngozi Eze' }).click();
  await accepted;
  await expectToast(page, /The account of Ngozi Eze has been deleted/);
  await expect(page.getByText(`No account matches “${member.email}”.`)).toBeVisible();
  await expect(auditLog(page).locator('li').first()).toContainText(`${ADMIN.email} deleted the account of ${member.email}`);
  await expectNoAxeViolations(page, 'the users section after the changes');
});

test('the admin cannot disable or delete their own account from the list', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Users');
  await search(page, ADMIN.email);
  const row = rowOf(page, ADMIN.email);
  await expect(row).toContainText('(you)');
  await expect(row.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // Demoting yourself says so first; Cancel changes nothing.
  await row.getByRole('button', { name: /^Change role/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /^Member/ }).check();
  await expect(dialog.getByText(/remove your own administrator rights/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Administrator');
});

test('the users section has no axe violations and no sideways scroll at 375 and 1280 px', async ({ adminPage: page, request }) => {
  // An unverified account has every action (Resend code, Change role, Disable, Delete): the widest row.
  const res = await request.post('/api/signup', {
    data: { username: 'Chukwuemeka Obiora-Nwankwo', email: `wide-row-${Date.now()}@example.com`, password: 'Pass-word-2026' },
  });
  expect(res.status()).toBe(201);
  await page.setViewportSize({ width: 375, height: 900 });
  await openAdmin(page);
  await openSection(page, 'Users');
  await expect(page.locator('.admin-users > li').first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'users');
});
