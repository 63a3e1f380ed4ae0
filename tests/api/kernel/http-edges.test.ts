import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { registerPageRoutes } from '../../../server/pages/render';
import { addPhoto } from '../../../modules/gallery/photo-upload.server';
import type { PageServices } from '../../../server/pages/page-services';
import { nonceContext, servicesContext } from '../../../app/context';
import { loader as rootLoader } from '../../../app/root';
import { loader as robotsLoader } from '../../../app/routes/robots';

/**
 * The edges of the page renderer and the API (docs/decisions/0014-http-edges-cache-keys-preview-dev-server.md):
 * which requests share a cached page, what counts as an admin's preview, which Host a page is
 * served under, who may read the API description, and the error answers for a bad Host or an
 * oversized body. The pages are rendered by a stand-in for React Router that runs the real root
 * and robots.txt loaders, so these tests need no build. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

/** Plays React Router: counts renders, prints the root loader's origin and the address it was asked for. */
function standInPages() {
  const seen: string[] = [];
  const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext } } }) as unknown as ServerBuild;
  const handle = async (request: Request, context: RouterContextProvider) => {
    seen.push(request.url);
    const url = new URL(request.url);
    const args = { request, context, params: {} } as never;
    if (url.pathname === '/robots.txt') return robotsLoader(args);
    const data = await rootLoader(args);
    const services = context.get(servicesContext) as PageServices;
    const token = url.searchParams.get('preview');
    const draft = token ? (await services.previewCompany(token)) !== null : false;
    const html = `<!doctype html><html><head><link rel="canonical" href="${data.origin}${url.pathname}"></head>` +
      `<body>${draft ? 'DRAFT VIEW' : 'PUBLIC VIEW'} of ${url.pathname}${url.search}</body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  return {
    seen,
    pages: (app: Parameters<typeof registerPageRoutes>[0], ctx: Parameters<typeof registerPageRoutes>[1]) =>
      registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle }),
  };
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => {});
});

async function appWithPages(env: Record<string, string> = {}, logStream?: PassThrough) {
  const stand = standInPages();
  const t = await createTestApp({ PAGE_CACHE_SECONDS: '300', ...env }, { pages: stand.pages, ...(logStream ? { logStream } : {}) });
  apps.push(t);
  return { t, seen: stand.seen };
}

describe('an admin preview spelt with an encoded parameter name (?%70review=)', () => {
  let t: TestApp;
  let log = '';
  let token: string;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c) => (log += c.toString()));
    ({ t } = await appWithPages({ LOG_LEVEL: 'info' }, stream));
    const admin = await t.createUser({ role: 'admin' });
    token = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) })).token;
  });

  it('is a preview for the headers and the cache too: private, no-store, noindex, never stored', async () => {
    for (const url of [`/about?%70review=${token}`, `/about?%70REVIEW=x&%70review=${token}`, `/about.data?_routes=root&pr%65view=${token}`]) {
      const r = await t.request({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('DRAFT VIEW');
      expect(r.headers['cache-control'], url).toBe('private, no-store');
      expect(r.headers['x-robots-tag'], url).toBe('noindex');
      expect(r.headers['x-page-cache'], url).toBeUndefined();
    }
    // Nothing of the previews was kept: the public address is rendered afresh, and public.
    const plain = await t.request({ method: 'GET', url: '/about' });
    expect(plain.headers['x-page-cache']).toBe('miss');
    expect(plain.body).toContain('PUBLIC VIEW');
    expect(plain.headers['cache-control']).toBe('no-cache');
    // ...and a later preview is still a preview, not the cached public page.
    const again = await t.request({ method: 'GET', url: `/about?%70review=${token}` });
    expect(again.body).toContain('DRAFT VIEW');
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('leaves the token out of the logs', async () => {
    await t.request({ method: 'GET', url: `/contact?a=1&%70review=${token}&b=2` });
    await t.request({ method: 'GET', url: `/api/reviews?%74oken=${token}` });
    expect(log).toContain('/contact?a=1&%70review=[redacted]&b=2');
    expect(log).toContain('/api/reviews?%74oken=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});

describe('the page cache key', () => {
  it('ignores parameters no page reads: 310 requests for /?utm=N do not evict /', async () => {
    const { t, seen } = await appWithPages();
    expect((await t.request({ method: 'GET', url: '/' })).headers['x-page-cache']).toBe('miss');
    const renders = seen.length;
    for (let batch = 0; batch < 310; batch += 31) {
      const answers = await Promise.all(
        Array.from({ length: 31 }, (_, i) => t.request({ method: 'GET', url: `/?utm=${batch + i}&fbclid=${i}` })),
      );
      for (const r of answers) {
        expect(r.statusCode).toBe(200);
        expect(r.headers['x-page-cache']).toBe('hit');
      }
    }
    expect(seen.length).toBe(renders);
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.headers['x-page-cache']).toBe('hit');
    expect(home.body).toContain('PUBLIC VIEW of /<');
  });

  it('keeps the parameters a page reads: each e-mail address of /verify-email is its own page', async () => {
    const { t } = await appWithPages();
    const a = await t.request({ method: 'GET', url: '/verify-email?email=a%40example.com&utm_source=mail' });
    expect(a.body).toContain('/verify-email?email=a%40example.com<');
    const b = await t.request({ method: 'GET', url: '/verify-email?utm_source=x&email=b%40example.com' });
    expect(b.headers['x-page-cache']).toBe('miss');
    expect(b.body).toContain('/verify-email?email=b%40example.com<');
    const a2 = await t.request({ method: 'GET', url: '/verify-email?email=a%40example.com' });
    expect(a2.headers['x-page-cache']).toBe('hit');
    expect(a2.body).toContain('email=a%40example.com');
  });

  it("keeps React Router's route-discovery parameters: /__manifest?paths=…&version=… reaches the router whole", async () => {
    const { t, seen } = await appWithPages();
    await t.request({ method: 'GET', url: '/__manifest?paths=%2Fverify-email%2C%2Fadmin&version=3cf5aa48&utm_source=x' });
    const url = new URL(seen[seen.length - 1]);
    expect(url.pathname).toBe('/__manifest');
    expect(url.searchParams.get('paths')).toBe('/verify-email,/admin');
    expect(url.searchParams.get('version')).toBe('3cf5aa48');
    expect(url.searchParams.has('utm_source')).toBe(false);
  });

  it('serves a ?preview= with a token that does not verify as the public page, from the cache', async () => {
    const { t, seen } = await appWithPages();
    await t.request({ method: 'GET', url: '/about' });
    const renders = seen.length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.request({ method: 'GET', url: `/about?preview=not-a-token-${i}` })),
    );
    for (const r of answers) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-page-cache']).toBe('hit');
      expect(r.body).toContain('PUBLIC VIEW');
    }
    expect(seen.length).toBe(renders);
  });

  it('does not depend on the Host header: canonical links and robots.txt name PUBLIC_URL (its default without one)', async () => {
    const { t } = await appWithPages({ PUBLIC_URL: '' });
    for (const host of ['evil.example', 'localhost:3000']) {
      const page = await t.request({ method: 'GET', url: '/about', headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/about">');
      expect(page.body).not.toContain('evil.example');
      const robots = await t.request({ method: 'GET', url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
    }
  });
});

describe('the public API cache key', () => {
  it('ignores parameters the route does not declare: 310 requests for /api/gallery?x=N do not evict /api/gallery', async () => {
    const t = await createTestApp({ PAGE_CACHE_SECONDS: '300' });
    apps.push(t);
    const first = await t.request({ method: 'GET', url: '/api/clients?module=hotels' });
    expect(first.statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/api/gallery' });
    // A row written behind the application's back shows whether an answer came from the cache.
    await addPhoto(t.app.ctx.db, { title: 'Behind the back', alt: 'x', image_url: '/uploads/x.webp', srcset: '', width: 10, height: 10 });
    for (let batch = 0; batch < 310; batch += 31) {
      const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => t.request({ method: 'GET', url: `/api/gallery?x=${batch + i}&utm_source=y` })));
      for (const r of answers) {
        expect(r.statusCode).toBe(200);
        expect(r.body).not.toContain('Behind the back');
      }
    }
    expect((await t.request({ method: 'GET', url: '/api/gallery' })).body).not.toContain('Behind the back');
    // A declared parameter still makes its own entry, and the earlier one survived.
    const again = await t.request({ method: 'GET', url: '/api/clients?utm=1&module=hotels' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });
});

describe('pages with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await appWithPages({ PUBLIC_URL: 'https://www.example.test', TRUST_PROXY: 'true' }));
  });

  it('are served under PUBLIC_URL\'s host and loopback names only; any other Host gets 421', async () => {
    for (const host of ['www.example.test', 'WWW.Example.TEST', '127.0.0.1:3000', 'localhost']) {
      const r = await t.request({ method: 'GET', url: '/about', headers: { host } });
      expect(r.statusCode, host).toBe(200);
      expect(r.body).toContain('<link rel="canonical" href="https://www.example.test/about">');
    }
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => t.request({ method: 'GET', url: '/about', headers: { host: `evil${i}.example` } })),
    );
    for (const r of answers) {
      expect(r.statusCode).toBe(421);
      expect(t.json(r)).toEqual({ status: 'error', message: 'This site is not served at this address.' });
    }
    const forwarded = await t.request({ method: 'GET', url: '/robots.txt', headers: { host: 'www.example.test', 'x-forwarded-host': 'evil.example' } });
    expect(forwarded.statusCode).toBe(421);
    // The API does not render links from the Host: it answers under any name (health checks).
    expect((await t.request({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } })).statusCode).toBe(200);
  });
});

describe('bad requests at the edges', () => {
  it('answer a malformed Host header on a page with 400 and the error body, not 500', async () => {
    const { t } = await appWithPages();
    const answers = await Promise.all(
      ['a b', 'a b:80', 'exa<mple>', 'a/b', '[zz]'].flatMap((host) => Array.from({ length: 5 }, () => t.request({ method: 'GET', url: '/about', headers: { host } }))),
    );
    for (const r of answers) {
      expect(r.statusCode).toBe(400);
      expect(t.json(r)).toEqual({ status: 'error', message: 'The Host header of this request is not valid.' });
    }
  });

  it('say that an oversized JSON body is too large, and keep the image sentence for uploads', async () => {
    const t = await createTestApp();
    apps.push(t);
    const json = await t.request({
      method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(300 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    expect(t.json(json)).toEqual({ status: 'error', message: 'The request is too large.' });
    const admin = await t.createUser({ role: 'admin' });
    const big = multipart({ title: 'Big' }, { field: 'image', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(21 * 1024 * 1024, 1) }, bearer(admin.token));
    const upload = await t.request({ method: 'POST', url: '/api/gallery', ...big });
    expect(upload.statusCode).toBe(413);
    expect(t.json(upload).message).toMatch(/20 MB/);
  });
});

describe('the API description (/api/openapi.json)', () => {
  it('is for admins only', async () => {
    const t = await createTestApp();
    apps.push(t);
    const member = await t.createUser({ role: 'user' });
    const admin = await t.createUser({ role: 'admin' });
    const anonymous = await Promise.all(Array.from({ length: 25 }, () => t.request({ method: 'GET', url: '/api/openapi.json' })));
    for (const r of anonymous) {
      expect(r.statusCode).toBe(401);
      expect(r.body).not.toContain('/api/users/role');
    }
    const asMember = await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(member.token) });
    expect(asMember.statusCode).toBe(403);
    const asAdmin = await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(t.json(asAdmin).paths)).toEqual(expect.arrayContaining(['/api/signup', '/api/users/role']));
  });
});
