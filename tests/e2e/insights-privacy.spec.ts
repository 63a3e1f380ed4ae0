import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, loginAsAdmin } from './admin-helpers';
import type { InsightsReport } from '../../common/api/insights';

/**
 * Insights as a visitor meets it (docs/decisions/0022-insights.md): public pages set no cookie,
 * keep nothing in the browser and talk to no other host; each page shown sends one small beacon
 * after it has loaded; a WhatsApp tap is a lead of its page; a search engine's crawler and the
 * admins themselves are not counted. The e2e server rolls up every second (INSIGHTS_ROLLUP_SECONDS=1).
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Today in Lagos, as Insights counts days. */
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

async function report(request: APIRequestContext, token: string): Promise<InsightsReport> {
  const r = await request.get(`/api/insights?from=${today()}&to=${today()}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return r.json();
}

/**
 * What the page sends to Insights. The browser hands a beacon's body to the network as a Blob, which
 * the request events do not show, so the test reads each body as the page passes it to sendBeacon.
 */
const beacons = (page: Page) => {
  const sent: { body: string; size: number }[] = [];
  void page.exposeFunction('__beaconSent', (body: string) => sent.push({ body, size: Buffer.byteLength(body) }));
  void page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (String(url).endsWith('/api/insights/event') && data instanceof Blob) void data.text().then((t) => (window as unknown as { __beaconSent(b: string): void }).__beaconSent(t));
      return send(url, data);
    };
  });
  return sent;
};
const events = (sent: { body: string }[]) => sent.map((s) => JSON.parse(s.body) as { type: string; path: string; entry?: boolean; lead?: string });

test('public pages set no cookie, keep nothing in the browser and talk to no other host; each view sends one small beacon', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  const cookies: string[] = [];
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  page.on('response', async (r) => {
    const header = (await r.allHeaders())['set-cookie'];
    if (header) cookies.push(`${r.url()}: ${header}`);
  });
  const sent = beacons(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
  // A navigation inside the site is one more view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => events(sent).filter((e) => e.type === 'view').length).toBe(2);
  expect(events(sent).filter((e) => e.type === 'view').map((v) => [v.path, v.entry])).toEqual([['/', true], ['/gallery', false]]);
  for (const s of sent) expect(s.size).toBeLessThanOrEqual(1024);

  expect(cookies).toEqual([]);
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
  const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
  expect(stored).toEqual({ cookie: '', local: 0, session: 0 });
});

test('a WhatsApp tap is counted as a lead of the page it was made on', async ({ page, request }) => {
  const token = await adminToken(request);
  const before = (await report(request, token)).leads.byKind.find((k) => k.kind === 'whatsapp')?.count ?? 0;
  // The chat itself would open WhatsApp; here the link goes nowhere.
  await page.route(/wa\.me/, (route) => route.abort());
  const sent = beacons(page);
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
  // The page's own link: the phone menu's and the quick-contact bar's are hidden at this width.
  await page.getByRole('main').locator('a[href^="https://wa.me/"]').first().click();
  await expect.poll(() => events(sent).some((e) => e.lead === 'whatsapp' && e.path === '/contact')).toBe(true);
  await expect
    .poll(async () => (await report(request, token)).leads.byKind.find((k) => k.kind === 'whatsapp')?.count ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(before);
  expect((await report(request, token)).leads.byPage.map((p) => p.name)).toContain('/contact');
});

test('a crawler is not counted; the same page seen by a person is', async ({ browser, request }) => {
  const token = await adminToken(request);
  const path = `/insights-check-${Date.now().toString(36)}`;
  const crawler = await browser.newContext({ userAgent: GOOGLEBOT });
  const crawlerPage = await crawler.newPage();
  const crawlerBeacons = beacons(crawlerPage);
  await crawlerPage.goto(path);
  await expect.poll(() => crawlerBeacons.length).toBeGreaterThanOrEqual(1);
  await crawler.close();

  const person = await browser.newContext();
  const personPage = await person.newPage();
  await personPage.goto(path);
  await expect(personPage.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect
    .poll(async () => (await report(request, token)).notFound.find((p) => p.name === path)?.views ?? 0, { timeout: 15_000 })
    .toBe(1);
  await person.close();
});

test("an admin's own visits send nothing", async ({ page }) => {
  await loginAsAdmin(page);
  const sent = beacons(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.goto('/POS');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Long enough for the beacon of a visitor (sent right after load) to have gone.
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
});

test("the landing page's speed figures stop at a navigation inside the site: the next pages' shifts are not added to them", async ({ page }) => {
  const sent = beacons(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The time to first byte goes at once.
  await expect.poll(() => events(sent).some((e) => e.type === 'vitals' && e.path === '/')).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => events(sent).filter((e) => e.type === 'view').length).toBe(2);
  const afterNavigation = sent.length;

  // A layout shift on the gallery, well after the tap (shifts within 0.5 s of an input do not
  // count), then the visitor leaves: the landing page's figures must not include it.
  await page.waitForTimeout(700);
  await page.evaluate(async () => {
    const block = document.createElement('div');
    block.style.height = '300px';
    document.body.prepend(block);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    // Time for a beacon sent now to reach the test.
    await new Promise((r) => setTimeout(r, 300));
  });
  expect(events(sent.slice(afterNavigation)).filter((e) => e.type === 'vitals')).toEqual([]);
});
