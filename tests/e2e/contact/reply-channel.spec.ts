import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminGet } from '../support/accounts';
import { fillSender } from '../support/contact-form';
import { likeAPerson } from '../support/like-a-person';

/**
 * "How should we answer?" follows a typed phone number: once there is a number the answer is
 * WhatsApp, not e-mail, unless the visitor chose otherwise; without a number it stays e-mail. The
 * e-mail address stays required. With JavaScript the choice changes as the number is typed;
 * without it, the form starts with no choice made and the server answers by the same rule, and a
 * choice made is stored as made.
 */

async function replyViaOf(request: APIRequestContext, email: string): Promise<string> {
  const { leads } = await adminGet<{ leads: { email: string; reply_via: string }[] }>(request, `/api/leads?q=${encodeURIComponent(email)}`);
  expect(leads).toHaveLength(1);
  return leads[0].reply_via;
}

const radio = (page: Page, name: 'Phone call' | 'WhatsApp' | 'E-mail') => page.getByRole('radio', { name });
const phoneField = (page: Page) => page.getByLabel('Phone / WhatsApp (optional)');

const MESSAGE = 'We need a records system for a clinic in Enugu. Please get in touch.';

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a typed number turns the answer to WhatsApp, an emptied one back to e-mail; the message is stored that way', async ({ page, request }) => {
    const email = `ada.reply.${Date.now()}@example.com`;
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('#contact-reply-hint')).toHaveText('With a number, we answer on WhatsApp unless you choose otherwise.');
    await expect(radio(page, 'E-mail')).toBeChecked();
    await phoneField(page).pressSequentially('0803 555 0199');
    await expect(radio(page, 'WhatsApp')).toBeChecked();
    await phoneField(page).fill('');
    await expect(radio(page, 'E-mail')).toBeChecked();
    await phoneField(page).fill('0803 555 0199');
    await expect(radio(page, 'WhatsApp')).toBeChecked();

    // The e-mail address is still required.
    await page.getByLabel('Name', { exact: true }).fill('Ada Okeke');
    await page.getByLabel('Message', { exact: true }).fill('We need a records system for a clinic in Enugu. Please get in touch.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await expect(page.locator('altcha-widget .altcha[data-state]')).toHaveAttribute('data-state', 'verified');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ phone: '+2348035550199', replyVia: 'whatsapp' });
    await expect(page.locator('.contact-sent')).toContainText('We will answer you on WhatsApp at 0803 555 0199.');
    expect(await replyViaOf(request, email)).toBe('whatsapp');
  });

  test("the visitor's own choice stays while the number changes", async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await phoneField(page).fill('0803 555 0199');
    await expect(radio(page, 'WhatsApp')).toBeChecked();
    await radio(page, 'Phone call').check();
    await phoneField(page).fill('');
    await phoneField(page).pressSequentially('0813 555 0123');
    await expect(radio(page, 'Phone call')).toBeChecked();
    await radio(page, 'E-mail').check();
    await phoneField(page).pressSequentially('4');
    await expect(radio(page, 'E-mail')).toBeChecked();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('no choice made: with a number the message is answered on WhatsApp, without one by e-mail; a choice made is stored', async ({ page, request }) => {
    const stamp = Date.now();
    const cases = [
      { email: `obi.nojs.${stamp}@example.com`, phone: '0803 555 0199', pick: null, stored: 'whatsapp', says: 'We will answer you on WhatsApp' },
      { email: `eze.nojs.${stamp}@example.com`, phone: '', pick: null, stored: 'email', says: 'We will answer by e-mail' },
      { email: `uzo.nojs.${stamp}@example.com`, phone: '0803 555 0199', pick: 'E-mail' as const, stored: 'email', says: 'We will answer by e-mail' },
    ];
    for (const [i, c] of cases.entries()) {
      await test.step(`${c.phone ? 'a number' : 'no number'}, ${c.pick ?? 'no choice'}`, async () => {
        // A page of its own each time (a campaign link's page is never cached): the page cache hands
        // out one page, and so one form stamp, which a browser can send once.
        await page.goto(`/contact?utm_source=reply-case-${i}`);
        for (const name of ['Phone call', 'WhatsApp', 'E-mail'] as const) await expect(radio(page, name)).not.toBeChecked();
        await fillSender(page, 'Obiora Nwankwo', c.email, MESSAGE);
        if (c.phone) await phoneField(page).fill(c.phone);
        if (c.pick) await radio(page, c.pick).check();
        await likeAPerson(page);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page).toHaveURL(new RegExp(`/contact\\?sent=${c.stored}#contact-sent-title$`));
        await expect(page.locator('.contact-sent')).toContainText(c.says);
        expect(await replyViaOf(request, c.email)).toBe(c.stored);
      });
    }
  });
});
