import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin } from '../support/accounts';
import { sentQuote } from '../support/selling';
import { screenshotForReview } from '../support/screenshots';

/**
 * A quote's link at 375 px without JavaScript: it prints on A4 without the site's header, footer and
 * phone bar; once staff withdraw the quote the same link says so plainly (and takes no acceptance);
 * once they revoke the link it answers 404 and says the link does not work. Every state is noindex
 * (docs/decisions/0034-selling.md).
 */

test.use({ javaScriptEnabled: false, freshContext: true, viewport: { width: 375, height: 812 } });

test('a quote link prints without the site chrome, then says "withdrawn", then stops working; always noindex', async ({ page, request, consoleErrors }, info) => {
  const quote = await sentQuote(request, 'quote-ends');
  consoleErrors.allowResponse(404, quote.path);
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };

  const first = await page.goto(quote.path);
  expect(first!.status()).toBe(200);
  expect(first!.headers()['x-robots-tag']).toMatch(/noindex/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.id}` })).toBeVisible();
  for (const chrome of ['.site-header', '.site-footer', '.quick-contact']) await expect(page.locator(chrome)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const withdrawn = await request.post(`/api/quotes/${quote.id}/withdraw`, { headers: auth, data: { version: quote.version } });
  expect(withdrawn.status()).toBe(200);
  const again = await page.goto(quote.path);
  expect(again!.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(page.getByText('This quote has been withdrawn and can no longer be accepted. Please contact us for an up-to-date quote.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept this quote' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await screenshotForReview(page, { path: info.outputPath('quote-withdrawn-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(page, { path: info.outputPath('quote-withdrawn-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });

  const revoked = await request.post(`/api/quotes/${quote.id}/revoke`, { headers: auth, data: { version: (await withdrawn.json()).quote.version } });
  expect(revoked.status()).toBe(200);
  const gone = await page.goto(quote.path);
  expect(gone!.status()).toBe(404);
  expect(gone!.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/does not work|not found/i);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await screenshotForReview(page, { path: info.outputPath('quote-revoked-375.png') });
});
