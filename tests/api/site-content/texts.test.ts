import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createPageServices } from '../../../server/pages/page-services';
import { about } from '../../../content/company';
import { footer, privacy } from '../../../content/texts';
import { site } from '../../../content/site';
import type { AboutDocument, PrivacyDocument } from '../../../content/types';

/**
 * Formatted text and the text pages (docs/decisions/0007-site-content.md, "Formatted text"): the
 * 'about', 'privacy' and 'footer' documents through the generic content API (its authorization
 * matrix is in tests/api/site-content/site-content-access.test.ts), their validation, the editor's render endpoint, and
 * what the page loaders get: HTML that the server rendered and sanitised. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
let member: { token: string };

const get = (url: string) => t.request({ method: 'GET', url, headers: bearer(admin.token) });
const putDraft = (key: string, value: unknown) =>
  t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(admin.token), payload: value as object });
const publish = (key: string) => t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(admin.token) });
const render = (payload: unknown, token = admin.token) =>
  t.request({ method: 'POST', url: '/api/content/render', headers: bearer(token), payload: payload as object });
const pages = () => createPageServices(t.app.ctx);
/** A page view's request, as React Router hands it to the loaders. */
const request = (path = '/privacy') => new Request(`http://127.0.0.1${path}`);

/** Publishes the first (built-in) revision again, so each test starts from the seed. */
async function restoreSeed(key: string) {
  const revs = t.json(await get(`/api/content/${key}/revisions`)).revisions;
  await t.request({ method: 'POST', url: `/api/content/${key}/revisions/${revs.at(-1).id}/restore`, headers: bearer(admin.token) });
  await t.request({ method: 'DELETE', url: `/api/content/${key}/draft`, headers: bearer(admin.token) });
}

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60', CONTACT_RETENTION_DAYS: '90', UNVERIFIED_ACCOUNT_DAYS: '14' });
  admin = await t.createUser({ role: 'admin', username: 'Ifeoma Nwosu' });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('the text documents', () => {
  it('are seeded from content/ once, each with a first revision', async () => {
    for (const [key, value] of [['about', about], ['privacy', privacy], ['footer', footer]] as const) {
      const doc = t.json(await get(`/api/content/${key}`));
      expect(doc.published, key).toEqual(value);
      expect(doc.draft).toBeNull();
      const revs = t.json(await get(`/api/content/${key}/revisions`)).revisions;
      expect(revs.map((r: { publishedBy: string }) => r.publishedBy)).toEqual(['Built-in content']);
    }
  });

  it('give the pages sanitised HTML with the placeholders filled in from the company details and the settings', async () => {
    const doc = await pages().content('privacy', request());
    const html = await pages().formattedText(doc.notice, request(), { headingLevel: 2 });
    expect(html).toContain('<h2>How long we keep it</h2>');
    expect(html).toContain('is deleted automatically after 14 days.');
    expect(html).toContain('and at most 90 days; older messages are deleted automatically.');
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    expect(html).not.toContain('{');
    // Rendered once: the second page view gets the very same string from the cache.
    expect(await pages().formattedText(doc.notice, request(), { headingLevel: 2 })).toBe(html);
    const profile = await pages().formattedText((await pages().content('about', request('/companyProfile'))).profile, request('/companyProfile'), { headingLevel: 3 });
    expect(profile.startsWith(`<p>${site.name} was founded in Enugu in ${site.foundingYear}`)).toBe(true);
  });

  it('refuse bad input with 400 and a message naming the field', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['about', { ...about, colour: 'red' }, /^Unknown field "colour": remove it\.$/],
      ['about', { ...about, values: [{ ...about.values[0], icon: 'x' }] }, /^Value 1: Unknown field "icon": remove it\.$/],
      ['about', { ...about, profile: 'Coal City ICT. '.repeat(700) }, /^Company profile text must be at most 10000 characters\.$/],
      ['about', { ...about, intro: '' }, /^Home page introduction must be at least 20 characters\.$/],
      ['about', { ...about, intro: 'Welcome to {company}, your partner in Enugu.' }, /^Home page introduction has an unknown placeholder \{company\}\. You can use \{companyName\}/],
      ['about', { ...about, values: [] }, /^Add at least one value\.$/],
      ['about', { ...about, values: [{ title: '', text: 'x' }] }, /^Value 1: Value title is required\.$/],
      ['about', { ...about, vision: 42 }, /^Vision is required\.$|must be text|expected string/i],
      ['privacy', { ...privacy, notice: `${privacy.notice}\n\n${'More words. '.repeat(2000)}` }, /^Privacy notice must be at most 20000 characters\.$/],
      ['privacy', { ...privacy, notice: privacy.notice.replaceAll('{unverifiedAccountDays}', '30') }, /^Privacy notice must say when unconfirmed accounts are deleted: write \{unverifiedAccountDays\}/],
      ['privacy', { ...privacy, lastUpdated: '2999-12-31' }, /^Last updated must be between 2020 and 2100\.$/],
      ['privacy', { ...privacy, lastUpdated: '2026-02-30' }, /^Last updated must be a real date\.$/],
      ['privacy', { ...privacy, script: '<script>' }, /^Unknown field "script": remove it\.$/],
      ['footer', { ...footer, quickLinks: [{ label: 'Evil', href: 'javascript:alert(1)' }] }, /^Quick link 1: Link address must be a page of this site starting with \/, e\.g\. \/contact\.$/],
      ['footer', { ...footer, rightsNotice: 'x'.repeat(121) }, /^Rights notice must be at most 120 characters\.$/],
    ];
    for (const [key, value, message] of cases) {
      const res = await putDraft(key, value);
      expect(res.statusCode, `${key}: ${message}`).toBe(400);
      expect(t.json(res).status).toBe('error');
      expect(t.json(res).message).toMatch(message);
    }
    for (const key of ['about', 'privacy', 'footer']) expect(t.json(await get(`/api/content/${key}`)).draft).toBeNull();
  });

  it('keep a draft from the public until it is published, and show it in an admin preview', async () => {
    const draft: PrivacyDocument = { ...privacy, notice: privacy.notice.replace('## Who we are', '## Who we are\n\nWe are **proud** to serve Enugu:\n\n- clients\n- students') };
    expect((await putDraft('privacy', draft)).statusCode).toBe(200);
    const publicView = await pages().content('privacy', request());
    expect(publicView.notice).toBe(privacy.notice);
    const { token } = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) }));
    const preview = request(`/privacy?preview=${encodeURIComponent(token)}`);
    const previewHtml = await pages().formattedText((await pages().content('privacy', preview)).notice, preview);
    expect(previewHtml).toContain('<p>We are <strong>proud</strong> to serve Enugu:</p>\n<ul>\n<li>clients</li>\n<li>students</li>\n</ul>');
    expect((await publish('privacy')).statusCode).toBe(200);
    const published = await pages().content('privacy', request());
    expect(await pages().formattedText(published.notice, request())).toContain('<strong>proud</strong>');
    await restoreSeed('privacy');
  });

  it('never let a saved <script>, javascript: link, event handler or data: URL reach the page HTML', async () => {
    const hostile = [
      '<script>window.__pwned=1</script>',
      '[x](javascript:alert(1))',
      '[y](JAVASCRIPT:alert(1))',
      '[z](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<img src=x onerror="window.__pwned=1">',
      '<a href="https://ok.example" onclick="window.__pwned=1">click</a>',
      '[w](//evil.example)',
    ].join('\n\n');
    const value: AboutDocument = { ...about, profile: `${about.profile}\n\n${hostile}` };
    expect((await putDraft('about', value)).statusCode).toBe(200);
    // Stored as the editor typed it: the source is data, not markup.
    expect(t.json(await get('/api/content/about')).draft.profile).toContain('<script>window.__pwned=1</script>');
    expect((await publish('about')).statusCode).toBe(200);
    const html = await pages().formattedText((await pages().content('about', request('/companyProfile'))).profile, request('/companyProfile'), { headingLevel: 3 });
    expect(html).toContain('<p>&lt;script&gt;window.__pwned=1&lt;/script&gt;</p>');
    expect(html).toContain('<p>[x](javascript:alert(1))</p>');
    expect(html).not.toMatch(/<script|<img|href="(javascript|data|\/\/)/i);
    // What is left of the attack is text: no tag outside the allow-list.
    expect(html.replace(/<\/?(a|br|em|h[234]|li|ol|p|strong|ul)( (href|rel|start)="[^"<>]*")*>/g, '')).not.toContain('<');
    await restoreSeed('about');
  });

  it('change the footer the pages read', async () => {
    expect((await putDraft('footer', { ...footer, quickLinks: [...footer.quickLinks, { label: 'Contact Us', href: '/contact' }] })).statusCode).toBe(200);
    expect((await publish('footer')).statusCode).toBe(200);
    expect((await pages().content('footer', request('/'))).quickLinks.at(-1)).toEqual({ label: 'Contact Us', href: '/contact' });
    await restoreSeed('footer');
    expect(await pages().content('footer', request('/'))).toEqual(footer);
  });
});

describe('the live preview endpoint (POST /api/content/render)', () => {
  it('renders with the pages’ own renderer and sanitiser', async () => {
    const res = await render({ text: '## Fees\n\n**₦300** per year, see [prices](/domain) or [x](javascript:alert(1)) <script>alert(1)</script>\n\n{companyName}', headingLevel: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(t.json(res).html).toBe(
      `<h3>Fees</h3>\n<p><strong>₦300</strong> per year, see <a href="/domain">prices</a> or [x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>${site.name}</p>`,
    );
  });

  it('is for admins only and refuses bad input with a clear 400', async () => {
    expect((await t.request({ method: 'POST', url: '/api/content/render', payload: { text: 'x' } })).statusCode).toBe(401);
    expect((await render({ text: 'x' }, member.token)).statusCode).toBe(403);
    const cases: [unknown, RegExp][] = [
      [{ text: 'x'.repeat(20001) }, /The text must be at most 20000 characters\./],
      [{ text: 'x', colour: 'red' }, /colour/],
      [{ text: 'x', headingLevel: 1 }, /headingLevel must be 2 or 3\./],
      [{}, /text must be the Markdown to render\./],
    ];
    for (const [payload, message] of cases) {
      const res = await render(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(t.json(res).status).toBe('error');
      expect(t.json(res).message).toMatch(message);
    }
  });
});
