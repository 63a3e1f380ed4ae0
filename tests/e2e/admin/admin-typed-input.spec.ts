import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { adminToken, loginAsAdmin, unique } from './admin-helpers';

/**
 * The topic, client and gallery forms keep what is typed in this browser until it is saved
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md); the site-content editors and the lead
 * forms are covered with a session that really ends in typed-drafts.site-content.spec.ts.
 */

const RECOVERED = /^Recovered what you typed on .+\. It is not saved yet/;
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin-typed:')));
const note = (page: Page) => page.getByRole('status').filter({ hasText: RECOVERED });

test('a topic being changed comes back after a reload, in edit mode for the same topic; Cancel forgets it', async ({ page, request }) => {
  const token = await adminToken(request);
  const title = unique('Design of a Solar Inverter Monitor');
  const added = await request.post('/api/topics', { headers: { authorization: `Bearer ${token}` }, data: { title } });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  try {
    await loginAsAdmin(page);
    await page.goto('/admin?section=projects');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill(title);
    await page.getByRole('button', { name: `Edit: ${title}` }).click();
    const field = page.getByLabel('Topic title');
    await field.fill(`${title} (revised)`);
    await expect.poll(() => keptKeys(page)).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Edit project topic' })).toBeVisible();
    await expect(field).toHaveValue(`${title} (revised)`);
    await expect(note(page)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field).toHaveValue('');
    await expect(note(page)).toHaveCount(0);
    await expect.poll(() => keptKeys(page)).toEqual([]);
  } finally {
    await request.delete(`/api/topics?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('a new client and a gallery picture\'s texts are kept over a reload (not the pictures), and Discard puts the saved ones back', async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin?section=clients&module=Hospitals');
  const name = unique('Mercy Specialist Hospital');
  await page.getByLabel('Client name').fill(name);
  await page.getByLabel('Location').fill('Abakaliki');
  await expect.poll(() => keptKeys(page)).toHaveLength(1);
  await page.reload();
  await expect(page.getByLabel('Client name')).toHaveValue(name);
  await expect(page.getByLabel('Location')).toHaveValue('Abakaliki');
  await expect(note(page)).toContainText('A logo you had chosen is not kept: choose it again.');
  await note(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue('');
  await expect.poll(() => keptKeys(page)).toEqual([]);

  // A picture's texts in the gallery list (a chosen file is never kept, so the upload rows keep nothing).
  const title = unique('Reception desk');
  const picture = await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 11, g: 93, b: 75 } } }).jpeg().toBuffer();
  const posted = await request.post('/api/gallery', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { title, image: { name: 'reception.jpg', mimeType: 'image/jpeg', buffer: picture } },
  });
  expect(posted.ok()).toBe(true);
  await page.goto('/admin?section=gallery');
  const item = page.locator('form.admin-gallery__form').filter({ has: page.locator(`input[value="${title}"]`) });
  const saved = await item.getByLabel('Title').inputValue();
  await item.getByLabel('Title').fill('Server room at the Enugu office');
  await expect.poll(() => keptKeys(page)).toHaveLength(1);
  await page.reload();
  await expect(item.getByLabel('Title')).toHaveValue('Server room at the Enugu office');
  await expect(item.locator('.kept-note')).toContainText('Recovered what you typed');
  await item.getByRole('button', { name: 'Discard' }).click();
  await expect(item.getByLabel('Title')).toHaveValue(saved);
  await expect.poll(() => keptKeys(page)).toEqual([]);
});
