import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, openAdmin, test } from '../support/fixtures';
import type { InsightsReport } from '../../../modules/insights/insights.schemas';
import { adminToken, expectNoAxeViolationsAtBothWidths, openSection } from './admin-helpers';

/**
 * The admin's Insights screen against the real server: visitors browse the public site (each in a
 * browser of its own, with an ordinary user agent: headless Chromium's own says HeadlessChrome,
 * which the server rightly takes for a robot), and the admin sees them counted. The e2e server
 * rolls up every second (INSIGHTS_ROLLUP_SECONDS=1) and the report itself renews a roll-up older
 * than two seconds, so figures appear within a few seconds. Other tests browse the same server,
 * so figures are compared with "at least", or with the API's answer of the moment.
 */

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Today in Lagos, as Insights counts days. */
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

async function report(request: APIRequestContext, token: string): Promise<InsightsReport> {
  const r = await request.get(`/api/insights?from=${today()}&to=${today()}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return r.json();
}

/** A visitor in a browser of their own: opens each path and waits until the page has reported itself. */
async function visit(browser: Browser, userAgent: string, paths: string[], opts: { referer?: string; phone?: boolean } = {}) {
  const context = await browser.newContext({ userAgent, ...(opts.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  for (const [i, path] of paths.entries()) {
    // Finished, not only sent: closing the browser at once could cancel a report still on its way.
    const beacon = page.waitForEvent('requestfinished', (r) => r.url().endsWith('/api/insights/event') && r.method() === 'POST');
    await page.goto(path, i === 0 && opts.referer ? { referer: opts.referer } : undefined);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await beacon;
  }
  await context.close();
}

const figure = (page: import('@playwright/test').Page, key: string) => page.locator(`.ins-figure--${key} .ins-figure__count`);
const asNumber = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('visitors of the public site appear on the Insights screen: people, views, sources, pages not found', async ({ adminPage: page, browser, request }) => {
  const token = await adminToken(request);
  const before = (await report(request, token)).totals;
  const missing = `/insights-screen-${Date.now().toString(36)}`;

  await visit(browser, DESKTOP, ['/', '/contact'], { referer: 'https://www.google.com/' });
  await visit(browser, PHONE, ['/gallery', missing, missing, missing], { phone: true });
  // Two people (one arriving from Google): three page views, and three of a page that does not exist
  // (counted apart from the views; three, so that the report's 20 commonest pages not found, which
  // the other tests' broken links share on this server, always include it). Each of a roll-up's counts reads the events stored when it runs
  // (modules/insights/rollup-worker.mjs), so one roll-up may already count the page not found
  // and not yet a view stored a moment before it: all three figures are awaited together.
  await expect
    .poll(async () => {
      const after = await report(request, token);
      return {
        notFound: after.notFound.find((p) => p.name === missing)?.views ?? 0,
        threeViewsMore: after.totals.views - before.views >= 3,
        google: after.sources.some((s) => s.name === 'Google'),
      };
    })
    .toEqual({ notFound: 3, threeViewsMore: true, google: true });

  await openAdmin(page);
  await openSection(page, 'Insights');
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page).toHaveURL(/range=today/);
  // The screen shows what the API answers at that moment (other tests keep browsing meanwhile).
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'views')).toBeVisible({ timeout: 5000 });
    const now = (await report(request, token)).totals;
    expect(asNumber(await figure(page, 'views').textContent())).toBe(now.views);
    expect(asNumber(await figure(page, 'people').textContent())).toBe(now.people);
  }).toPass();
  expect(asNumber(await figure(page, 'people').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('People are counted without cookies')).toBeVisible();
  // A one-day chart is per hour, with its figures as a table too.
  await expect(page.getByRole('heading', { level: 3, name: 'People and page views per hour' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^People and page views per hour/ })).toBeVisible();
  await page.getByText('Show these figures as a table').click();
  await expect(page.getByRole('table', { name: 'People, page views and leads per hour' }).getByRole('row')).toHaveCount(25);

  await expect(page.getByRole('table', { name: 'Pages not found' }).getByRole('rowheader', { name: missing })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sources' }).getByRole('rowheader', { name: /^Google/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('rowheader', { name: 'Phones' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('rowheader', { name: 'Computers' })).toBeVisible();

  // The CSV holds the tables shown, a section each.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`insights-${today()}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  // A title line is the title alone (quoted when it holds a comma).
  for (const title of ['Totals', '"People, page views and leads per hour"', 'Most viewed pages', 'Sources', 'Leads by kind', 'Devices', 'Pages not found']) {
    expect(csv.split('\r\n'), title).toContain(title);
  }
  expect(csv).toContain(`${missing},3`);
});

test('a chosen period is checked before it is asked for, and kept in the address', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Insights');
  await page.getByRole('radio', { name: 'Choose dates' }).check();
  await page.getByLabel('First day').fill('2026-03-10');
  await page.getByLabel('Last day').fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The first day must not be after the last day.');
  await expect(page.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First day').fill('2026-02-25');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-02-25&to=2026-03-01/);
  await expect(page.getByText('25 Feb – 1 Mar 2026', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('25 Feb – 1 Mar 2026', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Choose dates' })).toBeChecked();
});

test('the dashboard sums up the last 7 days and links to Insights; without the figures it simply leaves the card out', async ({ adminPage: page, consoleErrors }) => {
  // The test answers the figures' call with a 500 below; the browser reports that answer.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 500 .*\/api\/insights\/summary\)$/);
  await openAdmin(page);
  const card = page.getByRole('region', { name: 'Visitors in the last 7 days' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/(up (from 0|<?\d+%)|down <?\d+%|no change) on the week before/)).toHaveCount(3);
  await card.getByRole('link', { name: 'Open Insights' }).click();
  await expect(page).toHaveURL(/section=insights/);
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible();

  await page.route('**/api/insights/summary', (route) => route.fulfill({ status: 500, json: { status: 'error', message: 'down' } }));
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /project topics?/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visitors in the last 7 days' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How this area works' })).toBeVisible();
});

test('the Insights screen has no axe violations and no sideways scrolling at 375 and 1280 px', async ({ adminPage: page, browser }) => {
  await visit(browser, PHONE, ['/', '/contact'], { phone: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page);
  await openSection(page, 'Insights');
  await page.getByRole('radio', { name: '30 days' }).check();
  await expect(figure(page, 'views')).toBeVisible();
  await page.getByText('Show these figures as a table').click();
  await page.getByRole('radio', { name: 'Choose dates' }).check();
  await expect(page.getByLabel('First day')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'Insights');
});
