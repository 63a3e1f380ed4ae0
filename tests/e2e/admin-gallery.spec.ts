import { expect, openAdmin, test } from './support/fixtures';
import { nextDialog, openSection, pngFile, toast, unique } from './admin-helpers';

test('an admin uploads a gallery image with a progress bar, edits its alt text and deletes it, and /gallery follows', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Gallery');

  // Title and image are required.
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Please choose an image to upload.')).toBeVisible();

  const title = unique('Networking class, Enugu');
  const alt = `${title}: trainees crimping network cables at our training room`;
  await page.getByLabel('Title').first().fill(title);
  await page.getByLabel(/^Alt text/).first().fill(alt);
  await page.getByLabel(/^Image/).setInputFiles(await pngFile('class.png', { r: 40, g: 90, b: 160 }, 1200, 800));
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();

  // A real <progress> fed by the upload's progress events: record every value it shows.
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) w.__progress.push(Number(bar.getAttribute('value')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(toast(page, 'Image uploaded.')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.max(...seen)).toBe(100);
  await expect(page.locator('progress')).toHaveCount(0);
  await expect(page.getByLabel('Title').first()).toHaveValue('');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt }) });
  await expect(card).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();

  // Alt text edited in place, then saved.
  await page.goto('/admin?section=gallery');
  const newAlt = `${title}: eight trainees at the network practical`;
  await card.getByLabel('Alt text').fill(newAlt);
  await card.getByRole('button', { name: /^Save/ }).click();
  await expect(toast(page, 'Image details saved.')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: newAlt }) });
  await expect(edited).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: newAlt }).first()).toBeVisible();

  await page.goto('/admin?section=gallery');
  const dialog = nextDialog(page);
  await edited.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this image?');
  await expect(toast(page, 'Image deleted.')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('img', { name: newAlt })).toHaveCount(0);
});

test('a delete that cannot reach the server says Something went wrong and keeps the image', async ({ adminPage: page, consoleErrors }) => {
  // The test cuts the delete call off the network below; the browser reports that failed request.
  consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED .*\/api\/gallery\?id=/);
  await openAdmin(page);
  await openSection(page, 'Gallery');
  const title = unique('Server room upgrade');
  await page.getByLabel('Title').first().fill(title);
  await page.getByLabel(/^Image/).setInputFiles(await pngFile('room.png', { r: 200, g: 120, b: 40 }));
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(toast(page, 'Image uploaded.')).toBeVisible();

  await page.route('**/api/gallery?id=*', (route) => (route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue()));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: title }) });
  const dialog = nextDialog(page);
  await card.getByRole('button', { name: /^Delete/ }).click();
  await dialog;
  await expect(toast(page, 'Something went wrong')).toBeVisible();
  await expect(card).toBeVisible();
});
