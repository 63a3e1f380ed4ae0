import type { Page } from '@playwright/test';
import { expect, openAdmin, test } from '../support/fixtures';
import { ADMIN, expectNoAxeViolationsAtBothWidths, openSection, toast } from './admin-helpers';
import { storedSession, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/mail';

/**
 * The staff role from the browser (docs/decisions/0025-staff-role.md): an administrator invites a
 * colleague as staff from Users; the colleague opens the mailed link, chooses a username and a
 * password, is signed in, sees the staff sections only, and neither the page nor the API lets them
 * into Users or the Security log.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const STAFF_SECTIONS = ['Dashboard', 'Insights', 'Projects', 'Client Modules', 'Reviews', 'Gallery', 'Leads', 'Site content'];

test('an admin invites a colleague as staff; the colleague accepts by the mailed link and sees only the staff sections', async ({ adminPage, page, request, consoleErrors }) => {
  const email = uniqueEmail('staff-invite');
  await openAdmin(adminPage);
  await openSection(adminPage, 'Users');
  await adminPage.getByLabel('E-mail address').fill(email);
  await adminPage.getByLabel('Role', { exact: true }).selectOption('staff');
  await expect(adminPage.getByText(/^Staff \(an editor\) can change the site content/)).toBeVisible();
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(adminPage, `An invitation to join as staff (an editor) has been sent to ${email}.`)).toBeVisible();
  const pending = adminPage.locator('.admin-invitations > li', { hasText: email });
  await expect(pending).toContainText('Staff');
  await expect(pending).toContainText(`Invited by ${ADMIN.email}`);
  await expect(pending).toContainText('Expires');

  const mail = await waitForMail(email);
  const link = /https?:\/\/[^\s]+\/invitation\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const address = new URL(link!);

  await page.goto(`${address.pathname}${address.search}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByText(`You are invited to join as staff (an editor) with the address ${email}.`)).toBeVisible();
  await page.getByLabel('Username').fill('Adaeze Nnamdi');
  await page.getByLabel('Password', { exact: true }).fill('Coal-city-editor-7');
  await page.getByLabel('Confirm password').fill('Coal-city-editor-7');
  await page.getByRole('button', { name: 'Join and sign in' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Adaeze Nnamdi' })).toBeVisible();
  await expect(page.getByText('Signed in as Adaeze Nnamdi (Staff)')).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(STAFF_SECTIONS.map((s) => new RegExp(`^${s}`)));
  const { token, user } = await storedSession(page);
  expect(JSON.parse(user!).role).toBe('staff');
  expect((await request.get('/api/stats', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  // The link worked once: opening it again is refused (410), which the browser logs.
  consoleErrors.allow(/status of 410 \(Gone\).*\/api\/invitations\/check/);
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation has already been used.' })).toBeVisible();

  // The admin's list no longer shows it; the new account is there as staff, verified.
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(adminPage.getByText('No open invitations.').or(adminPage.locator('.admin-invitations'))).toBeVisible();
  await expect(adminPage.locator('.admin-invitations > li', { hasText: email })).toHaveCount(0);
  await adminPage.getByRole('searchbox', { name: 'Search accounts by name or email' }).fill(email);
  await adminPage.getByRole('searchbox', { name: 'Search accounts by name or email' }).press('Enter');
  const row = adminPage.locator('.admin-users > li', { hasText: email });
  await expect(row).toContainText('Staff');
  await expect(row).toContainText('Verified');
});

test('staff see only the staff sections; Users and the Security log are refused by the page, even by address, and by the API', async ({ staffPage: page, staff, request }) => {
  await openAdmin(page);
  await expect(page.getByText(`Signed in as ${staff.user.username} (Staff)`)).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(STAFF_SECTIONS.map((s) => new RegExp(`^${s}`)));
  await openSection(page, 'Site content');
  await openSection(page, 'Leads');
  for (const [section, label] of [['users', 'Users'], ['security', 'Security log']]) {
    await page.goto(`/admin?section=${section}`);
    await expect(page.getByRole('alert').filter({ hasText: `Only administrators can open ${label}.` })).toBeVisible();
  }
  for (const url of ['/api/users', '/api/audit', '/api/invitations']) {
    const r = await request.get(url, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(r.status(), url).toBe(403);
  }
  expect((await request.get('/api/stats', { headers: { authorization: `Bearer ${staff.token}` } })).status()).toBe(200);
});

test('the invitation page and the role dialog have no axe violations and no sideways scroll at 375 and 1280 px', async ({ adminPage, page }) => {
  const email = uniqueEmail('staff-look');
  await adminPage.setViewportSize({ width: 375, height: 900 });
  await openAdmin(adminPage);
  await openSection(adminPage, 'Users');
  await adminPage.getByLabel('E-mail address').fill(email);
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.locator('.admin-invitations > li', { hasText: email })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(adminPage, 'users with an invitation');
  await adminPage.locator('.admin-users > li').first().getByRole('button', { name: /^Change role/ }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /^Staff/ })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(adminPage, 'the role dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const link = /https?:\/\/[^\s]+\/invitation\?token=[\w.-]+/.exec((await waitForMail(email)).text)![0];
  const address = new URL(link);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the invitation page');
});
