import { chromium, type Browser } from '@playwright/test';
import { findTestChromium } from '../tests/support/provision';
import { startSite, type RunningSite } from './site';
import { writeBlock } from './report';
import { avifCopiesMade, photoLike, uploadPicture } from './picture-upload';

/**
 * Picture bytes on a phone (`npm run bench -- --only pictures`; docs/decisions/0036-avif-and-save-data.md):
 * the bytes of the pictures Chromium fetches from /uploads/ for / and /gallery at 375 px wide
 * (device pixel ratio 2, a common phone), scrolled to the end so lazy pictures load too, in four
 * ways, each against the WebP baseline measured in the same run:
 *
 *   - WebP: the browser's Accept for images rewritten without image/avif (what the site sent before);
 *   - AVIF: Chromium as it is (it accepts AVIF), once the copies are made;
 *   - Save-Data: `Save-Data: on`, with AVIF; and Save-Data with WebP.
 *
 * The pictures are made at run time: 8 gallery photos (2000 × 1500) and a banner picture on each of
 * the home banner's slides, photo-like (a gradient with grain, softened).
 */

type Way = { name: string; avif: boolean; saveData: boolean };
const WAYS: Way[] = [
  { name: 'WebP (baseline)', avif: false, saveData: false },
  { name: 'AVIF', avif: true, saveData: false },
  { name: 'Save-Data, WebP', avif: false, saveData: true },
  { name: 'Save-Data, AVIF', avif: true, saveData: true },
];
const PAGES = ['/', '/gallery'];

async function seed(site: RunningSite): Promise<void> {
  const srcsets: string[] = [];
  for (let i = 0; i < 8; i++) srcsets.push((await uploadPicture(site.base, site.token, await photoLike(2000, 1500, i * 25), 'gallery', `Training session ${i + 1}, Enugu`)).srcset);
  const headers = { authorization: `Bearer ${site.token}`, 'content-type': 'application/json' };
  const home = (await (await fetch(`${site.base}/api/content/home`, { headers })).json()).published;
  for (const [i, slide] of (home.slides as { image: unknown }[]).entries()) {
    const image = await uploadPicture(site.base, site.token, await photoLike(1600, 1200, 40 + i * 30), 'banner');
    slide.image = image;
    srcsets.push(image.srcset);
  }
  const put = await fetch(`${site.base}/api/content/home/draft`, { method: 'PUT', headers, body: JSON.stringify(home) });
  const publish = await fetch(`${site.base}/api/content/home/publish`, { method: 'POST', headers: { authorization: headers.authorization } });
  if (put.status !== 200 || publish.status !== 200) throw new Error(`home: ${put.status} ${publish.status}`);
  for (const s of srcsets) await avifCopiesMade(site.base, s);
}

/** Bytes of /uploads/ answers for `path` the way `way` says, and how many pictures. */
async function measure(browser: Browser, base: string, path: string, way: Way): Promise<{ bytes: number; count: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, extraHTTPHeaders: way.saveData ? { 'save-data': 'on' } : {} });
  const page = await context.newPage();
  if (!way.avif) {
    await page.route('**/uploads/**', (route) => route.continue({ headers: { ...route.request().headers(), accept: 'image/webp,image/apng,image/*,*/*;q=0.8' } }));
  }
  let bytes = 0;
  let count = 0;
  page.on('response', async (r) => {
    if (!new URL(r.url()).pathname.startsWith('/uploads/')) return;
    if (way.avif !== (r.headers()['content-type'] === 'image/avif')) throw new Error(`${r.url()}: ${r.headers()['content-type']}`);
    count++;
    bytes += (await r.body()).length;
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, count };
}

export async function runPicturesBench(machine: string) {
  console.log('\nPicture bytes at 375 px: uploading photo-like pictures and waiting for their AVIF copies …');
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: findTestChromium() ?? '/usr/bin/chromium-headless-shell' });
  try {
    await seed(site);
    const rows: string[] = [];
    for (const path of PAGES) {
      const results = [];
      for (const way of WAYS) results.push(await measure(browser, site.base, path, way));
      const base = results[0].bytes;
      for (const [i, way] of WAYS.entries()) {
        const r = results[i];
        rows.push(`| ${path} | ${way.name} | ${r.count} | ${(r.bytes / 1024).toFixed(1)} | ${(r.bytes / base).toFixed(2)} |`);
        console.log(`  ${path} ${way.name}: ${r.count} pictures, ${(r.bytes / 1024).toFixed(1)} KB, ${(r.bytes / base).toFixed(2)} × WebP`);
      }
    }
    writeBlock(
      'bench-pictures',
      [
        '<!-- bench-pictures:start -->',
        '## Picture bytes on a phone: WebP, AVIF and Save-Data (`npm run bench -- --only pictures`)',
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
        'Chromium at 375 × 800 CSS px, device pixel ratio 2, each page scrolled to its end; the bytes of every picture fetched from /uploads/.',
        '8 gallery photos (2000 × 1500) and a banner picture on each home slide, photo-like, made at run time. WebP: the',
        "browser's image Accept without image/avif (what the site sent before AVIF copies); ratios against that baseline, same run.",
        '',
        '| page | way | pictures | KB | ÷ WebP |',
        '|---|---|---:|---:|---:|',
        ...rows,
        '<!-- bench-pictures:end -->',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await site.close();
  }
}
