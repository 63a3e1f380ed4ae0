import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeCameraJpeg } from '../../support/images';
import { expect, openAdmin, test } from '../support/fixtures';
import { adminToken, nextDialog, openSection, pngFile, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';
import { watchGalleryUploads } from './gallery-uploads-watch';

test('an admin uploads a gallery image with a progress bar, edits its alt text and deletes it, and /gallery follows', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Gallery');

  // Photos are required, then a title each.
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Please choose the photos to upload.')).toBeVisible();

  const title = unique('Networking class, Enugu');
  const alt = `${title}: trainees crimping network cables at our training room`;
  await page.getByLabel('Photos', { exact: true }).setInputFiles(await pngFile('class.png', { r: 40, g: 90, b: 160 }, 1200, 800));
  const row = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Title')).toHaveValue('Class');
  await row.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(row.getByText('Title is required.')).toBeVisible();
  await expect(row.getByLabel('Title')).toBeFocused();
  await row.getByLabel('Title').fill(title);
  await row.getByLabel('Alt text').fill(alt);

  // A real <progress> fed by the upload's progress events: record every value it shows.
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) w.__progress.push(Number(bar.getAttribute('value')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expectToast(page, 'Image uploaded.');
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.max(...seen)).toBe(100);
  await expect(page.locator('progress')).toHaveCount(0);
  await expect(row).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt }) });
  await expect(card).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();

  // Alt text edited in place, then saved.
  await page.goto('/admin?section=gallery');
  const newAlt = `${title}: eight trainees at the network practical`;
  await card.getByLabel('Alt text').fill(newAlt);
  await card.getByRole('button', { name: /^Save/ }).click();
  await expectToast(page, 'Image details saved.');
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: newAlt }) });
  await expect(edited).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: newAlt }).first()).toBeVisible();

  await page.goto('/admin?section=gallery');
  const dialog = nextDialog(page);
  await edited.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this image?');
  await expectToast(page, 'Image deleted.');
  await expect(edited).toHaveCount(0);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.getByRole('img', { name: newAlt })).toHaveCount(0);
});

