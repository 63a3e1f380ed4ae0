import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminToken, loginAsAdmin } from '../admin/admin-helpers';
import type { InsightsReport } from '../../../modules/insights/insights.schemas';
import { VIEW_EVENT } from '../../../modules/insights/beacon/view-event';

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
type Sent = { body: string; size: number; doc: string }[];
interface BeaconWindow {
  __beaconSent(b: string, doc: string): void;
  /** This document's id and how many beacons it has handed to sendBeacon so far. */
  __beaconDoc: string;
  __beaconCalls: number;
  /** The page views the Insights code has handled (its view event, after its own listener ran). */
  __views: string[];
  /** When the visitor last pressed or tapped (the page's clock). */
  __lastInput: number;
}
/** Starts recording; awaited before the page opens, so the first document is recorded too. */
const beacons = async (page: Page): Promise<Sent> => {
  const sent: Sent = [];
  await page.exposeFunction('__beaconSent', (body: string, doc: string) => sent.push({ body, size: Buffer.byteLength(body), doc }));
  await page.addInitScript((viewEvent) => {
    const w = window as unknown as BeaconWindow;
    w.__beaconDoc = Math.random().toString(36).slice(2);
    w.__beaconCalls = 0;
    w.__views = [];
    w.__lastInput = -Infinity;
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (w.__lastInput = performance.now()), true);
    // A listener added before the Insights code's own: the microtask runs once every listener of
    // the (synchronous) dispatch has, so a beacon that view causes has been handed over by then.
    addEventListener(viewEvent, (e) => queueMicrotask(() => w.__views.push((e as CustomEvent<{ path: string }>).detail.path)));
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (String(url).endsWith('/api/insights/event') && data instanceof Blob) {
        w.__beaconCalls++;
        const doc = w.__beaconDoc;
        void data.text().then((t) => w.__beaconSent(t, doc));
      }
      return send(url, data);
    };
  }, VIEW_EVENT);
  return sent;
};
/** Waits until every beacon the current page has handed to sendBeacon so far has reached the test. */
async function beaconsDelivered(page: Page, sent: Sent) {
  const { doc, calls } = await page.evaluate(() => {
    const w = window as unknown as BeaconWindow;
    return { doc: w.__beaconDoc, calls: w.__beaconCalls };
  });
  await expect.poll(() => sent.filter((s) => s.doc === doc).length).toBeGreaterThanOrEqual(calls);
}
/** Waits until the Insights code has handled the view of `path`: the moment a visitor's page sends its beacon. */
async function viewHandled(page: Page, path: string) {
  await page.waitForFunction((p) => (window as unknown as BeaconWindow).__views.includes(p), path);
}
const events = (sent: { body: string }[]) => sent.map((s) => JSON.parse(s.body) as { type: string; path: string; entry?: boolean; lead?: string });

test('public pages set no cookie, keep nothing in the browser and talk to no other host; each view sends one small beacon', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  const cookies: string[] = [];
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  page.on('response', async (r) => {
    const header = (await r.allHeaders())['set-cookie'];
    if (header) cookies.push(`${r.url()}: ${header}`);
  });
  const sent = await beacons(page);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
  // A navigation inside the site is one more view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => events(sent).filter((e) => e.type === 'view').length).toBe(2);
  expect(events(sent).filter((e) => e.type === 'view').map((v) => [v.path, v.entry])).toEqual([['/', true], ['/gallery', false]]);
  for (const s of sent) expect(s.size).toBeLessThanOrEqual(1024);

  // Every response's headers read before the cookies are checked.
  await page.removeAllListeners('response', { behavior: 'wait' });
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
  const sent = await beacons(page);
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect.poll(() => sent.length).toBeGreaterThanOrEqual(1);
  // The page's own link: the phone menu's and the quick-contact bar's are hidden at this width.
  await page.getByRole('main').locator('a[href^="https://wa.me/"]').first().click();
  await expect.poll(() => events(sent).some((e) => e.lead === 'whatsapp' && e.path === '/contact')).toBe(true);
  await expect
    .poll(async () => (await report(request, token)).leads.byKind.find((k) => k.kind === 'whatsapp')?.count ?? 0)
    .toBeGreaterThan(before);
  expect((await report(request, token)).leads.byPage.map((p) => p.name)).toContain('/contact');
});

test('a crawler is not counted; the same page seen by a person is', async ({ browser, request }) => {
  const token = await adminToken(request);
  const path = `/insights-check-${Date.now().toString(36)}`;
  const crawler = await browser.newContext({ userAgent: GOOGLEBOT });
  const crawlerPage = await crawler.newPage();
  const crawlerBeacons = await beacons(crawlerPage);
  await crawlerPage.goto(path);
  await expect.poll(() => crawlerBeacons.length).toBeGreaterThanOrEqual(1);
  await crawler.close();

  const person = await browser.newContext();
  const personPage = await person.newPage();
  await personPage.goto(path);
  await expect(personPage.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect
    .poll(async () => (await report(request, token)).notFound.find((p) => p.name === path)?.views ?? 0)
    .toBe(1);
  await person.close();
});

test("an admin's own visits send nothing", async ({ page }) => {
  await loginAsAdmin(page);
  const sent = await beacons(page);
  // The Insights code itself is fetched (so "nothing sent" is not a script that never loaded) …
  const insightsCode = page.waitForResponse((r) => /\/beacon[^/]*\.js$/.test(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect((await insightsCode).ok()).toBe(true);
  // … and has handled each view, the moment a visitor's beacon is handed over; all handed over have arrived.
  await viewHandled(page, '/');
  await beaconsDelivered(page, sent);
  await page.goto('/POS');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await viewHandled(page, '/POS');
  await beaconsDelivered(page, sent);
  expect(sent).toEqual([]);
});

test("the landing page's speed figures stop at a navigation inside the site: the next pages' shifts are not added to them", async ({ page }) => {
  const sent = await beacons(page);
  // A landing page that hydrates, whose links are followed on the client (the home page is served
  // without React, and its links load pages: docs/decisions/0038-pages-without-react-in-the-browser.md).
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The time to first byte goes at once.
  await expect.poll(() => events(sent).some((e) => e.type === 'vitals' && e.path === '/login')).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => events(sent).filter((e) => e.type === 'view').length).toBe(2);
  const afterNavigation = sent.length;

  // A layout shift on the gallery, well after the tap (shifts within 0.5 s of an input do not
  // count), then the visitor leaves: the landing page's figures must not include it.
  await page.waitForFunction(() => performance.now() - (window as unknown as BeaconWindow).__lastInput > 600);
  await page.evaluate(async () => {
    const block = document.createElement('div');
    block.style.height = '300px';
    document.body.prepend(block);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
  // Every beacon the page handed over when it was hidden has reached the test.
  await beaconsDelivered(page, sent);
  expect(events(sent.slice(afterNavigation)).filter((e) => e.type === 'vitals')).toEqual([]);
});
