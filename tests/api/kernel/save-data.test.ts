import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createTestApp, type TestApp } from '../../support/app';
import { registerPageRoutes } from '../../../server/pages/render';
import { nonceContext, servicesContext } from '../../../app/context';
import { createPageServices } from '../../../server/pages/page-services';
import { loader as rootLoader } from '../../../app/root';
import { savesData, smallestCandidate } from '../../../common/save-data';

/**
 * `Save-Data: on` (docs/decisions/0036-avif-and-save-data.md): the page is drawn lighter, so the
 * page cache keeps it apart from the full page and every page answer says `Vary: Save-Data`. The
 * pages come from a stand-in for React Router that draws what the header asks for, as the real
 * pages do through the root loader's `saveData` (checked below, and in the browser by
 * tests/e2e/site/avif-save-data.spec.ts).
 */

let t: TestApp;
let renders = 0;
beforeAll(async () => {
  const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext } }, routes: {} }) as unknown as ServerBuild;
  const handle = async (request: Request) => {
    renders++;
    const lite = savesData(request.headers.get('save-data'));
    return new Response(`<!doctype html><title>t</title><p>${lite ? 'banner without pictures' : 'banner with pictures'}</p>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  t = await createTestApp({ PAGE_CACHE_SECONDS: '300' }, { pages: (app, ctx) => registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle }) });
});
afterAll(() => t?.close());

const vary = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

describe('Save-Data and the page cache', () => {
  it('keeps the lighter page apart from the full one, and says Vary: Save-Data on both, hit or miss', async () => {
    const full = await t.request({ method: 'GET', url: '/gallery' });
    expect(full.body).toContain('banner with pictures');
    expect(full.headers['x-page-cache']).toBe('miss');
    expect(vary(full.headers)).toContain('save-data');

    const lite = await t.request({ method: 'GET', url: '/gallery', headers: { 'save-data': 'on' } });
    expect(lite.body).toContain('banner without pictures');
    expect(lite.headers['x-page-cache']).toBe('miss');
    expect(vary(lite.headers)).toContain('save-data');

    const [fullAgain, liteAgain] = await Promise.all([
      t.request({ method: 'GET', url: '/gallery', headers: { 'save-data': 'off' } }),
      t.request({ method: 'GET', url: '/gallery', headers: { 'save-data': 'On' } }),
    ]);
    expect([fullAgain.headers['x-page-cache'], liteAgain.headers['x-page-cache']]).toEqual(['hit', 'hit']);
    expect(fullAgain.body).toContain('banner with pictures');
    expect(liteAgain.body).toContain('banner without pictures');
    expect(vary(liteAgain.headers)).toContain('save-data');
    expect(renders).toBe(2);
  });

  it('25 parallel views, half with Save-Data, each get their own version from one render each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => t.request({ method: 'GET', url: '/services', headers: i % 2 ? { 'save-data': 'on' } : {} })),
    );
    answers.forEach((a, i) => expect(a.body).toContain(i % 2 ? 'banner without pictures' : 'banner with pictures'));
    const again = await t.request({ method: 'GET', url: '/services', headers: { 'save-data': 'on' } });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toContain('banner without pictures');
  });
});

describe('what the pages read', () => {
  it('the root loader says saveData for Save-Data: on only', async () => {
    const services = createPageServices(t.app.ctx);
    const context = { get: () => services } as unknown as Parameters<typeof rootLoader>[0]['context'];
    const data = (headers: Record<string, string>) =>
      rootLoader({ request: new Request('http://127.0.0.1/', { headers }), context, params: {} } as Parameters<typeof rootLoader>[0]);
    expect((await data({ 'save-data': 'on' })).saveData).toBe(true);
    expect((await data({})).saveData).toBe(false);
    expect((await data({ 'save-data': 'off' })).saveData).toBe(false);
  });

  it('a srcset is cut to its smallest width', () => {
    expect(smallestCandidate('/uploads/a-480.webp 480w, /uploads/a-960.webp 960w, /uploads/a-1600.webp 1600w')).toBe('/uploads/a-480.webp 480w');
    expect(smallestCandidate('/uploads/a-1600.webp 1600w, /uploads/a-480.webp 480w')).toBe('/uploads/a-480.webp 480w');
    expect(smallestCandidate('/uploads/a-480.webp 480w')).toBe('/uploads/a-480.webp 480w');
    expect(smallestCandidate('')).toBe('');
    expect(smallestCandidate(undefined)).toBeUndefined();
  });
});
