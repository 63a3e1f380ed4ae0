import { expect, type Browser, type Page } from '@playwright/test';
import { site } from '../../../content/site';
import { phoneDisplay } from '../../../common/phone';
import { screenshotForReview } from '../support/screenshots';

/**
 * What a visitor sees of the company's numbers on the pages they reach it from, for the browser
 * test of "a phone typed once is followed everywhere" (site-content.spec.ts).
 */

export const OLD_TEL = site.phones[0].tel;
export const OLD_DISPLAY = phoneDisplay(OLD_TEL);
const BRANCH_TEL = site.phones[1].tel;
export const OWN_WHATSAPP = '+2347035550101';
/** Pages a visitor reaches the company from: home, contact, a service page, and the privacy notice ({phone}). */
const PAGES = ['/', '/contact', '/domain', '/privacy'];

/** What a visitor on a phone sees on `path`, opened in `page`: every tel: and wa.me link, and the page's text. */
async function seenOnPhone(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return {
    tel: await hrefs('a[href^="tel:"]'),
    wa: (await hrefs('a[href^="https://wa.me/"]')).map((h) => h.replace(/\?.*$/, '')),
    text: await page.locator('body').innerText(),
    jsonLdTelephone: JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}').telephone as string | undefined,
  };
}

/** Every page shows `main` as the main number (and the branch's own), and WhatsApp opens `whatsapp`. */
export async function expectEverywhere(browser: Browser, main: { tel: string; display: string; gone: string }, whatsapp: string, opts: { homeScreenshot?: string } = {}) {
  // One visitor going from page to page, in a browser of their own that starts empty.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  for (const path of PAGES) {
    const v = await seenOnPhone(page, path);
    expect(v.tel.length, path).toBeGreaterThan(0);
    for (const href of v.tel) expect([`tel:${main.tel}`, `tel:${BRANCH_TEL}`], `${path}: ${href}`).toContain(href);
    expect(v.tel, path).toContain(`tel:${main.tel}`);
    expect(v.text, path).not.toContain(main.gone);
    expect(v.wa.length, path).toBeGreaterThan(0);
    for (const href of v.wa) expect(href, path).toBe(`https://wa.me/${whatsapp.slice(1)}`);
    // The footer's number, the header's call control and the quick-contact bar.
    await expect(page.locator('footer').getByRole('link', { name: main.display })).toHaveAttribute('href', `tel:${main.tel}`);
    await expect(page.locator('a.header-call')).toHaveAttribute('href', `tel:${main.tel}`);
    await expect(page.locator('a.header-call')).toContainText(`Call ${site.shortName} on ${main.display}`);
    await expect(page.locator('nav.quick-contact a.quick-contact__call')).toHaveAttribute('href', `tel:${main.tel}`);
    await expect(page.locator('nav.quick-contact a.quick-contact__whatsapp')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsapp.slice(1)}\\?text=`));
    if (path === '/') expect(v.jsonLdTelephone).toBe(main.tel);
    if (path === '/privacy') {
      // The notice's "[{phone}](tel:{phoneTel})" placeholder.
      await expect(page.locator('main').getByRole('link', { name: main.display })).toHaveAttribute('href', `tel:${main.tel}`);
    }
    if (path === '/contact') await expect(page.getByRole('link', { name: new RegExp(`^Chat on WhatsApp \\(${phoneDisplay(whatsapp).replace(/\+/g, '\\+')}\\)`) })).toBeVisible();
    if (path === '/' && opts.homeScreenshot) await screenshotForReview(page, { path: opts.homeScreenshot });
  }
  await context.close();
}
