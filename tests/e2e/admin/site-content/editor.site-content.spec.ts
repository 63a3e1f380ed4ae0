import type { Page } from '@playwright/test';
import { nextDialog, toast } from '../admin-helpers';
import { expect, test } from '../../support/fixtures';
import { screenshotForReview } from '../../support/screenshots';

/**
 * The editors' one Preview (at the top of every Site content screen) and the page picker of link
 * fields, on the footer document: what is typed is saved quietly as the draft and shown in a new
 * tab, for the admin only. Runs with the site-content edits (playwright.config.ts): the draft is
 * discarded again at the end, nothing is published.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function openFooter(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/admin?section=content&screen=texts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Footer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Footer' })).toBeVisible();
}

const quickLink = (page: Page, n: number) => page.getByRole('group', { name: `Quick link ${n}` });
const previewButton = (page: Page) => page.getByRole('button', { name: /^Preview the home page/ });

test('the page picker lists the site’s pages by name and stores the path; a typed address is checked like before', async ({ adminPage: page }, info) => {
  await openFooter(page);
  const picker = quickLink(page, 1).getByLabel('Page', { exact: true });
  await expect(picker).toHaveValue('/companyProfile');
  await expect(picker.locator('option:checked')).toHaveText('Company Profile (/companyProfile)');
  // Grouped like the site's menu; the admin and invitation pages are not offered.
  await expect(picker.locator('optgroup')).toHaveCount(5);
  await expect(picker.locator('option[value="/admin"]')).toHaveCount(0);

  // By keyboard: the list takes the focus with Tab and a page is chosen with the arrow keys.
  await quickLink(page, 1).getByLabel('Link text').focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await picker.selectOption({ label: 'Contact (/contact)' });
  await expect(picker).toHaveValue('/contact');

  // Another page address: a text box appears with the current path to edit.
  await picker.selectOption({ label: 'Another page address…' });
  const address = quickLink(page, 1).getByLabel('Other page address');
  await expect(address).toHaveValue('/contact');
  await address.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath('picker-other-1280.png') });
  // The footer links only to this site: another site's address is refused at the field, and
  // Preview opens no tab while the form has an error.
  await address.fill('https://example.com/');
  const tabs = page.context().pages().length;
  await previewButton(page).click();
  await expect(quickLink(page, 1).getByText('Link address must be a page of this site starting with /, e.g. /contact.')).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(page.context().pages().length).toBe(tabs);

  // Back to a listed page: the text box goes, the list holds the path.
  await picker.selectOption({ label: 'Gallery (/gallery)' });
  await expect(address).toHaveCount(0);
  await expect(picker).toHaveValue('/gallery');

  await page.setViewportSize({ width: 375, height: 800 });
  await picker.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath('picker-375.png') });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await previewButton(page).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath('editor-top-375.png') });
});

test('Preview saves what was typed as the draft and shows it in a new tab; visitors still see the published footer', async ({ adminPage: page, request }, info) => {
  await openFooter(page);
  const marker = `Preview check ${Date.now()}.`;
  const notice = page.getByLabel('Rights notice');
  await notice.fill(marker);
  const linkText = await quickLink(page, 1).getByLabel('Link text').inputValue();
  await quickLink(page, 1).getByLabel('Page', { exact: true }).selectOption({ label: 'Contact (/contact)' });
  await expect(page.getByRole('status').filter({ hasText: /^You have unsaved changes/ })).toBeVisible();
  await screenshotForReview(page, { path: info.outputPath('editor-preview-button-1280.png') });

  const [tab] = await Promise.all([page.context().waitForEvent('page'), previewButton(page).click()]);
  await expect(tab).toHaveURL(/\/\?preview=/);
  await expect(tab.getByRole('status').filter({ hasText: 'Preview of unpublished changes.' })).toBeVisible();
  const footer = tab.locator('footer');
  await expect(footer).toContainText(marker);
  await expect(footer.getByRole('link', { name: linkText, exact: true })).toHaveAttribute('href', /^\/contact(\?|$)/);
  await tab.close();

  // Saved on the way, without a toast of its own; the form now shows the saved draft.
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved .* Visitors do not see it until you publish\.$/ })).toBeVisible();
  await expect(toast(page, /^Draft saved/)).toHaveCount(0);
  await expect(notice).toHaveValue(marker);
  // The public page does not show it.
  expect(await (await request.get('/')).text()).not.toContain(marker);

  // Put things back: the draft is discarded.
  const dialog = nextDialog(page);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  expect(await dialog).toMatch(/^Discard the draft\?/);
  await expect(page.getByRole('status').filter({ hasText: /^The form shows what is on the site now/ })).toBeVisible();
  await expect(notice).not.toHaveValue(marker);
});

test('a document shown on several pages: Preview opens a menu of them, closed with Escape', async ({ adminPage: page }, info) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin?section=content&screen=team');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 3, name: 'Team' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: 'Preview which page' });
    await expect(menu.getByRole('button')).toHaveText([/^Company profile/, /^Home page/]);
    await expect(menu.getByRole('button').first()).toBeFocused();
    await screenshotForReview(page, { path: info.outputPath(`preview-menu-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
  }
  // Nothing typed and no draft: the menu's page opens as visitors see it.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /^Company profile/ }).click()]);
  await expect(tab).toHaveURL(/\/companyProfile(\?preview=[^&]+)?$/);
  await tab.close();
});
