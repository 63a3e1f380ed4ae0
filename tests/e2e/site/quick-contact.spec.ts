import { axe } from '../support/a11y';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { site } from '../../../content/site';
import { products } from '../../../content/products';
import { phoneDisplay, whatsappDigits, whatsappTel } from '../../../common/phone';

/**
 * One tap to reach the company from a phone (app/features/site/quick-contact.tsx): below 48rem every
 * public page ends with a bar fixed at the bottom of the screen (Call, WhatsApp, Get a quote), plain
 * links in the server's HTML; the header has a call button and the phone menu offers Call and
 * WhatsApp. The bar never covers the page: the footer keeps room for it, and it steps aside while a
 * text field has focus. The number is the seeded company details' first phone (content/site.ts).
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const phone = site.phones[0];
const waDigits = whatsappDigits(whatsappTel(site));
const pos = products.find((p) => p.slug === 'pos')!;

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' });

async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** The greeting the WhatsApp link opens the chat with, read from its address. */
async function greetingOf(link: Locator): Promise<string> {
  const url = new URL((await link.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${waDigits}`);
  return url.searchParams.get('text') ?? '';
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const js of [true, false]) {
  test.describe(`the quick-contact bar at 375 px, JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled: js });

    // One page for the three (each loaded afresh): a browser of its own per page cost more than the checks.
    test('/, /pos and /contact show Call, WhatsApp naming the page and Get a quote, 44 px targets, no axe violations', async ({ page }) => {
      for (const [path, pageName] of [
        ['/', 'home'],
        ['/pos', pos.name],
        ['/contact', 'Contact'],
      ] as const) {
        await test.step(path, async () => {
          await open(page, path, js);
          const nav = bar(page);
          await expect(nav).toBeVisible();
          const call = nav.getByRole('link', { name: `Call ${site.shortName} on ${phoneDisplay(phone.tel)}` });
          await expect(call).toHaveAttribute('href', `tel:${phone.tel}`);
          const whatsapp = nav.getByRole('link', { name: /^WhatsApp/ });
          expect(await greetingOf(whatsapp)).toBe(`Hello ${site.shortName}, I'm looking at your ${pageName} page and would like to know more.`);
          // On a product's page it carries the product, as the page's own "Get a quote" does.
          const quote = path === '/pos' ? /^\/contact\?item=pos&intent=quote(#|$)/ : /^\/contact(#|$)/;
          await expect(nav.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', quote);

          // Fixed to the bottom edge of the screen, each target at least 44 by 44 px.
          const navBox = (await nav.boundingBox())!;
          expect(Math.round(navBox.y + navBox.height)).toBe(PHONE.height);
          for (const link of await nav.getByRole('link').all()) {
            const box = (await link.boundingBox())!;
            expect(box.width).toBeGreaterThanOrEqual(44);
            expect(box.height).toBeGreaterThanOrEqual(44);
          }
          // axe runs in the page: with JavaScript off the markup is the same server HTML, checked above.
          if (js) {
            const { violations } = await axe(page).include('nav.quick-contact').analyze();
            expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
          }
        });
      }
    });

    test('scrolled to the bottom, the last line of the footer sits above the bar', async ({ page }) => {
      await open(page, '/', js);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      const last = page.locator('.site-footer__bottom p').last();
      await expect(last).toBeVisible();
      const lastBox = (await last.boundingBox())!;
      const barBox = (await bar(page).boundingBox())!;
      expect(overlaps(lastBox, barBox)).toBe(false);
      expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y);
    });

    test('on /contact every field brought into view sits clear of the bar, and stays fully visible when focused', async ({ page }) => {
      await open(page, '/contact', js);
      const form = page.getByRole('main').locator('form').first();
      const fields = form.locator('.field').locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select');
      expect(await fields.count()).toBeGreaterThanOrEqual(4);
      const inView = (box: Box) => box.y >= 0 && box.y + box.height <= PHONE.height;
      for (const target of [...(await fields.all()), form.locator('button[type=submit]')]) {
        // Brought to the bottom edge of the screen, as a visitor scrolling down meets it: the page
        // keeps the bar's height free there (scroll-padding-bottom, quick-contact.css).
        await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const box = (await target.boundingBox())!;
        expect(inView(box)).toBe(true);
        expect(overlaps(box, (await bar(page).boundingBox())!)).toBe(false);
        if ((await target.getAttribute('type')) === 'submit') break;
        await target.focus();
        // The bar steps aside while a text field has focus (the on-screen keyboard is up).
        await expect(bar(page)).toBeHidden();
        expect(inView((await target.boundingBox())!)).toBe(true);
        await target.blur();
        await expect(bar(page)).toBeVisible();
      }
    });

    test('the header has a call button and the phone menu offers Call and WhatsApp', async ({ page }) => {
      await open(page, '/pos', js);
      const header = page.getByRole('banner');
      const call = header.getByRole('link', { name: `Call ${site.shortName} on ${phoneDisplay(phone.tel)}` });
      await expect(call).toHaveAttribute('href', `tel:${phone.tel}`);
      const callBox = (await call.boundingBox())!;
      expect(Math.min(callBox.width, callBox.height)).toBeGreaterThanOrEqual(44);
      // With JavaScript the button opens the menu; without, focus does (header-menu.css).
      if (js) await header.getByRole('button', { name: 'Menu' }).click();
      else await header.getByRole('button', { name: 'Menu' }).focus();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: `Call ${phoneDisplay(phone.tel)}` })).toHaveAttribute('href', `tel:${phone.tel}`);
      const chat = menu.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toBeVisible();
      expect(await greetingOf(chat)).toContain(`your ${pos.name} page`);
    });
  });
}

test.describe('the quick-contact bar elsewhere', () => {
  test('at 1280 px neither the bar nor the header call button is shown', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/pos', true);
    await expect(page.locator('nav.quick-contact')).toBeHidden();
    await expect(page.locator('.header-call')).toBeHidden();
  });

  test('the greeting follows a navigation inside the site', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/', true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Photo Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect
      .poll(() => greetingOf(bar(page).getByRole('link', { name: /^WhatsApp/ })))
      .toBe(`Hello ${site.shortName}, I'm looking at your Gallery page and would like to know more.`);
  });

  test('the admin area has no bar', async ({ request }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).not.toContain('quick-contact');
    expect(await (await request.get('/pos')).text()).toContain('class="quick-contact"');
  });

  test('Insights counts a tap on the bar’s WhatsApp link as a lead of its page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The chat itself would open WhatsApp (in a new tab); here the link goes nowhere.
    await page.context().route(/wa\.me/, (route) => route.abort());
    const sent: string[] = [];
    await page.exposeFunction('__beaconSent', (body: string) => sent.push(body));
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        if (String(url).endsWith('/api/insights/event') && data instanceof Blob) void data.text().then((t) => (window as unknown as { __beaconSent(b: string): void }).__beaconSent(t));
        return send(url, data);
      };
    });
    await open(page, '/pos', true);
    const leads = () => sent.map((b) => JSON.parse(b) as { type: string; path: string; lead?: string }).filter((e) => e.type === 'lead');
    // The beacon is loaded after the page's load event: its first report says it is listening.
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
    await bar(page).getByRole('link', { name: /^WhatsApp/ }).click();
    await expect.poll(leads).toEqual([{ type: 'lead', path: '/pos', lead: 'whatsapp' }]);
  });
});
