import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { makeJpegWithGps } from '../../../support/images';
import { services } from '../../../../content/services';
import { loginAsAdmin, nextDialog } from '../admin-helpers';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * An admin replaces a service page's hero illustration with an uploaded picture
 * (Site content → Services), publishes, and visitors get a responsive, high-priority <img>; then
 * the built-in version is published again (History → Restore), so other tests see the illustration.
 */
const TRAINING = services.find((s) => s.slug === 'training')!;

test('an admin gives the Training page a picture, visitors see it with srcset, and Restore brings back the illustration', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(150_000);
  await loginAsAdmin(page);
  await page.goto('/admin?section=content&screen=services');
  await page.getByLabel('Service page to edit').selectOption('training');
  const top = page.getByRole('group', { name: 'Top of the page' });
  await expect(top.getByLabel('Page heading')).toHaveValue(TRAINING.title);
  await expect(top.getByText("No picture: the page shows the page's built-in illustration.")).toBeVisible();

  const file = path.join(mkdtempSync(path.join(tmpdir(), 'svc-e2e-')), 'classroom.jpg');
  writeFileSync(file, await makeJpegWithGps({ width: 1600, height: 1200 }));
  await top.getByLabel('Picture (optional)').setInputFiles(file);
  await expect(top.getByText('Picture chosen (1200 × 900 px).')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');

  const context = await browser.newContext();
  const v = await context.newPage();
  await v.goto('/training');
  await v.locator('html[data-hydrated]').waitFor();
  // A <picture> whose only source is for screens of 30rem and up: phones, which hide the picture,
  // download none of it (their <img> keeps an empty GIF).
  const source = v.locator('.hero-art picture source');
  await expect(source).toHaveAttribute('srcset', /^\/uploads\/[0-9a-f]{32}-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
  await expect(source).toHaveAttribute('sizes', '(min-width: 48rem) 24rem, 18rem');
  await expect(source).toHaveAttribute('media', '(min-width: 30rem)');
  const img = v.locator('.hero-art picture img');
  await expect(img).toHaveAttribute('width', '1200');
  await expect(img).toHaveAttribute('height', '900');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(1);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
  const srcset = (await source.getAttribute('srcset'))!;
  const preload = v.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', srcset);
  await expect(preload).toHaveAttribute('media', '(min-width: 30rem)');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const p = await phone.newPage();
  const uploads: string[] = [];
  p.on('request', (r) => {
    if (r.url().includes('/uploads/')) uploads.push(r.url());
  });
  await p.goto('/training');
  await p.locator('html[data-hydrated]').waitFor();
  await p.waitForLoadState('load');
  await expect(p.locator('.hero-art img')).toBeHidden();
  expect(uploads).toEqual([]);
  await phone.close();

  for (const width of [375, 768, 1280]) {
    await v.setViewportSize({ width, height: 900 });
    await screenshotForReview(v, { path: testInfo.outputPath(`training-picture-${width}.png`) });
  }
  await context.close();

  const dialog = nextDialog(page);
  await page.getByRole('region', { name: 'History' }).getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get('/training')).text()).includes('src="/images/slide-training.svg"')).toBe(true);
});
