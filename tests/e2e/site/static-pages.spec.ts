import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ROUTE_LOADER_MS } from '../../../common/constants';

/**
 * Pages served without React in the browser (docs/decisions/0038-pages-without-react-in-the-browser.md):
 * the HTML they are sent, the widgets that enhance it (header menus, hamburger, account links,
 * Insights) and the logo loader across ordinary page loads, with JavaScript on and off. Show More
 * on the product pages is checked by tests/e2e/catalogue/catalog.spec.ts, which opens static pages.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const STATIC = ['/', '/about', '/companyProfile', '/products', '/privacy', '/allreviews', '/gallery', '/domain', '/pos', '/hotels', '/contact', '/reviewForm', '/no/such/page'];
const HYDRATED = ['/login'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

/** A JWT-shaped token (unsigned: the pages only decode it) with the expiry given, and its user. */
async function storeUser(page: Page, expiresInSeconds: number) {
  const user = { id: 7, username: 'Chiamaka', email: 'chiamaka@example.com', role: 'user' };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds, user })}.c2lnbmF0dXJl`;
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      sessionStorage.setItem('seeded', '1');
    },
    [token, JSON.stringify(user)],
  );
}

test('a static page is sent with the widget script alone, a hydrated page with React Router’s scripts', async ({ request }) => {
  for (const path of STATIC) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<script type="module" src="\/assets\/site\.widget-[\w-]+\.js"[^>]* data-widgets=""/);
    expect(html, path).not.toContain('__reactRouterContext');
    expect(html, path).not.toContain('modulepreload');
  }
  for (const path of HYDRATED) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('__reactRouterContext');
    expect(html, path).not.toContain('data-widgets');
  }
});

test.describe('the stylesheets of a static page', () => {
  // A context of its own: a kept one may hold the stylesheets from an earlier test.
  test.use({ freshContext: true, viewport: MOBILE });

  test('the first page of a visit carries them; a page reached from it links them and finds them already fetched', async ({ page }) => {
    await open(page, '/contact');
    const inline = await page.locator('style[data-href]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.href!));
    expect(inline.length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // Styled: the header is the site's, not the browser's default block.
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
    // After its load event the page fetches them for the next one.
    await expect
      .poll(() => page.evaluate((hrefs) => hrefs.filter((h) => performance.getEntriesByName(new URL(h, location.href).href).length === 0), inline))
      .toEqual([]);
    // A page reached from this one (Sec-Fetch-Site: same-origin) links its stylesheets.
    await page.evaluate(() => window.location.assign('/gallery'));
    await page.waitForURL('**/gallery');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('style[data-href]')).toHaveCount(0);
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((els) => els.map((e) => new URL((e as HTMLLinkElement).href).pathname));
    const shared = linked.filter((href) => inline.includes(href));
    expect(shared.length).toBeGreaterThan(0);
    // Those the first page fetched came from the browser's cache: nothing went over the network.
    const sizes = await page.evaluate(
      (paths) =>
        paths.map(
          (p) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => new URL(e.name).pathname === p)?.transferSize ?? -1,
        ),
      shared,
    );
    expect(sizes).toEqual(shared.map(() => 0));
  });
});

test('a static page loads no framework, and Insights still counts its visit', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const sent: string[] = [];
  await page.exposeFunction('__beaconSent', (body: string) => sent.push(body));
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (String(url).endsWith('/api/insights/event') && data instanceof Blob) void data.text().then((t) => (window as unknown as { __beaconSent(b: string): void }).__beaconSent(t));
      return send(url, data);
    };
  });
  await open(page, '/about');
  await expect.poll(() => sent.map((b) => JSON.parse(b) as { type: string; path: string }).find((e) => e.type === 'view')).toMatchObject({ type: 'view', path: '/about' });
  expect(await page.evaluate(() => 'reactRouterManifest' in window || '__reactRouterContext' in window)).toBe(false);
  expect(scripts.filter((s) => !/^\/assets\/(site\.widget|beacon)-[\w-]+\.js$/.test(s))).toEqual([]);
});

test('where the visit came from goes from page to page of the site, nothing of it stays in the browser, and a visit from elsewhere starts anew', async ({ page }) => {
  // What the page hands over as it is left, read in the next page's first script.
  await page.addInitScript(() => {
    (window as unknown as { __handedOver: string | null }).__handedOver = sessionStorage.getItem('visit-origin');
  });
  const handedOver = () => page.evaluate(() => JSON.parse((window as unknown as { __handedOver: string | null }).__handedOver ?? 'null') as unknown);
  const storage = () => page.evaluate(() => sessionStorage.length);
  await page.goto('/?utm_source=whatsapp&utm_campaign=december-promo', { referer: 'https://web.whatsapp.com/' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await storage()).toBe(0);
  const campaign = { landing: '/?utm_source=whatsapp&utm_campaign=december-promo', referrer: 'https://web.whatsapp.com/' };
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/companyProfile$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await handedOver()).toEqual(campaign);
  expect(await storage()).toBe(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await handedOver()).toEqual(campaign);
  // Back from a search engine, in the same tab: a new visit, whose own origin the next page gets.
  await page.goto('/products', { referer: 'https://www.google.com/' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/companyProfile$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await handedOver()).toEqual({ landing: '/products', referrer: 'https://www.google.com/' });
  expect(await storage()).toBe(0);
});

test.describe('the header menus of a static page on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('a click opens a menu, another closes it, a click outside closes everything, and keys work as on a hydrated page', async ({ page }) => {
    await open(page, '/about');
    const about = mainNav(page).getByRole('button', { name: 'About Us' });
    const clients = mainNav(page).getByRole('button', { name: 'Our Clients' });
    await expect(page.locator('#menu-about')).toBeHidden();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-about').getByRole('link', { name: 'Photo Gallery' })).toBeVisible();
    await clients.click();
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-about')).toBeHidden();
    await page.mouse.click(640, 600);
    await expect(clients).toHaveAttribute('aria-expanded', 'false');

    await clients.focus();
    await page.keyboard.press('Enter');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Governments' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('#menu-clients').getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await expect(clients).toBeFocused();
  });

  test('choosing a menu link loads the page with every menu closed', async ({ page }) => {
    await open(page, '/about');
    await mainNav(page).getByRole('button', { name: 'Softwares' }).click();
    await page.locator('#menu-softwares').getByRole('link', { name: 'Hotel Management Software' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(mainNav(page).getByRole('button', { name: 'Softwares' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-softwares')).toBeHidden();
  });
});

test.describe('the header of a static page on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the hamburger opens and closes the menu; Escape, a tap below it and Tab past its end close it', async ({ page }) => {
    await open(page, '/domain');
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(187, 790);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/domain$/);

    await toggle.click();
    await mainNav(page).getByRole('link', { name: 'Sign Up' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();
  });

  test('a stored user sees Logout in place of Login and Sign Up; Logout clears the session and goes to /login', async ({ consoleErrors, page }) => {
    // The stored session is made up, so the server refuses its logout:
    consoleErrors.allowResponse(401, '/api/account/logout');
    await storeUser(page, 3600);
    await open(page, '/pos');
    await menuToggle(page).click();
    const logout = mainNav(page).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('an expired stored session is removed and the visitor sent to log in, back to the page after', async ({ page }) => {
    await storeUser(page, -60);
    await page.goto('/hotels');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhotels$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('the logo loader between static pages', () => {
  test.use({ viewport: DESKTOP });

  test('a first visit shows none; a link shows it at once and the next page keeps it until 800 ms after the click', async ({ page }) => {
    // The next page's own record, from its first parsed byte: whether it started under the loader and when it ended.
    await page.addInitScript(() => {
      // Before the document's first byte there is no <html> yet: the observer watches the document.
      const seen = { startedLoading: false, hiddenAt: 0 };
      (window as unknown as { __loader: typeof seen }).__loader = seen;
      new MutationObserver(() => {
        // Marked while the head is still being parsed: the loader covers the page from its first paint.
        if (document.documentElement.hasAttribute('data-route-loading')) seen.startedLoading ||= !document.body;
        else if (seen.startedLoading) seen.hiddenAt ||= Date.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-route-loading'] });
    });
    await open(page, '/about');
    expect(await page.evaluate(() => (window as unknown as { __loader: { startedLoading: boolean } }).__loader.startedLoading)).toBe(false);
    await expect(page.locator('.route-loader')).toBeHidden();

    await page.evaluate(() => {
      document.addEventListener('click', () => sessionStorage.setItem('clickAt', String(Date.now())), { capture: true });
      // The old page shows the loader as soon as the link is followed (checked after the page's own click handlers).
      window.addEventListener('click', () => sessionStorage.setItem('shownAtClick', String(!!document.querySelector('.route-loader')?.checkVisibility())));
    });
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('main').getByRole('link', { name: 'Read our company profile' }).click();
    await navigation;
    await expect(page).toHaveURL(/\/companyProfile$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __loader: { hiddenAt: number } }).__loader.hiddenAt)).toBeGreaterThan(0);
    const t = await page.evaluate(() => ({
      ...(window as unknown as { __loader: { startedLoading: boolean; hiddenAt: number } }).__loader,
      clickAt: Number(sessionStorage.getItem('clickAt')),
      shownAtClick: sessionStorage.getItem('shownAtClick'),
    }));
    expect(t.shownAtClick).toBe('true');
    expect(t.startedLoading).toBe(true);
    // A timer never fires early: the loader is not gone before 800 ms after the click.
    expect(t.hiddenAt - t.clickAt).toBeGreaterThanOrEqual(ROUTE_LOADER_MS - 5);
    await expect(page.locator('.route-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Reloading that page is a first load again: no loader.
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __loader: { startedLoading: boolean } }).__loader.startedLoading)).toBe(false);
  });
});

test.describe('a static page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menus open on hover and focus on a wide screen, and links lead to their pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await expect(page.locator('.route-loader')).toBeHidden();
    await mainNav(page).getByRole('button', { name: 'Our Clients' }).hover();
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Softwares' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'Point of Sale & Stock Manager' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/POS$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the hamburger opens the whole menu on focus on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/companyProfile');
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await menuToggle(page).focus();
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
