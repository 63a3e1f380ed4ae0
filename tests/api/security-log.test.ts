import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../support/app';
import { makePng } from '../support/images';

/**
 * The security log: sign-ins, locks, refused admin calls and every admin change are recorded with
 * who, what, whom, when and from where, and the admin reads them through GET /api/audit with filters.
 */

interface Entry {
  actor_email: string;
  action: string;
  target_type: string;
  target_label: string;
  detail: string;
  ip: string;
  created_at: string;
}

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;

const log = async (query = '', token = admin.token) => {
  const r = await t.request({ method: 'GET', url: `/api/audit${query ? `?${query}` : ''}`, headers: bearer(token) });
  expect(r.statusCode).toBe(200);
  return t.json<{ entries: Entry[]; total: number; pages: number }>(r);
};
const newest = async (action: string) => (await log()).entries.find((e) => e.action === action);

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', RATE_LIMIT_LOGIN: '1000/1m' });
  admin = await t.createUser({ role: 'admin', email: 'chief@example.com', password: 'Admin-pass-2026' });
  member = await t.createUser({ email: 'member@example.com', password: 'Member-pass-2026' });
});
afterAll(() => t?.close());

describe('sign-ins', () => {
  it('records a sign-in, failed sign-ins (known and unknown addresses) and the lock, with the address', async () => {
    const login = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.20.30.40' });
    expect((await login('member@example.com', 'Member-pass-2026')).statusCode).toBe(200);
    expect(await newest('auth.login.ok')).toMatchObject({ actor_email: 'member@example.com', ip: '10.20.30.40' });

    expect((await login('nobody@example.com', 'whatever-1234')).statusCode).toBe(401);
    expect(await newest('auth.login.fail')).toMatchObject({ actor_email: '', target_label: 'nobody@example.com', ip: '10.20.30.40' });

    for (let i = 0; i < 3; i++) expect((await login('member@example.com', 'wrong-password-1')).statusCode).toBe(401);
    const lock = await newest('auth.lock');
    expect(lock).toMatchObject({ target_type: 'user', target_label: 'member@example.com' });
    const fails = (await log('group=signin&q=member%40example.com')).entries.filter((e) => e.action === 'auth.login.fail');
    expect(fails).toHaveLength(3);
  });
});

describe('refused administrator calls', () => {
  it('records who was refused, with the status, method and path', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users', remoteAddress: '10.9.9.9' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/clients?id=1', headers: bearer(member.token) })).statusCode).toBe(403);
    const refused = (await log('group=refused')).entries;
    expect(refused[0]).toMatchObject({ action: 'access.refused', actor_email: 'member@example.com', detail: '403 DELETE /api/clients' });
    expect(refused[1]).toMatchObject({ action: 'access.refused', actor_email: '', detail: '401 GET /api/users', ip: '10.9.9.9' });
  });

  it('stores at most ten refusals a minute per address, however many arrive at once', async () => {
    const before = (await log('group=refused')).total;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.request({ method: 'GET', url: '/api/messages', remoteAddress: '10.7.7.7' })),
    );
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect((await log('group=refused')).total - before).toBe(10);
  });

  it('lets only administrators read the log', async () => {
    expect((await t.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/audit', headers: bearer(member.token) })).statusCode).toBe(403);
  });
});

