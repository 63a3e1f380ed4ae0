import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The first page of a visit carries its stylesheets inline, without the rules it cannot use
 * (server/pages/unused-rules.ts); a page reached from the site's links gets them whole. Both must
 * draw every element alike: each static page is loaded both ways, with JavaScript off (so no widget
 * moves anything between the two), and the computed style of every element and of its ::before and
 * ::after is compared, at a phone's width and a desktop's. The classes widgets add are kept by
 * what their scripts name: tests/unit/inline-styles.test.ts.
 */

const PAGES = ['/', '/about', '/companyProfile', '/products', '/privacy', '/allreviews', '/gallery', '/domain', '/pos', '/hospital', '/hotels', '/contact', '/reviewForm', '/no/such/page'];

/** Every element's computed style (all properties), keyed by its place in the document. */
function computedStyles(): Record<string, string> {
  for (const animation of document.getAnimations()) animation.cancel();
  const out: Record<string, string> = {};
  const all = document.querySelectorAll('body, body *');
  all.forEach((el, i) => {
    const key = `${i} ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      let text = '';
      for (let p = 0; p < style.length; p++) text += `${style[p]}:${style.getPropertyValue(style[p])};`;
      out[pseudo ? `${key}${pseudo}` : key] = text;
    }
  });
  return out;
}

/** The properties two computed styles disagree on, as "property: inline → linked". */
function changed(inline = '', linked = ''): string {
  const read = (text: string) => new Map(text.split(';').filter(Boolean).map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
  const a = read(inline);
  const b = read(linked);
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((p) => a.get(p) !== b.get(p))
    .map((p) => `${p}: ${a.get(p)} → ${b.get(p)}`)
    .join('; ');
}

async function stylesOf(page: Page, path: string, html: string) {
  await page.route((url) => url.pathname === path, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }), { times: 1 });
  await page.goto(path);
  return page.evaluate(computedStyles);
}

test.describe('a first page’s inline stylesheets', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 800 }]) {
    test(`draw every element of every static page as the whole stylesheets do, at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      for (const path of PAGES) {
        const first = await (await request.get(path, { headers: { 'sec-fetch-site': 'none' } })).text();
        const next = await (await request.get(path, { headers: { 'sec-fetch-site': 'same-origin' } })).text();
        expect(first, path).toContain('<style data-href=');
        expect(next, path).not.toContain('<style data-href=');
        const inline = await stylesOf(page, path, first);
        const linked = await stylesOf(page, path, next);
        expect(Object.keys(inline).length, path).toBeGreaterThan(50);
        const differ = Object.keys(linked).filter((k) => inline[k] !== linked[k]);
        expect(differ.slice(0, 5).map((k) => `${path} ${k}: ${changed(inline[k], linked[k])}`)).toEqual([]);
        expect(Object.keys(inline).length, path).toBe(Object.keys(linked).length);
      }
    });
  }
});
