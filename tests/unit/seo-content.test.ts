import { describe, expect, it } from 'vitest';
import before from './seo-before.json';
import { site } from '../../content/site';
import { services } from '../../content/services';
import { products } from '../../content/products';
import { sectors } from '../../content/sectors';
import { builtInSeo } from '../../content/seo';
import { builtInDocuments } from '../../modules/site-content/built-in.service';
import { SEO_LIMITS, SEO_PAGE_GROUPS, SEO_PATHS, seoPathOf } from '../../common/seo-pages';
import { SeoSchema, firstIssueMessage } from '../../common/site-content';
import { sitePages } from '../../app/lib/seo';
import { pageMeta } from '../../app/lib/meta';
import { fieldLabel } from '../../modules/site-content/admin/diff';

/**
 * Pages & SEO (docs/decisions/0007-site-content.md). `seo-before.json` is the head every public
 * page printed on a fresh install BEFORE titles and descriptions became site content (captured from
 * the built site at the commit this work started from): the seeded document must reproduce it
 * exactly.
 */
type Head = { title: string; description: string; ogTitle: string; ogDescription: string };
const heads = before as Record<string, Head>;

/** The meta function's argument as React Router hands it: the root loader data and the address. */
function args(pathname: string, seo: { path: string; title: string; description: string } | null) {
  return { matches: [{ id: 'root', data: { site, preview: false, seo } }], location: { pathname } };
}
const tags = (meta: ReturnType<typeof pageMeta>) => {
  const find = (k: string, v: string) => meta.find((m) => (m as Record<string, string>)[k] === v) as Record<string, string> | undefined;
  return {
    title: (meta.find((m) => 'title' in m) as { title: string } | undefined)?.title,
    description: find('name', 'description')?.content,
    ogTitle: find('property', 'og:title')?.content,
    ogDescription: find('property', 'og:description')?.content,
  };
};

describe('the seeded Pages & SEO document', () => {
  it('covers exactly the public, indexable pages of the route table, grouped like the menu with the menu labels', () => {
    const indexable = sitePages()
      .filter((p) => p.indexable)
      .map((p) => p.path);
    expect([...SEO_PATHS].sort()).toEqual([...indexable].sort());
    expect(Object.keys(builtInSeo().pages).sort()).toEqual([...SEO_PATHS].sort());
    const label = (group: string, path: string) => SEO_PAGE_GROUPS.find((g) => g.label === group)!.pages.find((p) => p.path === path)?.label;
    for (const s of services) expect(label('Services', `/${s.slug}`)).toBe(s.title);
    for (const p of products) expect(label('Software products', `/${p.slug}`)).toBe(p.name);
    for (const s of sectors) expect(label('Sectors (our clients)', `/${s.slug}`)).toBe(s.heading);
  });

  it('reproduces, for every page, the <title>, description and Open Graph tags a fresh install printed before', () => {
    const doc = builtInDocuments.seo as ReturnType<typeof builtInSeo>;
    expect(Object.keys(heads)).toHaveLength(39);
    for (const [path, head] of Object.entries(heads)) {
      const entry = doc.pages[path];
      expect(entry, path).toBeDefined();
      // What pageMeta() prints from the root loader's entry for this page.
      expect(tags(pageMeta(args(path, { path, ...entry! }), 'fallback title', 'fallback description')), path).toEqual(head);
    }
  });

  it('passes the schema the editor and the API use', () => {
    const r = SeoSchema.safeParse(builtInSeo());
    expect(r.success ? 'ok' : firstIssueMessage(r.error)).toBe('ok');
  });
});

