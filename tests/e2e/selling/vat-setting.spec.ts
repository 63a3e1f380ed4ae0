import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, openAdmin, test } from '../support/fixtures';
import { ADMIN, apiLogin, uniqueEmail } from '../support/accounts';
import { acceptedQuote } from '../support/selling';
import { expectToast } from '../support/toasts';
import { openSection } from '../admin/admin-helpers';
import { screenshotForReview } from '../support/screenshots';

/**
 * The VAT rate new quotes start with has a screen beside the bank account for invoices (Users, for
 * administrators): it shows the rate in use (7.5 % by default), refuses what is not a rate with a
 * clear message, saves a new one in basis points, leaves quotes already made as they were, and the
 * change is in the security log with who made it.
 */

test('an administrator sets the VAT rate of new quotes; quotes already sent keep theirs; the security log says who', async ({ adminPage: page, site, request }, info) => {
  const quoteId = acceptedQuote(site.dataDir, uniqueEmail('vat'));
  const quoteRow = () => {
    const db = new Database(path.join(site.dataDir, 'site.db'), { readonly: true });
    try {
      return db.prepare('select vat_basis_points, vat_kobo, total_kobo from quotes where id = ?').get(quoteId);
    } finally {
      db.close();
    }
  };
  const before = quoteRow();
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  try {
    await openAdmin(page);
    await openSection(page, 'Users');
    const panel = page.locator('.card', { has: page.getByRole('heading', { name: 'VAT on new quotes' }) });
    await expect(panel.getByText('In use now: 7.5 %')).toBeVisible();
    const field = panel.getByLabel('VAT rate (%)');
    await expect(field).toHaveValue('7.5');

    await field.fill('seven');
    await panel.getByRole('button', { name: 'Save VAT rate' }).click();
    await expect(panel.getByText('Enter the rate as a percentage, such as 7.5 (at most two decimals).')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('60');
    await panel.getByRole('button', { name: 'Save VAT rate' }).click();
    await expect(panel.getByText('The VAT rate is at most 50 %.')).toBeVisible();
    await screenshotForReview(panel, { path: info.outputPath('vat-panel-error-1280.png') });

    await field.fill('8.25');
    await panel.getByRole('button', { name: 'Save VAT rate' }).click();
    await expectToast(page, 'New quotes now start with VAT at 8.25 %. Quotes already made keep their rate.');
    await expect(panel.getByText('In use now: 8.25 %')).toBeVisible();
    // Stored in basis points; a new quote would start with it, the one already accepted keeps 7.5 %.
    const stored = await request.get('/api/settings/vat', { headers: auth });
    expect(await stored.json()).toMatchObject({ vat_basis_points: 825 });
    expect(quoteRow()).toEqual(before);

    // The security log: who changed it, from what to what.
    const log = await request.get('/api/audit?group=selling', { headers: auth });
    const entries = (await log.json()).entries as { action: string; actor_email: string | null; detail: string | null }[];
    expect(entries.find((e) => e.action === 'settings.vat')).toMatchObject({ actor_email: ADMIN.email, detail: '7.5 % → 8.25 %' });

    await page.setViewportSize({ width: 375, height: 800 });
    await panel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotForReview(panel, { path: info.outputPath('vat-panel-375.png') });
  } finally {
    // The worker's site is shared by the tests after this one: back to the default rate.
    expect((await request.put('/api/settings/vat', { headers: auth, data: { vat_basis_points: 750 } })).status()).toBe(200);
  }
});
