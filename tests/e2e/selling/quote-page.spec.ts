import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin, createMember } from '../support/accounts';

/**
 * The customer's quote page (docs/decisions/0034-selling.md) at 375 px, with JavaScript and
 * without: the lines, totals with VAT and validity are readable, nothing is wider than the screen,
 * the page is marked noindex, and accepting needs the name and the tick, then shows the acceptance.
 */

/** A member's topic request worked by staff into a sent quote; answers the link staff got once. */
async function sentQuote(request: APIRequestContext, tag: string): Promise<string> {
  const member = await createMember(request, tag);
  const { token: memberToken } = await apiLogin(request, member.email, member.password);
  const topic = `Inventory system for a pharmacy in Ogui Road, Enugu (${tag} ${Date.now()})`;
  const asked = await request.post('/api/topic-requests', {
    headers: { authorization: `Bearer ${memberToken}` },
    data: { topic, level: 'BSc', department: 'Computer Science', phone: '0803 555 0199' },
  });
  expect(asked.status()).toBe(201);
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  const leads = await (await request.get(`/api/leads?q=${encodeURIComponent(topic)}`, { headers: auth })).json();
  const leadId = leads.leads[0].id as number;
  const made = await request.post(`/api/leads/${leadId}/quotes`, {
    headers: auth,
    data: {
      lines: [
        { item_key: 'service:project', description: 'Project research support, BSc, chapters 1–5', quantity: 1, unit_kobo: 15_000_000 },
        { description: 'Working software with source code and installation guide', quantity: 1, unit_kobo: 8_000_050 },
      ],
      discount_kobo: 500_000,
      notes: 'Half on acceptance, half on delivery of chapter 5. Supervision meetings at our Enugu office.',
    },
  });
  expect(made.status()).toBe(201);
  const quote = (await made.json()).quote;
  const sent = await request.post(`/api/quotes/${quote.id}/send`, { headers: auth, data: { version: quote.version } });
  expect(sent.status()).toBe(200);
  return new URL((await sent.json()).link).pathname;
}

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
    const path = await sentQuote(request, 'quote-js');
    const res = await page.goto(path);
    expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expectReadable(page);
    await acceptOnPage(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('readable, and the forms post to the page: a question, then the acceptance', async ({ page, request }) => {
      const path = await sentQuote(request, 'quote-nojs');
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
