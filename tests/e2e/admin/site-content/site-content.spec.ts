import { axe } from '../../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { site } from '../../../../content/site';
import { phoneDisplay } from '../../../../common/phone';
import { dragOnto, loginAsAdmin, nextDialog, openSection } from '../admin-helpers';
import { OLD_DISPLAY, OLD_TEL, OWN_WHATSAPP, expectEverywhere } from '../../site/company-phone-links';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * The first slice of site content: office staff edit the company details in the admin area (Site
 * content → Company details) with draft, preview, publish and history. These tests change what
 * every page shows, so playwright.config.ts runs this file after all the others ("content-edits"
 * project), and each test puts the original details back.
 */
test.describe.configure({ mode: 'serial' });

const NEW_DISPLAY = '+234 803 444 5566';
const NEW_TEL = '+2348034445566';
const OLD = { ...site.phones[0], display: phoneDisplay(site.phones[0].tel) };

async function jsonLd(page: Page): Promise<Record<string, any>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
}

async function openEditor(page: Page) {
  await loginAsAdmin(page);
  await openSection(page, 'Site content');
  await expect(page.getByRole('heading', { level: 3, name: 'Company details' })).toBeVisible();
}

const phone1 = (page: Page) => page.getByRole('group', { name: 'Phone 1 (main number)' });

/** Puts the built-in details back through the History panel's Restore of the first version. */
async function restoreOriginal(page: Page, request: APIRequestContext) {
  const history = page.getByRole('region', { name: 'History' });
  const restore = history.getByRole('button', { name: /^Restore/ }).last();
  const dialog = nextDialog(page);
  await restore.click();
  expect(await dialog).toMatch(/^Publish the version of .* by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get('/contact')).text()).includes(OLD.display)).toBe(true);
}