describe('every administrator change', () => {
  it('is recorded with who, what and whom: clients, topics, gallery, reviews, messages, site content, users', async () => {
    const h = bearer(admin.token);
    const client = await t.request({ method: 'POST', url: '/api/clients', ...multipart({ module: 'Hotels', name: 'Nike Lake Resort', location: 'Enugu' }, undefined, h) });
    expect(client.statusCode).toBe(201);
    const clientId = t.json(client).id as number;
    await t.request({ method: 'PUT', url: `/api/clients?id=${clientId}`, ...multipart({ module: 'Hotels', name: 'Nike Lake Resort', location: 'Abakpa' }, undefined, h) });
    await t.request({ method: 'DELETE', url: `/api/clients?id=${clientId}`, headers: h });

    const topic = t.json(await t.request({ method: 'POST', url: '/api/topics', headers: h, payload: { title: 'Design of a hostel booking system' } })).id;
    await t.request({ method: 'DELETE', url: `/api/topics?id=${topic}`, headers: h });

    const png = await makePng(64, 64);
    const up = await t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title: 'Training day' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png }, h) });
    expect(up.statusCode).toBe(201);
    await t.request({ method: 'DELETE', url: `/api/gallery?id=${t.json(up).image.id}`, headers: h });

    const reviewId = (await t.app.ctx.db.insertInto('reviews').values({ username: 'Chioma', rating: 5, review_text: 'Great', image_path: '', image_srcset: '', status: 'pending', created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never).returning('id').executeTakeFirstOrThrow()).id;
    await t.request({ method: 'PUT', url: '/api/reviews', headers: h, payload: { id: reviewId, action: 'approve' } });
    await t.request({ method: 'DELETE', url: `/api/reviews?id=${reviewId}`, headers: h });

    const messageId = (await t.app.ctx.db.insertInto('contact_messages').values({ name: 'Emeka Obi', email: 'emeka@example.com', subject: 'Quote', message: 'Please call me', created_at: new Date().toISOString() } as never).returning('id').executeTakeFirstOrThrow()).id;
    await t.request({ method: 'PATCH', url: `/api/messages?id=${messageId}`, headers: h, payload: { read: true } });
    await t.request({ method: 'DELETE', url: `/api/messages?id=${messageId}`, headers: h });

    const doc = t.json(await t.request({ method: 'GET', url: '/api/content/company', headers: h })).published;
    expect((await t.request({ method: 'PUT', url: '/api/content/company/draft', headers: h, payload: { ...doc, tagline: 'ICT solutions for Enugu and beyond' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/content/company/publish', headers: h })).statusCode).toBe(200);

    await t.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: member.id, role: 'admin' } });

    const entries = (await log('', admin.token)).entries.filter((e) => e.actor_email === 'chief@example.com');
    const seen = entries.map((e) => `${e.action} ${e.target_label}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'client.create Nike Lake Resort',
        'client.update Nike Lake Resort',
        'client.delete Nike Lake Resort',
        'topic.create Design of a hostel booking system',
        'topic.delete Design of a hostel booking system',
        'gallery.upload Training day',
        'gallery.delete Training day',
        'review.approve Chioma',
        'review.delete Chioma',
        'message.read Emeka Obi <emeka@example.com>',
        'message.delete Emeka Obi <emeka@example.com>',
        'content.draft company',
        'content.publish company',
        'role.promote member@example.com',
      ]),
    );
    // One entry per change: the user administration writes its own, the scope adds none.
    expect(seen.filter((s) => s === 'role.promote member@example.com')).toHaveLength(1);
    // Reads are not changes.
    expect(entries.some((e) => e.action.startsWith('content.') && e.target_label === 'company' && !/draft|publish/.test(e.action))).toBe(false);
  });
});

describe('filters', () => {
  it('by kind, by text and by days; bad filters are 400', async () => {
    const signins = (await log('group=signin')).entries;
    expect(signins.length).toBeGreaterThan(0);
    expect(signins.every((e) => e.action.startsWith('auth.'))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await log('to=2000-01-01')).total).toBe(0);
    expect((await log('q=nike%20lake')).entries.every((e) => /nike lake/i.test(e.target_label))).toBe(true);
    for (const bad of ['group=everything', 'from=2026-13-45', 'from=2026-02-01&to=2026-01-01', `q=${'x'.repeat(300)}`]) {
      const r = await t.request({ method: 'GET', url: `/api/audit?${bad}`, headers: bearer(admin.token) });
      expect(r.statusCode, bad).toBe(400);
      expect(t.json(r).message).toMatch(/^[A-Z].*\.$/);
    }
  });
});
