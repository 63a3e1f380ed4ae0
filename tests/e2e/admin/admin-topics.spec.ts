import { expect, openAdmin, test } from '../support/fixtures';
import { nextDialog, openSection, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';
import { screenshotForReview } from '../support/screenshots';

test('an admin adds, edits and deletes a project topic, and /topics follows each change', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Projects');

  // Title is required.
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByLabel('Topic title')).toBeFocused();

  const title = unique('Design of a Solar Irrigation Controller');
  await page.getByLabel('Topic title').fill(title);
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectToast(page, 'Topic added.');
  await expect(page.getByLabel('Topic title')).toHaveValue('');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();

  await page.goto('/topics');
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  // Edit fills the form from the row and switches to 'Save changes' with 'Cancel'.
  await page.goto('/admin?section=projects');
  await page.getByRole('searchbox', { name: 'Search topics' }).fill(title);
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit project topic' })).toBeVisible();
  await expect(page.getByLabel('Topic title')).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add topic' })).toBeVisible();
  await expect(page.getByLabel('Topic title')).toHaveValue('');

  await row.getByRole('button', { name: /^Edit/ }).click();
  const edited = `${title} (revised)`;
  await page.getByLabel('Topic title').fill(edited);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Topic updated.');
  // After saving, the form is back in add mode.
  await expect(page.getByRole('button', { name: 'Add topic' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: edited })).toBeVisible();

  await page.goto('/topics');
  await expect(page.getByText(edited, { exact: true })).toBeVisible();

  // Delete asks first; dismissing keeps the topic, accepting removes it.
  await page.goto('/admin?section=projects');
  await page.getByRole('searchbox', { name: 'Search topics' }).fill(edited);
  const editedRow = page.getByRole('listitem').filter({ hasText: edited });
  let dialog = nextDialog(page, false);
  await editedRow.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this topic?');
  await expect(editedRow).toBeVisible();

  dialog = nextDialog(page);
  await editedRow.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this topic?');
  await expectToast(page, 'Topic deleted.');
  await expect(editedRow).toHaveCount(0);

  await page.goto('/topics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/An Empirical Analysis/).first()).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});

test('the topic list is searchable and paged, 25 topics a page', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Projects');
  const list = page.locator('ol.admin-rows > li');
  await expect(list).toHaveCount(25);
  const pager = page.getByRole('navigation', { name: 'Topic pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstOnPage1 = await list.first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(list.first()).not.toHaveText(firstOnPage1!);

  await page.getByRole('searchbox', { name: 'Search topics' }).fill('inverter');
  await expect(pager).toHaveCount(0);
  const count = await list.count();
  expect(count).toBeGreaterThan(0);
  for (const text of await list.allTextContents()) expect(text.toLowerCase()).toContain('inverter');

  await page.getByRole('searchbox', { name: 'Search topics' }).fill('zzqx no such topic');
  await expect(page.getByText('No topics found.')).toBeVisible();
});

test('a topic title that already exists is refused in plain words and the form keeps it', async ({ adminPage: page, consoleErrors }) => {
  // The test adds a title that exists: the server answers 409, which the browser reports.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409 .*\/api\/topics\)$/);
  await openAdmin(page);
  await openSection(page, 'Projects');
  const existing = (await page.locator('ol.admin-rows > li .admin-row__main').first().textContent())!;
  await page.getByLabel('Topic title').fill(existing);
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectToast(page, 'A topic with this title already exists.');
  await expect(page.getByLabel('Topic title')).toHaveValue(existing);
});

test('staff choose a topic’s category, the edit form shows it, and /topics lists the topic under it', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Projects');
  const title = unique('Mobile Money Adoption Among Traders in Ogbete Market');
  await page.getByLabel('Topic title').fill(title);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await page.getByLabel('Category').selectOption('Business Administration');
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectToast(page, 'Topic added.');
  await expect(page.getByLabel('Category')).toHaveValue('');

  await page.getByRole('searchbox', { name: 'Search topics' }).fill(title);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Category')).toHaveValue('Business Administration');
  await page.getByLabel('Category').selectOption('Economics');
  await screenshotForReview(page, { path: 'test-results/admin-topic-category.png' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Topic updated.');

  await page.goto('/topics');
  const topics = page.getByRole('main');
  await topics.getByRole('combobox', { name: 'Category' }).selectOption('Economics');
  await expect(topics.locator('ol.topic-list > li').filter({ hasText: title })).toHaveCount(1);
  await topics.getByRole('combobox', { name: 'Category' }).selectOption('Business Administration');
  await expect(topics.locator('ol.topic-list > li').first()).toBeVisible();
  await expect(topics.locator('ol.topic-list > li').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/admin?section=projects');
  await page.getByRole('searchbox', { name: 'Search topics' }).fill(title);
  const dialog = nextDialog(page);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await dialog;
  await expectToast(page, 'Topic deleted.');
});

test('staff search the topics as members do, best first, see each topic’s category and list one category', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Projects');
  const rows = page.locator('ol.admin-rows > li');
  const status = page.locator('.admin-list-card p[aria-live="polite"]');

  // Not one piece of a title: every word of it, as on /topics ("hospital system" was no substring of any title).
  await page.getByRole('searchbox', { name: 'Search topics' }).fill('hospital system');
  await expect(status).toHaveText(/ matching “hospital system”, best first\.$/);
  await expect(rows.first().locator('.admin-row__main')).toContainText('Computerised Hospital Records System');
  await expect(rows.first().locator('.admin-row__meta')).toHaveText('Computer Science');

  // One category: the search keeps to it, then the whole category, A to Z.
  const shown = page.getByRole('combobox', { name: 'Show topics in' });
  await shown.selectOption('Management');
  await expect(page.getByText('No topics found.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search topics' }).fill('hospital');
  await expect(status).toHaveText(/ in Management matching “hospital”, best first\.$/);
  await expect(rows.first().locator('.admin-row__main')).toContainText('Hospitals');
  expect(new Set(await rows.locator('.admin-row__meta').allTextContents())).toEqual(new Set(['Management']));
  await page.getByRole('searchbox', { name: 'Search topics' }).fill('');
  await expect(status).toHaveText(/^Showing 1–\d+ of \d+ topics in Management\.$/);
  await screenshotForReview(page.locator('.admin-list-card'), { path: 'test-results/admin-topic-category-filter.png' });
  const categories = await rows.locator('.admin-row__meta').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['Management']));

  await shown.selectOption('');
  await expect(status).toHaveText(/^Showing 1–25 of \d+ topics\.$/);

  // At phone width the select, the search and each row's category still fit.
  await page.setViewportSize({ width: 375, height: 900 });
  await shown.selectOption('Economics');
  await expect(status).toHaveText(/^Showing 1–\d+ of \d+ topics in Economics\.$/);
  await screenshotForReview(page.locator('.admin-list-card'), { path: 'test-results/admin-topic-category-filter-375.png' });
});
