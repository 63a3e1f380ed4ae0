import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations, loginAsAdmin, openSection, sendContactMessage, unique } from './admin-helpers';
import { waitForMail } from '../support/mail';
import { expectToast } from '../support/toasts';
import { screenshotForReview } from '../support/screenshots';

/**
 * Working a lead as office staff do (docs/decisions/0024-leads.md): the reply form shows the
 * greeting and signature the mail adds, never twice, and a preview that is the mail sent; the
 * follow-up hint says what the field holds, and closing a lead with a follow-up asks what to do
 * with it; taps on Call and WhatsApp land in the history.
 */

async function openLead(page: Page, name: string) {
  await loginAsAdmin(page);
  await openSection(page, 'Leads');
  await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}

/** Screenshots of `what` at 375 and 1280 px for a person to look at (E2E_SCREENSHOTS=1). */
async function shots(page: Page, info: TestInfo, what: string, target: Parameters<Page['locator']>[0]) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1400 });
    await page.locator(target).scrollIntoViewIfNeeded();
    await screenshotForReview(page.locator(target), { path: info.outputPath(`${what}-${width}.png`) });
  }
}

test('the reply form shows the greeting and signature, drops its own when staff write theirs, and previews the exact mail', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const name = unique('Chinedu Okafor');
  const email = `reply-${Date.now().toString(36)}@example.com`;
  await sendContactMessage(request, { name, email, subject: 'School portal', message: 'We need a portal for 1,200 pupils.' });
  await openLead(page, name);

  const form = page.locator('form.leads-reply');
  const greeting = form.getByTestId('reply-greeting');
  const signature = form.getByTestId('reply-signature');
  await expect(greeting).toHaveText(`Dear ${name},`);
  await expect(signature).toContainText('Kind regards,');
  await expect(signature).toContainText('Administrator');

  // Their own greeting and sign-off with a name: no second greeting, no second sign-off or name.
  const reply = page.getByLabel('Your reply');
  await reply.fill('Dear Chinedu,\n\nA portal for 1,200 pupils costs ₦950,000, hosting included.\n\nRegards,\nAdministrator');
  await expect(greeting).toHaveText('Your own greeting opens the e-mail; no other is added.');
  await expect(signature).not.toContainText('Kind regards');
  await expect(signature).not.toContainText('Administrator');
  await expect(signature).toContainText('E-mail: ');
  await shots(page, info, 'reply-form-own-words', 'form.leads-reply');

  // Typed without them: the form shows both again.
  await reply.fill('A portal for 1,200 pupils costs ₦950,000, hosting included.');
  await expect(greeting).toHaveText(`Dear ${name},`);
  await expect(signature).toContainText('Kind regards,');
  await shots(page, info, 'reply-form', 'form.leads-reply');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: /^Preview: the e-mail as/ });
  await expect(preview).toBeFocused();
  await expect(preview).toContainText(`To${email}`);
  await expect(preview).toContainText('SubjectRe: School portal');
  const shown = await preview.locator('.leads-preview__text').innerText();
  expect(shown.startsWith(`Dear ${name},\n\nA portal for 1,200 pupils costs ₦950,000`)).toBe(true);
  expect(shown).toContain('Kind regards,\nAdministrator');
  await shots(page, info, 'reply-preview', 'form.leads-reply');
  await expectNoAxeViolations(page, 'a lead with the reply preview open');

  // A change of the text puts the stale preview away.
  await reply.fill('A portal for 1,200 pupils costs ₦950,000, hosting included. We can start on Monday.');
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  const final = await page.getByRole('region', { name: /^Preview: the e-mail as/ }).locator('.leads-preview__text').innerText();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, `Reply saved; it is being sent to ${email}.`);
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Re: School portal');
  expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(final.trimEnd());
});

