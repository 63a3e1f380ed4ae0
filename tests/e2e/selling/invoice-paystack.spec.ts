import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin, uniqueEmail } from '../support/accounts';
import { acceptedQuote } from '../support/selling';
import { startWorkerServer, type WorkerServer } from '../support/worker-server';
import { screenshotForReview } from '../support/screenshots';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { paystackEnv } from '../../support/paystack-env';

/**
 * Paying an invoice through Paystack on a 375 px phone, with JavaScript and without
 * (docs/decisions/0034-selling.md, "Paystack"): on a site of its own set to the Paystack stand-in
 * (tests/support/paystack-stand-in.ts), the invoice page offers "Pay ₦… with card, bank or USSD
 * (Paystack)"; the stand-in's checkout page "pays" and sends the browser back to an address with its
 * reference only, whose page says the payment was received and the invoice is paid in full; so does
 * the invoice page. A second start of one invoice over RATE_LIMIT_PAYSTACK_START_PER_INVOICE answers
 * 429 with Retry-After and a page that says how long to wait and how to pay meanwhile.
 */

test.use({ viewport: { width: 375, height: 800 } });

let paystack: PaystackStandIn;
let own: WorkerServer;

test.beforeAll(async () => {
  paystack = await startPaystackStandIn();
  // One start per invoice an hour, so the last test reaches the limit at its second press.
  own = await startWorkerServer({ ...paystackEnv(paystack), RATE_LIMIT_PAYSTACK_START_PER_INVOICE: '1/1h' });
});
test.afterAll(async () => {
  await own?.stop();
  await paystack?.close();
});

/** The mailed link of a new invoice on the site of this file. */
async function invoiceLink(): Promise<{ url: string; number: string }> {
  const email = uniqueEmail('paystack');
  const quoteId = acceptedQuote(own.dataDir, email);
  const request = await requests.newContext({ baseURL: own.url });
  try {
    const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
    const r = await request.post('/api/invoices', { headers: { authorization: `Bearer ${token}` }, data: { quote_id: quoteId } });
    expect(r.status()).toBe(201);
    const mailDir = path.join(tmpdir(), `e2e-mail-${own.port}`);
    const mine = () =>
      readdirSync(mailDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; text: string })
        .filter((m) => m.to.includes(email));
    await expect.poll(() => mine().length).toBeGreaterThan(0);
    return { url: /\/invoice\/[A-Za-z0-9_-]{43}/.exec(mine()[0].text)![0], number: (await r.json()).invoice.number };
  } finally {
    await request.dispose();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: the Paystack button takes the customer to pay, and back the invoice shows paid`, async ({ browser, consoleErrors }, info) => {
    const { url, number } = await invoiceLink();
    const context = await browser.newContext({ baseURL: own.url, viewport: { width: 375, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    consoleErrors.watch(page);
    try {
      await page.goto(url);
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      const pay = page.getByRole('button', { name: /^Pay ₦[\d,.]+ with card, bank or USSD \(Paystack\)$/ });
      await expect(pay).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshotForReview(page, { path: info.outputPath(`invoice-paystack-375-${javaScriptEnabled ? 'js' : 'no-js'}.png`), fullPage: true });
      await pay.click();
      await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      // Back on the site at an address with Paystack's reference only: the invoice's link never went to Paystack.
      await expect(page).toHaveURL(/\/paystack\/return\?trxref=CCI-[0-9a-f]{32}&reference=CCI-[0-9a-f]{32}$/);
      expect(page.url()).not.toContain(url.slice('/invoice/'.length));
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you: your payment was received through Paystack' })).toBeVisible();
      await expect(page.getByText('Paid in full. Thank you for your business.')).toBeVisible();
      await expect(page.locator('.invoice-status')).toHaveText('Paid');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await screenshotForReview(page, { path: info.outputPath(`invoice-paystack-paid-375-${javaScriptEnabled ? 'js' : 'no-js'}.png`), fullPage: true });
      // The invoice's own page says the same.
      await page.goto(url);
      await expect(page.locator('.invoice-status')).toHaveText('Paid');
      await expect(pay).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: a start over the invoice's limit answers 429 with Retry-After and a clear page`, async ({ browser, consoleErrors }, info) => {
    const { url } = await invoiceLink();
    const context = await browser.newContext({ baseURL: own.url, viewport: { width: 375, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    consoleErrors.watch(page);
    consoleErrors.allowResponse(429, `${url}/paystack`);
    try {
      await page.goto(url);
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const pay = page.getByRole('button', { name: /^Pay ₦[\d,.]+ with card, bank or USSD \(Paystack\)$/ });
      await pay.click();
      await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
      // Not paid: back to the invoice, and a second press.
      await page.goto(url);
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(`${url}/paystack`));
      await pay.click();
      const limited = await answer;
      expect(limited.status()).toBe(429);
      expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Please wait a little' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(/^Too many card payments were started for this invoice\. Please try again in .+, or pay by bank transfer using the details on the invoice\.$/);
      await expect(page.getByRole('link', { name: /invoice/i })).toHaveAttribute('href', url);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await screenshotForReview(page, { path: info.outputPath(`invoice-paystack-limited-375-${javaScriptEnabled ? 'js' : 'no-js'}.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshotForReview(page, { path: info.outputPath(`invoice-paystack-limited-1280-${javaScriptEnabled ? 'js' : 'no-js'}.png`) });
    } finally {
      await context.close();
    }
  });
}