test('an admin changes the head-office phone: the draft stays private, publishing shows it everywhere, restoring brings the old number back', async ({ page, visitor, request }, testInfo) => {
  test.setTimeout(120_000);
  await openEditor(page);

  // The shared schema refuses a number that cannot be dialled, at the field, before any request.
  const telInput = phone1(page).getByLabel('Phone number');
  await telInput.fill('0803 444 556');
  await expect(phone1(page).getByText('Not a number that can be dialled yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(phone1(page).getByText(/^Phone number is not a number that can be dialled\. Type it as you would dial it/)).toBeVisible();
  await expect(telInput).toBeFocused();
  await expect(telInput).toHaveAttribute('aria-invalid', 'true');

  // Typed once, as Nigerians write it: the dial form follows as it is typed.
  await telInput.fill('0803 444 5566');
  await expect(phone1(page).getByText(`Dials ${NEW_TEL}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, /^Draft saved\./);
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved .* Visitors do not see it until you publish\.$/ })).toBeVisible();

  // The draft survives a reload (it is in the database).
  await page.reload();
  await expect(phone1(page).getByLabel('Phone number')).toHaveValue(NEW_DISPLAY);

  // Saved but unpublished: the public sees the old number, in the page and in the JSON-LD.
  {
    const v = await visitor('/contact');
    await expect(v.page.locator('main')).toContainText(OLD.display);
    await expect(v.page.locator('main')).not.toContainText(NEW_DISPLAY);
    expect((await jsonLd(v.page)).telephone).toBe(OLD.tel);
    await v.close();
    expect(await (await request.get('/')).text()).not.toContain(NEW_DISPLAY);
  }

  // The preview shows the draft to the admin only; the page is not cached and says it is a preview.
  // The document shows on three pages: Preview opens a small menu of them.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const [previewPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /^Contact page/ }).click()]);
  await expect(previewPage).toHaveURL(/\/contact\?preview=/);
  const href = new URL(previewPage.url()).pathname + new URL(previewPage.url()).search;
  await previewPage.waitForLoadState();
  await expect(previewPage.getByRole('status').filter({ hasText: 'Preview of unpublished changes.' })).toBeVisible();
  await expect(previewPage.locator('main')).toContainText(NEW_DISPLAY);
  await previewPage.setViewportSize({ width: 375, height: 900 });
  await screenshotForReview(previewPage, { path: testInfo.outputPath('preview-contact-375.png'), fullPage: false });
  // A link followed inside the preview keeps it: the home page shows the draft number too.
  await previewPage.locator('html[data-hydrated]').waitFor();
  await previewPage.locator('.site-logo').click();
  await expect(previewPage).toHaveURL(/\/\?preview=/);
  await expect(previewPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(previewPage.getByRole('status').filter({ hasText: 'Preview of unpublished changes.' })).toBeVisible();
  await expect(previewPage.locator('footer')).toContainText(NEW_DISPLAY);
  await previewPage.close();
  const previewAnswer = await request.get(href);
  expect(previewAnswer.headers()['cache-control']).toBe('private, no-store');
  expect(previewAnswer.headers()['x-page-cache']).toBeUndefined();
  // A made-up token shows the published page, like any visitor's.
  const forged = await (await request.get('/contact?preview=eyJhbGciOiJIUzI1NiJ9.e30.forged')).text();
  expect(forged).toContain(OLD.display);
  expect(forged).not.toContain(NEW_DISPLAY);
  expect(forged).not.toContain('Preview of unpublished changes');

  // Publish: the change shows at once (the page cache is cleared), everywhere the phone appears.
  await request.get('/contact'); // make sure the old page is in the cache
  expect((await request.get('/contact')).headers()['x-page-cache']).toBe('hit');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  await expect(page.getByRole('status').filter({ hasText: /^The form shows what is on the site now/ })).toBeVisible();
  const fresh = await request.get('/contact');
  expect(fresh.headers()['x-page-cache']).toBe('miss');
  expect(await fresh.text()).toContain(NEW_DISPLAY);
  {
    const v = await visitor('/contact');
    const footer = v.page.locator('footer');
    await expect(footer.getByRole('link', { name: NEW_DISPLAY })).toHaveAttribute('href', `tel:${NEW_TEL}`);
    await expect(v.page.locator('main').getByRole('link', { name: NEW_DISPLAY }).first()).toHaveAttribute('href', `tel:${NEW_TEL}`);
    await expect(v.page.locator('main')).not.toContainText(OLD.display);
    const ld = await jsonLd(v.page);
    expect(ld.telephone).toBe(NEW_TEL);
    expect(ld.contactPoint[0].telephone).toBe(NEW_TEL);
    expect(ld.location[0].telephone).toBe(NEW_TEL);
    // The header is the published details' too: its logo carries the published short name.
    await expect(v.page.locator('header .logo-name')).toHaveText(site.shortName);
    await v.page.setViewportSize({ width: 375, height: 900 });
    await v.page.locator('footer').scrollIntoViewIfNeeded();
    await screenshotForReview(v.page, { path: testInfo.outputPath('public-footer-375.png') });
    await v.page.setViewportSize({ width: 1280, height: 900 });
    await screenshotForReview(v.page, { path: testInfo.outputPath('public-contact-1280.png'), fullPage: true });
    await v.close();
  }
  {
    const v = await visitor('/');
    await expect(v.page.locator('footer').getByRole('link', { name: NEW_DISPLAY })).toBeVisible();
    await v.close();
  }

  // History: who and when, and the field-by-field comparison with the version before.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('by Administrator');
  await history.getByRole('button', { name: /^Compare with previous/ }).first().click();
  const table = history.getByRole('table', { name: /^Changes since the version of/ });
  await expect(table.getByRole('row', { name: /Phone 1 › Phone number/ })).toContainText(OLD.display);
  await expect(table.getByRole('row', { name: /Phone 1 › Phone number/ })).toContainText(NEW_DISPLAY);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Restore the first version in one click (and a confirmation): the old number is back everywhere.
  await restoreOriginal(page, request);
  await expect(phone1(page).getByLabel('Phone number')).toHaveValue(OLD.display);
  {
    const v = await visitor('/contact');
    await expect(v.page.locator('footer').getByRole('link', { name: OLD.display })).toBeVisible();
    expect((await jsonLd(v.page)).telephone).toBe(OLD.tel);
    await v.close();
  }
});

/** Publishes what the form shows and waits until /contact shows `shows`. */
async function publishShowing(page: Page, request: APIRequestContext, shows: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  await expect.poll(async () => (await (await request.get('/contact')).text()).includes(shows)).toBe(true);
}

test('the head-office phone typed once is followed by the texts, the footer, the header, the quick-contact bar, every tel: link and WhatsApp', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  await openEditor(page);
  const number = phone1(page).getByLabel('Phone number');
  await expect(number).toHaveValue(OLD_DISPLAY);
  await expect(page.getByLabel('WhatsApp uses a different number')).not.toBeChecked();
  await expect(page.getByText(`WhatsApp chats open with the main number, ${OLD_DISPLAY}, and follow it when it changes.`)).toBeVisible();

  // Typed once, as it is written in Nigeria: the dial form and the WhatsApp line follow as it is typed.
  await number.fill('0803 444 5566');
  await expect(phone1(page).getByText(`Dials ${NEW_TEL}`)).toBeVisible();
  await expect(page.getByText(`WhatsApp chats open with the main number, ${NEW_DISPLAY}, and follow it when it changes.`)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await phone1(page).scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: testInfo.outputPath(`editor-phone-${width}.png`) });
  }
  await publishShowing(page, request, NEW_DISPLAY);
  await expect(number).toHaveValue(NEW_DISPLAY);
  await expectEverywhere(browser, { tel: NEW_TEL, display: NEW_DISPLAY, gone: OLD_DISPLAY }, NEW_TEL, { homeScreenshot: testInfo.outputPath('home-375.png') });

  // WhatsApp set apart: its own number, typed once too; the calls keep the head office's.
  await page.getByLabel('WhatsApp uses a different number').check();
  const own = page.getByLabel('WhatsApp number');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Type the WhatsApp number, or untick “WhatsApp uses a different number”.', { exact: true })).toBeVisible();
  await expect(own).toBeFocused();
  await own.fill('+234 703 555 0101');
  await expect(page.getByText(`Dials ${OWN_WHATSAPP}`)).toBeVisible();
  await screenshotForReview(page, { path: testInfo.outputPath('editor-whatsapp-apart-1280.png') });
  await publishShowing(page, request, 'wa.me/2347035550101');
  await expectEverywhere(browser, { tel: NEW_TEL, display: NEW_DISPLAY, gone: OLD_DISPLAY }, OWN_WHATSAPP);

  // The built-in details back (History → Restore of the first version), for the tests after this one.
  await restoreOriginal(page, request);
  await expect(number).toHaveValue(OLD_DISPLAY);
  await expectEverywhere(browser, { tel: OLD_TEL, display: OLD_DISPLAY, gone: NEW_DISPLAY }, OLD_TEL);
});

test('a <script> pasted into a text is shown as text and never runs', async ({ page, visitor, request }) => {
  test.setTimeout(90_000);
  await openEditor(page);
  const attack = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
  await page.getByLabel('Tagline').fill(`${attack} Enugu`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');

  const html = await (await request.get('/about')).text();
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('<img src=x');
  const v = await visitor('/about');
  await expect(v.page.locator('.page-hero, main').first()).toContainText(`${attack} Enugu`);
  expect(await v.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect((await jsonLd(v.page)).slogan).toBe(`${attack} Enugu`);
  await v.close();

  await restoreOriginal(page, request);
});

test('the editor has no accessibility violations at 375 and 1280 px, and lists can be reordered by keyboard', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openEditor(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { level: 3, name: 'Company details' }).scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: testInfo.outputPath(`editor-${width}.png`), fullPage: width === 1280 });
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((v) => `${width}px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  }

  // Move the second phone up with the keyboard: the focus follows the moved item (onto Move down,
  // since Move up is disabled at the top), so pressing Enter again moves it back.
  const second = page.getByRole('group', { name: 'Phone 2', exact: true });
  await second.getByRole('button', { name: 'Move up phone 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(phone1(page).getByLabel('Label')).toHaveValue(site.phones[1].label);
  await expect(phone1(page).getByRole('button', { name: 'Move down phone 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(phone1(page).getByLabel('Label')).toHaveValue(site.phones[0].label);
  await expect(page.getByRole('group', { name: 'Phone 2', exact: true }).getByRole('button', { name: 'Move up phone 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(phone1(page).getByLabel('Label')).toHaveValue(site.phones[1].label);
  await expect(page.getByRole('status').filter({ hasText: /^You have unsaved changes\./ })).toBeVisible();

  // Drag by mouse: the first office's grip dropped onto the second office swaps them.
  const offices = page.locator('.sc-list').nth(1);
  await dragOnto(page, offices.locator('[data-drag-handle]').first(), offices.locator(':scope > li').nth(1), 0.75);
  await expect(page.getByRole('group', { name: 'Office 1: Branch Office, Port Harcourt' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Office 2: Head Office, Enugu' })).toBeVisible();

  // Remove asks first; dismissing keeps the item.
  const dialog = nextDialog(page, false);
  await page.getByRole('button', { name: 'Remove phone 2' }).click();
  expect(await dialog).toMatch(/^Remove the phone number/);
  await expect(page.getByRole('group', { name: 'Phone 2', exact: true })).toBeVisible();

  // Nothing was saved: "Undo changes" puts the form back as it is published.
  const undo = nextDialog(page);
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await undo;
  await expect(phone1(page).getByLabel('Label')).toHaveValue(site.phones[0].label);
});