test('one photo that is not a picture, is too large or cannot be read (HEIC) is refused on its own row, and the others are uploaded', async ({ adminPage: page, request, consoleErrors }) => {
  // The server's refusal of the file that is no picture (415) is logged by the browser. And while
  // Playwright records the trace (playwright.config.ts), its recorder fetches the page's blob:
  // previews, which the page's CSP refuses (connect-src 'self'); with --trace off this never shows.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 415 .*\/api\/gallery/);
  consoleErrors.allow(/Connecting to 'blob:.*' violates the following Content Security Policy directive: "connect-src 'self'"/);
  const { sent } = await watchGalleryUploads(page);
  await openAdmin(page);
  await openSection(page, 'Gallery');
  const title = unique('Good photo');
  // Files on disk: Playwright hands a large in-memory file to the page through a blob fetch, which the CSP forbids.
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-mixed-'));
  const files = {
    'notes.pdf': Buffer.from('%PDF-1.4'),
    'huge.jpg': Buffer.alloc(20 * 1024 * 1024 + 10),
    'broken.jpg': Buffer.from('not really a jpeg, only a name'),
    'good.png': await sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 20, g: 140, b: 90 } } }).png().toBuffer(),
  };
  for (const [name, data] of Object.entries(files)) writeFileSync(path.join(dir, name), data);
  await page.getByLabel('Photos', { exact: true }).setInputFiles(Object.keys(files).map((name) => path.join(dir, name)));
  const rows = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  // Then an iPhone's HEIC photo, as a phone's picker names its type: neither this browser nor the
  // website reads it, so it is sent as it is (not made smaller first) and the server says which
  // pictures it takes.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2048, 7)]);
  await page.getByLabel('Photos', { exact: true }).setInputFiles({ name: 'IMG_0420.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded.');
  await expect(rows.nth(1)).toContainText('“huge.jpg” is 20.0 MB. Please choose a picture of at most 20 MB.');
  await rows.nth(2).getByRole('checkbox', { name: /^Decorative/ }).check();
  await rows.nth(3).getByLabel('Title').fill(title);
  await rows.nth(3).getByLabel('Alt text').fill(`${title}: green test card`);
  await expect(rows.nth(4).getByLabel('Title')).toHaveValue('');
  await rows.nth(4).getByLabel('Title').fill('Front desk, Enugu office');
  await rows.nth(4).getByRole('checkbox', { name: /^Decorative/ }).check();
  await page.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expectToast(page, '1 of 3 photos uploaded. The others say below what went wrong.');
  // The broken file and the HEIC photo stay with the server's refusal; the good one is on the website.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText(/Only JPEG, PNG, WebP, GIF or AVIF/);
  await expect(rows.nth(3)).toContainText(/Only JPEG, PNG, WebP, GIF or AVIF/);
  // The files the browser could not read went as they were chosen.
  expect(await sent()).toEqual(expect.arrayContaining([
    { type: 'image/jpeg', size: files['broken.jpg'].length, name: 'broken.jpg' },
    { type: 'image/heic', size: heic.length, name: 'IMG_0420.HEIC' },
  ]));
  await expect(page.getByRole('img', { name: `${title}: green test card` })).toBeVisible();
  const token = await adminToken(request);
  const list = (await (await request.get('/api/gallery')).json()).gallery as { id: number; title: string }[];
  for (const { id } of list.filter((g) => g.title === title)) await request.delete(`/api/gallery?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
  rmSync(dir, { recursive: true, force: true });
});

test('a delete that cannot reach the server says Something went wrong and keeps the image', async ({ adminPage: page, consoleErrors }) => {
  // The test cuts the delete call off the network below; the browser reports that failed request.
  consoleErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED .*\/api\/gallery\?id=/);
  await openAdmin(page);
  await openSection(page, 'Gallery');
  const title = unique('Server room upgrade');
  await page.getByLabel('Photos', { exact: true }).setInputFiles(await pngFile('room.png', { r: 200, g: 120, b: 40 }));
  const row = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
  await row.getByLabel('Title').fill(title);
  await row.getByLabel('Alt text').fill(title);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expectToast(page, 'Image uploaded.');

  await page.route('**/api/gallery?id=*', (route) => (route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue()));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: title }) });
  const dialog = nextDialog(page);
  await card.getByRole('button', { name: /^Delete/ }).click();
  await dialog;
  await expectToast(page, 'Something went wrong');
  await expect(card).toBeVisible();
});

test('an admin uploads five camera photos at once: no camera names as titles, sent smaller, stored upright in the order chosen; one moved with the keyboard, and /gallery follows', async ({ adminPage: page, request }) => {
  // Five 12 MP JPEGs of 6–10 MB each, as phones and chat apps name them; A is a portrait photo
  // (the sensor's 4032 × 3024 with EXIF orientation 6).
  const dir = mkdtempSync(path.join(tmpdir(), 'camera-'));
  const run = unique('Photo');
  const names = ['IMG_20261201_093011.jpg', 'PXL_20261201_093512345.jpg', 'DSC01234.JPG', 'WhatsApp Image 2026-12-01 at 09.30.11.jpeg', 'Screenshot_20261201-094502.jpg'];
  const photos = await Promise.all(['A', 'B', 'C', 'D', 'E'].map(async (letter, i) => {
    const file = path.join(dir, names[i]);
    writeFileSync(file, await makeCameraJpeg({ orientation: i === 0 ? 6 : undefined }));
    return { file, title: `${run} ${letter}`, alt: `${run} ${letter}: our team at work, picture ${letter}` };
  }));
  const sizes = photos.map((p) => statSync(p.file).size);
  expect(Math.min(...sizes)).toBeGreaterThan(5 * 1024 * 1024);
  // Uploads are sent one or two at a time, never all five at once; the page notes each picture it sends.
  const { mostInFlight, sent: sentPictures } = await watchGalleryUploads(page);

  try {
    await openAdmin(page);
    await openSection(page, 'Gallery');
    await page.getByLabel('Photos', { exact: true }).setInputFiles(photos.map((p) => p.file));
    const pending = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    await expect(pending).toHaveCount(5);
    // A camera's or app's file name is no title: each waits for staff to write one.
    const titles = () => pending.locator('input[id$="-title"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect.soft(await titles()).toEqual(['', '', '', '', '']);

    // Each photo needs a title and a description or "Decorative" before anything is sent.
    await page.getByRole('button', { name: 'Upload 5 photos' }).click();
    await expect(page.getByText('Please describe the photo, or tick “Decorative”.')).toHaveCount(5);
    // The first row's first field in error has the focus: its title.
    await expect(pending.first().locator(':focus')).toHaveCount(1);
    expect.soft(await pending.first().getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);
    expect.soft(await pending.getByText('Title is required.').count()).toBe(5);
    expect(await mostInFlight()).toBe(0);

    for (const [i, p] of photos.entries()) {
      const row = pending.nth(i);
      await row.getByLabel('Title').fill(p.title);
      if (i === 4) await row.getByRole('checkbox', { name: /^Decorative/ }).check();
      else await row.getByLabel('Alt text').fill(p.alt);
    }
    await page.getByRole('button', { name: 'Upload 5 photos' }).click();
    // The browser and then the server decode, turn and resize 60 megapixels: on a busy machine that takes longer
    // than the usual wait for a toast, so this wait only catches an upload that never ends.
    await expectToast(page, '5 photos uploaded.', { timeout: 150_000 });
    await expect(pending).toHaveCount(0);
    expect(await mostInFlight()).toBeGreaterThanOrEqual(1);
    expect(await mostInFlight()).toBeLessThanOrEqual(2);

    // Each photo was made smaller in the browser: every picture sent is smaller than the smallest file.
    const sent = (await sentPictures()).map((p) => p.size);
    expect(sent).toHaveLength(5);
    expect(Math.min(...sent)).toBeGreaterThan(100_000);
    expect.soft(Math.max(...sent)).toBeLessThan(Math.min(...sizes));

    // The list, as the website will show it: my five in the order chosen, A B C D E.
    const items = page.locator('ol.admin-gallery > li');
    const mine = async () => {
      const titles = await items.locator('input[id$="-title"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      return titles.filter((t) => t.startsWith(run));
    };
    await expect.poll(mine).toHaveLength(5);
    expect.soft(await mine()).toEqual(photos.map((p) => p.title));

    // The portrait photo is stored upright: taller than wide, the sensor's red corner at the top right.
    const stored = ((await (await request.get('/api/gallery')).json()).gallery as { title: string; image_url: string; width: number; height: number }[])
      .find((g) => g.title === photos[0].title)!;
    expect(stored.height / stored.width).toBeCloseTo(4 / 3, 2);
    const pixels = await sharp(await (await request.get(stored.image_url)).body()).resize(12, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    // The block is (230, 20, 20); the noisy gradient around it never has both green and blue that low.
    const red = (x: number) => pixels[x * 3] > 200 && pixels[x * 3 + 1] < 50 && pixels[x * 3 + 2] < 50;
    expect([red(11), red(0)]).toEqual([true, false]);

    // E moves to the top with the keyboard: Enter on its focused Move up button, four times.
    const wanted = [4, 0, 1, 2, 3].map((i) => photos[i].title);
    for (let moves = 0; moves < 40; moves++) {
      const now = await mine();
      const at = now.findIndex((t, i) => t !== wanted[i]);
      if (at === -1) break;
      // The photo that belongs here moves up, by Enter on its focused Move up button.
      const title = wanted[at];
      const up = page.getByRole('button', { name: `Move up ${title}`, exact: true });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `“${title}” is now photo` })).toContainText('Order saved.');
      await expect(page.getByRole('button', { name: /^Move (up|down) / }).and(page.locator(':focus'))).toHaveCount(1);
    }
    expect(await mine()).toEqual(wanted);

    // The order is stored: a reload shows it, and so does /gallery with its lightbox.
    await page.reload();
    await expect.poll(mine).toEqual(wanted);
    await page.goto('/gallery');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const captions = (await page.locator('.gallery-item__caption').allTextContents()).filter((c) => c.startsWith(run));
    expect(captions).toEqual(wanted);
    for (const p of photos.slice(0, 4)) await expect(page.getByRole('img', { name: p.alt, exact: true })).toBeVisible();
    // The decorative photo has an empty alt; its link is named by its title.
    const decorative = page.getByRole('link', { name: photos[4].title, exact: true });
    await expect(decorative.locator('img')).toHaveAttribute('alt', '');
    // The portrait photo is upright on the website too: taller than wide.
    const portrait = page.getByRole('img', { name: photos[0].alt, exact: true });
    expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);

    await page.getByRole('link', { name: photos[1].alt, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: photos[1].title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: photos[1].alt, exact: true })).toBeVisible();
  } finally {
    // The photos go again, so the other gallery tests see the gallery they expect.
    const token = await adminToken(request);
    const list = (await (await request.get('/api/gallery')).json()).gallery as { id: number; title: string }[];
    for (const { id } of list.filter((g) => g.title.startsWith(run))) await request.delete(`/api/gallery?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    rmSync(dir, { recursive: true, force: true });
  }
});
