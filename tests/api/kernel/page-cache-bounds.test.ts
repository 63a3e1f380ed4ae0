import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { createTestApp, type TestApp } from '../../support/app';
import { registerPageRoutes } from '../../../server/pages/render';
import type { PageServices } from '../../../server/pages/page-services';
import { nonceContext, servicesContext } from '../../../app/context';

/**
 * What the page cache keeps: never a page drawn while the database did not answer (it would be
 * served as the good one for minutes), and addresses with kept parameters only in a share of their
 * own, so a flood of them cannot evict the pages. The pages come from a stand-in for React Router
 * whose /gallery reads the gallery and /hotels its clients through the page services. SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */

let t: TestApp;
const renders: string[] = [];
beforeAll(async () => {
  const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext } }, routes: {} }) as unknown as ServerBuild;
  const handle = async (request: Request, context: RouterContextProvider) => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    const services = context.get(servicesContext) as PageServices;
    const photos = url.pathname === '/gallery' ? await services.gallery.images() : [];
    // As the sector pages do: null when the rows could not be read (they then show the built-in list).
    const clients = url.pathname === '/hotels' ? await services.clients.ofSector('Hotels') : [];
    const clientWords = clients === null ? 'the built-in clients' : `${clients.length} clients`;
    return new Response(`<!doctype html><title>t</title><p>${url.pathname}${url.search} with ${photos.length} photos and ${clientWords}</p>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  t = await createTestApp({ PAGE_CACHE_SECONDS: '300' }, { pages: (app, ctx) => registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle }) });
});
afterAll(() => t?.close());

describe('the page cache', () => {
  it('keeps the pages when 400 addresses with kept parameters (/verify-email?email=N) arrive, 25 at a time', async () => {
    const pages = ['/', '/about', '/contact', '/privacy'];
    for (const p of pages) expect((await t.request({ method: 'GET', url: p })).headers['x-page-cache']).toBe('miss');
    for (let batch = 0; batch < 400; batch += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, i) => t.request({ method: 'GET', url: `/verify-email?email=x${batch + i}%40example.com` })));
    }
    for (const p of pages) expect((await t.request({ method: 'GET', url: p })).headers['x-page-cache'], p).toBe('hit');
    // The parameter pages still take turns in the cache: the newest is kept.
    expect((await t.request({ method: 'GET', url: '/verify-email?email=x399%40example.com' })).headers['x-page-cache']).toBe('hit');
  });

  it('never keeps a page drawn while a query of its data failed, and tells other caches not to keep it', async () => {
    const good = await t.request({ method: 'GET', url: '/gallery' });
    expect(good.headers['x-page-cache']).toBe('miss');
    // The database loses the table the page reads (as when it does not answer): the page is still drawn.
    await sql`DROP TABLE gallery_images`.execute(t.app.ctx.db);
    // Whatever was kept before goes, as after any change of content.
    t.app.ctx.contentChanged();
    const before = renders.length;
    for (let i = 0; i < 3; i++) {
      const r = await t.request({ method: 'GET', url: '/gallery' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('with 0 photos');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-page-cache']).toBe('miss');
    }
    // Each was drawn anew: none was served from a kept copy.
    expect(renders.length - before).toBe(3);
  });
  it('never keeps a sector page drawn with its built-in clients because their query failed', async () => {
    const good = await t.request({ method: 'GET', url: '/hotels' });
    expect(good.body).toMatch(/with 0 photos and \d+ clients/);
    expect(good.headers['x-page-cache']).toBe('miss');
    expect((await t.request({ method: 'GET', url: '/hotels' })).headers['x-page-cache']).toBe('hit');
    await sql`DROP TABLE clients`.execute(t.app.ctx.db);
    t.app.ctx.contentChanged();
    const before = renders.length;
    for (let i = 0; i < 3; i++) {
      const r = await t.request({ method: 'GET', url: '/hotels' });
      expect(r.statusCode).toBe(200);
      // The built-in list stands in for the rows the database did not give.
      expect(r.body).toContain('with 0 photos and the built-in clients');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-page-cache']).toBe('miss');
    }
    expect(renders.length - before).toBe(3);
  });
});
