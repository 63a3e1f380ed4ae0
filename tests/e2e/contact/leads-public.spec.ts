import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin, createMember, gotoHydrated, seedSession } from '../support/accounts';
import { hold } from '../support/hold';
import { likeAPerson } from '../support/like-a-person';
import { screenshotForReview } from '../support/screenshots';

/**
 * Leads from the public side (docs/decisions/0024-leads.md): the contact form's phone number, reply
 * choice, origin and confirmation, with and without JavaScript; a member's topic request from the
 * list, seen on My account; the topic search by words.
 */

const HOSPITAL = 'Design and Implementation of a Computerised Hospital Records System (A Case Study of a General Hospital in Enugu)';
const BAD_PHONE = 'Please enter a Nigerian phone number, such as 0803 555 0199 or +234 803 555 0199.';
const NEEDS_PHONE = 'Please give a phone or WhatsApp number so that we can answer you that way.';

interface LeadRow {
  email: string;
  phone: string | null;
  reply_via: string;
  source: string | null;
  campaign: string | null;
  landing_page: string | null;
  spam_check: string;
}

async function adminLeads(request: APIRequestContext, q: string): Promise<LeadRow[]> {
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get(`/api/leads?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).leads;
}

/** The whole of an element is on the screen. */
async function expectInViewport(page: Page, el: Locator) {
  const box = await el.boundingBox();
  const view = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(view.width);
}


test.describe('the contact form at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with JavaScript: a message with a phone number, answered on WhatsApp, confirmed in view; the visit origin goes with it', async ({ page, request }) => {
    const email = `amaka.${Date.now()}@example.com`;
    // The visit starts on the home page from a campaign link shared on WhatsApp.
    await page.goto('/?utm_source=whatsapp&utm_campaign=december-promo', { referer: 'https://web.whatsapp.com/' });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // A navigation inside the site (the menu's link; the menu itself is folded away at this width).
    await page.locator('header a[href="/contact"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByLabel('Name', { exact: true }).fill('Amaka Obi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const phone = page.getByLabel('Phone / WhatsApp (optional)');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await phone.fill('0803 555 0199');
    // A number typed: the answer follows it (reply-channel.spec.ts); choosing it again changes nothing.
    await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByLabel('Message', { exact: true }).fill('We need a pharmacy stock system for two branches in Nsukka.');
    await expect(page.locator('altcha-widget .altcha[data-state]')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });

    const release = await hold(page, '**/api/contact');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      phone: '+2348035550199',
      replyVia: 'whatsapp',
      landing: '/?utm_source=whatsapp&utm_campaign=december-promo',
      referrer: 'https://web.whatsapp.com/',
    });
    release();

    const heading = page.getByRole('heading', { name: 'Your message has been sent successfully!' });
    await expect(heading).toBeFocused();
    const panel = page.locator('.contact-sent');
    await expect(panel).toContainText('We will answer you on WhatsApp at 0803 555 0199.');
    await expect(panel).toContainText('We answer within one working day');
    const whatsapp = panel.getByRole('link', { name: /Follow up on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/2348095550142\?text=.*Amaka%20Obi/);
    await expectInViewport(page, panel);
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
    await screenshotForReview(page, { path: 'test-results/contact-sent-js-375.png' });

    const [lead] = await adminLeads(request, email);
    expect(lead).toMatchObject({ phone: '+2348035550199', reply_via: 'whatsapp', campaign: 'december-promo', landing_page: '/', spam_check: 'captcha' });

    await panel.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Phone / WhatsApp (optional)')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  });

  test('a bad phone number, or WhatsApp chosen without one, gets the schema message on the phone field and sends nothing', async ({ page }) => {
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Obinna');
    await page.getByLabel('Email', { exact: true }).fill('obinna@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Do you sell hotel software?');
    const phone = page.getByLabel('Phone / WhatsApp (optional)');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(BAD_PHONE)).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await phone.fill('');
    await page.getByRole('radio', { name: 'Phone call' }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(NEEDS_PHONE)).toBeVisible();
    await expect(phone).toBeFocused();
    expect(posted).toBe(false);
  });

  test('a campaign page or one reached from another site is rendered for its visitor alone, with its origin in hidden fields', async ({ request }) => {
    const campaign = await request.get('/contact?utm_source=facebook&utm_campaign=school-portal', { headers: { referer: 'https://l.facebook.com/' } });
    expect(campaign.headers()['x-page-cache']).toBeUndefined();
    const html = await campaign.text();
    expect(html).toContain('name="landing" value="/contact?utm_source=facebook&amp;utm_campaign=school-portal"');
    expect(html).toContain('name="referrer" value="https://l.facebook.com/"');
    // The plain page (cached for everyone) carries no one's origin.
    for (let i = 0; i < 2; i++) {
      const plain = await (await request.get('/contact')).text();
      expect(plain).not.toContain('name="landing"');
      expect(plain).not.toContain('name="referrer"');
    }
  });
});

test.describe('the contact form without JavaScript at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('a message with a phone number is confirmed in view by the page action, with the origin of the visit', async ({ page, request }) => {
    const email = `uche.nojs.${Date.now()}@example.com`;
    await page.goto('/contact?utm_source=facebook&utm_campaign=school-portal', { referer: 'https://l.facebook.com/' });
    await page.getByLabel('Name').fill('Uche Eze');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone / WhatsApp (optional)').fill('+234 (0) 803 555 0199');
    await page.getByRole('radio', { name: 'Phone call' }).check();
    await page.getByLabel('Message', { exact: true }).fill('Please call me about a school portal for 600 pupils.');
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=phone#contact-sent-title$/);
    const panel = page.locator('.contact-sent');
    await expect(panel.getByRole('heading', { name: 'Your message has been sent successfully!' })).toBeVisible();
    await expect(panel).toContainText('We will call you on the number you gave us.');
    await expect(panel.getByRole('link', { name: /Follow up on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348095550142\?text=/);
    await expectInViewport(page, panel);
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
    await screenshotForReview(page, { path: 'test-results/contact-sent-nojs-375.png' });

    const [lead] = await adminLeads(request, email);
    expect(lead).toMatchObject({ phone: '+2348035550199', reply_via: 'phone', campaign: 'school-portal', landing_page: '/contact', spam_check: 'form' });

    await panel.getByRole('link', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('a bad phone number comes back with the message under the field and the values kept', async ({ consoleErrors, page }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(400, '/contact');
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ngozi');
    await page.getByLabel('Email').fill('ngozi@example.com');
    await page.getByLabel('Phone / WhatsApp (optional)').fill('0803 555');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByLabel('Message', { exact: true }).fill('Training dates for Excel, please.');
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(BAD_PHONE)).toBeVisible();
    await expect(page.getByLabel('Phone / WhatsApp (optional)')).toHaveValue('0803 555');
    await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });
});

test.describe('a member and the topics', () => {
  let member: Awaited<ReturnType<typeof apiLogin>>;
  test.beforeAll(async ({ request }) => {
    const account = await createMember(request, 'leads');
    member = await apiLogin(request, account.email, account.password);
  });

  test('"hospital system" finds the hospital records topic, which is requested in a tap and then seen on My account', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await seedSession(page, member.token, member.user);
    await gotoHydrated(page, '/topics');
    const list = page.getByRole('main').locator('ol.topic-list');
    await expect(list.locator('li').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('hospital system');
    const row = list.locator('li').filter({ hasText: HOSPITAL });
    await expect(row).toHaveCount(1);
    await expect(row.locator('mark')).toHaveText(['Hospital', 'System', 'Hospital']);

    const open = row.getByRole('button', { name: /^Request this topic/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Request a project topic' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Topic')).toHaveValue(HOSPITAL);
    await expect(dialog).toContainText(member.user.email);
    await expect(dialog).toContainText(member.user.username);
    // Escape closes it and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Choose the level: BSc, MSc or PhD.')).toBeVisible();
    await dialog.getByLabel('Level').selectOption('MSc');
    await dialog.getByLabel('Department').fill('Computer Science');
    await dialog.getByLabel('Deadline (optional)').fill('2027-03-31');
    await dialog.getByLabel('Phone / WhatsApp (optional)').fill('0803 555 0199');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('dialog', { name: 'Topic request sent' });
    await expect(sent.getByText(`We have your request for “${HOSPITAL}”.`)).toBeFocused();
    await expectInViewport(page, sent.getByRole('link', { name: 'My account' }));
    await screenshotForReview(page, { path: 'test-results/topic-request-sent-375.png' });
    await sent.getByRole('link', { name: 'My account' }).click();

    await expect(page).toHaveURL('/account');
    const mine = page.getByRole('region', { name: 'My topic requests' });
    const item = mine.getByRole('listitem').filter({ hasText: HOSPITAL });
    await expect(item).toContainText('Received: we will contact you soon');
    await expect(item).toContainText('MSc');
    await expect(item).toContainText('Computer Science');
    await expect(item).toContainText('31 March 2027');
    await screenshotForReview(page, { path: 'test-results/account-requests-375.png', fullPage: true });
  });

  test('"Request a topic" opens the same form with an empty topic', async ({ page }) => {
    await seedSession(page, member.token, member.user);
    await gotoHydrated(page, '/topics');
    await expect(page.getByRole('main').locator('ol.topic-list li').first()).toBeVisible();
    await page.getByRole('button', { name: 'Request a topic', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a project topic' });
    await expect(dialog.getByLabel('Topic')).toHaveValue('');
    await expect(dialog.getByLabel('Topic')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Request a topic', exact: true })).toBeFocused();
  });
});
