import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, openAdmin, test } from '../support/fixtures';
import { adminToken, openSection } from '../admin/admin-helpers';
import type { InsightsReport } from '../../../modules/insights/insights.schemas';

/**
 * Insights for the people who post the company's links: staff build a tagged link for a WhatsApp
 * status or a Facebook post on the Insights screen in one step, and a visit through it is counted
 * under that source and campaign (not as "Direct"); the Sources table shows every column, Won and
 * ₦ won included, inside the screen on a desktop. The e2e server rolls up every second.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; TECNO CK8n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

async function report(request: APIRequestContext, token: string): Promise<InsightsReport> {
  const r = await request.get(`/api/insights?from=${today()}&to=${today()}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return r.json();
}

/** Opens `url` as a visitor tapping it in a chat app (no referrer), and waits for the page to report itself. */
async function tap(browser: Browser, url: string) {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Finished, not only sent: closing the browser at once could cancel a report still on its way.
  const beacon = page.waitForEvent('requestfinished', (r) => r.url().endsWith('/api/insights/event') && r.method() === 'POST');
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await beacon;
  await context.close();
}

async function openInsights(page: Page) {
  await openAdmin(page);
  await openSection(page, 'Insights');
  await page.getByRole('radio', { name: 'Today' }).check();
}

test('staff build a WhatsApp status link in one step, copy it, and a visit through it counts under WhatsApp and its campaign', async ({ staffPage: page, browser, request }) => {
  await openInsights(page);
  const builder = page.getByRole('region', { name: 'Make a link to share' });
  await expect(builder).toBeVisible();
  const campaign = `december-promo-${Date.now().toString(36)}`;
  await builder.getByLabel('Page').selectOption({ label: 'Contact' });
  await builder.getByLabel('Where you will share it').selectOption({ label: 'WhatsApp status' });
  await builder.getByLabel('Campaign name').fill(`  ${campaign.replace(/-/g, ' ').replace('december', 'December')} `);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/contact?utm_source=whatsapp&utm_medium=status&utm_campaign=${campaign}`;
  await expect(builder.getByLabel('Your link')).toHaveValue(link);
  await expect(builder.getByText(`Counted under WhatsApp, campaign “${campaign}”.`)).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  try {
    await builder.getByRole('button', { name: 'Copy link' }).click();
    await expect(builder.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(builder.getByText('The link is copied: paste it into your post.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  } finally {
    await page.context().clearPermissions();
  }

  // A Facebook post: the same page and campaign, another source and medium.
  await builder.getByLabel('Where you will share it').selectOption({ label: 'Facebook post' });
  await expect(builder.getByLabel('Your link')).toHaveValue(`${origin}/contact?utm_source=facebook&utm_medium=post&utm_campaign=${campaign}`);
  await expect(builder.getByRole('button', { name: 'Copy link' })).toBeVisible();

  // Someone taps the WhatsApp link (a chat app sends no referrer): counted under WhatsApp and the campaign.
  await tap(browser, link);
  const token = await adminToken(request);
  await expect
    .poll(async () => (await report(request, token)).campaigns.find((c) => c.campaign === campaign))
    .toMatchObject({ source: 'WhatsApp', medium: 'status', campaign, visits: 1 });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Campaigns' }).getByRole('rowheader', { name: new RegExp(`^${campaign}`) })).toBeVisible();
});

for (const width of [1280, 1440]) {
  test(`at ${width} px the Sources and Campaigns tables show every column, Won and ₦ won included, without sideways scrolling`, async ({ adminPage: page, browser }) => {
    await tap(browser, '/?utm_source=facebook&utm_medium=post&utm_campaign=wide-screen-check');
    await page.setViewportSize({ width, height: 900 });
    await openInsights(page);
    for (const name of ['Sources', 'Campaigns']) {
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const fits = await table.evaluate((t) => {
        const box = t.parentElement!;
        const won = [...t.querySelectorAll('thead th')].filter((th) => /^(Won|₦ won)$/.test(th.textContent ?? ''));
        const right = box.getBoundingClientRect().right;
        return {
          scrolls: box.scrollWidth > box.clientWidth + 1,
          wonColumns: won.length,
          wonInView: won.every((th) => th.getBoundingClientRect().right <= Math.min(right, window.innerWidth) + 1),
        };
      });
      expect(fits, name).toEqual({ scrolls: false, wonColumns: 2, wonInView: true });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
