import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPageOfVisit, styleInliner, withInlineStyles } from '../../server/pages/inline-styles';

/** The stylesheets of a page served without React, inline on the first page of a visit (server/pages/inline-styles.ts). */

const assets = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
writeFileSync(path.join(assets, 'entry-Ab1.css'), 'body{margin:0}.icon{background:url("data:image/svg+xml,%3Csvg%3E")}');
writeFileSync(path.join(assets, 'page-Cd2.css'), '.hero{background:url(/assets/hero.webp)}');
writeFileSync(path.join(assets, 'relative-Ef3.css'), '.logo{background:url(logo.svg)}');
writeFileSync(path.join(assets, 'closing-Gh4.css'), '.x::after{content:"</style><script>"}');
// Rules for classes the page has, its widgets add, or nobody uses (server/pages/unused-rules.ts).
writeFileSync(
  path.join(assets, 'blocks-Kl6.css'),
  '.card{padding:1rem}.stat-tiles{display:grid}.card,.team-card{margin:0}@media (min-width:40rem){.team-card{flex:1}.menu.is-open{display:block}}' +
    '.form-message--error{color:red}.modal{position:fixed}@keyframes spin{to{transform:rotate(1turn)}}.card:not(.unheard-of){color:#333}',
);
writeFileSync(
  path.join(assets, 'site.widget-Zz9.js'),
  'm.classList.toggle("is-open",o);__vitePreload(()=>import("./form-notes-Mn7.js"),[]);e(`[data-widget="lightbox"]`,()=>import(`./lightbox-Qr9.js`))',
);
writeFileSync(path.join(assets, 'lightbox-Qr9.js'), 'document.body.classList.add("lightbox-open")');
writeFileSync(path.join(assets, 'widgets-St1.css'), '.lightbox-open{overflow:hidden}.card{margin:0}');
writeFileSync(path.join(assets, 'form-notes-Mn7.js'), 'n.className=`form-message form-message--${kind}`');

const widgets = '<script type="module" src="/assets/site.widget-Zz9.js" data-widgets=""></script>';
const link = (file: string, dedupe = '') => `<link rel="stylesheet" href="/assets/${file}${dedupe}"/>`;
const page = (head: string, scripts = widgets) =>
  `<!DOCTYPE html><html><head>${head}</head><body><p class="icon hero logo x">Hi</p><nav class="menu"><div class="card">Hi</div></nav>${scripts}</body></html>`;

describe('styleInliner', () => {
  const inline = styleInliner(assets);

  it('puts each built stylesheet of a static page in its place, in order, with its address', () => {
    const html = inline(page(`${link('entry-Ab1.css', '#')}<link rel="icon" href="/favicon.svg"/>${link('page-Cd2.css')}`));
    expect(html).toContain(
      '<style data-href="/assets/entry-Ab1.css">body{margin:0}.icon{background:url("data:image/svg+xml,%3Csvg%3E")}</style>' +
        '<link rel="icon" href="/favicon.svg"/>' +
        '<style data-href="/assets/page-Cd2.css">.hero{background:url(/assets/hero.webp)}</style>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('also takes a link that carries the request’s nonce', () => {
    expect(inline(page('<link rel="stylesheet" href="/assets/entry-Ab1.css#" nonce="abc"/>'))).toContain('<style data-href="/assets/entry-Ab1.css">');
  });

  it('leaves a hydrated page alone: React Router manages its links', () => {
    const hydrated = page(link('entry-Ab1.css'), '<script type="module">import "/assets/entry.client-Yy8.js";</script>');
    expect(inline(hydrated)).toBe(hydrated);
  });

  it('keeps the link of a stylesheet whose relative url() would point elsewhere from the page, or that is missing', () => {
    const html = page(`${link('relative-Ef3.css')}${link('missing-Ij5.css')}`);
    expect(inline(html)).toBe(html);
  });

  it('never lets a stylesheet end its element early', () => {
    const html = inline(page(link('closing-Gh4.css')));
    expect(html).toContain('<style data-href="/assets/closing-Gh4.css">.x::after{content:"<\\/style><script>"}</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves out the rules for classes neither the page nor its widgets’ scripts can give an element', () => {
    const html = inline(page(link('blocks-Kl6.css')));
    expect(html).toContain(
      '<style data-href="/assets/blocks-Kl6.css">.card{padding:1rem}.card{margin:0}@media (min-width:40rem){.menu.is-open{display:block}}' +
        '.form-message--error{color:red}@keyframes spin{to{transform:rotate(1turn)}}.card:not(.unheard-of){color:#333}</style>',
    );
  });

  it('reads the chunk of a widget only for a page that has the widget', () => {
    expect(inline(page(link('widgets-St1.css')))).toContain('<style data-href="/assets/widgets-St1.css">.card{margin:0}</style>');
    const gallery = page(link('widgets-St1.css')).replace('<nav class="menu">', '<nav class="menu" data-widget="lightbox">');
    expect(inline(gallery)).toContain('<style data-href="/assets/widgets-St1.css">.lightbox-open{overflow:hidden}.card{margin:0}</style>');
  });

  it('keeps a stylesheet to the byte when the page can use every rule', () => {
    const css = '.stat-tiles{display:grid}.team-card{margin:0}';
    writeFileSync(path.join(assets, 'all-used-Op8.css'), css);
    const html = inline(page(link('all-used-Op8.css')).replace('class="card"', 'class="stat-tiles team-card"'));
    expect(html).toContain(`<style data-href="/assets/all-used-Op8.css">${css}</style>`);
  });

  it('reads a stylesheet from nowhere but the assets folder', () => {
    const html = page('<link rel="stylesheet" href="/assets/../../etc/passwd.css"/>');
    expect(inline(html)).toBe(html);
  });
});

describe('firstPageOfVisit', () => {
  it('is false only when the browser says the request came from a page of the site', () => {
    expect(firstPageOfVisit({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    for (const site of ['none', 'cross-site', 'same-site', undefined]) expect(firstPageOfVisit({ 'sec-fetch-site': site })).toBe(true);
  });
});

describe('withInlineStyles', () => {
  const inline = styleInliner(assets);

  it('rewrites an HTML answer and keeps its status, headers and every cookie', async () => {
    const res = new Response(page(link('entry-Ab1.css')), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999', 'x-kept': 'yes' } });
    res.headers.append('set-cookie', 'a=1');
    res.headers.append('set-cookie', 'b=2');
    const out = await withInlineStyles(res, inline);
    expect(out.status).toBe(404);
    expect(out.headers.get('x-kept')).toBe('yes');
    expect(out.headers.get('content-length')).toBeNull();
    expect(out.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await out.text()).toContain('<style data-href="/assets/entry-Ab1.css">');
  });

  it('passes any other answer through untouched', async () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await withInlineStyles(json, inline)).toBe(json);
    const html = new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } });
    expect(await withInlineStyles(html, undefined)).toBe(html);
  });
});
