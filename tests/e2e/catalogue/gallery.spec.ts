import { axe } from '../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';

/** Photo Gallery and its lightbox. */

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const titles = [`Oracle class ${run}`, `Hospital go-live ${run}`, `Network rack ${run}`];
const uploaded: { id: number; title: string; image_url: string }[] = [];

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

function photo(i: number): Promise<Buffer> {
  const colours = [
    { r: 11, g: 93, b: 75 },
    { r: 242, g: 169, b: 0 },
    { r: 43, g: 123, b: 185 },
  ];
  return sharp({ create: { width: 900 + i * 100, height: 600, channels: 3, background: colours[i % 3] } }).jpeg().toBuffer();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const token = await adminToken(request);
  for (const [i, title] of titles.entries()) {
    const res = await request.post('/api/gallery', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, image: { name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i) } },
    });
    expect(res.status()).toBe(201);
    uploaded.push((await res.json()).image);
  }
  await request.dispose();
});

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
}

/** The thumbnail link of an image, found by its alt text (the API sets alt to the title). */
const thumb = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
const captions = (page: Page) => page.locator('.gallery-item__caption').allTextContents();
/** The thumbnail link of the gallery item at `index` (-1: the last), whatever its alt text: other tests add pictures too. */
const thumbAt = (page: Page, index: number) => (index < 0 ? page.locator('.gallery-item a').last() : page.locator('.gallery-item a').nth(index));

test('the gallery lists uploaded images with srcset, sizes and dimensions, as links to the full image', async ({ page, request }) => {
  await openGallery(page);
  for (const image of uploaded) {
    const link = thumb(page, image.title);
    await expect(link).toHaveAttribute('href', image.image_url);
    const img = link.locator('img');
    await expect(img).toHaveAttribute('srcset', /\d+w/);
    await expect(img).toHaveAttribute('sizes', /.+/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  const full = await request.get(uploaded[0].image_url);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('image/webp');
});

test('images below the first few load lazily', async ({ page }) => {
  await openGallery(page);
  const loading = await page.locator('.gallery-item img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
  expect(loading.slice(0, 4).every((l) => l === 'eager')).toBe(true);
  expect(loading.slice(4).every((l) => l === 'lazy')).toBe(true);
});

test('clicking a thumbnail opens a modal lightbox labelled by the image title, with focus inside and the page locked', async ({ page }) => {
  await openGallery(page);
  await thumb(page, titles[1]).click();
  const dialog = page.getByRole('dialog', { name: titles[1] });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('img', { name: titles[1] })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Previous image' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next image' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(page.url()).toMatch(/\/gallery$/);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('Next wraps from the last image to the first, and Previous from the first to the last', async ({ page }) => {
  await openGallery(page);
  const all = await captions(page);
  const first = all[0];
  const last = all[all.length - 1];

  await thumbAt(page, -1).click();
  await expect(page.getByRole('dialog', { name: last })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(`1 of ${all.length}`);

  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('dialog', { name: last })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(`${all.length} of ${all.length}`);
});

test('Escape closes the lightbox and focus returns to the thumbnail', async ({ page }) => {
  await openGallery(page);
  await thumb(page, titles[0]).click();
  await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumb(page, titles[0])).toBeFocused();
});

test('the keyboard opens the lightbox, and ArrowRight and ArrowLeft move between images', async ({ page }) => {
  await openGallery(page);
  const all = await captions(page);
  const i = all.indexOf(titles[1]);
  await thumb(page, titles[1]).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: titles[1] })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: all[(i + 1) % all.length] })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: all[(i - 1 + all.length) % all.length] })).toBeVisible();
});

test('Tab and Shift+Tab keep focus inside the lightbox', async ({ page }) => {
  await openGallery(page);
  await thumb(page, titles[2]).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
});

test('a thumbnail opens the full image when JavaScript is off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gallery');
  const link = page.getByRole('link', { name: titles[0], exact: true });
  await expect(link).toHaveAttribute('href', uploaded[0].image_url);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${uploaded[0].image_url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await context.close();
});

test('the lightbox has no axe violations at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page);
    await thumb(page, titles[0]).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Checked once its fade-in is over: half-faded text reads as too little contrast.
    await page.getByRole('dialog').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('alt text falls back to "Gallery" when an image has none', async ({ page, request }) => {
  const target = uploaded[2];
  const token = await adminToken(request);
  const res = await request.patch(`/api/gallery?id=${target.id}`, {
    data: { alt: '' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).image.alt).toBe('');

  await openGallery(page);
  const link = page.locator(`a[href="${target.image_url}"]`);
  await expect(link.locator('img')).toHaveAttribute('alt', 'Gallery');
  await link.click();
  const dialog = page.getByRole('dialog', { name: target.title });
  await expect(dialog.locator('img')).toHaveAttribute('alt', 'Gallery');
});
