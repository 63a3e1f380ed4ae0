import type { APIRequestContext, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';

/**
 * AVIF copies and Save-Data on a phone (docs/decisions/0036-avif-and-save-data.md): at 375 px
 * Chromium, which accepts AVIF, gets the gallery's and the home banner's pictures as AVIF once their
 * copies are made in the background, and shows them; with `Save-Data: on` the home banner draws no
 * picture and the gallery offers each thumbnail at its smallest width.
 */

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 800 } });

/** A photo-like picture: a gradient with a little noise, so its variants are not trivially small. */
async function photo(width: number, height: number, tint: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40 + tint, g: 110, b: 160 - tint }, noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const srcsets: string[] = [];

/** Waits until every variant of `srcset` answers Chromium's Accept with its AVIF copy (made in the background). */
async function avifReady(request: APIRequestContext, srcset: string): Promise<void> {
  for (const url of srcset.split(',').map((c) => c.trim().split(/\s+/)[0])) {
    await expect.poll(async () => (await request.get(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } })).headers()['content-type'], { timeout: 60_000 }).toBe('image/avif');
  }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  for (const i of [0, 1]) {
    const res = await request.post('/api/gallery', {
      headers,
      multipart: { title: `Computer lab, Ogui Road ${run} ${i}`, image: { name: `lab-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(1400, 1000, i * 60) } },
    });
    expect(res.status()).toBe(201);
    srcsets.push((await res.json()).image.srcset);
  }
  const banner = await request.post('/api/content/images?kind=banner', {
    headers,
    multipart: { image: { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1200, 30) } },
  });
  expect(banner.status()).toBe(201);
  const { image } = await banner.json();
  srcsets.push(image.srcset);
  const home = (await (await request.get('/api/content/home', { headers })).json()).published;
  home.slides[0].image = image;
  expect((await request.put('/api/content/home/draft', { headers, data: home })).status()).toBe(200);
  expect((await request.post('/api/content/home/publish', { headers })).status()).toBe(200);
  for (const s of srcsets) await avifReady(request, s);
  await request.dispose();
});

/** Every picture the page fetched from /uploads/, with its content type. */
function watchUploads(page: Page): { url: string; type: string }[] {
  const seen: { url: string; type: string }[] = [];
  page.on('response', (r: Response) => {
    if (new URL(r.url()).pathname.startsWith('/uploads/')) seen.push({ url: r.url(), type: r.headers()['content-type'] ?? '' });
  });
  return seen;
}

/** Every <img> matched has loaded and has pixels (a broken picture has naturalWidth 0). */
async function expectShown(page: Page, selector: string) {
  const imgs = page.locator(selector);
  await expect(imgs.first()).toBeVisible();
  await expect.poll(() => imgs.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test('the gallery at 375 px loads its pictures as AVIF and shows them', async ({ page }) => {
  const uploads = watchUploads(page);
  await page.goto('/gallery');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expectShown(page, '.gallery-item img[loading="eager"]');
  expect(await page.locator('.gallery-item img').count()).toBeGreaterThanOrEqual(2);
  expect(uploads.length).toBeGreaterThan(0);
  expect(uploads.every((u) => u.type === 'image/avif')).toBe(true);
});

test('the home banner at 375 px loads its picture as AVIF and shows it', async ({ page }) => {
  const uploads = watchUploads(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expectShown(page, '.banner__slide.is-active img');
  const shown = await page.locator('.banner__slide.is-active img').evaluate((i) => (i as HTMLImageElement).currentSrc);
  expect(new URL(shown).pathname).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
  expect(uploads.find((u) => u.url === shown)?.type).toBe('image/avif');
});

test('with Save-Data: on, the banner draws no picture and the gallery offers its smallest thumbnails', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, extraHTTPHeaders: { 'save-data': 'on' } });
  const page = await context.newPage();
  try {
    const home = await page.goto('/');
    expect(home!.headers().vary).toMatch(/save-data/i);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('.banner__title').first()).toBeVisible();
    await expect(page.locator('.banner img')).toHaveCount(0);

    await page.goto('/gallery');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const sets = await page.locator('.gallery-item img').evaluateAll((all) => all.map((i) => i.getAttribute('srcset') ?? ''));
    expect(sets.length).toBeGreaterThanOrEqual(2);
    for (const s of sets) expect(s).toMatch(/^\S+ \d+w$/);
    await expectShown(page, '.gallery-item img[loading="eager"]');
  } finally {
    await context.close();
  }
});
