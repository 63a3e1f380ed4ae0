import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { site } from '../../../content/site';
import { solveAltchaForTests } from '../../support/captcha';

/** Collects CSP violations and console errors from the moment the page starts loading. */
async function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return { consoleErrors, violations };
}

/** The SHA-256 CSP source of every inline script of a page (JSON-LD blocks are data, not scripts). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\ssrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

test('the home page is rendered on the server with the company name, and its CSP allows exactly its inline scripts', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toContain(site.name);
  expect(html).toContain('<html lang="en-NG">');

  // The page is the same for every anonymous visitor (it is cached), so no nonce: script hashes.
  const csp = res.headers()['content-security-policy'];
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].split(' ');
  const sources = inlineScriptSources(html);
  // Served without React (docs/decisions/0038-pages-without-react-in-the-browser.md): the route loader's inline script alone.
  expect(sources.length).toBe(1);
  expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...sources]));
  expect(html).not.toMatch(/nonce=/);
  expect(csp).toContain("frame-src 'none'");
  // A hydrated page's inline scripts (React Router's context and entry) are allowed by their hashes too.
  const hydrated = await request.get('/login');
  const hydratedSources = inlineScriptSources(await hydrated.text());
  expect(hydratedSources.length).toBeGreaterThan(2);
  expect(new Set(/script-src ([^;]+)/.exec(hydrated.headers()['content-security-policy'])![1].split(' '))).toEqual(new Set(["'self'", ...hydratedSources]));
  for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy']) {
    expect(res.headers()[name], name).toBeTruthy();
  }
});

test('a page that is not shared between visitors gets a fresh nonce on every response', async ({ request }) => {
  // A request with a cookie is never answered from the shared cache.
  const get = () => request.get('/', { headers: { cookie: 'seen=1' } });
  const first = await get();
  const headerNonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'])?.[1];
  expect(headerNonce).toBeTruthy();
  const nonces = [...(await first.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([headerNonce]));
  const second = /'nonce-([^']+)'/.exec((await get()).headers()['content-security-policy'])?.[1];
  expect(second).toBeTruthy();
  expect(second).not.toEqual(headerNonce);
});

test('a revisit of a page is answered 304 without a body, and a content change gives a new ETag', async ({ request }) => {
  const first = await request.get('/hotels');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/"/);
  const again = await request.get('/hotels', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const login = await request.post('/api/login', { data: { email: 'admin@example.com', password: 'Admin-pass-123' } });
  const { token } = await login.json();
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { module: 'Hotels', name: `ETag Lodge ${Date.now()}`, location: 'Nsukka' },
  });
  expect(created.status()).toBe(201);
  const changed = await request.get('/hotels', { headers: { 'if-none-match': etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers().etag).not.toBe(etag);
  await request.delete(`/api/clients?id=${(await created.json()).id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('the home page loader reads approved reviews from the database', async ({ request }) => {
  const text = `Server-rendered review ${Date.now()}`;
  const captchaToken = await solveAltchaForTests(await (await request.get('/api/captcha/challenge')).text());
  const created = await request.post('/api/reviews', { multipart: { name: 'Ngozi', rating: '5', review_text: text, captchaToken } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await request.get('/')).ok()).toBe(true);
  expect(await (await request.get('/')).text()).not.toContain(text);

  const login = await request.post('/api/login', { data: { email: 'admin@example.com', password: 'Admin-pass-123' } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const approved = await request.put('/api/reviews', {
    data: { id, action: 'approve' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
  expect(await (await request.get('/')).text()).toContain(text);
});

test('a hydrated page runs without CSP violations or console errors and navigates on the client', async ({ page }) => {
  const { consoleErrors, violations } = await watchPage(page);
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });

  // The home page is served without React (docs/decisions/0038-pages-without-react-in-the-browser.md): its widgets run under the same CSP.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // /login hydrates, and its links are followed on the client.
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'still-here';
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/companyProfile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still-here');
  expect(documents).toHaveLength(2);

  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an unknown path answers 404 with the not-found screen', async ({ consoleErrors, page, request }) => {
  // The page under test answers 404:
  consoleErrors.allowResponse(404, '/some/unknown');
  const res = await request.get('/some/unknown');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('404 Page Not Found');
  expect(html).toContain('The page has been deleted or moved to another URL.');
  expect(html).toContain('Go Home');

  await page.goto('/some/unknown');
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
});

test('/unauthorized shows the same not-found screen', async ({ consoleErrors, page }) => {
  // The page under test answers 404:
  consoleErrors.allowResponse(404, '/unauthorized');
  const res = await page.goto('/unauthorized');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page has been deleted or moved to another URL.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('the point-of-sale page answers at both /POS and /pos', async ({ request }) => {
  for (const path of ['/POS', '/pos']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain('Stock Manager 10.2');
  }
});

test('every page of the route table answers 200', async ({ request }) => {
  const paths = [
    '/about', '/companyProfile', '/gallery', '/products', '/domain', '/softwareDev', '/databaseManagement',
    '/BulkSMS', '/training', '/project', '/hotels', '/governments', '/schools', '/multi-NationalCompany',
    '/hospitals', '/manufacturingCompany', '/transport', '/lounge-cLub', '/oilandgas', '/estatemanagement',
    '/salesoutlets', '/religiousorganizations', '/website', '/hospital', '/school', '/e-ticketing', '/estate',
    '/hotel', '/hrpayroll', '/smartlab', '/cooperative', '/agric-farm', '/inventory', '/allreviews',
    '/reviewForm', '/contact', '/login', '/signup', '/verify-email', '/topics', '/admin',
  ];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
});

test('an unknown API path is a JSON 404, not a page', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toMatchObject({ status: 'error' });
});

test('hashed assets are cached immutably and a missing asset is a JSON 404', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  expect(entry).toBeTruthy();
  const res = await request.get(entry!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['cache-control']).toContain('max-age=31536000');

  const missing = await request.get('/assets/does-not-exist.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
});

test('the favicon is a real file', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('icon');
});
