import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { purgeExpired } from '../../../server/services/purge';
import { makePng } from '../../support/images';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { ensureAdmin, takeOverAsAdmin } from '../../../modules/staff/admin-account.service';

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
let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let member: Awaited<ReturnType<TestApp['createUser']>>;

const log = async (query = '', token = admin.token) => {
  const r = await t.request({ method: 'GET', url: `/api/audit${query ? `?${query}` : ''}`, headers: bearer(token) });
  expect(r.statusCode).toBe(200);
  return t.json<{ entries: Entry[]; total: number; pages: number }>(r);
};
const newest = async (action: string) => (await log()).entries.find((e) => e.action === action);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', RATE_LIMIT_LOGIN: '1000/1m', SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com' });
  admin = await t.createUser({ role: 'admin', email: 'chief@example.com', password: 'Admin-pass-2026' });
  member = await t.createUser({ email: 'member@example.com', password: 'Member-pass-2026' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

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
    const fails = (await log('group=failed&q=member%40example.com')).entries.filter((e) => e.action === 'auth.login.fail');
    expect(fails).toHaveLength(3);
  });
});

describe('what members do to their own account', () => {
  const loginAs = async (email: string, password: string) => {
    const r = await t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.44.0.1' });
    expect(r.statusCode).toBe(200);
    return t.json<{ token: string }>(r).token;
  };
  const post = (url: string, token: string, payload: object = {}) =>
    t.request({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: '10.44.0.1' });

  it('records a change of password and of e-mail address, a logout, logging out everywhere and deleting the account', async () => {
    const ada = await t.createUser({ email: 'ada-own@example.com', password: 'Ada-pass-2026' });
    let token = await loginAs(ada.email, 'Ada-pass-2026');
    const changed = await post('/api/account/password', token, { currentPassword: 'Ada-pass-2026', newPassword: 'Ada-pass-2027' });
    expect(changed.statusCode).toBe(200);
    token = t.json<{ token: string }>(changed).token;
    expect(await newest('account.password.change')).toMatchObject({ actor_email: ada.email, target_label: ada.email, ip: '10.44.0.1' });

    const before = smtp.messages.length;
    expect((await post('/api/account/email', token, { newEmail: 'ada-new@example.com', password: 'Ada-pass-2027' })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('ada-new@example.com') && smtp.messages.indexOf(m) >= before, 10_000);
    const confirmed = await post('/api/account/email/confirm', token, { otp: extractOtp(mail) });
    expect(confirmed.statusCode).toBe(200);
    token = t.json<{ token: string }>(confirmed).token;
    expect(await newest('account.email.change')).toMatchObject({ actor_email: ada.email, detail: `${ada.email} → ada-new@example.com` });

    expect((await post('/api/account/logout-all', token)).statusCode).toBe(200);
    expect(await newest('account.logout.all')).toMatchObject({ target_label: 'ada-new@example.com' });

    token = await loginAs('ada-new@example.com', 'Ada-pass-2027');
    expect((await post('/api/account/logout', token)).statusCode).toBe(200);
    expect(await newest('auth.logout')).toMatchObject({ actor_email: 'ada-new@example.com' });

    token = await loginAs('ada-new@example.com', 'Ada-pass-2027');
    expect((await post('/api/account/delete', token, { password: 'Ada-pass-2027' })).statusCode).toBe(200);
    expect(await newest('account.self.delete')).toMatchObject({ target_label: 'ada-new@example.com' });
    expect((await log('group=account&q=ada-')).entries.map((e) => e.action)).toEqual([
      'account.self.delete',
      'account.logout.all',
      'account.email.change',
      'account.password.change',
    ]);
  });

  it('records the lock that wrong current passwords on My account set', async () => {
    const obi = await t.createUser({ email: 'obi-own@example.com', password: 'Obi-pass-2026' });
    const token = await loginAs(obi.email, 'Obi-pass-2026');
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/account/delete', token, { password: 'not-the-password' })).statusCode).toBe(400);
    }
    expect(await newest('auth.lock')).toMatchObject({ actor_email: '', target_label: obi.email, ip: '10.44.0.1' });
  });

  it('records a password set with an e-mailed code, and a right password refused for an unverified account', async () => {
    const eze = await t.createUser({ email: 'eze-own@example.com', password: 'Eze-pass-2026' });
    const before = smtp.messages.length;
    expect((await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: eze.email } })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(eze.email) && smtp.messages.indexOf(m) >= before, 10_000);
    const reset = await t.request({ method: 'POST', url: '/api/reset-password', payload: { email: eze.email, otp: extractOtp(mail), password: 'Eze-pass-2027' } });
    expect(reset.statusCode).toBe(200);
    expect(await newest('account.password.reset')).toMatchObject({ actor_email: '', target_label: eze.email });

    const unverified = await t.createUser({ email: 'not-yet@example.com', password: 'Not-yet-2026', verified: false });
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { email: unverified.email, password: 'Not-yet-2026' } })).statusCode).toBe(403);
    expect(await newest('auth.login.refused')).toMatchObject({ target_label: unverified.email, detail: 'the address is not verified' });
  });
});

