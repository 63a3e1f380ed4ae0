import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, adminGet, apiLogin, seedSession } from '../support/accounts';
import { fillSender } from '../support/contact-form';
import { likeAPerson } from '../support/like-a-person';
import { screenshotForReview } from '../support/screenshots';

/**
 * A quote request that knows what it is about (docs/decisions/0035-price-hints-and-quote-requests.md):
 * from /hospital, "Request a demo" and "Get a quote" land on the contact form with the product named
 * in the Subject, with and without JavaScript; the lead carries the product and its page, and the
 * admin's inbox shows them in the list and on the lead. The page's price is on it, and in its JSON-LD.
 */

const SUBJECT_DEMO = 'Hospital Management Software — demo';
const SUBJECT_QUOTE = 'Hospital Management Software — quote';

async function leadsOf(request: APIRequestContext, email: string) {
  type Lead = { id: number; name: string; subject: string; item_key: string | null; item_name: string | null; item_page: string | null; item_intent: string | null };
  return (await adminGet<{ leads: Lead[] }>(request, `/api/leads?q=${encodeURIComponent(email)}`)).leads;
}

const MESSAGE = 'We have 40 beds in Nsukka and two pharmacies; please show us billing and HMO claims.';

test.describe('Request a demo from /hospital at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with JavaScript: the price is on the page, the form names the product, and the inbox shows it', async ({ page, request }) => {
    const email = `obinna.js.${Date.now()}@example.com`;
    await page.goto('/hospital');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('.product-hero .price-tag')).toHaveText('From ₦1,200,000 per licence');
    // The page's Product carries its price as an Offer.
    const ld = (await page.locator('main script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld[0]).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: '1200000.00', priceCurrency: 'NGN', priceSpecification: { '@type': 'UnitPriceSpecification', unitText: 'per licence' } } });

    await page.locator('.product-hero').getByRole('link', { name: 'Request a demo' }).click();
    await expect(page).toHaveURL(/\/contact\?item=hospital&intent=demo#contact-form-title$/);
    const subject = page.getByLabel('Subject (optional)');
    await expect(subject).toHaveValue(SUBJECT_DEMO);
    await expect(page.locator('#contact-about')).toHaveText(`About: ${SUBJECT_DEMO}`);
    await screenshotForReview(page.locator('.contact-form-card'), { path: 'test-results/quote-request-form-js-375.png' });

    await fillSender(page, 'Dr Obinna Nwankwo', email, MESSAGE);
    await expect(page.locator('altcha-widget .altcha[data-state]')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ subject: SUBJECT_DEMO, item: 'hospital', intent: 'demo' });
    await expect(page.getByRole('heading', { name: 'Your message has been sent successfully!' })).toBeFocused();

    const [lead] = await leadsOf(request, email);
    expect(lead).toMatchObject({ subject: SUBJECT_DEMO, item_key: 'hospital', item_name: 'Hospital Management Software', item_page: '/hospital', item_intent: 'demo' });

    // The admin's inbox: the list row and the lead say what it is about and where it came from.
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedSession(page, admin.token, admin.user);
    await page.goto(`/admin?section=leads&q=${encodeURIComponent(email)}`);
    const row = page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: /Dr Obinna Nwankwo/ });
    await expect(row).toContainText('About: Hospital Management Software (demo), from /hospital');
    await row.click();
    await expect(page.locator('.leads-about')).toHaveText('About: Hospital Management Software (demo), from /hospital');
  });
});

test.describe('Get a quote from /hospital without JavaScript at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the server-rendered form names the product, the post stores it, and a made-up item is ignored', async ({ page, request }) => {
    const email = `obinna.nojs.${Date.now()}@example.com`;
    await page.goto('/hospital');
    await page.locator('.product-cta').getByRole('link', { name: 'Get a quote' }).click();
    await expect(page).toHaveURL(/\/contact\?item=hospital&intent=quote#contact-form-title$/);
    await expect(page.getByLabel('Subject (optional)')).toHaveValue(SUBJECT_QUOTE);
    await expect(page.locator('input[type="hidden"][name="item"]')).toHaveValue('hospital');
    await screenshotForReview(page.locator('.contact-form-card'), { path: 'test-results/quote-request-form-nojs-375.png' });

    await fillSender(page, 'Mrs Ifeoma Nnaji', email, MESSAGE);
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=email#contact-sent-title$/);
    const [lead] = await leadsOf(request, email);
    expect(lead).toMatchObject({ subject: SUBJECT_QUOTE, item_key: 'hospital', item_name: 'Hospital Management Software', item_page: '/hospital', item_intent: 'quote' });

    // An item the site does not have: the plain form, nothing of the address shown.
    const made = await page.goto('/contact?item=%3Cb%3Ebig%3C%2Fb%3E&intent=demo');
    expect(made?.status()).toBe(200);
    await expect(page.getByLabel('Subject (optional)')).toHaveValue('');
    await expect(page.locator('input[name="item"]')).toHaveCount(0);
    expect(await page.content()).not.toContain('<b>big</b>');
  });
});

/**
 * The phone's sticky bar carries the page's item: its "Get a quote" on a product, service or training
 * page opens the form about that item (the page's own buttons already did), and elsewhere the plain form.
 */
const quickQuote = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Get a quote' });

test.describe('The sticky bar\'s "Get a quote" at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with JavaScript: from /hospital, /training and /domain it names the item; from /about it does not', async ({ page }) => {
    await page.goto('/hospital');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(quickQuote(page)).toBeVisible();
    await quickQuote(page).click();
    await expect(page).toHaveURL(/\/contact\?item=hospital&intent=quote#contact-form-title$/);
    await expect(page.getByLabel('Subject (optional)')).toHaveValue(SUBJECT_QUOTE);
    // Another item's page, and a page that sells nothing.
    await page.goto('/training');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(quickQuote(page)).toHaveAttribute('href', '/contact?item=training&intent=quote#contact-form-title');
    await page.goto('/about');
    await expect(quickQuote(page)).toHaveAttribute('href', '/contact#contact-form-title');
  });
});

test.describe('The sticky bar\'s "Get a quote" without JavaScript at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the server-rendered bar names the page\'s item and the form starts with it', async ({ page }) => {
    await page.goto('/hospital');
    await quickQuote(page).click();
    await expect(page).toHaveURL(/\/contact\?item=hospital&intent=quote#contact-form-title$/);
    await expect(page.getByLabel('Subject (optional)')).toHaveValue(SUBJECT_QUOTE);
    await expect(page.locator('input[type="hidden"][name="item"]')).toHaveValue('hospital');
    await page.goto('/domain');
    await expect(quickQuote(page)).toHaveAttribute('href', '/contact?item=domain&intent=quote#contact-form-title');
  });
});
