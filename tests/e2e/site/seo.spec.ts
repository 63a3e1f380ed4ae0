import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import routes from '../../../app/routes';
import { site } from '../../../content/site';
import { socialCardUrl } from '../../../common/social-card';

/** What search engines and link previews read. */

/** Pages that must stay out of the sitemap and out of search results. */
const PRIVATE = ['/login', '/signup', '/verify-email', '/forgot-password', '/account', '/invitation', '/topics', '/admin'];
/** Routes that are not pages of their own: the 404 screen twice and the two files for crawlers. */
const NOT_PAGES = ['/unauthorized', '/*', '/sitemap.xml', '/robots.txt'];

/** Every path of the route table, as app/routes.ts spells it. */
const routePaths: string[] = routes.map((r) => (r.index ? '/' : `/${r.path}`));
/**
 * One customer's pages (a quote, an invoice), found by the secret token in their address, and the
 * page Paystack sends a payer back to with one payment's reference: never in the sitemap; they ask
 * not to be indexed (tests/e2e/selling/).
 */
const isCustomerLink = (p: string) => p.includes('/:token') || p === '/paystack/return';
const publicPaths = routePaths.filter((p) => !PRIVATE.includes(p) && !NOT_PAGES.includes(p) && !isCustomerLink(p));

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  og: Record<string, string>;
  twitterCard?: string;
  jsonLd: unknown[];
}

/** Reads the <head> of a server-rendered page. React writes attributes in a fixed order. */
function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', key: string) => {
    const m = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head);
    return m ? decode(m[1]) : undefined;
  };
  const og: Record<string, string> = {};
  for (const m of head.matchAll(/<meta property="(og:[\w:]+)" content="([^"]*)"/g)) og[m[1]] = decode(m[2]);
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] && decode(/<title>([^<]*)<\/title>/.exec(head)![1]),
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    robots: meta('name', 'robots'),
    og,
    twitterCard: meta('name', 'twitter:card'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
  };
}

async function headOf(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), head: parseHead(await res.text()) };
}

test('the route table has the public pages this suite expects', () => {
  expect(publicPaths).toContain('/');
  expect(publicPaths).toContain('/companyProfile');
  expect(publicPaths).toContain('/pos');
  expect(publicPaths).toContain('/lounge-cLub');
  expect(publicPaths.length).toBeGreaterThanOrEqual(38);
});

test('every public page has its own title and description, a canonical link and Open Graph tags', async ({ request, baseURL }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of publicPaths) {
    const { status, head } = await headOf(request, path);
    expect(status, path).toBe(200);
    expect(head.title, path).toBeTruthy();
    expect(head.description, path).toBeTruthy();
    expect(head.description!.length, `${path} description length`).toBeLessThanOrEqual(200);
    expect(titles.get(head.title!), `${path} repeats the title of ${titles.get(head.title!)}`).toBeUndefined();
    expect(descriptions.get(head.description!), `${path} repeats the description of ${descriptions.get(head.description!)}`).toBeUndefined();
    titles.set(head.title!, path);
    descriptions.set(head.description!, path);

    expect(head.canonical, path).toBe(`${baseURL}${path}`);
    expect(head.robots, path).toBeUndefined();
    expect(head.og['og:url'], path).toBe(head.canonical);
    expect(head.og['og:title'], path).toBeTruthy();
    expect(head.og['og:description'], path).toBe(head.description);
    expect(head.og['og:type'], path).toBe('website');
    expect(head.og['og:site_name'], path).toBe(site.name);
    expect(head.og['og:locale'], path).toBe('en_NG');
    expect(head.og['og:image'], path).toBe(socialCardUrl(baseURL!, site));
    expect(head.twitterCard, path).toBe('summary_large_image');
  }
});

test('a page reached by another spelling of its path names the route table spelling as canonical', async ({ request, baseURL }) => {
  expect((await headOf(request, '/POS')).head.canonical).toBe(`${baseURL}/pos`);
  expect((await headOf(request, '/COMPANYPROFILE')).head.canonical).toBe(`${baseURL}/companyProfile`);
  expect((await headOf(request, '/contact/')).head.canonical).toBe(`${baseURL}/contact`);
});

