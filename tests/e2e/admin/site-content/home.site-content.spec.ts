import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axe } from '../../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { makeJpegWithGps, makePng } from '../../../support/images';
import { slides, team } from '../../../../content/company';
import { dragOnto, loginAsAdmin, nextDialog, toast } from '../admin-helpers';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * Office staff edit the home page's banner and the management team (Site content → Home
 * page, Team), with pictures uploaded from their computer. These tests publish, so they run in
 * the "content-edits" project after all the others, and each test restores the built-in version.
 */
test.describe.configure({ mode: 'serial' });

const HEADING = 'Solar-Powered Server Rooms for Enugu Hospitals';
const TEXT = 'Inverters, batteries and a cooled rack, installed and monitored by our engineers, so patient records stay online through every outage.';

/** A real picture on disk, generated now (no binary fixtures in the repo). */
async function pictureFile(name: string, data: Promise<Buffer>): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'home-e2e-')), name);
  writeFileSync(file, await data);
  return file;
}

async function openScreen(page: Page, screen: 'home' | 'team', title: string) {
  await page.goto(`/admin?section=content&screen=${screen}`);
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

/** Publishes the built-in version again (the History panel's oldest entry). */
async function restoreBuiltIn(page: Page, request: APIRequestContext, pathname: string, expected: string) {
  const history = page.getByRole('region', { name: 'History' });
  const dialog = nextDialog(page);
  await history.getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get(pathname)).text()).includes(expected)).toBe(true);
}