describe('the administrator account the server settings name', () => {
  it('records its creation, a refusal to promote an existing account, and a take-over', async () => {
    const settings = { email: 'boss-own@example.com', password: 'Boss-pass-2026', username: 'Boss' };
    expect(await ensureAdmin(t.app.ctx.db, settings)).toBe('created');
    expect(await newest('admin.create')).toMatchObject({ actor_email: '', target_label: settings.email });

    const stranger = await t.createUser({ email: 'held-own@example.com', password: 'Held-pass-2026', verified: false });
    expect(await ensureAdmin(t.app.ctx.db, { ...settings, email: stranger.email })).toBe('refused');
    expect(await newest('admin.refuse')).toMatchObject({ target_label: stranger.email });
    await takeOverAsAdmin(t.app.ctx.db, { email: stranger.email, password: 'Taken-over-2026' });
    expect(await newest('admin.takeover')).toMatchObject({ target_label: stranger.email, detail: 'create-admin --take-over' });
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

  it('counts an IPv6 client by its /64: 30 refusals from 30 addresses of one network store ten', async () => {
    const before = (await log('group=refused')).total;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.request({ method: 'GET', url: '/api/messages', remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}` })),
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
    expect((await t.request({ method: 'PUT', url: `/api/topics?id=${topic}`, headers: h, payload: { title: 'Design of a hostel booking system for UNN' } })).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/topics?id=${topic}`, headers: h });

    const png = await makePng(64, 64);
    const up = await t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title: 'Training day' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png }, h) });
    expect(up.statusCode).toBe(201);
    expect((await t.request({ method: 'PATCH', url: `/api/gallery?id=${t.json(up).image.id}`, headers: h, payload: { title: 'Training day, Ogui Road' } })).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/gallery?id=${t.json(up).image.id}`, headers: h });

    const reviewId = (await t.app.ctx.db.insertInto('reviews').values({ username: 'Chioma', rating: 5, review_text: 'Great', image_path: '', image_srcset: '', status: 'pending', created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never).returning('id').executeTakeFirstOrThrow()).id;
    await t.request({ method: 'PUT', url: '/api/reviews', headers: h, payload: { id: reviewId, action: 'approve' } });
    expect((await t.request({ method: 'PUT', url: '/api/reviews', headers: h, payload: { id: reviewId, action: 'reject' } })).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/reviews?id=${reviewId}`, headers: h });

    const messageId = (await t.app.ctx.db.insertInto('contact_messages').values({ name: 'Emeka Obi', email: 'emeka@example.com', subject: 'Quote', message: 'Please call me', created_at: new Date().toISOString() } as never).returning('id').executeTakeFirstOrThrow()).id;
    await t.request({ method: 'PATCH', url: `/api/messages?id=${messageId}`, headers: h, payload: { read: true } });
    expect((await t.request({ method: 'PATCH', url: `/api/messages?id=${messageId}`, headers: h, payload: { read: false } })).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/messages?id=${messageId}`, headers: h });

    const doc = t.json(await t.request({ method: 'GET', url: '/api/content/company', headers: h })).published;
    expect((await t.request({ method: 'PUT', url: '/api/content/company/draft', headers: h, payload: { ...doc, tagline: 'ICT solutions for Enugu and beyond' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/content/company/publish', headers: h })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: '/api/content/company/draft', headers: h, payload: { ...doc, tagline: 'Not this one' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: h })).statusCode).toBe(200);
    const revisions = t.json(await t.request({ method: 'GET', url: '/api/content/company/revisions', headers: h })).revisions as { id: number }[];
    const earliest = revisions[revisions.length - 1].id;
    expect((await t.request({ method: 'POST', url: `/api/content/company/revisions/${earliest}/restore`, headers: h })).statusCode).toBe(200);
    const banner = await makePng(1600, 600);
    const picture = await t.request({ method: 'POST', url: '/api/content/images?kind=banner', ...multipart({}, { field: 'image', filename: 'banner.png', type: 'image/png', data: banner }, h) });
    expect(picture.statusCode).toBe(201);

    await t.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: member.id, role: 'admin' } });

    const entries = (await log('', admin.token)).entries.filter((e) => e.actor_email === 'chief@example.com');
    const seen = entries.map((e) => `${e.action} ${e.target_label}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'client.create Nike Lake Resort',
        'client.update Nike Lake Resort',
        'client.delete Nike Lake Resort',
        'topic.create Design of a hostel booking system',
        'topic.update Design of a hostel booking system',
        'topic.delete Design of a hostel booking system for UNN',
        'gallery.upload Training day',
        'gallery.update Training day',
        'gallery.delete Training day, Ogui Road',
        'review.approve Chioma',
        'review.reject Chioma',
        'review.delete Chioma',
        'message.read Emeka Obi <emeka@example.com>',
        'message.unread Emeka Obi <emeka@example.com>',
        'message.delete Emeka Obi <emeka@example.com>',
        'content.draft company',
        'content.publish company',
        'content.discard company',
        'content.restore company',
        'role.promote member@example.com',
      ]),
    );
    // One entry per change: the user administration writes its own, the scope adds none.
    expect(seen.filter((s) => s === 'role.promote member@example.com')).toHaveLength(1);
    // Reads are not changes.
    expect(entries.some((e) => e.action.startsWith('content.') && e.target_label === 'company' && !/draft|publish|discard|restore/.test(e.action))).toBe(false);
    expect(entries.filter((e) => e.action === 'content.image')).toHaveLength(1);
  });
});

