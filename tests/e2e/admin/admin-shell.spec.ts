import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { expect, openAdmin, test } from '../support/fixtures';
import {
  adminToken,
  createPendingReview,
  expectNoAxeViolationsAtBothWidths,
  loginAsAdmin,
  openSection,
  pngFile,
  sendContactMessage,
  unique,
} from './admin-helpers';

/** A string that exists only in the admin code. */
const ADMIN_ONLY = 'Back to Modules';

async function scriptsLoadedBy(page: Page, path: string): Promise<{ url: string; body: string }[]> {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  // Leave the page shown before for a document without scripts: it may still be fetching scripts
  // (modules it loads late), whose bodies are gone once the next page replaces it, and which are
  // not the next page's.
  await page.goto('/robots.txt');
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
      scripts.push(res.text().then((body) => ({ url: res.url(), body })));
    }
  };
  page.on('response', onResponse);
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(scripts);
}

test('public pages never download the admin code, which only /admin loads', async ({ page, request }) => {
  for (const path of ['/', '/contact']) {
    const loaded = await scriptsLoadedBy(page, path);
    expect(loaded.length, `scripts of ${path}`).toBeGreaterThan(0);
    for (const s of loaded) expect(s.body, `${s.url} loaded by ${path}`).not.toContain(ADMIN_ONLY);

    // Nor does the HTML point at it (module preloads and the route manifest's imports).
    const html = await (await request.get(path)).text();
    const referenced = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(referenced.length).toBeGreaterThan(0);
    for (const url of new Set(referenced)) {
      expect(await (await request.get(url)).text(), `${url} referenced by ${path}`).not.toContain(ADMIN_ONLY);
    }
  }

  await loginAsAdmin(page);
  const adminScripts = await scriptsLoadedBy(page, '/admin?section=clients');
  expect(adminScripts.some((s) => s.body.includes(ADMIN_ONLY))).toBe(true);
});

test('the server renders /admin as a noindex shell without data, and visitors without a session go to login', async ({ page, request }) => {
  const res = await request.get('/admin');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html).not.toContain(ADMIN_ONLY);
  expect(html).not.toContain('Welcome,');
  // No topic titles (members only) in the shell.
  const topics = readFileSync(new URL('../../../content/topics.ts', import.meta.url), 'utf8');
  const someTitle = /'([^']{30,})'/.exec(topics)?.[1];
  expect(someTitle).toBeTruthy();
  expect(html).not.toContain(someTitle!);

  await page.goto('/admin?section=reviews');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%3Fsection%3Dreviews$/);
});

test('the section is kept in the address, so a reload stays on it, and switching moves the focus to its heading', async ({ adminPage: page }) => {
  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // Keyboard: focus a link, press Enter, land on the section heading.
  await nav.getByRole('link', { name: 'Gallery' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\?section=gallery$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Gallery' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome, / })).toBeVisible();
});

test('the dashboard welcomes the admin and its counts link to their sections', async ({ adminPage: page, request }) => {
  await createPendingReview(request, 'Kelechi Ani', unique('Very patient trainers.'), 5);
  await openAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Administrator' })).toBeVisible();
  const token = await adminToken(request);
  const card = (label: RegExp) => page.getByRole('link', { name: label });
  // Other tests change the figures meanwhile, so compare a fresh dashboard with a fresh answer.
  await expect(async () => {
    await page.reload();
    await expect(card(/project topics?/)).toBeVisible();
    const counts = (await (await request.get('/api/stats', { headers: { authorization: `Bearer ${token}` } })).json()).counts;
    await expect(card(/reviews? waiting for moderation/).locator('.admin-stat__count')).toHaveText(counts.pendingReviews.toLocaleString('en-NG'), { timeout: 1000 });
    await expect(card(/project topics?/).locator('.admin-stat__count')).toHaveText(counts.topics.toLocaleString('en-NG'), { timeout: 1000 });
    await expect(card(/gallery images?/).locator('.admin-stat__count')).toHaveText(counts.galleryImages.toLocaleString('en-NG'), { timeout: 1000 });
    await expect(card(/unread enquir(y|ies)/).locator('.admin-stat__count')).toHaveText(counts.unreadMessages.toLocaleString('en-NG'), { timeout: 1000 });
    await expect(card(/^\d[\d,]* clients?/).locator('.admin-stat__count')).toHaveText(counts.clients.toLocaleString('en-NG'), { timeout: 1000 });
  }).toPass();

  await card(/reviews? waiting for moderation/).click();
  await expect(page).toHaveURL(/section=reviews&tab=pending/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeFocused();
});

test('every admin section has no axe violations at 375 and 1280 px', async ({ adminPage: page, request }) => {
  test.slow(); // an axe scan of every section at two widths: the longest test here, three times the usual limit
  // Something in every list, so rows, pictures and actions are checked too.
  const token = await adminToken(request);
  await createPendingReview(request, 'Uche Eze', unique('Prompt installation.'), 4);
  await sendContactMessage(request, { name: 'Axe Visitor', email: 'visitor@example.com', subject: 'Training dates', message: 'When does the next class start?' });
  const image = readFileSync(await pngFile('axe.png', { r: 11, g: 93, b: 75 }));
  const up = await request.post('/api/gallery', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title: unique('Our Enugu office'), alt: 'The reception of our Enugu office', image: { name: 'axe.png', mimeType: 'image/png', buffer: image } },
  });
  expect(up.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 900 });
  await openAdmin(page);
  await expectNoAxeViolationsAtBothWidths(page, 'Dashboard');
  for (const section of ['Projects', 'Client Modules', 'Reviews', 'Gallery', 'Users', 'Leads']) {
    await openSection(page, section);
    await expect(page.locator('main.admin [role=status]', { hasText: /^Loading/ })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page, section);
  }
  // The inbox with a lead open.
  await page.getByRole('list', { name: 'Leads' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'an open lead');
  // A client manager in edit mode. Edit scrolls the form into view, smoothly unless the visitor
  // asks for less motion: asked here, the scroll is over when the click is, and axe never measures
  // the section tiles while they slide under the sticky header.
  await openSection(page, 'Client Modules');
  await page.getByRole('link', { name: /^Hotels/ }).click();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'the Hotels client manager');
  // The approved and rejected review tabs.
  await page.goto('/admin?section=reviews&tab=approved');
  await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolationsAtBothWidths(page, 'approved reviews');
});

test('on a 375 px phone every section is one tap away and nothing scrolls sideways', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const label of ['Dashboard', 'Projects', 'Client Modules', 'Reviews', 'Gallery', 'Leads', 'Users']) {
    await expect(nav.getByRole('link', { name: label })).toBeInViewport();
  }
  // Ten sections in rows of three: the tenth, alone on its row, takes the whole row.
  const widths = await nav.locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().width)));
  expect(widths).toHaveLength(10);
  expect(widths[9]).toBeGreaterThan(2.5 * widths[0]);
  for (const section of ['Projects', 'Client Modules', 'Reviews', 'Gallery', 'Leads', 'Users']) {
    await openSection(page, section);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, section).toBeLessThanOrEqual(0);
  }
});
