import { axe } from '../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { products } from '../../../content/products';
import { site } from '../../../content/site';
import { phoneDisplay } from '../../../common/phone';

/** Software product pages and client sector pages. */

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

async function addClient(
  request: APIRequestContext,
  fields: { module: string; name: string; location?: string; url?: string },
  logo?: Buffer,
) {
  const token = await adminToken(request);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { ...fields };
  if (logo) multipart.logo = { name: 'logo.png', mimeType: 'image/png', buffer: logo };
  const res = await request.post('/api/clients', { multipart, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('software product pages', () => {
  for (const product of products) {
    test(`/${product.slug} answers 200 with its title${product.version ? ` and the version label ${product.version}` : ''}`, async ({ request }) => {
      const res = await request.get(`/${product.slug}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      if (product.version) expect(html).toContain(escapeHtml(product.version));
      expect(html).toContain(escapeHtml(product.summary));
    });
  }

  test('/POS and /pos both show the Stock Manager page, with /pos as the canonical address', async ({ request }) => {
    for (const path of ['/POS', '/pos']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('Stock Manager 10.2');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/pos"/);
    }
  });

  test('every list item is in the server HTML, so the lists read completely without JavaScript', async ({ request }) => {
    // Collected and asserted once: an expect per item (hundreds) costs the runner more than the checks.
    const missing: string[] = [];
    let checked = 0;
    for (const product of products) {
      const html = await (await request.get(`/${product.slug}`)).text();
      for (const section of product.sections) {
        for (const item of section.items) {
          checked += 1;
          if (!html.includes(escapeHtml(item))) missing.push(`${product.slug}: ${item}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  // One page for the eleven products, each loaded afresh: a browser of its own per product cost more than the checks.
  test('every product page shows five items per list, and Show More and Show Less reveal and hide the rest', async ({ page }) => {
    for (const product of products) {
      await test.step(`/${product.slug}`, async () => {
        await gotoHydrated(page, `/${product.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const section of product.sections) {
          const region = page.getByRole('region', { name: section.heading, exact: true });
          const items = region.getByRole('listitem');
          const visible = Math.min(5, section.items.length);
          await expect(items).toHaveCount(visible);
          await expect(items.first()).toHaveText(section.items[0]);
          if (section.items.length <= 5) {
            await expect(region.getByRole('button')).toHaveCount(0);
            continue;
          }
          const more = region.getByRole('button', { name: 'Show More' });
          await expect(more).toHaveAttribute('aria-expanded', 'false');
          const listId = await more.getAttribute('aria-controls');
          expect(listId).toBeTruthy();
          await expect(region.locator(`[id="${listId}"]`)).toHaveCount(1);

          await more.click();
          const less = region.getByRole('button', { name: 'Show Less' });
          await expect(less).toHaveAttribute('aria-expanded', 'true');
          await expect(items).toHaveCount(section.items.length);
          await expect(items.last()).toHaveText(section.items[section.items.length - 1]);

          await less.click();
          await expect(region.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false');
          await expect(items).toHaveCount(visible);
        }
      });
    }
  });

  for (const slug of ['estate', 'hrpayroll']) {
    test(`/${slug} has its own Show More toggle in every section`, async ({ page }) => {
      const product = products.find((p) => p.slug === slug)!;
      await gotoHydrated(page, `/${slug}`);
      expect(product.sections.length).toBeGreaterThan(2);
      for (const section of product.sections) {
        await expect(page.getByRole('region', { name: section.heading, exact: true }).getByRole('button', { name: 'Show More' })).toHaveCount(1);
      }
      // Toggles are independent: opening one section leaves the others collapsed.
      const [first, second] = product.sections;
      await page.getByRole('region', { name: first.heading, exact: true }).getByRole('button', { name: 'Show More' }).click();
      await expect(page.getByRole('region', { name: second.heading, exact: true }).getByRole('listitem')).toHaveCount(5);
    });
  }

  test('before JavaScript runs, the extra items open from a native disclosure', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pos');
    const features = products[0].sections[0];
    const region = page.getByRole('region', { name: features.heading, exact: true });
    await expect(region.getByText(features.items[5])).toBeHidden();
    await region.getByText('Show More').click();
    await expect(region.getByText(features.items[5])).toBeVisible();
    await context.close();
  });

  test('the page offers a demo request and the office phone number', async ({ page }) => {
    await gotoHydrated(page, '/hospital');
    await expect(page.getByRole('link', { name: 'Request a demo' }).first()).toHaveAttribute('href', '/contact?item=hospital&intent=demo#contact-form-title');
    await expect(page.getByRole('link', { name: `Call ${phoneDisplay(site.phones[0].tel)}` })).toHaveAttribute('href', `tel:${site.phones[0].tel}`);
    await expect(page.getByRole('img', { name: /Medical QuickBook 10\.2 dashboard/ })).toBeVisible();
  });
});

test.describe('client sector pages', () => {
  test('a client just added through the API is in the HTML of /hotels, without JavaScript', async ({ request }) => {
    const name = `Nike Lake Resort ${unique()}`;
    await addClient(request, { module: 'Hotels', name, location: 'Enugu' });
    const html = await (await request.get('/hotels')).text();
    expect(html).toContain(name);
  });

  test('a client added with a logo shows its uploaded logo', async ({ page, request }) => {
    const name = `Coal Camp Suites ${unique()}`;
    const logo = await sharp({ create: { width: 240, height: 96, channels: 3, background: { r: 180, g: 60, b: 40 } } }).png().toBuffer();
    await addClient(request, { module: 'Hotels', name, location: 'Awka' }, logo);
    await gotoHydrated(page, '/hotels');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    await expect(img).toHaveAttribute('srcset', /\/uploads\/.+ \d+w/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(card.getByText('Awka')).toBeVisible();
  });

  test('the location shows only when the client has one', async ({ page }) => {
    await gotoHydrated(page, '/hotels');
    const withLocation = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Adada Greens Hotel', exact: true }) });
    await expect(withLocation).toContainText('Location: Nsukka');
    const without = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Abakpa Guest House', exact: true }) });
    await expect(without).toHaveCount(1);
    await expect(without.getByText(/Location/)).toHaveCount(0);
    // Clients without a logo show the sector's placeholder drawing instead.
    await expect(without.locator('svg')).toHaveCount(1);
    await expect(without.locator('img')).toHaveCount(0);
  });

  test('clients are listed alphabetically', async ({ page }) => {
    await gotoHydrated(page, '/schools');
    const names = await page.locator('.client-card__name').allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('the Websites page links each site in a new tab, safely and with a spoken hint', async ({ page }) => {
    await gotoHydrated(page, '/website');
    const links = page.getByRole('region', { name: 'Websites: client list' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(page.getByRole('link', { name: /ogbetepalmsuites\.example\.com/ })).toHaveAttribute('href', 'https://ogbetepalmsuites.example.com/');
  });

  test('a built-in client deleted by an admin disappears from its page', async ({ request }) => {
    const name = 'Riverside Diagnostic Centre';
    expect(await (await request.get('/hospitals')).text()).toContain(name);
    const list = await (await request.get('/api/clients?module=Hospitals')).json();
    const row = list.clients.find((c: { name: string }) => c.name === name);
    expect(row).toBeTruthy();
    const token = await adminToken(request);
    const res = await request.delete(`/api/clients?id=${row.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    const html = await (await request.get('/hospitals')).text();
    expect(html).not.toContain(name);
    expect(html).toContain('Ebeano Specialist Hospital');
  });

  test('/lounge-cLub and /lounge-club show the same sector', async ({ request }) => {
    for (const path of ['/lounge-cLub', '/lounge-club']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('Lounges &amp; Clubs');
    }
  });
});

// Every page of the sitemap (these included) is checked with axe and for sideways scrolling at 375
// and 1280 px by axe-all.spec.ts; here, what only this file's pages have.
test.describe('accessibility', () => {
  test('/hrpayroll has no axe violations with every list expanded', async ({ page }) => {
    await gotoHydrated(page, '/hrpayroll');
    const more = page.getByRole('button', { name: 'Show More' });
    while (await more.count()) await more.first().click();
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
