import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, adminSession } from '../support/fixtures';
import { site } from '../../../content/site';
import { phoneDisplay } from '../../../common/phone';
import { screenshotForReview } from '../support/screenshots';

/**
 * The header on a desktop offers the company's main number (tap or click to call) and its WhatsApp
 * chat, as the quick-contact bar does on a phone, from the published company details; in a strip
 * above the menu row, which keeps its room. On a phone the header is as before. One test publishes
 * other company details (so the file runs in the "content-edits" project) and puts the built-in
 * ones back.
 */

const PHONE = { width: 375, height: 812 };

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

const callLink = (page: Page, tel: string) => page.getByRole('banner').getByRole('link', { name: `Call ${site.shortName} on ${phoneDisplay(tel)}` });
const chatLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: `WhatsApp chat with ${site.shortName}` });

/** The chat's number and first message. */
async function chatOf(link: Locator) {
  const url = new URL((await link.getAttribute('href'))!);
  return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') ?? '' };
}

async function publishCompany(request: APIRequestContext, value: object) {
  const headers = { authorization: `Bearer ${(await adminSession(request)).token}` };
  const saved = await request.put('/api/content/company/draft', { headers, data: value });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post('/api/content/company/publish', { headers });
  expect(published.status(), await published.text()).toBe(200);
}

test('on a desktop the header offers the number to call and the WhatsApp chat, above a menu row that keeps its room', async ({ page }, info) => {
  const main = site.phones[0].tel;
  for (const width of [1024, 1280, 1440]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, '/hospital');
      const call = callLink(page, main);
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${main}`);
      await expect(call).toContainText(phoneDisplay(main));
      const chat = chatLink(page);
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('target', '_blank');
      expect(await chatOf(chat)).toEqual({
        to: `https://wa.me/${main.slice(1)}`,
        text: `Hello ${site.shortName}, I'm looking at your Hospital Management Software page and would like to know more.`,
      });
      await expect(page.getByRole('banner')).toContainText(`${site.offices[0].city} office: Mon–Fri 8:00–18:00 · Sat 9:00–14:00`);

      // The menu row: every item on one line, under the strip, nothing overlapping, nothing cut.
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height).toBe(100);
      const items = page.getByRole('navigation', { name: 'Main' }).locator('.nav-list > .nav-item > :is(a, button), .nav-auth__out > a');
      const boxes = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(9);
      const strip = [(await call.boundingBox())!, (await chat.boundingBox())!];
      for (const box of boxes) {
        expect(Math.abs(box.y + box.height / 2 - (boxes[0].y + boxes[0].height / 2))).toBeLessThan(2);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        for (const s of strip) expect(s.y + s.height).toBeLessThanOrEqual(box.y);
      }
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].x).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
      for (const s of strip) expect(Math.min(s.width, s.height)).toBeGreaterThanOrEqual(24);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The call button beside the phone's menu button stays a phone's.
      await expect(page.locator('a.header-call')).toBeHidden();
      await screenshotForReview(page, { path: info.outputPath(`header-${width}.png`), clip: { x: 0, y: 0, width, height: 240 } });
    });
  }
});

test('the number and the chat follow the published company details', async ({ page, request }) => {
  const tel = '+2348031234567';
  const whatsapp = '+2347061234567';
  try {
    await publishCompany(request, { ...site, phones: [{ ...site.phones[0], tel }, site.phones[1]], whatsapp: { own: true, tel: whatsapp } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, '/contact');
    await expect(callLink(page, tel)).toHaveAttribute('href', `tel:${tel}`);
    expect((await chatOf(chatLink(page))).to).toBe(`https://wa.me/${whatsapp.slice(1)}`);
  } finally {
    await publishCompany(request, site);
  }
});

test('on a phone the header is as before: 64 px, the call button beside the menu, no strip', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, '/hospital');
  expect((await page.getByRole('banner').boundingBox())!.height).toBe(64);
  await expect(page.locator('.header-contact')).toBeHidden();
  const call = callLink(page, site.phones[0].tel);
  await expect(call).toHaveCount(1);
  await expect(call).toHaveClass('header-call');
  await expect(chatLink(page)).toHaveCount(0);
  await screenshotForReview(page, { path: info.outputPath('header-375.png'), clip: { x: 0, y: 0, width: 375, height: 240 } });
});
