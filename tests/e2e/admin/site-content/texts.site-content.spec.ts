import { axe } from '../../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAsAdmin, nextDialog, openSection } from '../admin-helpers';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * Formatted text and the privacy notice, editable like other site text: an admin writes Markdown
 * with a live preview, previews the draft, publishes, and what a visitor gets is HTML the server
 * rendered and sanitised. These tests publish the 'privacy' document, so they run in the
 * "content-edits" project, and each puts the built-in notice back at the end.
 */
test.describe.configure({ mode: 'serial' });

const ADDITION = '## Our promise\n\nWe **never sell** your data:\n\n- not to advertisers\n- not to anyone else';

async function openScreen(page: Page, tab: 'Texts' | 'Privacy notice', heading: string) {
  await loginAsAdmin(page);
  await openSection(page, 'Site content');
  await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
}

const notice = (page: Page) => page.getByRole('textbox', { name: 'Notice', exact: true });
const livePreview = (page: Page) => page.getByRole('region', { name: 'Preview: Notice' });

/** Publishes the built-in notice again (History → Restore of the first version) and waits until /privacy shows it. */
async function restoreBuiltIn(page: Page, request: APIRequestContext, gone: string) {
  const history = page.getByRole('region', { name: 'History' });
  const dialog = nextDialog(page);
  await history.getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get('/privacy')).text()).includes(gone)).toBe(false);
}

test('an admin formats the privacy notice with a live preview, previews the draft privately and publishes it', async ({ page, visitor, request }, testInfo) => {
  test.setTimeout(120_000);
  await openScreen(page, 'Privacy notice', 'Privacy notice');
  const original = await notice(page).inputValue();
  expect(original).toContain('{contactRetentionDays}');

  // The live preview shows the formatting as the page will, with the placeholders filled in.
  await notice(page).fill(`${original}\n\n${ADDITION}`);
  await expect(livePreview(page).locator('strong', { hasText: 'never sell' })).toBeVisible();
  await expect(livePreview(page).getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
  await expect(livePreview(page).getByRole('listitem').filter({ hasText: 'not to advertisers' })).toBeVisible();
  await expect(livePreview(page)).toContainText('is deleted automatically after 30 days');
  await expect(livePreview(page)).not.toContainText('{unverifiedAccountDays}');
  await expect(page.getByText(/^[\d,]+ of 20,000 characters$/)).toBeVisible();

  // The shared schema refuses a notice that drops a retention placeholder, at the field.
  await notice(page).fill(`${original.replace('{contactRetentionDays}', '365')}\n\n${ADDITION}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Privacy notice must say how long contact messages are kept: write {contactRetentionDays} where the number of days goes.').first()).toBeVisible();
  await expect(notice(page)).toBeFocused();
  await notice(page).fill(`${original}\n\n${ADDITION}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, /^Draft saved\./);

  // Saved, not published: visitors still read the old notice.
  {
    const v = await visitor('/privacy');
    await expect(v.page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(v.page.locator('main')).not.toContainText('never sell');
    await v.close();
  }
  // The admin's preview link shows the draft on the real page.
  const previewButton = page.getByRole('button', { name: /^Preview the privacy notice/ });
  const [previewPage] = await Promise.all([page.context().waitForEvent('page'), previewButton.click()]);
  await expect(previewPage).toHaveURL(/\/privacy\?preview=/);
  await previewPage.waitForLoadState();
  await expect(previewPage.getByRole('status').filter({ hasText: 'Preview of unpublished changes.' })).toBeVisible();
  await expect(previewPage.locator('main strong', { hasText: 'never sell' })).toBeVisible();
  await previewPage.close();

  // Publish: the page shows it at once, formatted.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  {
    const v = await visitor('/privacy');
    const main = v.page.getByRole('main');
    await expect(main.locator('strong', { hasText: 'never sell' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: 'not to anyone else' })).toBeVisible();
    await expect(main).toContainText('Last updated');
    // A site link inside the text navigates inside the app, like the menu's links.
    await main.getByRole('link', { name: 'send us a message' }).click();
    await expect(v.page).toHaveURL('/contact');
    await v.close();
  }
  await screenshotForReview(page, { path: testInfo.outputPath('privacy-editor-after-publish.png'), fullPage: true });
  await restoreBuiltIn(page, request, 'never sell');
});

test('a pasted <script> and a javascript: link are inert on the public page', async ({ page, visitor, request }) => {
  test.setTimeout(90_000);
  await openScreen(page, 'Privacy notice', 'Privacy notice');
  const original = await notice(page).inputValue();
  const attack = '<script>window.__pwned=1</script>\n\n[x](javascript:alert(1))\n\n<img src=x onerror="window.__pwned=2"> Sabotage attempt';
  await notice(page).fill(`${original}\n\n${attack}`);
  // The live preview shows it as text too.
  await expect(livePreview(page)).toContainText('<script>window.__pwned=1</script>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');

  const html = await (await request.get('/privacy')).text();
  expect(html).toContain('Sabotage attempt');
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toMatch(/href="javascript:/i);
  const v = await visitor('/privacy');
  const main = v.page.getByRole('main');
  await expect(main).toContainText('<script>window.__pwned=1</script>');
  await expect(main).toContainText('[x](javascript:alert(1))');
  await expect(main.locator('a[href^="javascript"], img, script')).toHaveCount(0);
  expect(await v.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await v.close();

  await restoreBuiltIn(page, request, 'Sabotage attempt');
});

test('an admin adds a formatted list to the company profile with the toolbar, reorders the values by keyboard and publishes', async ({ page, visitor, request }) => {
  test.setTimeout(120_000);
  await openScreen(page, 'Texts', 'About the company');
  const profile = page.getByRole('textbox', { name: 'Company Profile: who we are', exact: true });
  const original = await profile.inputValue();
  // Type two lines at the end, select them and press "Bulleted list"; then make a word bold.
  await profile.fill(`${original}\n\nHospitals in Enugu\nSchools in Nsukka`);
  await profile.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.lastIndexOf('Hospitals'), el.value.length));
  await page.getByRole('group', { name: 'Formatting for Company Profile: who we are' }).getByRole('button', { name: 'Bulleted list' }).click();
  await expect(profile).toHaveValue(`${original}\n\n- Hospitals in Enugu\n- Schools in Nsukka`);
  // The toolbar selects what it changed in the next frame, after the new text is in: selecting
  // "Nsukka" before then would be undone by it, and Bold would wrap the whole list.
  const selected = () => profile.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  await expect.poll(selected).toBe('- Hospitals in Enugu\n- Schools in Nsukka');
  await profile.evaluate((el: HTMLTextAreaElement) => {
    const at = el.value.lastIndexOf('Nsukka');
    el.setSelectionRange(at, at + 'Nsukka'.length);
  });
  await page.getByRole('group', { name: 'Formatting for Company Profile: who we are' }).getByRole('button', { name: 'Bold' }).click();
  const preview = page.getByRole('region', { name: 'Preview: Company Profile: who we are' });
  await expect(preview.getByRole('listitem').filter({ hasText: 'Hospitals in Enugu' })).toBeVisible();
  await expect(preview.locator('li strong', { hasText: 'Nsukka' })).toBeVisible();

  // Values: move the second up with the keyboard.
  const second = page.getByRole('group', { name: 'Value 2', exact: true });
  const secondTitle = await second.getByLabel('Title').inputValue();
  await second.getByRole('button', { name: 'Move up value 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Value 1', exact: true }).getByLabel('Title')).toHaveValue(secondTitle);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  {
    const v = await visitor('/companyProfile');
    const main = v.page.getByRole('main');
    await expect(main.getByRole('listitem').filter({ hasText: 'Hospitals in Enugu' })).toBeVisible();
    await expect(main.locator('li strong', { hasText: 'Nsukka' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 }).filter({ hasText: secondTitle })).toBeVisible();
    const values = main.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 });
    await expect(values.first()).toHaveText(secondTitle);
    await v.close();
  }
  await restoreBuiltInAbout(page, request);
});

