import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { acceptedQuote } from '../support/selling';
import { makePng } from '../../support/images';
import { screenshotForReview } from '../support/screenshots';

/**
 * The customer's invoice page (`/invoice/<token>`, app/routes/invoice.tsx) on a 375 px phone, with
 * JavaScript and without: the link from the invoice mail shows the invoice, its totals and how to
 * pay, marked noindex; the bank account appears once an administrator sets it; printing hides the
 * site's header and footer; a link that does not work answers 404 and says what to do. The customer's
 * proof of payment reaches staff only, in the lead's invoice panel, fetched through an authorised call.
 * The accepted quote is written into the site's database (the quote builder is another module's).
 */

test.use({ viewport: { width: 375, height: 800 } });

/** Issues the quote's invoice as staff would, and returns the page's address from the mail. */
async function invoiceLink(request: APIRequestContext, dataDir: string, email = uniqueEmail('invoice')): Promise<{ url: string; number: string; token: string }> {
  const quoteId = acceptedQuote(dataDir, email);
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const r = await request.post('/api/invoices', { headers: { authorization: `Bearer ${token}` }, data: { quote_id: quoteId } });
  expect(r.status()).toBe(201);
  const mail = await waitForMail(email);
  const url = /\/invoice\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  return { url, number: (await r.json()).invoice.number, token };
}

async function expectInvoice(page: import('@playwright/test').Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByText('Billed to')).toBeVisible();
  await expect(page.getByText('Cat6 cabling, per point, installed and tested')).toBeVisible();
  await expect(page.getByRole('row', { name: /Amount due/ })).toContainText('₦');
  await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('with JavaScript: the mailed link shows the invoice, noindex; the bank account appears once set; print hides the site chrome', async ({ page, request, site }) => {
  const { url, number, token } = await invoiceLink(request, site.dataDir);
  const res = await page.goto(url);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['x-robots-tag']).toBe('noindex');
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  expect(res!.headers()['referrer-policy']).toBe('same-origin');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Served without React in the browser: the widget script only (docs/decisions/0038-pages-without-react-in-the-browser.md).
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await expect(page.locator('script[data-widgets]')).toHaveCount(1);
  await expectInvoice(page, number);
  await expect(page.getByText('Please call the office before you pay')).toBeVisible();

  const set = await request.put('/api/settings/invoice-bank-account', {
    headers: { authorization: `Bearer ${token}` },
    data: { account: { bank_name: 'Zenith Bank', account_name: 'Coal City ICT Solutions Ltd', account_number: '1012345678' } },
  });
  expect(set.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('1012345678')).toBeVisible();
  await expect(page.getByText(`Please write the invoice number ${number} as the narration`)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, freshContext: true });

  test('the page is complete as the server sends it and takes a proof of payment; a link that does not work answers 404 and says what to do', async ({ page, request, site, consoleErrors }) => {
    // The 404 of the link that does not work is what this test asks for.
    consoleErrors.allowResponse(404, `/invoice/${'A'.repeat(43)}`);
    const { url, number } = await invoiceLink(request, site.dataDir);
    expect((await page.goto(url))!.status()).toBe(200);
    await expectInvoice(page, number);
    // The proof of payment is a plain form: posted, it answers with the page and a thank-you.
    await page.setInputFiles('#invoice-proof-file', { name: 'receipt.png', mimeType: 'image/png', buffer: await makePng(300, 400) });
    await page.getByRole('button', { name: 'Send the picture' }).click();
    await expect(page.locator('.field-error')).toHaveCount(0);
    await expect(page.getByText('Thank you: your proof of payment was received.')).toBeVisible();
    const gone = await page.goto(`/invoice/${'A'.repeat(43)}`);
    expect(gone!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This invoice link does not work' })).toBeVisible();
  });
});

test("staff see the customer's proof of payment in the lead's invoice panel, fetched privately, never from a public address", async ({ page, adminPage, request, site }, info) => {
  const email = uniqueEmail('proof');
  const { url, number } = await invoiceLink(request, site.dataDir, email);
  await page.goto(url);
  await page.setInputFiles('#invoice-proof-file', { name: 'transfer-receipt.png', mimeType: 'image/png', buffer: await makePng(300, 400) });
  await page.getByRole('button', { name: 'Send the picture' }).click();
  await expect(page.getByText('Thank you: your proof of payment was received.')).toBeVisible();

  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`/admin?section=leads&q=${encodeURIComponent(email)}`);
  await adminPage.getByRole('list', { name: 'Leads' }).getByRole('link', { name: /Chiamaka Eze/ }).click();
  const panel = adminPage.locator('section.invoices-panel');
  const proofs = adminPage.waitForResponse((r) => /\/api\/invoices\/proofs\/\d+$/.test(new URL(r.url()).pathname));
  await panel.getByRole('button', { name: /^Picture 1 \(/ }).click();
  const answer = await proofs;
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  const img = panel.getByRole('img', { name: `Proof of payment 1 for invoice ${number}, as the customer sent it` });
  await expect(img).toBeVisible();
  expect(await img.getAttribute('src')).toMatch(/^blob:/);
  await screenshotForReview(panel, { path: info.outputPath('invoice-proof-panel-1280.png') });
  await adminPage.setViewportSize({ width: 375, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await screenshotForReview(panel, { path: info.outputPath('invoice-proof-panel-375.png') });
});
