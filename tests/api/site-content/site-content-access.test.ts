import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { ADMIN_NAME, companyCopy as copy, companyEditor, withPhone } from '../../support/site-content';
import { builtInDocuments } from '../../../modules/site-content/built-in.service';
import { site } from '../../../content/site';

/**
 * Site content (docs/decisions/0007-site-content.md): who may use the editor's calls, and the
 * preview tokens that show the pages with the drafts. Runs on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
let member: { token: string };
const { get, putDraft, pages } = companyEditor(() => t, () => admin.token);

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  admin = await t.createUser({ role: 'admin', username: ADMIN_NAME });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('the company document', () => {
  it('refuses anonymous (401), members (403), expired and forged tokens on every endpoint', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/content/company'],
      ['PUT', '/api/content/company/draft', copy()],
      ['DELETE', '/api/content/company/draft'],
      ['POST', '/api/content/company/publish'],
      ['GET', '/api/content/company/revisions'],
      ['GET', '/api/content/company/revisions/1'],
      ['POST', '/api/content/company/revisions/1/restore'],
      ['POST', '/api/content/preview'],
      // Formatted text and the text pages (tests/api/site-content/texts.test.ts): the same endpoints, the same rule.
      ...(['about', 'privacy', 'footer'] as const).flatMap((key): [string, string, object?][] => [
        ['GET', `/api/content/${key}`],
        ['PUT', `/api/content/${key}/draft`, (builtInDocuments as Record<string, object>)[key]],
        ['DELETE', `/api/content/${key}/draft`],
        ['POST', `/api/content/${key}/publish`],
        ['GET', `/api/content/${key}/revisions`],
        ['GET', `/api/content/${key}/revisions/1`],
        ['POST', `/api/content/${key}/revisions/1/restore`],
      ]),
      ['POST', '/api/content/render', { text: '**bold**' }],
    ];
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const user = { id: admin.id, username: ADMIN_NAME, email: 'x@example.com', role: 'admin' };
    const expired = await new SignJWT({ user }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    const forged = await new SignJWT({ user }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret-of-this-site-000000'));
    for (const [method, url, payload] of calls) {
      const anon = await t.request({ method: method as 'GET', url, payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(t.json(anon)).toEqual({ status: 'error', message: 'Please log in to continue.' });
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(member.token) })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(expired) })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(forged) })).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing above changed the documents.
    for (const key of ['company', 'about', 'privacy', 'footer']) expect(t.json(await get(`/api/content/${key}`)).draft).toBeNull();
  });

  it('gives admins preview tokens that show the draft; any other token shows nothing', async () => {
    expect((await putDraft(withPhone('+2348035554444'))).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = t.json(res);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await pages().previewCompany(token))?.phones[0].tel).toBe('+2348035554444');
    expect((await pages().company()).phones[0].tel).toBe(site.phones[0].tel);
    // A session token is not a preview token, nor is a forged or tampered one.
    expect(await pages().previewCompany(admin.token)).toBeNull();
    // Tampered: the signature's first character changed (it carries six whole bits; the last one
    // carries padding too, so a change there can decode to the same signature).
    const sig = token.lastIndexOf('.') + 1;
    expect(await pages().previewCompany(`${token.slice(0, sig)}${token[sig] === 'A' ? 'B' : 'A'}${token.slice(sig + 1)}`)).toBeNull();
    expect(await pages().previewCompany('nonsense')).toBeNull();
    // An admin who is demoted loses the preview at once.
    await t.app.ctx.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect(await pages().previewCompany(token)).toBeNull();
    await t.app.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await pages().previewCompany(token))?.phones[0].tel).toBe('+2348035554444');
    // The session it was asked in goes idle (no call for longer than ADMIN_SESSION_IDLE_MINUTES): the
    // preview ends with it, before anything marks the session ended.
    const idleSince = new Date(Date.now() - (t.app.ctx.config.sessions.adminIdleSeconds + 60) * 1000).toISOString();
    await t.app.ctx.db.updateTable('sessions').set({ last_seen_at: idleSince }).where('user_id', '=', admin.id).execute();
    expect(await pages().previewCompany(token)).toBeNull();
    admin = await t.createUser({ role: 'admin' });
    await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
  });
});