describe('pageMeta precedence', () => {
  const contactEntry = { path: '/contact', title: 'Talk to our Enugu team | Coal City ICT', description: 'Phone, WhatsApp or visit our office on Ogui Road, Enugu, for software, training and hosting.' };

  it('prefers the Pages & SEO entry of the page being shown over the route\'s own texts', () => {
    expect(tags(pageMeta(args('/contact', contactEntry), 'Contact Us', 'Old description'))).toEqual({
      title: 'Talk to our Enugu team | Coal City ICT',
      description: contactEntry.description,
      ogTitle: 'Talk to our Enugu team',
      ogDescription: contactEntry.description,
    });
  });

  it('keeps a title without the short-name ending whole, also for Open Graph', () => {
    const entry = { ...contactEntry, title: 'Contact Coal City ICT in Enugu and Port Harcourt' };
    const t = tags(pageMeta(args('/contact', entry), 'Contact Us', 'Old description'));
    expect(t.title).toBe(entry.title);
    expect(t.ogTitle).toBe(entry.title);
  });

  it('matches the address without regard to case or a trailing slash (/POS is /pos)', () => {
    const pos = { path: '/pos', title: 'POS software | Coal City ICT', description: 'Point of sale for Nigerian shops, supermarkets and pharmacies, with stock and naira reports.' };
    expect(tags(pageMeta(args('/POS', pos), 'x', 'y')).title).toBe(pos.title);
    expect(tags(pageMeta(args('/pos/', pos), 'x', 'y')).title).toBe(pos.title);
    expect(seoPathOf('/POS')).toBe('/pos');
    expect(seoPathOf('/Lounge-Club/')).toBe('/lounge-cLub');
    expect(seoPathOf('/')).toBe('/');
    expect(seoPathOf('/login')).toBeUndefined();
    expect(seoPathOf('/no-such-page')).toBeUndefined();
  });

  it('falls back to the route\'s texts without an entry, or with an entry left from another page', () => {
    const own = { title: 'About Us | Coal City ICT', description: 'Route description', ogTitle: 'About Us', ogDescription: 'Route description' };
    expect(tags(pageMeta(args('/about', null), 'About Us', 'Route description'))).toEqual(own);
    // The root data still holding /contact's entry while /about is shown (a failed revalidation).
    expect(tags(pageMeta(args('/about', contactEntry), 'About Us', 'Route description'))).toEqual(own);
    // The home page's full title, as before.
    expect(tags(pageMeta(args('/', null), 'Home title', 'Home description', { fullTitle: true })).title).toBe('Home title');
  });
});

describe('the schema of the seo document', () => {
  const ok = { title: 'Contact Us | Coal City ICT', description: 'Call, WhatsApp, email or visit us in Enugu and Port Harcourt.' };
  const message = (value: unknown) => {
    const r = SeoSchema.safeParse(value);
    return r.success ? 'ok' : firstIssueMessage(r.error);
  };

  it('accepts some pages only (the others keep their built-in texts) and trims', () => {
    expect(message({ pages: { '/contact': ok } })).toBe('ok');
    expect(SeoSchema.parse({ pages: { '/contact': { ...ok, title: '  Contact  ' } } }).pages['/contact']!.title).toBe('Contact');
  });

  it('refuses, naming the page: too long, too short, unknown pages and unknown fields', () => {
    expect(message({ pages: { '/contact': { ...ok, title: 'x'.repeat(SEO_LIMITS.title.max + 1) } } })).toBe(
      `Page /contact: Search title must be at most ${SEO_LIMITS.title.max} characters.`,
    );
    expect(message({ pages: { '/contact': { ...ok, description: 'd'.repeat(SEO_LIMITS.description.max + 1) } } })).toBe(
      `Page /contact: Meta description must be at most ${SEO_LIMITS.description.max} characters.`,
    );
    expect(message({ pages: { '/contact': { ...ok, description: 'Too short' } } })).toBe('Page /contact: Meta description must be at least 20 characters.');
    expect(message({ pages: { '/login': ok } })).toMatch(/^Page \/login: "\/login" is not a public page of the site/);
    expect(message({ pages: { '/contact': { ...ok, keywords: 'ict enugu' } } })).toBe('Page /contact: Unknown field "keywords": remove it.');
    expect(message({ pages: {}, robots: 'noindex' })).toBe('Unknown field "robots": remove it.');
  });

  it('labels the History comparison in words', () => {
    expect(fieldLabel('pages./contact.title')).toBe('Page /contact › Search title');
    expect(fieldLabel('pages./contact.description')).toBe('Page /contact › Meta description');
  });
});
