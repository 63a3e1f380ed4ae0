import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { UNKNOWN_REL_EXPECT, formatNuError, nuErrors, type NuError } from '../support/nu-checker';

/**
 * The W3C Nu HTML checker finds no error (but the rel="expect" one it does not know yet, and its
 * findings about the CSS of inline stylesheets: tests/e2e/support/nu-checker.ts) in the HTML the server sends, before any JavaScript runs (what
 * validators and search engines read), of every page in the sitemap and of the pages a visitor
 * sees that the sitemap leaves out. One checker run covers them all, and a broken fixture in the
 * same run shows that the check does catch errors.
 */
const NOT_IN_SITEMAP = ['/no-such-page', '/unauthorized', '/login', '/signup', '/verify-email', '/forgot-password', '/account', '/invitation', '/topics', '/admin'];

// The rel="expect" link as app/root.tsx writes it is let through, and so is valid CSS the checker's
// grammar does not know; the same message about any other link is not; nor are a duplicate id and
// a stray end tag.
const BROKEN_FIXTURE = {
  name: 'fixture: duplicate id and stray end tag',
  html:
    '<!DOCTYPE html><html lang="en"><head><title>Broken</title><link rel="expect" href="#main" blocking="render">' +
    '<style data-href="/assets/x.css">.badge{clip-path:path("M0 0h8v8z")}</style>' +
    '<link rel="preload" href="/a.css" as="style" blocking="render"></head>' +
    '<body><p id="a">one</p><p id="a">two</p></div></body></html>',
};

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

let errors: NuError[] = [];
let checked: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths(request)), ...NOT_IN_SITEMAP];
  const pages = await Promise.all(
    paths.map(async (path) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(path === '/no-such-page' || path === '/unauthorized' ? 404 : 200);
      expect(res.headers()['content-type'], path).toContain('text/html');
      return { name: path, html: await res.text() };
    }),
  );
  checked = paths;
  const started = Date.now();
  errors = await nuErrors([...pages, BROKEN_FIXTURE]);
  console.log(`Nu HTML checker: ${pages.length} pages and 1 fixture in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('the Nu HTML checker reports the errors of a broken page (same run as the site pages), letting through only the rel="expect" link and valid CSS it does not know', () => {
  const found = errors.filter((e) => e.name === BROKEN_FIXTURE.name).map((e) => e.message);
  expect(found).toEqual([UNKNOWN_REL_EXPECT, 'Duplicate ID “a”.', 'Stray end tag “div”.']);
});

test('the Nu HTML checker finds no error in the server-sent HTML of every sitemap page and the account, admin, topics and not-found pages', () => {
  expect(checked.length).toBeGreaterThanOrEqual(38 + NOT_IN_SITEMAP.length);
  expect(errors.filter((e) => e.name !== BROKEN_FIXTURE.name).map(formatNuError)).toEqual([]);
});
