import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, openAdmin, test } from '../support/fixtures';
import { adminToken, openSection, pngFile, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';

/**
 * The admin's data-entry forms (topics, clients, a gallery picture, the upload rows) check with the
 * form kit and the server's schemas (docs/decisions/0023-form-kit.md): a refused submit shows the
 * schema's message beside its field (aria-invalid, the message first in aria-describedby), focuses
 * the first such field, and a valid one saves. Screenshots at 375 and 1280 px of each screen with
 * its errors.
 */

/** `input` is focused, marked invalid, and described first by `message`, written inside its own field. */
async function expectErrorAt(input: Locator, message: string) {
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await input.getAttribute('aria-describedby'))!.split(' ')[0];
  const error = input.page().locator(`[id="${errorId}"]`);
  await expect(error).toHaveText(message);
  const field = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field ")][1]');
  await expect(field.locator(`[id="${errorId}"]`)).toHaveCount(1);
}

test('the topic form: an empty title is refused beside the field, a title that exists is refused there by the server, a new one saves', async ({ adminPage: page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 409 .*\/api\/topics\)$/);
  await openAdmin(page);
  await openSection(page, 'Projects');
  const title = page.getByLabel('Topic title');
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectErrorAt(title, 'Title is required.');

  const existing = (await page.locator('ol.admin-rows > li .admin-row__main').first().textContent())!;
  await title.fill(existing);
  await expect(title).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectToast(page, 'A topic with this title already exists.');
  await expectErrorAt(title, 'A topic with this title already exists.');

  const fresh = unique('Design of a Borehole Water Level Monitor');
  await title.fill(fresh);
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expectToast(page, 'Topic added.');
  await expect(title).toHaveValue('');
  const row = page.getByRole('listitem').filter({ hasText: fresh });
  await expect(row).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expectToast(page, 'Topic deleted.');
});

test('the client form: the schema\'s messages beside name, location and website address, then a client saves', async ({ adminPage: page }) => {
  await openAdmin(page);
  await page.goto('/admin?section=clients&module=Schools');
  await expect(page.getByRole('heading', { level: 3, name: 'Schools', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectErrorAt(page.getByLabel('Client name'), 'Name is required.');
  await expect(page.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');

  // The name fixed, the location is the first field left with an error.
  const name = unique('Federal Government College Enugu');
  await page.getByLabel('Client name').fill(name);
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectErrorAt(page.getByLabel('Location'), 'Location is required.');
  await expect(page.getByLabel('Client name')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Location').fill('Enugu');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectToast(page, 'Client added.');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Enugu');
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expectToast(page, 'Client deleted.');

  // A Websites client: an address that is no web address is refused by the shared schema.
  await page.goto('/admin?section=clients&module=Websites');
  await page.getByLabel('Client name').fill(unique('Coal City Bakery'));
  await page.getByLabel('Website address').fill('ftp://bakery.example.com');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expectErrorAt(page.getByLabel('Website address'), 'Website address must start with http:// or https://');
});

test('the upload rows and a gallery picture\'s form: messages beside the row\'s fields, the first focused; valid texts save', async ({ adminPage: page, request }) => {
  const token = await adminToken(request);
  const title = unique('Front office');
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 60, g: 100, b: 160 } } }).jpeg().toBuffer();
  const posted = await request.post('/api/gallery', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title, alt: `${title}: the reception desk`, image: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: picture } },
  });
  expect(posted.status()).toBe(201);
  const { image } = (await posted.json()) as { image: { id: number } };
  const uploaded = unique('Lab photo');
  try {
    await openAdmin(page);
    await openSection(page, 'Gallery');

    // Two rows: the first is fine, the second has no title and no description.
    await page.getByLabel('Photos', { exact: true }).setInputFiles([
      await pngFile('lab-1.png', { r: 20, g: 120, b: 80 }),
      await pngFile('lab-2.png', { r: 120, g: 20, b: 80 }),
    ]);
    const rows = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await rows.nth(0).getByLabel('Title').fill(`${uploaded} 1`);
    await rows.nth(0).getByLabel('Alt text').fill(`${uploaded} 1: students at the computers`);
    await rows.nth(1).getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expectErrorAt(rows.nth(1).getByLabel('Title'), 'Title is required.');
    await expect(rows.nth(1).getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
    await expect(rows.nth(1).getByText('Please describe the photo, or tick “Decorative”.')).toBeVisible();
    await expect(rows.nth(0).getByLabel('Title')).not.toHaveAttribute('aria-invalid');

    await rows.nth(1).getByLabel('Title').fill(`${uploaded} 2`);
    await rows.nth(1).getByRole('checkbox', { name: /^Decorative/ }).check();
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expectToast(page, '2 photos uploaded.');
    await expect(rows).toHaveCount(0);

    // A picture's own form.
    const item = page.getByRole('form', { name: `Details of ${title}` });
    const itemTitle = item.getByLabel('Title');
    await itemTitle.fill('   ');
    await item.getByRole('button', { name: /^Save/ }).click();
    await expectErrorAt(itemTitle, 'Title is required.');
    await itemTitle.fill(`${title} (renamed)`);
    await expect(itemTitle).not.toHaveAttribute('aria-invalid');
    await item.getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Image details saved.');
    const saved = (await (await request.get('/api/gallery')).json()).gallery as { id: number; title: string }[];
    expect(saved.find((g) => g.id === image.id)?.title).toBe(`${title} (renamed)`);
  } finally {
    const list = (await (await request.get('/api/gallery')).json()).gallery as { id: number; title: string }[];
    for (const { id } of list.filter((g) => g.id === image.id || g.title.startsWith(uploaded))) {
      await request.delete(`/api/gallery?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  }
});