/** The built-in 'about' document again, through History → Restore. */
async function restoreBuiltInAbout(page: Page, request: APIRequestContext) {
  const history = page.getByRole('region', { name: 'History' });
  const dialog = nextDialog(page);
  await history.getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get('/companyProfile')).text()).includes('Schools in')).toBe(false);
}

test('the Texts and Privacy notice screens have no accessibility violations at 375 and 1280 px', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openScreen(page, 'Texts', 'About the company');
  await expect(page.getByRole('region', { name: 'Preview: Company Profile: who we are' }).getByText(/was founded in Enugu in \d{4}/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { level: 3, name: 'About the company' }).scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: testInfo.outputPath(`texts-editor-${width}.png`), fullPage: width === 1280 });
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((v) => `texts ${width}px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  }
  // The footer document, on the same screen.
  await page.getByRole('button', { name: 'Footer' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Footer' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick link 1' }).getByLabel('Link text')).toHaveValue('Company Profile');
  // The document buttons' colours change with a transition (the one left goes from filled to outline):
  // colours are checked once it has ended, not half-way.
  await page.locator('main').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const { violations: footerViolations } = await axe(page).include('main').analyze();
  expect(footerViolations.map((v) => `footer: ${v.id} ${v.help}`)).toEqual([]);

  await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Privacy notice' })).toBeVisible();
  await expect(livePreview(page).getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { level: 3, name: 'Privacy notice' }).scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: testInfo.outputPath(`privacy-editor-${width}.png`), fullPage: width === 1280 });
    await screenshotForReview(page.locator('.sc-md').first(), { path: testInfo.outputPath(`privacy-notice-field-${width}.png`) });
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((v) => `privacy ${width}px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  }
});

test('the public text pages look as before (screenshots at 375 and 1280 px)', async ({ visitor }, testInfo) => {
  test.setTimeout(120_000);
  for (const path of ['/privacy', '/companyProfile', '/about', '/']) {
    const v = await visitor(path);
    for (const width of [375, 1280]) {
      await v.page.setViewportSize({ width, height: 900 });
      await screenshotForReview(v.page, { path: testInfo.outputPath(`public${path === '/' ? '-home' : path.replace(/\//g, '-')}-${width}.png`), fullPage: true });
    }
    // No Markdown source reaches the page: the placeholders were filled in by the server.
    await expect(v.page.locator('main')).not.toContainText(/\{[A-Za-z]+\}/);
    await v.close();
  }
});