test('account and members-only pages and the 404 screen ask not to be indexed', async ({ request }) => {
  for (const path of PRIVATE) {
    const { head } = await headOf(request, path);
    expect(head.robots, path).toBe('noindex');
    expect(head.title, path).toBeTruthy();
  }
  for (const path of ['/no/such/page', '/unauthorized']) {
    const { status, head } = await headOf(request, path);
    expect(status, path).toBe(404);
    expect(head.title, path).toBe('404 Page Not Found');
    expect(head.robots, path).toBe('noindex');
    expect(head.canonical, path).toBeUndefined();
  }
});

test('the social card is a real 1200 × 630 PNG', async ({ request, baseURL }) => {
  const res = await request.get(socialCardUrl(baseURL!, site));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/png');
  const meta = await sharp(await res.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  const logo = await sharp(await (await request.get('/images/logo-512.png')).body()).metadata();
  expect([logo.width, logo.height]).toEqual([512, 512]);
});

test('the JSON-LD business record names both offices, both phones, the email and the social profiles', async ({ request, baseURL }) => {
  const { head } = await headOf(request, '/');
  expect(head.jsonLd).toHaveLength(1);
  const ld = head.jsonLd[0] as Record<string, any>;
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toEqual(expect.arrayContaining(['LocalBusiness', 'ProfessionalService']));
  expect(ld.name).toBe(site.name);
  expect(ld.description).toBe(site.description);
  expect(ld.url).toBe(`${baseURL}/`);
  expect(ld.email).toBe(site.email);
  expect(ld.logo).toBe(`${baseURL}/images/logo-512.png`);
  expect(ld.areaServed).toMatchObject({ name: 'Nigeria' });
  // As before the site content existed, when these came from content/site.ts (now its seed).
  expect(ld.openingHours).toEqual(['Mo-Fr 08:00-18:00', 'Sa 09:00-14:00']);
  expect(ld.sameAs).toEqual([...Object.values(site.social), 'https://wa.me/2348095550142']);

  const addresses = (ld.location as any[]).map((l) => l.address);
  expect(addresses).toEqual(
    site.offices.map((o) => ({
      '@type': 'PostalAddress',
      streetAddress: o.streetAddress,
      addressLocality: o.city,
      addressRegion: o.region,
      postalCode: o.postalCode,
      addressCountry: o.country,
    })),
  );
  expect(ld.address).toEqual(addresses[0]);
  const phones = new Set([ld.telephone, ...(ld.contactPoint as any[]).map((c) => c.telephone), ...(ld.location as any[]).map((l) => l.telephone)]);
  for (const phone of site.phones) expect(phones).toContain(phone.tel);

  // Every page carries the same record.
  expect((await headOf(request, '/contact')).head.jsonLd).toEqual(head.jsonLd);
});

test('/sitemap.xml lists every public page with absolute addresses and no private one', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  expect(res.headers()['cache-control']).toMatch(/max-age=\d+/);
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
  const paths = locs.map((l) => new URL(l).pathname);
  expect(new Set(paths).size).toBe(paths.length);
  expect([...paths].sort()).toEqual([...publicPaths].sort());
  for (const path of [...PRIVATE, '/unauthorized']) expect(paths).not.toContain(path);
});

test('/robots.txt allows crawling, keeps out the admin, the API and the topics, and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  expect(res.headers()['cache-control']).toMatch(/max-age=\d+/);
  const lines = (await res.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /topics', `Sitemap: ${baseURL}/sitemap.xml`]),
  );
});

test('a fresh install prints the same titles and descriptions as before they became site content (Pages & SEO)', async ({ request }) => {
  // tests/unit/seo-before.json: the heads the built site printed before they became site content.
  const before = JSON.parse(readFileSync(new URL('../../unit/seo-before.json', import.meta.url), 'utf8')) as Record<string, { title: string; description: string; ogTitle: string; ogDescription: string }>;
  for (const path of ['/', '/contact', '/companyProfile', '/softwareDev', '/pos', '/estate', '/schools', '/lounge-cLub', '/privacy', '/allreviews']) {
    const { head } = await headOf(request, path);
    expect({ title: head.title, description: head.description, ogTitle: head.og['og:title'], ogDescription: head.og['og:description'] }, path).toEqual(before[path]);
  }
  // The same through /POS, which the menu links (paths match without regard to case).
  expect((await headOf(request, '/POS')).head.title).toBe(before['/pos'].title);
});