describe('what anyone can add to it', () => {
  it('30 failed sign-ins from one address (25 at once) add 10 entries; successful sign-ins have a kind of their own', async () => {
    const before = (await log('group=failed')).total;
    const fail = (i: number) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email: `unknown-${i}@example.com`, password: 'whatever-1234' }, remoteAddress: '10.77.0.1' });
    const first = await Promise.all(Array.from({ length: 25 }, (_, i) => fail(i)));
    const rest = await Promise.all(Array.from({ length: 5 }, (_, i) => fail(25 + i)));
    expect([...first, ...rest].every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect((await log('group=failed')).total - before).toBe(10);
    // Another address still gets its failures recorded.
    await t.request({ method: 'POST', url: '/api/login', payload: { email: 'elsewhere@example.com', password: 'whatever-1234' }, remoteAddress: '10.77.0.2' });
    expect((await log('group=failed')).total - before).toBe(11);
    const signins = (await log('group=signin')).entries;
    expect(signins.length).toBeGreaterThan(0);
    expect(signins.every((e) => e.action === 'auth.login.ok' || e.action === 'auth.logout')).toBe(true);
  });

  it('failed sign-ins, locks and refused calls are deleted after SECURITY_LOG_FAILURE_DAYS; admin changes are kept', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000).toISOString();
    const db = t.app.ctx.db;
    await db.insertInto('audit_log').values([
      { action: 'auth.login.fail', actor_id: null, actor_email: '', target_type: 'user', target_id: null, target_label: 'old-fail@example.com', detail: '', ip: '10.1.1.1', created_at: old },
      { action: 'client.create', actor_id: admin.id, actor_email: 'admin@example.com', target_type: 'client', target_id: 1, target_label: 'Old client', detail: '', ip: '10.1.1.1', created_at: old },
    ] as never).execute();
    await purgeExpired(db, { contactRetentionDays: 365, unverifiedAccountDays: 30, securityLogFailureDays: 90 });
    const left = await db.selectFrom('audit_log').select('target_label').where('created_at', '=', old).execute();
    expect(left.map((r) => r.target_label)).toEqual(['Old client']);
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