test('the follow-up hint matches the field, and marking a lead Won or Lost with a follow-up asks whether to keep or clear it', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const name = unique('Ifeoma Nwankwo');
  await sendContactMessage(request, { name, email: 'ifeoma@example.com', subject: 'CCTV for our shop', message: 'Four cameras for a shop on Ogui Road.' });
  await openLead(page, name);

  // The hint the field names as its description (the form is drawn anew after each save).
  const hint = page.locator('.leads-work .field').filter({ has: page.getByLabel('Follow up on') }).locator('.hint');
  await expect(page.getByLabel('Follow up on')).toHaveAccessibleDescription(/^No follow-up planned/);
  await expect(hint).toHaveText(/^No follow-up planned/);
  await page.getByLabel('Follow up on').fill('2099-03-04');
  await expect(hint).toHaveText(/^Follow-up planned for .*4 Mar 2099 once you save\./);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Lead updated.');
  await expect(hint).toHaveText(/^Follow-up planned for .*4 Mar 2099\. Clear the date/);
  await page.reload();
  await expect(page.getByLabel('Follow up on')).toHaveValue('2099-03-04');
  await expect(hint).toHaveText(/^Follow-up planned for .*4 Mar 2099\./);
  await expect(page.getByLabel('Follow up on')).toHaveAccessibleDescription(/^Follow-up planned for .*4 Mar 2099\./);

  // Won with the follow-up still set: asked, and a choice is needed before saving.
  await page.getByLabel('Status').selectOption('won');
  const question = page.getByRole('group', { name: /This lead has a follow-up on .*4 Mar 2099\. You are marking it Won/ });
  await expect(question).toBeVisible();
  await expect(hint).toHaveText(/^Follow-up on .*4 Mar 2099: kept as a note only, since a Won lead is never listed as due\.$/);
  await shots(page, info, 'won-question', 'form.leads-work');
  await expectNoAxeViolations(page, 'a lead asking about its follow-up');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Choose whether to keep or clear the follow-up on .*4 Mar 2099\./ })).toBeVisible();
  await question.getByLabel(/^Clear the follow-up/).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Lead updated.');
  await expect(page.getByLabel('Status')).toHaveValue('won');
  await expect(page.getByLabel('Follow up on')).toHaveValue('');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Status: New → Won');
  await expect(history).toContainText('Follow-up: 2099-03-04 → none');

  // Lost, keeping a follow-up: the day stays.
  await page.getByLabel('Status').selectOption('quoted');
  await page.getByLabel('Follow up on').fill('2099-05-06');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Lead updated.');
  await page.getByLabel('Status').selectOption('lost');
  await page.getByLabel(/^Keep the follow-up/).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Lead updated.');
  await expect(page.getByLabel('Status')).toHaveValue('lost');
  await expect(page.getByLabel('Follow up on')).toHaveValue('2099-05-06');
});

test('taps on Call and WhatsApp are written to the lead’s history with who and when', async ({ page, request, context }, info) => {
  test.setTimeout(120_000);
  const name = unique('Obiora Eze');
  await sendContactMessage(request, { name, email: 'obiora@example.com', phone: '0803 555 0199', subject: 'Bulk SMS', message: 'Price of 10,000 SMS?' });
  // The WhatsApp tab is answered here: the test never leaves the machine.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await openLead(page, name);
  const history = page.getByRole('region', { name: 'History' });

  const tapped = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/leads\/\d+\/taps$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^WhatsApp 0803 555 0199/ }).click();
  expect((await tapped).postDataJSON()).toEqual({ channel: 'whatsapp', phone: '+2348035550199' });
  await (await popup).close();
  await expect(history.locator('.leads-event--whatsapp')).toContainText('WhatsApp by Administrator');
  await expect(history.locator('.leads-event--whatsapp')).toContainText('Opened WhatsApp: 0803 555 0199');

  // A tel: link opens the phone app: the page stays, the tap is written all the same.
  await page.evaluate(() => document.querySelectorAll('a[href^="tel:"]').forEach((a) => a.addEventListener('click', (e) => e.preventDefault())));
  await page.getByRole('link', { name: 'Call 0803 555 0199' }).click();
  await expect(history.locator('.leads-event--call')).toContainText('Call by Administrator');
  await expect(history.locator('.leads-event--call')).toContainText('Tapped Call: 0803 555 0199');
  await expect(history.locator('.leads-event--call time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotForReview(page, { path: info.outputPath(`lead-with-taps-${width}.png`), fullPage: true });
  }
});
