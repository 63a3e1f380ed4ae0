import { expectNoAxeViolationsAtBothWidths } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hold } from '../support/hold';
import { expectFormPageBudget } from '../support/form-widget-budget';
import { adminGet, gotoHydrated as open } from '../support/accounts';

/** The contact page (/contact): offices and phones before JavaScript, the captcha's loading, validation and the texts of each answer. */

const widget = (page: Page) => page.locator('altcha-widget');
const widgetState = (page: Page) => page.locator('altcha-widget .altcha[data-state]');

async function fillContact(page: Page, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Chinedu Okafor');
  await page.getByLabel('Email', { exact: true }).fill('Chinedu@Example.com');
  await page.getByLabel('Subject (optional)').fill('Hospital software quote');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

const CHALLENGE = '**/api/captcha/challenge';

/**
 * Fills the form while the challenge is blocked (the widget would otherwise solve itself as soon as
 * the form is entered), then lets it through and ticks "I'm not a robot" like a visitor would.
 */
async function fillAndSolve(page: Page, message: string) {
  await page.route(CHALLENGE, (route) => route.abort());
  await fillContact(page, message);
  await expect(widgetState(page)).toHaveCount(1);
  await expect(widgetState(page)).not.toHaveAttribute('data-state', 'verifying');
  await page.unroute(CHALLENGE);
  const checkbox = widget(page).getByRole('checkbox', { name: "I'm not a robot" });
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(widgetState(page)).toHaveAttribute('data-state', 'verified');
  await expect(widget(page).getByRole('checkbox')).toBeChecked();
}

test.describe('the contact page', () => {
  test('shows both offices, phone links, email, opening hours and WhatsApp before any JavaScript runs', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toContain('Contact Us');
    expect(html).toContain('Head Office, Enugu');
    expect(html).toContain('Branch Office, Port Harcourt');
    expect(html).toContain('href="tel:+2348095550142"');
    expect(html).toContain('href="tel:+2348135550187"');
    expect(html).toContain('href="mailto:info@example.com"');
    expect(html).toContain('https://wa.me/2348095550142');
    expect(html).toContain('Monday to Friday');
    expect(html).toContain('<altcha-widget');
  });

  test('the captcha code is not part of the first load and loads once the form is used', async ({ page, request }) => {
    // Served without React (docs/decisions/0038-pages-without-react-in-the-browser.md): the widget
    // script alone, which fetches the form's widget; nothing of the captcha or the schemas.
    const html = await (await request.get('/contact')).text();
    expect(html).not.toContain('modulepreload');
    expectFormPageBudget(html, 'contact-form', '/contact');

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /altcha/i.test(s))).toEqual([]);
    await expect(page.getByText('Preparing a quick, automatic spam check…')).toBeAttached();

    await page.getByLabel('Name', { exact: true }).focus();
    await expect(widget(page).getByRole('checkbox')).toBeVisible();
    expect(scripts.some((s) => /altcha/i.test(s))).toBe(true);
    await expect(page.getByText('Preparing a quick, automatic spam check…')).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`the spam check appears in the space kept for it: nothing below it moves at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await open(page, '/contact');
      const buttonTop = () =>
        page.getByRole('button', { name: 'Send Message' }).evaluate((b) => Math.round(b.getBoundingClientRect().top + window.scrollY));
      const before = await buttonTop();
      await expect(page.getByText('Preparing a quick, automatic spam check…')).toBeAttached();
      await page.locator('.altcha-field').scrollIntoViewIfNeeded();
      await expect(widget(page).getByRole('checkbox')).toBeVisible();
      expect(await buttonTop()).toBe(before);
    });
  }

  test('the spam check solves itself while the visitor fills in the form, within the site CSP', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await open(page, '/contact');
    await fillContact(page, 'Can you host our school website?');
    await expect(widgetState(page)).toHaveAttribute('data-state', 'verified');
    await expect(widget(page).getByRole('checkbox')).toBeChecked();
    expect(await page.locator('altcha-widget input[type="hidden"][name="altcha"]').inputValue()).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('sending without solving the captcha asks the visitor to verify', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    // The widget solves itself when the form is entered; without a challenge it cannot.
    await page.route('**/api/captcha/challenge', (route) => route.abort());
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await open(page, '/contact');
    await fillContact(page, 'Please send a quote.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please verify you are not a robot.', { exact: true })).toBeVisible();
    expect(posted).toBe(false);
  });

  test('empty and malformed fields show the schema messages', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    await page.route('**/api/captcha/challenge', (route) => route.abort());
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  });

  test('a solved captcha sends the message, puts a lasting confirmation in place of the form, and reaches the admin inbox', async ({ consoleErrors, page, request }) => {
    // fillAndSolve holds the spam check back while the form is filled:
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    const message = `We need a hospital management system for 40 beds. ${Date.now()}`;
    // The request is held until the sending state has been seen.
    const release = await hold(page, '**/api/contact');
    await open(page, '/contact');
    await fillAndSolve(page, message);
    const sent = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const usedToken = ((await sent).postDataJSON() as { captchaToken: string }).captchaToken;
    release();
    // The confirmation stays (no toast that fades), its heading focused so it is read out and in view.
    const heading = page.locator('.contact-sent').getByRole('heading', { name: 'Your message has been sent successfully!' });
    await expect(heading).toBeFocused();
    await expect(page.locator('.contact-sent')).toContainText('We will answer by e-mail at chinedu@example.com.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
    // "Send another message" brings back an empty form, with a fresh spam check.
    await page.getByRole('button', { name: 'Send another message' }).click();
    for (const label of ['Name', 'Email', 'Subject (optional)', 'Message']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    // The new form's spam check is a fresh one: it starts once the form has the focus (which the
    // button gave the name field) and ends with a proof other than the one already used.
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(widgetState(page)).toHaveAttribute('data-state', 'verified');
    await expect(widget(page).locator('input[type="hidden"]')).not.toHaveValue(usedToken);
    await expect(widget(page).locator('input[type="hidden"]')).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const { messages } = await adminGet<{ messages: { name: string; email: string; subject: string; message: string }[] }>(
      request,
      '/api/messages',
    );
    expect(messages.find((m) => m.message === message)).toMatchObject({
      name: 'Chinedu Okafor',
      email: 'chinedu@example.com',
      subject: 'Hospital software quote',
    });
  });

  test('a refused message shows "Error: " and the server message', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    consoleErrors.allowResponse(400, '/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'X' }) }),
    );
    await open(page, '/contact');
    await fillAndSolve(page, 'Is bulk SMS available for churches?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: X' })).toHaveText('Error: X');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Is bulk SMS available for churches?');
  });

  test('a network failure shows the apology', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    consoleErrors.allowResponse('network', '/api/contact');
    await page.route('**/api/contact', (route) => route.abort());
    await open(page, '/contact');
    await fillAndSolve(page, 'Do you train staff on weekends?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' })).toHaveText(
      'Something went wrong. Please try again later.',
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Do you train staff on weekends?');
  });

  // The page as first loaded is checked by axe-all.spec.ts.
  test('the contact page has no accessibility violations at 375 and 1280 px, with the captcha loaded and with errors', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 900 });
    await open(page, '/contact');
    await page.getByLabel('Name', { exact: true }).focus();
    await expect(widget(page).getByRole('checkbox')).toBeVisible();
    await expect(widgetState(page)).toHaveAttribute('data-state', /unverified|verified/);
    await expectNoAxeViolationsAtBothWidths(page, 'the contact page with the captcha loaded');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the contact page with errors');
  });
});
