import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin, openSection } from '../admin/admin-helpers';
import { startWorkerServer, type WorkerServer } from '../support/worker-server';
import { screenshotForReview } from '../support/screenshots';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { paystackEnv } from '../../support/paystack-env';

/**
 * The owners' check of selling, end to end (docs/decisions/0034-selling.md): a prospect on a 375 px
 * phone over a slow network (Chromium's own network emulation: latency and bandwidth, no sleeps)
 * comes from a WhatsApp campaign link to /hospital and asks for a quote that names the product;
 * staff build and send the quote in the lead's panel; the prospect accepts it, which issues the
 * invoice and mails its link; the prospect pays it through the Paystack stand-in; staff see the lead
 * won with the paid amount, and Insights shows that amount under the campaign the visit came from.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const CAMPAIGN = `hospital-launch-${Date.now().toString(36)}`;

let paystack: PaystackStandIn;
let own: WorkerServer;

test.beforeAll(async () => {
  paystack = await startPaystackStandIn();
  own = await startWorkerServer(paystackEnv(paystack));
});
test.afterAll(async () => {
  await own?.stop();
  await paystack?.close();
});

/** The newest mail to `email` whose text matches `link`, read from this site's mail folder; the link found. */
async function mailedLink(email: string, link: RegExp): Promise<string> {
  const dir = path.join(tmpdir(), `e2e-mail-${own.port}`);
  const found = () => {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      return null;
    }
    for (const f of files) {
      const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; text: string };
      const hit = m.to.includes(email) && link.exec(m.text);
      if (hit) return hit[0];
    }
    return null;
  };
  await expect.poll(found).not.toBeNull();
  return found()!;
}

/** A phone on a slow mobile network: about 400 ms round trips and 500 kbit/s down, 250 up. */
async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.url, viewport: { width: 375, height: 812 }, userAgent: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 500_000 / 8, uploadThroughput: 250_000 / 8 });
  return page;
}

test('from a campaign link to /hospital: quote asked, sent, accepted, invoiced, paid by Paystack; the lead is won and Insights credits the campaign', async ({ browser, consoleErrors }, info) => {
  test.setTimeout(300_000);
  const email = `owners-check-${Date.now().toString(36)}@example.com`;
  const name = 'Dr Adaeze Nnamdi';

  // The prospect: from the campaign's link to the product, then its "Get a quote".
  const phone = await slowPhone(browser);
  consoleErrors.watch(phone);
  await phone.goto(`/hospital?utm_source=whatsapp&utm_medium=social&utm_campaign=${CAMPAIGN}`);
  await expect(phone.locator('html[data-hydrated]')).toHaveCount(1);
  await phone.locator('.product-cta').getByRole('link', { name: 'Get a quote' }).click();
  await expect(phone).toHaveURL(/\/contact\?item=hospital&intent=quote#contact-form-title$/);
  await expect(phone.getByLabel('Subject (optional)')).toHaveValue('Hospital Management Software — quote');
  await phone.getByLabel('Name', { exact: true }).fill(name);
  await phone.getByLabel('Email', { exact: true }).fill(email);
  await phone.getByLabel('Message', { exact: true }).fill('We run a 40-bed hospital on Agbani Road, Enugu, with one pharmacy. Please quote one licence.');
  await expect(phone.locator('altcha-widget .altcha[data-state]')).toHaveAttribute('data-state', 'verified');
  await phone.getByRole('button', { name: 'Send Message' }).click();
  await expect(phone.getByRole('heading', { name: 'Your message has been sent successfully!' })).toBeVisible();

  // Staff, at their desk: the lead names the product; they quote one licence and send it.
  const desk = await (await browser.newContext({ baseURL: own.url, viewport: { width: 1280, height: 900 } })).newPage();
  consoleErrors.watch(desk);
  await loginAsAdmin(desk);
  await openSection(desk, 'Leads');
  await desk.getByRole('list', { name: 'Leads' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(desk.locator('.leads-about')).toHaveText('About: Hospital Management Software (quote), from /hospital');
  const panel = desk.locator('section.leads-quotes');
  await panel.getByRole('button', { name: 'New quote' }).click();
  await panel.getByLabel('Line 1: from our services and products').selectOption({ label: 'Hospital Management Software' });
  await panel.getByLabel('Unit price (₦)').fill('1,200,000');
  // ₦1,200,000 + 7.5 % VAT (₦90,000) = ₦1,290,000.
  await expect(panel.getByTestId('quote-totals')).toContainText('Total ₦1,290,000');
  await panel.getByRole('button', { name: 'Save the draft' }).click();
  const draft = panel.locator('li', { hasText: 'Draft' });
  await expect(draft).toContainText('₦1,290,000');
  desk.once('dialog', (d) => void d.accept());
  await draft.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(panel.getByTestId('quote-link')).toHaveValue(/\/quote\/[A-Za-z0-9_-]{43}$/);
  await panel.getByRole('button', { name: 'Done' }).click();

  // The prospect opens the mailed quote and accepts it; the invoice follows by mail.
  const quoteUrl = await mailedLink(email, /\/quote\/[A-Za-z0-9_-]{43}/);
  await phone.goto(quoteUrl);
  await expect(phone.getByRole('cell', { name: 'Hospital Management Software' })).toBeVisible();
  await phone.getByLabel('Your full name').fill(name);
  await phone.getByLabel('I accept this quote and its terms').check();
  await phone.getByRole('button', { name: 'Accept this quote' }).click();
  await expect(phone.getByText(`Thank you: you have accepted this quote. Accepted by ${name}`, { exact: false })).toBeVisible();
  const invoiceUrl = await mailedLink(email, /\/invoice\/[A-Za-z0-9_-]{43}/);

  // … and pays it through Paystack (the stand-in), coming back to the site with a reference only.
  await phone.goto(invoiceUrl);
  await expect(phone.getByText('₦1,290,000').first()).toBeVisible();
  await phone.getByRole('button', { name: 'Pay ₦1,290,000 with card, bank or USSD (Paystack)' }).click();
  await expect(phone.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await phone.getByRole('button', { name: 'Pay' }).click();
  await expect(phone).toHaveURL(/\/paystack\/return\?trxref=CCI-[0-9a-f]{32}&reference=CCI-[0-9a-f]{32}$/);
  await expect(phone.getByText('Paid in full. Thank you for your business.')).toBeVisible();
  await expect(phone.locator('.invoice-status')).toHaveText('Paid');
  await screenshotForReview(phone, { path: info.outputPath('owners-check-paid-375.png'), fullPage: true });

  // Staff see the lead won, its value the paid amount, and the invoice paid.
  await desk.reload();
  await expect(desk.locator('.leads-status').first()).toHaveText('Won');
  await expect(desk.getByLabel('Value of the work (₦)')).toHaveValue('1,290,000');
  await expect(desk.locator('section', { hasText: 'Paid' }).getByText('₦1,290,000').first()).toBeVisible();

  // Insights: the campaign the visit came from, with one enquiry won for the paid amount.
  await openSection(desk, 'Insights');
  const row = desk.getByRole('row', { name: new RegExp(CAMPAIGN) });
  await expect(row).toContainText('Source: WhatsApp');
  await expect(row).toContainText('₦1,290,000');
  await screenshotForReview(desk.locator('.ins-table[data-table="campaigns"]'), { path: info.outputPath('owners-check-insights-1280.png') });
  await phone.context().close();
  await desk.context().close();
});
