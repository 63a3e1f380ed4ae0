import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { solveAltchaForTests } from '../../support/captcha';
import { slides, team } from '../../../content/company';
import { homeServiceCards } from '../../../content/services';

/** The home page below the banner: team, services, clients and reviews in the first HTML, the review order, the review button and the client marquee. */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: 'admin@example.com', password: 'Admin-pass-123' } });
  expect(login.status()).toBe(200);
  return (await login.json()).token;
}

async function approvedReview(
  request: APIRequestContext,
  token: string,
  fields: { name: string; rating: number; text: string; picture?: Buffer },
): Promise<number> {
  const created = await request.post('/api/reviews', {
    multipart: {
      name: fields.name,
      rating: String(fields.rating),
      review_text: fields.text,
      captchaToken: await solveAltchaForTests(await (await request.get('/api/captcha/challenge')).text()),
      ...(fields.picture ? { profile_pic: { name: 'me.png', mimeType: 'image/png', buffer: fields.picture } } : {}),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const approved = await request.put('/api/reviews', {
    form: { id: String(id), action: 'approve' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
  return id;
}

test('the home HTML already holds the team, the services, the clients and the reviews before any JavaScript runs', async ({ request }) => {
  const token = await adminToken(request);
  const text = `Prompt installation and patient training, reviewed ${Date.now()}.`;
  await approvedReview(request, token, { name: 'Obinna Eze', rating: 5, text });

  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const member of team) {
    expect(html).toContain(escapeHtml(member.name));
    expect(html).toContain(escapeHtml(member.role));
  }
  // The team's size is counted, not written: the seeded five read as before.
  expect(html).toContain('Five experienced people lead our work, from software engineering and training to sales in Enugu and Port Harcourt. Each client');
  for (const card of homeServiceCards) expect(html).toContain(escapeHtml(card.title));
  expect(html).toContain('Some of our Clients');
  expect(html).toContain(text);
  for (const slide of slides) expect(html).toContain(escapeHtml(slide.title));
  expect(html).toContain('href="/companyProfile"');
  expect(html).toContain('href="/topics"');
  expect(html).toContain('+ Leave a Review');
  expect(html).not.toContain('No reviews yet. Be the first to leave one!');
});

test('approved reviews appear newest-last, the first three from the server in reversed order, on the home and reviews pages', async ({ page, request }) => {
  const token = await adminToken(request);
  const stamp = Date.now();
  const picture = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 11, g: 93, b: 75 } } }).png().toBuffer();
  const mine = [
    { name: 'Amaka Obi', rating: 5, text: `First of three, ${stamp}: the school portal saved our bursary days of work.` },
    { name: 'Emeka Nwosu', rating: 4, text: `Second of three, ${stamp}: hosting has been steady all year.`, picture },
    { name: 'Halima Bello', rating: 3, text: `Third of three, ${stamp}: good Oracle training, the lab was full.` },
  ];
  for (const r of mine) await approvedReview(request, token, r);

  for (const path of ['/', '/allreviews']) {
    // Other test files may approve reviews at the same time, so compare with what the API says now.
    await expect(async () => {
      const api = await (await request.get('/api/reviews?status=approved')).json();
      const expected = (api.reviews as { review_text: string }[]).slice(0, 3).reverse().map((r) => r.review_text);
      await page.goto(path);
      await expect(page.locator('.review-card blockquote')).toHaveText(expected);
    }).toPass();

    const shown = await page.locator('.review-card blockquote').allTextContents();
    if (mine.every((r) => shown.includes(r.text))) expect(shown).toEqual(mine.map((r) => r.text));
    const emeka = page.locator('.review-card', { hasText: mine[1].text });
    if ((await emeka.count()) > 0) {
      await expect(emeka.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expect(emeka.getByText('Emeka Nwosu')).toBeVisible();
      await expect(emeka.locator('img.review-card__photo')).toHaveAttribute('srcset', /\/uploads\/.+ \d+w/);
    }
    await expect(page.getByText('No reviews yet. Be the first to leave one!')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'What Our Customers Say' })).toBeVisible();
});

test('the Leave a Review button opens the review form', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: '+ Leave a Review' }).click();
  await expect(page).toHaveURL(/\/reviewForm$/);
});

test('the client marquee lists each client once for assistive technology and pauses on request', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Some of our Clients' })).toBeVisible();
  const lists = page.locator('.marquee__list');
  await expect(lists).toHaveCount(2);
  await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
  expect(await lists.nth(0).locator('li').count()).toBeGreaterThanOrEqual(13);
  // 100 px per second: the duration is the width of one copy divided by the speed.
  const { width, duration } = await page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.marquee__list')!;
    return { width: list.offsetWidth, duration: getComputedStyle(document.querySelector('.marquee__track')!).animationDuration };
  });
  expect(parseFloat(duration)).toBeCloseTo(width / 100, 1);
  await page.getByRole('button', { name: 'Pause scrolling' }).click();
  await expect(page.getByRole('button', { name: 'Resume scrolling' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.marquee__track')).toHaveCSS('animation-play-state', 'paused');
});
