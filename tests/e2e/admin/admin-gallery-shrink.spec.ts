import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, openAdmin, test } from '../support/fixtures';
import { adminToken, openSection, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';
import { watchGalleryUploads } from './gallery-uploads-watch';

/**
 * The admin's gallery makes a photo smaller in the browser only when that helps
 * (modules/gallery/admin/shrink-photo.ts): the page notes each picture it sends.
 */

test('a photo that would not get smaller is sent as chosen, and a large PNG is sent as a smaller WebP', async ({ adminPage: page, request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-shrink-'));
  const run = unique('Shrink');
  // A small, already strongly compressed JPEG: encoding it again at quality 0.85 would make it larger.
  const jpeg = path.join(dir, 'training-room-enugu.jpg');
  await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 20 }).toFile(jpeg);
  // A 3000 × 2000 drawing saved as PNG: it is sent as WebP, 2560 px wide at most.
  const png = path.join(dir, 'office-floor-plan.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><rect width="3000" height="2000" fill="#f4f1e8"/>${Array.from({ length: 40 }, (_, i) => `<rect x="${60 + (i % 8) * 360}" y="${80 + Math.floor(i / 8) * 380}" width="300" height="300" fill="none" stroke="#1d4d3a" stroke-width="${6 + (i % 5)}"/><text x="${90 + (i % 8) * 360}" y="${240 + Math.floor(i / 8) * 380}" font-size="44" fill="#333">Room ${i + 1}</text>`).join('')}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(png);
  const chosen = [statSync(jpeg).size, statSync(png).size];

  const { sent } = await watchGalleryUploads(page);
  try {
    await openAdmin(page);
    await openSection(page, 'Gallery');
    await page.getByLabel('Photos', { exact: true }).setInputFiles([jpeg, png]);
    const rows = page.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Meaningful file names still give a title.
    await expect(rows.nth(0).getByLabel('Title')).toHaveValue('Training room enugu');
    await expect(rows.nth(1).getByLabel('Title')).toHaveValue('Office floor plan');
    for (const [i, what] of ['the training room', 'the office floor plan'].entries()) {
      await rows.nth(i).getByLabel('Title').fill(`${run} ${i + 1}`);
      await rows.nth(i).getByLabel('Alt text').fill(`${run}: ${what}`);
    }
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expectToast(page, '2 photos uploaded.');

    const pictures = [...(await sent())].sort((a, b) => a.type.localeCompare(b.type));
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toEqual({ type: 'image/jpeg', size: chosen[0], name: 'training-room-enugu.jpg' });
    expect(pictures[1]).toMatchObject({ type: 'image/webp', name: 'office-floor-plan.webp' });
    expect(pictures[1].size).toBeLessThan(chosen[1]);

    // Both are on the website; the drawing at the gallery's largest width, its proportions kept.
    const list = (await (await request.get('/api/gallery')).json()).gallery as { title: string; width: number; height: number }[];
    const plan = list.find((g) => g.title === `${run} 2`)!;
    expect([plan.width, plan.height]).toEqual([1600, 1067]);
    expect(list.some((g) => g.title === `${run} 1`)).toBe(true);
  } finally {
    const token = await adminToken(request);
    const list = (await (await request.get('/api/gallery')).json()).gallery as { id: number; title: string }[];
    for (const { id } of list.filter((g) => g.title.startsWith(run))) await request.delete(`/api/gallery?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    rmSync(dir, { recursive: true, force: true });
  }
});
