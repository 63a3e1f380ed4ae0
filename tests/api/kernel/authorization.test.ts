import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, type TestApp } from '../../support/app';

/** Every protected call, tried with no token, a forged one, an expired one, a member's and an admin's. */
let t: TestApp;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp();
  const member = await t.createUser();
  const admin = await t.createUser({ role: 'admin' });
  tokens.none = undefined;
  tokens.member = member.token;
  tokens.admin = admin.token;
  const claims = { user: { id: admin.id, username: 'x', email: admin.email, role: 'admin' } };
  tokens.forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
  tokens.expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
  // alg "none": an unsigned token claiming to be an admin
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  tokens.unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
});
afterAll(() => t?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; who: 'member' | 'admin' };

const calls: Call[] = [
  { method: 'GET', url: '/api/topics', who: 'member' },
  { method: 'POST', url: '/api/topics', payload: { title: 'Matrix topic' }, who: 'admin' },
  { method: 'PUT', url: '/api/topics?id=999999', payload: { title: 'x' }, who: 'admin' },
  { method: 'DELETE', url: '/api/topics?id=999999', who: 'admin' },
  { method: 'POST', url: '/api/clients', payload: { module: 'Hotels', name: 'Matrix Hotel', location: 'Enugu' }, who: 'admin' },
  { method: 'PUT', url: '/api/clients?id=999999', payload: { module: 'Hotels', name: 'x', location: 'y' }, who: 'admin' },
  { method: 'DELETE', url: '/api/clients?id=999999', who: 'admin' },
  { method: 'GET', url: '/api/reviews?status=pending', who: 'admin' },
  { method: 'GET', url: '/api/reviews?status=rejected', who: 'admin' },
  { method: 'PUT', url: '/api/reviews', payload: { id: 999999, action: 'approve' }, who: 'admin' },
  { method: 'DELETE', url: '/api/reviews?id=999999', who: 'admin' },
  { method: 'POST', url: '/api/gallery', payload: { title: 'x' }, who: 'admin' },
  { method: 'PATCH', url: '/api/gallery?id=999999', payload: { alt: 'x' }, who: 'admin' },
  { method: 'DELETE', url: '/api/gallery?id=999999', who: 'admin' },
  { method: 'GET', url: '/api/messages', who: 'admin' },
  { method: 'PATCH', url: '/api/messages?id=999999', payload: { read: true }, who: 'admin' },
  { method: 'DELETE', url: '/api/messages?id=999999', who: 'admin' },
  { method: 'GET', url: '/api/stats', who: 'admin' },
];

describe.each(calls)('$method $url', (call) => {
  const send = (token?: string, php = false) =>
    t.request({
      method: call.method,
      url: php ? call.url.replace(/^\/api\/([a-z-]+)/, '/api/$1.php') : call.url,
      headers: token ? bearer(token) : {},
      payload: call.payload,
    });

  it('answers 401 without a token', async () => {
    const r = await send();
    expect(r.statusCode).toBe(401);
    expect(t.json(r)).toEqual({ status: 'error', message: expect.any(String) });
  });

  it.each(['forged', 'expired', 'unsigned'])('answers 401 to a %s token', async (kind) => {
    expect((await send(tokens[kind])).statusCode).toBe(401);
    expect((await send(tokens[kind], true)).statusCode).toBe(401);
  });

  it('answers a member as its role allows', async () => {
    const r = await send(tokens.member);
    if (call.who === 'admin') expect(r.statusCode).toBe(403);
    else expect(r.statusCode).toBe(200);
  });

  it('lets an admin through', async () => {
    const r = await send(tokens.admin);
    // 400 (no image sent) and 404 (no such id) show the call got past the role check.
    expect([200, 201, 400, 404]).toContain(r.statusCode);
  });
});

describe('public calls', () => {
  it.each(['/api/clients?module=Hotels', '/api/gallery', '/api/reviews?status=approved', '/api/reviews'])(
    'GET %s needs no token',
    async (url) => {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    },
  );

  it('refuses a token whose user has since been demoted', async () => {
    const u = await t.createUser({ role: 'admin' });
    await t.app.ctx.db.updateTable('users').set({ role: 'user' }).where('id', '=', u.id).execute();
    expect((await t.request({ method: 'GET', url: '/api/stats', headers: bearer(u.token) })).statusCode).toBe(403);
  });

  it('refuses a token of an account that was never verified', async () => {
    const u = await t.createUser({ verified: false });
    expect((await t.request({ method: 'GET', url: '/api/topics', headers: bearer(u.token) })).statusCode).toBe(401);
  });
});
