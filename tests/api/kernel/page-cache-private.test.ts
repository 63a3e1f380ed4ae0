import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createTestApp, type TestApp } from '../../support/app';
import { registerPageRoutes } from '../../../server/pages/render';
import { nonceContext, servicesContext } from '../../../app/context';

/**
 * A page that says it is its visitor's own (`Cache-Control: private, no-store`, as a customer's
 * quote page does, docs/decisions/0034-selling.md) is never kept in the page cache: the next
 * visitor of the address, or the same one after accepting, gets it drawn afresh. The pages come
 * from a stand-in for React Router.
 */

let t: TestApp;
let renders = 0;
let state = 'open';
beforeAll(async () => {
  const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext } }, routes: {} }) as unknown as ServerBuild;
  const handle = async (request: Request) => {
    renders++;
    const own = new URL(request.url).pathname.startsWith('/quote/');
    return new Response(`<!doctype html><title>t</title><p>quote ${state}</p>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...(own ? { 'cache-control': 'private, no-store' } : {}) },
    });
  };
  t = await createTestApp({ PAGE_CACHE_SECONDS: '300' }, { pages: (app, ctx) => registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle }) });
});
afterAll(() => t?.close());

describe('the page cache and private pages', () => {
  it('draws a private, no-store page for every request, and still keeps a public one', async () => {
    const url = `/quote/${'Q'.repeat(43)}`;
    const first = await t.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('private, no-store');
    state = 'accepted';
    const second = await t.request({ method: 'GET', url });
    expect(second.headers['x-page-cache']).toBe('miss');
    expect(second.body).toContain('quote accepted');
    expect(renders).toBe(2);
    // A public page is kept as before.
    await t.request({ method: 'GET', url: '/about' });
    expect((await t.request({ method: 'GET', url: '/about' })).headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(3);
  });
});