async function expectAxeClean(page: Page, where: string, testInfo: { outputPath: (n: string) => string }) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((v) => `${where} ${width}px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
    await screenshotForReview(page, { path: testInfo.outputPath(`${where}-${width}.png`), fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin adds a banner slide with a picture, moves it first, publishes, and visitors see it on / with a responsive, preloaded picture', async ({ page, visitor, request }, testInfo) => {
  test.setTimeout(150_000);
  await loginAsAdmin(page);
  await openScreen(page, 'home', 'Home page');

  await page.getByRole('button', { name: 'Add a slide' }).click();
  const n = slides.length + 1;
  const slide = page.getByRole('group', { name: new RegExp(`^Slide ${n}`) });
  await expect(slide.getByLabel('Heading')).toBeFocused();
  await slide.getByLabel('Heading').fill(HEADING);
  await slide.getByLabel('Text').fill(TEXT);
  await slide.getByLabel('Button label').fill('Talk to an Engineer');
  await expect(slide.getByLabel('Button link')).toHaveValue('/contact');
  await slide.getByLabel('Button link').selectOption({ label: 'Contact (/contact)' });

  // A file that is not a picture is refused in the browser with plain words.
  await slide.getByLabel('Picture (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(slide.getByText('Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded.')).toBeVisible();

  // A real 2000×1500 JPEG (with GPS in its EXIF): uploaded, re-encoded, previewed.
  await slide.getByLabel('Picture (optional)').setInputFiles(await pictureFile('server-room.jpg', makeJpegWithGps({ width: 2000, height: 1500 })));
  await expect(slide.getByText('Picture chosen (1600 × 1200 px).')).toBeVisible();
  await expect(slide.getByRole('img', { name: 'Picture: the picture chosen now' })).toHaveJSProperty('complete', true);

  // To the top with the keyboard: the focus follows the slide's Move up button.
  const group = () => page.getByRole('group', { name: `Slide 1: ${HEADING}` });
  await page.getByRole('button', { name: `Move up slide ${n}` }).focus();
  for (let i = 0; i < n - 1; i++) await page.keyboard.press('Enter');
  await expect(group()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move down slide 1' })).toBeFocused();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  // Publishing unsaved changes says one thing: the draft saved on the way is not announced too.
  await expect(toast(page, /^Draft saved/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^The form shows what is on the site now/ })).toBeVisible();

  const v = await visitor('/');
  const first = v.page.locator('.banner__slide').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(HEADING);
  await expect(first.getByRole('link', { name: 'Talk to an Engineer' })).toHaveAttribute('href', '/contact');
  const img = first.locator('img');
  await expect(img).toHaveAttribute('srcset', /^\/uploads\/[0-9a-f]{32}-320\.webp 320w, .*-1600\.webp 1600w$/);
  await expect(img).toHaveAttribute('sizes', '(min-width: 48rem) 30rem, 16rem');
  await expect(img).toHaveAttribute('width', '480');
  await expect(img).toHaveAttribute('height', '360');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // Preloaded from the <head>, with the same srcset, before the page's scripts.
  const srcset = (await img.getAttribute('srcset'))!;
  await expect(v.page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', srcset);
  for (const candidate of srcset.split(', ')) {
    const r = await request.get(candidate.split(' ')[0]);
    expect(r.status(), candidate).toBe(200);
    expect(r.headers()['content-type']).toBe('image/webp');
  }
  // The other slides keep their built-in illustrations, loaded lazily.
  await expect(v.page.locator('.banner__slide').nth(1).locator('img')).toHaveAttribute('src', '/images/slide-software.svg');
  await expect(v.page.locator('.banner__slide').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  for (const width of [375, 1280]) {
    await v.page.setViewportSize({ width, height: 900 });
    await screenshotForReview(v.page, { path: testInfo.outputPath(`home-banner-${width}.png`) });
  }
  await v.close();

  await expectAxeClean(page, 'home-editor', testInfo);
  await restoreBuiltIn(page, request, '/', slides[0].title);
  expect(await (await request.get('/')).text()).not.toContain(HEADING);
});

test('an admin gives a team member a photo and reorders the team by drag and by keyboard; /companyProfile shows the new order', async ({ page, visitor, request, browser }, testInfo) => {
  test.setTimeout(150_000);
  await loginAsAdmin(page);
  await openScreen(page, 'team', 'Team');

  const member = (i: number, name: string) => page.getByRole('group', { name: `Team member ${i}: ${name}` });
  await member(3, team[2].name).getByLabel('Photo (optional)').setInputFiles(await pictureFile('chidiebere.png', makePng(600, 600)));
  await expect(member(3, team[2].name).getByText('Picture chosen (288 × 288 px).')).toBeVisible();

  // Drag the second person's grip onto the first: they swap.
  const list = page.locator('.sc-list').first();
  await dragOnto(page, list.locator('[data-drag-handle]').nth(1), list.locator(':scope > li').first(), 0.25);
  await expect(member(1, team[1].name)).toBeVisible();
  await expect(member(2, team[0].name)).toBeVisible();

  // The last person moved up one place with the keyboard.
  await page.getByRole('button', { name: `Move up team member ${team.length}` }).focus();
  await page.keyboard.press('Enter');
  await expect(member(team.length - 1, team[team.length - 1].name)).toBeVisible();

  // Removing asks first; dismissing keeps the person.
  const dialog = nextDialog(page, false);
  await page.getByRole('button', { name: 'Remove team member 1' }).click();
  expect(await dialog).toBe(`Remove ${team[1].name} from the team?`);
  await expect(member(1, team[1].name)).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');

  const expected = [team[1], team[0], team[2], team[4], team[3]].map((m) => m.name);
  const v = await visitor('/companyProfile');
  const teamSection = v.page.locator('#team');
  await expect(teamSection.locator('.team-card__name')).toHaveText(expected);
  const photo = teamSection.locator('.team-card').nth(2).locator('img');
  await expect(photo).toHaveAttribute('srcset', /-96\.webp 96w, .*-192\.webp 192w, .*-288\.webp 288w$/);
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '88');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // Without a photo, the initials stay.
  await expect(teamSection.locator('.team-card').first().locator('.avatar')).toHaveText(team[1].initials);
  await v.page.setViewportSize({ width: 375, height: 900 });
  await screenshotForReview(teamSection, { path: testInfo.outputPath('profile-team-375.png') });
  await v.close();
  // The home page shows the same order.
  const home = await visitor('/');
  await expect(home.page.locator('#team .team-card__name')).toHaveText(expected);
  await home.close();
  // Without JavaScript the photo is there too (its <noscript> copy, app/widgets/late-pictures.ts).
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
  const plain = await noScript.newPage();
  await plain.goto('/companyProfile');
  const plainPhoto = plain.locator('#team .team-card').nth(2).locator('img');
  await expect(plainPhoto).toHaveAttribute('srcset', /-192\.webp 192w/);
  await plainPhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => plainPhoto.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await plainPhoto.boundingBox()).toMatchObject({ width: 88, height: 88 });
  await noScript.close();

  await expectAxeClean(page, 'team-editor', testInfo);
  await restoreBuiltIn(page, request, '/companyProfile', `${team[0].name}</h3>`);
});
