import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sentQuote } from '../support/selling';
import { screenshotForReview } from '../support/screenshots';

/**
 * The customer's quote page (docs/decisions/0034-selling.md) at 375 px, with JavaScript and
 * without: the lines, totals with VAT and validity are readable, nothing is wider than the screen,
 * the page is marked noindex, and accepting needs the name and the tick, then shows the acceptance.
 */

async function expectReadable(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /^Quote \d+$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Project research support, BSc, chapters 1–5' })).toBeVisible();
  // ₦230,000.50 − ₦5,000 = ₦225,000.50; 7.5 % VAT = ₦16,875.04 (1,687,503.75 kobo rounded); total ₦241,875.54.
  await expect(page.getByText('VAT (7.5 %)')).toBeVisible();
  await expect(page.getByText('₦16,875.04')).toBeVisible();
  await expect(page.getByText('₦241,875.54')).toBeVisible();
  await expect(page.getByText(/^Valid until \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function acceptOnPage(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept this quote' });
  await page.getByLabel('Your full name').fill('Chukwuemeka Okafor');
  // Without the tick the browser itself holds the form back (the field is required)…
  await accept.click();
  await expect(page.getByLabel('I accept this quote and its terms')).toHaveJSProperty('validity.valueMissing', true);
  await page.getByLabel('I accept this quote and its terms').check();
  await accept.click();
  await expect(page.getByText('Thank you: you have accepted this quote. Accepted by Chukwuemeka Okafor', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept this quote' })).toHaveCount(0);
}

test.describe('the quote page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with JavaScript: readable, noindex, not cached; accepted with name and tick', async ({ page, request }) => {
    const { path } = await sentQuote(request, 'quote-js');
    const res = await page.goto(path);
    expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Served without React in the browser: the widget script only (docs/decisions/0038-pages-without-react-in-the-browser.md).
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    await expect(page.locator('script[data-widgets]')).toHaveCount(1);
    await expectReadable(page);
    await acceptOnPage(page);
    // The invoice is issued on acceptance and mailed after the answer: once its link exists, the note
    // says it is ready and links to it.
    const open = page.getByRole('link', { name: 'Open the invoice' });
    await expect
      .poll(async () => {
        await page.reload();
        return open.count();
      })
      .toBe(1);
    await expect(page.getByText(/Your invoice, INV-\d{4}-\d+, is ready\./)).toBeVisible();
    await expect(page.getByText('We will send your invoice shortly.')).toHaveCount(0);
    await screenshotForReview(page.locator('#quote-result'), { path: test.info().outputPath('quote-invoice-ready-375.png') });
    await open.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d+$/ })).toBeVisible();
    // The quote's discount, taken off on the invoice as on the quote.
    await expect(page.getByRole('row', { name: /^Discount/ })).toContainText('−₦5,000');
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('₦241,875.54');
    await screenshotForReview(page, { path: test.info().outputPath('invoice-from-quote-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotForReview(page, { path: test.info().outputPath('invoice-from-quote-1280.png'), fullPage: true });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('readable, and the forms post to the page: a question, then the acceptance', async ({ page, request }) => {
      const { path } = await sentQuote(request, 'quote-nojs');
      await page.goto(path);
      await expectReadable(page);
      await page.getByLabel('Your question').fill('Can the software run on a Windows 7 laptop?');
      await page.getByRole('button', { name: 'Send your question' }).click();
      await expect(page.getByText('Thank you: your question has reached our office.')).toBeVisible();
      await acceptOnPage(page);
    });

    test('an unknown link answers 404 with a clear page', async ({ page, consoleErrors }) => {
      consoleErrors.allowResponse(404, `/quote/${'A'.repeat(43)}`);
      const res = await page.goto(`/quote/${'A'.repeat(43)}`);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
    });
  });
});
