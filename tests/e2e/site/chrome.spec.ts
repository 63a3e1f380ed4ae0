import { axe } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ROUTE_LOADER_MS } from '../../../common/constants';
import { site } from '../../../content/site';
import { phoneDisplay } from '../../../common/phone';

/** The site chrome: header and menus, footer, route loader, 404. */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** A JWT-shaped token (unsigned: the header only decodes it) with an expiry an hour away. */
function fakeToken(): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const user = { id: 7, username: 'Chiamaka', email: 'chiamaka@example.com', role: 'user' };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, user })}.c2lnbmF0dXJl`;
}

async function storeUser(page: Page) {
  const token = fakeToken();
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify({ id: 7, username: 'Chiamaka', email: 'chiamaka@example.com', role: 'user' }));
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the header menus on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('every header menu lists its links in order', async ({ page }) => {
    await open(page, '/');
    const nav = mainNav(page);
    const expectMenu = async (name: string, links: [string, string][]) => {
      await nav.getByRole('button', { name }).click();
      const panel = page.locator(`#${await nav.getByRole('button', { name }).getAttribute('aria-controls')}`);
      const found = await panel.getByRole('link').evaluateAll((as) =>
        as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      );
      expect(found).toEqual(links);
    };
    await expectMenu('About Us', [
      ['Company Profile', '/companyProfile'],
      ['Photo Gallery', '/gallery'],
    ]);
    await expectMenu('Our Services', [
      ['Web Designing & Hosting', '/domain'],
      ['Software Development', '/softwareDev'],
      ['Database Management', '/databaseManagement'],
      ['Bulk SMS', '/BulkSMS'],
      ['ICT Training', '/training'],
      ['BSc, MSc, PhD Project Research', '/project'],
    ]);
    await nav.getByRole('button', { name: 'Our Clients' }).click();
    const clientHrefs = await page.locator('#menu-clients a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(clientHrefs).toEqual([
      '/hotels', '/governments', '/schools', '/multi-NationalCompany', '/hospitals', '/manufacturingCompany',
      '/transport', '/lounge-cLub', '/oilandgas', '/estatemanagement', '/salesoutlets', '/religiousorganizations', '/website',
    ]);
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Schools & Institutions' })).toBeVisible();
    await nav.getByRole('button', { name: 'Softwares' }).click();
    const productHrefs = await page.locator('#menu-softwares a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(productHrefs).toEqual([
      '/POS', '/hospital', '/school', '/e-ticketing', '/estate', '/hotel', '/hrpayroll', '/smartlab', '/cooperative', '/agric-farm',
    ]);
    for (const [name, href] of [
      ['Project Topics', '/topics'],
      ['Reviews', '/allreviews'],
      ['Contact Us', '/contact'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The logo's link (the contact strip's links name the company after "Call" and "WhatsApp chat with").
    await expect(header(page).getByRole('link', { name: new RegExp(`^${site.shortName}`) })).toHaveAttribute('href', '/');
  });

  test('a click opens a menu, another menu closes it, and a click outside closes everything', async ({ page }) => {
    await open(page, '/');
    const about = mainNav(page).getByRole('button', { name: 'About Us' });
    const services = mainNav(page).getByRole('button', { name: 'Our Services' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toHaveAttribute('aria-controls', 'menu-about');
    await expect(page.locator('#menu-about')).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-about').getByRole('link', { name: 'Photo Gallery' })).toBeVisible();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-about')).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.click();
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('Enter and Space toggle a menu and Escape closes it and gives focus back to its button', async ({ page }) => {
    await open(page, '/');
    const clients = mainNav(page).getByRole('button', { name: 'Our Clients' });
    await clients.focus();
    await page.keyboard.press('Enter');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await expect(clients).toBeFocused();

    // Arrow Down opens the menu on its first link; focus leaving the menu closes it.
    await page.keyboard.press('ArrowDown');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Governments' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(clients).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a menu link navigates and closes the menu', async ({ page }) => {
    await open(page, '/');
    const softwares = mainNav(page).getByRole('button', { name: 'Softwares' });
    await softwares.click();
    await page.locator('#menu-softwares').getByRole('link', { name: 'Hotel Management Software' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(softwares).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-softwares')).toBeHidden();
  });

  test('the header is 100 px high (the contact strip over the 64 px menu row) and stays at the top while the page scrolls', async ({ page }) => {
    await open(page, '/companyProfile');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(100);
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the hamburger opens and closes the menu, and a navigation closes it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await mainNav(page).getByRole('button', { name: 'Our Services' }).click();
    await mainNav(page).getByRole('link', { name: 'Bulk SMS' }).click();
    await expect(page).toHaveURL(/\/BulkSMS$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('Tab past the last item closes the menu, so the focused element is never hidden under it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Sign Up' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Project Topics' })).toBeHidden();
    // The element that has focus now is the topmost thing at its own centre: nothing covers it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return 'nothing focused';
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top && (el === top || el.contains(top)) ? 'visible' : `covered by ${top?.outerHTML.slice(0, 80)}`;
        }),
      )
      .toBe('visible');
    // Escape still closes a menu opened again, and focus goes back to the toggle.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a tap on the dimmed page below the open menu closes it', async ({ page }) => {
    await open(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(187, 790);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stored user sees Logout in the menu instead of Login and Sign Up', async ({ page }) => {
    await storeUser(page);
    await open(page, '/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });
});

test.describe('the account links', () => {
  test.use({ viewport: DESKTOP });

  test('Login and Sign Up show when nobody is stored, and the Logout button is not reachable', async ({ page }) => {
    await open(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('a stored user sees Logout, which clears the session and lands on /login without moving the header', async ({ consoleErrors, page }) => {
    // The stored session is made up, so the server refuses its logout:
    consoleErrors.allowResponse(401, '/api/account/logout');
    await open(page, '/');
    const anonymous = {
      header: await header(page).boundingBox(),
      contact: await mainNav(page).getByRole('link', { name: 'Contact Us' }).boundingBox(),
      auth: await page.locator('.nav-auth').boundingBox(),
    };

    await storeUser(page);
    await open(page, '/');
    const logout = mainNav(page).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    // The server always renders the anonymous header; the switch after hydration must not move anything.
    expect(await header(page).boundingBox()).toEqual(anonymous.header);
    expect(await mainNav(page).getByRole('link', { name: 'Contact Us' }).boundingBox()).toEqual(anonymous.contact);
    expect(await page.locator('.nav-auth').boundingBox()).toEqual(anonymous.auth);

    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});

test.describe('the route loader', () => {
  test.use({ viewport: DESKTOP });

  test('the first page load shows no loader', async ({ page, request }) => {
    const html = await (await request.get('/companyProfile')).text();
    expect(html).toMatch(/<div class="route-loader" hidden=""/);
    await page.goto('/companyProfile');
    await expect(page.locator('.route-loader')).toBeHidden();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('.route-loader')).toBeHidden();
  });

  test('a client-side navigation shows the logo loader for about 800 ms before the new page', async ({ page }) => {
    // From a page that hydrates (the home page is served without React: tests/e2e/site/static-pages.spec.ts).
    await open(page, '/login');
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // Timings are taken inside the page, so a busy test machine cannot blur them.
    await page.evaluate(() => {
      const w = window as unknown as { __loader: { clickAt?: number; shownAt?: number; hiddenAt?: number; newPageAt?: number; said: string[] } };
      w.__loader = { said: [] };
      const el = document.querySelector<HTMLElement>('.route-loader')!;
      const status = document.querySelector('p[role="status"]')!;
      document.addEventListener('click', () => (w.__loader.clickAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!el.hidden) w.__loader.shownAt ??= performance.now();
        else if (w.__loader.shownAt !== undefined) w.__loader.hiddenAt ??= performance.now();
      }).observe(el, { attributes: true });
      new MutationObserver(() => w.__loader.said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      // Registered last, so when the loader and the new page change in one go, the loader's time is taken first.
      const firstHeading = document.querySelector('h1')?.textContent;
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== firstHeading) w.__loader.newPageAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => (window as any).__loader.hiddenAt)).toBeDefined();
    const t = await page.evaluate(() => (window as any).__loader);
    // Shown at once: after the click and before anything of the new page is drawn (an order, not a
    // time, so a busy machine cannot fail it); never gone before 800 ms, as a timer never fires early.
    expect(t.shownAt).toBeGreaterThanOrEqual(t.clickAt);
    expect(t.newPageAt).toBeDefined();
    expect(t.shownAt).toBeLessThanOrEqual(t.newPageAt);
    expect(t.hiddenAt - t.clickAt).toBeGreaterThanOrEqual(ROUTE_LOADER_MS - 20);
    expect(t.said).toContain('Loading…');
    await expect(page.locator('.route-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    // Keyboard and screen-reader users continue in the new page, not in the menu.
    await expect(page.locator('div#main')).toBeFocused();
  });

  test('a change of the query string alone shows no loader', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.history.pushState({}, '', '/?ref=test'));
    await expect(page.locator('.route-loader')).toBeHidden();
  });
});

test.describe('the footer', () => {
  test('it shows the quick links, both offices, both phones, the email, social links and this year', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Company Profile', '/companyProfile'],
      ['Software Development', '/softwareDev'],
      ['Web Designing & Hosting', '/domain'],
      ['Photo Gallery', '/gallery'],
    ]) {
      await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const office of site.offices) {
      await expect(footer.getByText(office.label)).toBeVisible();
      await expect(footer.getByText(office.streetAddress)).toBeVisible();
    }
    for (const phone of site.phones) {
      await expect(footer.getByRole('link', { name: phoneDisplay(phone.tel) })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Instagram', 'WhatsApp']) {
      await expect(footer.getByRole('link', { name: `${site.shortName} on ${name}` })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
    await expect(footer).toContainText(site.description);
  });
});

test.describe('the page before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the menus open on hover and on keyboard focus on a wide screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const clients = mainNav(page).getByRole('button', { name: 'Our Clients' });
    await clients.hover();
    await expect(page.locator('#menu-clients').getByRole('link', { name: 'Hotels' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(page.locator('#menu-clients')).toBeHidden();

    await mainNav(page).getByRole('button', { name: 'Softwares' }).focus();
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'School Portal' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'Point of Sale & Stock Manager' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-softwares').getByRole('link', { name: 'Hospital Management Software' })).toBeFocused();
  });

  test('the hamburger opens the whole menu on focus on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await header(page).getByRole('button', { name: 'Menu' }).focus();
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('button', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Company Profile' })).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'ICT Training' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Agric Farm Manager' })).toBeVisible();
  });
});

test('the skip link moves focus to the page content', async ({ page }) => {
  await open(page, '/companyProfile');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page.locator('div#main')).toBeFocused();
});

test('the 404 screen shows its texts, a way home and popular pages', async ({ consoleErrors, page }) => {
  // The not-found page answers 404:
  consoleErrors.allowResponse(404, '/no/such/page');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page has been deleted or moved to another URL.')).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular pages' });
  await expect(popular.getByRole('link')).toHaveCount(6);
  await expect(popular.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// One page for all the widths (each loaded afresh at its width): a browser of its own per width
// cost more than the checks.
test('the home page does not scroll sideways at 320, 375, 768, 1280 or 1920 px, with a menu open or not', async ({ page }) => {
  for (const width of [320, 375, 768, 1280, 1920]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} px`).toBe(0);
      if (width < 1024) await header(page).getByRole('button', { name: 'Menu' }).click();
      else await mainNav(page).getByRole('button', { name: 'Softwares' }).click();
      const open_ = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(open_, `${width} px, menu open`).toBe(0);
    });
  }
});

// Every page as first loaded (the page-not-found page too) is checked by axe-all.spec.ts at both widths.
test('the open menus have no accessibility violations at 375 and 1280 px', async ({ page }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      if (viewport.width < 1024) await header(page).getByRole('button', { name: 'Menu' }).click();
      await mainNav(page).getByRole('button', { name: 'Our Clients' }).click();
      await expect(page.locator('#menu-clients')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
