import { expect, openAdmin, test } from '../support/fixtures';
import { fileOnDisk, nextDialog, openSection, pngFile, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';

const SPEC_ORDER = [
  'Hotels',
  'Hospitals',
  'Governments',
  'Schools',
  'Multinational companies',
  'Manufacturing Companies',
  'Lounge/Club',
  'Transport',
  'Oil and Gas',
  'Estate Management companies',
  'SuperMarkets',
  'Religious Organisations',
  'Websites',
];

test('Client Modules lists its 13 modules in their order, and Back to Modules returns to them', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Client Modules');
  const names = page.locator('.admin-module__name');
  await expect(names).toHaveCount(13);
  expect(await names.allTextContents()).toEqual(SPEC_ORDER);

  await page.getByRole('link', { name: /^Transport/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Transport', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/section=clients&module=Transport/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Transport', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Modules' }).click();
  await expect(page.locator('.admin-module__name')).toHaveCount(13);
  await expect(page.getByRole('link', { name: /^Transport/ })).toBeFocused();
});

test('an admin adds a hotel with a logo, sees it on /hotels, edits it and deletes it', async ({ adminPage: page, request }) => {
  await openAdmin(page);
  await openSection(page, 'Client Modules');
  await page.getByRole('link', { name: /^Hotels/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Hotels', exact: true })).toBeVisible();

  // Name and location are required.
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Location is required.')).toBeVisible();
  await expect(page.getByLabel('Client name')).toBeFocused();

  const name = unique('Hilltop Suites Enugu');
  await page.getByLabel('Client name').fill(name);
  await page.getByLabel('Location').fill('Independence Layout, Enugu');
  await page.getByLabel(/^Logo/).setInputFiles(await pngFile('logo.png', { r: 11, g: 93, b: 75 }));
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectToast(page, 'Client added.');
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveCount(0);

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Independence Layout, Enugu');
  const logo = await row.locator('img').getAttribute('src');
  expect(logo).toMatch(/^\/uploads\//);

  const hotels = await (await request.get('/hotels')).text();
  expect(hotels).toContain(name);
  expect(hotels).toContain(logo!);
  expect((await request.get(logo!)).status()).toBe(200);

  // Edit fills the form from the row; after saving the form returns to add mode.
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Client name')).toHaveValue(name);
  await expect(page.getByLabel('Location')).toHaveValue('Independence Layout, Enugu');
  await expect(page.getByRole('img', { name: 'The picture saved now' })).toBeVisible();
  await page.getByLabel('Location').fill('GRA, Enugu');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Client updated.');
  await expect(page.getByRole('button', { name: 'Add client' })).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await expect(row).toContainText('GRA, Enugu');
  // The logo was kept, since no new one was chosen.
  await expect(row.locator('img')).toHaveAttribute('src', logo!);
  expect(await (await request.get('/hotels')).text()).toContain('GRA, Enugu');

  const dialog = nextDialog(page);
  await row.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this client?');
  await expectToast(page, 'Client deleted.');
  await expect(row).toHaveCount(0);
  expect(await (await request.get('/hotels')).text()).not.toContain(name);
});

test('a Websites client needs a web address instead of a location', async ({ adminPage: page, request }) => {
  await openAdmin(page);
  await page.goto('/admin?section=clients&module=Websites');
  await expect(page.getByRole('heading', { level: 3, name: 'Websites', exact: true })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveCount(0);
  const name = unique('Udi Hills Farms');
  await page.getByLabel('Client name').fill(name);
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Website address is required.')).toBeVisible();
  await page.getByLabel('Website address').fill('udihillsfarms.com.ng');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectToast(page, 'Client added.');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('https://udihillsfarms.com.ng');
  expect(await (await request.get('/website')).text()).toContain('https://udihillsfarms.com.ng');

  const dialog = nextDialog(page);
  await row.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this client?');
  await expect(row).toHaveCount(0);
});

test('a logo that is not a picture, or is over 20 MB, is refused in plain words before upload', async ({ adminPage: page }) => {
  await openAdmin(page);
  await page.goto('/admin?section=clients&module=Schools');
  const logo = page.getByLabel(/^Logo/);
  await logo.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded.')).toBeVisible();
  await logo.setInputFiles(fileOnDisk('huge.png', Buffer.alloc(20 * 1024 * 1024 + 10)));
  await expect(page.getByText('This picture is larger than 20 MB. Please choose a smaller one.')).toBeVisible();
});
