import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin, openSection, sendContactMessage, unique } from '../admin/admin-helpers';
import { waitForMail } from '../support/mail';
import { screenshotForReview } from '../support/screenshots';

/**
 * The lead detail's "Quotes" panel (docs/decisions/0034-selling.md): staff build a
 * quote from a catalogue line and a typed one, see the totals as the server will compute them,
 * send it, and get its link once; the customer's mail carries the same link.
 */

async function shots(page: Page, info: TestInfo, what: string, target: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1400 });
    await page.locator(target).scrollIntoViewIfNeeded();
    await screenshotForReview(page.locator(target), { path: info.outputPath(`${what}-${width}.png`) });
  }
}

test('staff build a quote from the catalogue and a typed line, send it, and copy its link once', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const name = unique('Obiageli Nwosu');
  const email = `quote-${Date.now().toString(36)}@example.com`;
  await sendContactMessage(request, { name, email, subject: 'Hotel software', message: 'Please quote the hotel software for 40 rooms.' });
  await loginAsAdmin(page);
  await openSection(page, 'Leads');
  await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  const panel = page.locator('section.leads-quotes');
  await expect(panel.getByText(`No quote yet for ${name}.`)).toBeVisible();
  await panel.getByRole('button', { name: 'New quote' }).click();
  await panel.getByLabel('Line 1: from our services and products').selectOption({ label: 'Hotel Management Software' });
  await expect(panel.getByLabel('Description')).toHaveValue('Hotel Management Software');
  await panel.getByLabel('Unit price (₦)').fill('450,000');
  await panel.getByRole('button', { name: 'Add a line' }).click();
  await panel.getByLabel('Description').nth(1).fill('Installation and staff training in Enugu, per day');
  await panel.getByLabel('Quantity').nth(1).fill('2');
  await panel.getByLabel('Unit price (₦)').nth(1).fill('35000');
  await panel.getByLabel('Discount (₦, an amount)').fill('20000');
  // ₦520,000 − ₦20,000 = ₦500,000; VAT 7.5 % = ₦37,500; total ₦537,500.
  await expect(panel.getByTestId('quote-totals')).toHaveText('Subtotal ₦520,000 · Discount \u2212₦20,000 · VAT (7.5 %) ₦37,500 · Total ₦537,500');
  await shots(page, info, 'quote-editor', 'section.leads-quotes');
  await panel.getByRole('button', { name: 'Save the draft' }).click();
  const row = panel.locator('li', { hasText: 'Draft' });
  await expect(row).toContainText('₦537,500 (VAT 7.5 % included)');

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Send to the customer' }).click();
  const link = panel.getByTestId('quote-link');
  await expect(link).toHaveValue(/\/quote\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(panel.locator('li', { hasText: 'Sent' })).toBeVisible();
  await expect(page.locator('.leads-status').first()).toHaveText('Quoted');
  const mail = await waitForMail(email);
  expect(mail.text).toContain(url);
  await shots(page, info, 'quote-sent', 'section.leads-quotes');
  // Shown once: after "Done" the link is nowhere on the page.
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByTestId('quote-link')).toHaveCount(0);
});
