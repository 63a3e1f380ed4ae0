import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../support/smtp';

/**
 * Invitations (docs/decisions/0025-staff-role.md), end to end through the in-process SMTP server:
 * an administrator invites, the mail carries a single-use link, the invitee chooses a username and a
 * password and is signed in with the invited role and a verified address. Used, withdrawn, replaced
 * and expired links get a clear 4xx; 25 parallel acceptances of one link make exactly one account.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: { id: number; email: string; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_VERIFY: '1000/1m' });
  admin = await t.createUser({ role: 'admin', email: 'chief@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const invite = (email: string, role = 'staff') => post('/api/invitations', { email, role }, admin.token);
const list = async () => t.json(await t.request({ method: 'GET', url: '/api/invitations', headers: bearer(admin.token) })).invitations as {
  id: number;
  email: string;
  role: string;
  invited_by_email: string;
  expires_at: string;
  expired: boolean;
}[];

/** The token of the newest invitation mail to `to` after `count` earlier ones. */
async function linkOf(to: string, count = 0): Promise<string> {
  const mails = () => smtp.messages.filter((m) => m.to.includes(to));
  await expect.poll(() => mails().length).toBeGreaterThan(count);
  const mail: ReceivedMail = mails()[count];
  expect(mail.subject).toMatch(/^You are invited to the .+ admin area$/);
  const m = /http:\/\/localhost:3000\/invitation\?token=(\d+\.[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  expect(mail.html).toContain(`href="http://localhost:3000/invitation?token=${m![1]}"`);
  return m![1];
}

describe(`invitations (${dialect})`, () => {
  it('invites a colleague as staff; the link signs them in with a verified address, once', async () => {
    const r = await invite('Ngozi.Okafor@example.com');
    expect(r.statusCode).toBe(201);
    expect(t.json(r).message).toBe('An invitation to join as staff (an editor) has been sent to ngozi.okafor@example.com.');
    const token = await linkOf('ngozi.okafor@example.com');
    const mail = smtp.messages.find((m) => m.to.includes('ngozi.okafor@example.com'))!;
    expect(mail.text).toContain('chief@example.com has invited you');
    expect(mail.text).toContain('72 hours');
    const pending = (await list()).find((i) => i.email === 'ngozi.okafor@example.com')!;
    expect(pending).toMatchObject({ role: 'staff', invited_by_email: 'chief@example.com', expired: false });
    const hours = (Date.parse(pending.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    // Only the secret's hash is stored.
    const row = await t.app.ctx.db.selectFrom('invitations').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);

    const check = t.json(await post('/api/invitations/check', { token }));
    expect(check).toMatchObject({ status: 'success', email: 'ngozi.okafor@example.com', role: 'staff', username: '' });
    const weak = await post('/api/invitations/accept', { token, username: 'Ngozi', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(t.json(weak).message).toMatch(/Password must be at least/);
    const common = await post('/api/invitations/accept', { token, username: 'Ngozi', password: 'password123' });
    expect(common.statusCode).toBe(400);

    const ok = await post('/api/invitations/accept', { token, username: 'Ngozi Okafor', password: 'Enugu-office-2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = t.json(ok);
    expect(body.user).toMatchObject({ email: 'ngozi.okafor@example.com', username: 'Ngozi Okafor', role: 'staff' });
    expect((await t.request({ method: 'GET', url: '/api/stats', headers: bearer(body.token) })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users', headers: bearer(body.token) })).statusCode).toBe(403);
    const login = await post('/api/login', { email: 'ngozi.okafor@example.com', password: 'Enugu-office-2026' });
    expect(login.statusCode).toBe(200);
    const account = await t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', 'ngozi.okafor@example.com').executeTakeFirstOrThrow();
    expect(account.email_verified_at).not.toBeNull();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);

    const again = await post('/api/invitations/accept', { token, username: 'Someone', password: 'Enugu-office-2027' });
    expect(again.statusCode).toBe(410);
    expect(t.json(again).message).toMatch(/already been used/);
    expect((await list()).some((i) => i.email === 'ngozi.okafor@example.com')).toBe(false);

    const log = t.json(await t.request({ method: 'GET', url: '/api/audit?group=users', headers: bearer(admin.token) })).entries as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['invitation.send', 'invitation.accept']));
  });

  it('25 parallel acceptances of one link: exactly one wins, the others are told it was used', async () => {
    await invite('race@example.com', 'admin');
    const token = await linkOf('race@example.com');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post('/api/invitations/accept', { token, username: `Racer ${i}`, password: `Parallel-pass-${i}x` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(410);
      expect(t.json(a).message).toMatch(/already been used/);
    }
    const rows = await t.app.ctx.db.selectFrom('users').select(['role', 'email_verified_at']).where('email', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
  });

  it('resending kills the old link; withdrawing kills the link; an expired link says so', async () => {
    await invite('resend@example.com');
    const first = await linkOf('resend@example.com');
    const id = (await list()).find((i) => i.email === 'resend@example.com')!.id;
    const resent = await post(`/api/invitations/${id}/resend`, {}, admin.token);
    expect(resent.statusCode).toBe(200);
    expect(t.json(resent).message).toMatch(/earlier link no longer works/);
    const second = await linkOf('resend@example.com', 1);
    expect(second).not.toBe(first);
    const old = await post('/api/invitations/check', { token: first });
    expect(old.statusCode).toBe(410);
    expect(t.json(old).message).toMatch(/withdrawn or replaced/);
    expect((await post('/api/invitations/check', { token: second })).statusCode).toBe(200);

    const newId = (await list()).find((i) => i.email === 'resend@example.com')!.id;
    const withdrawn = await t.request({ method: 'DELETE', url: `/api/invitations/${newId}`, headers: bearer(admin.token) });
    expect(withdrawn.statusCode).toBe(200);
    const dead = await post('/api/invitations/accept', { token: second, username: 'Late', password: 'Too-late-for-this' });
    expect(dead.statusCode).toBe(410);
    expect(t.json(dead).message).toMatch(/withdrawn or replaced/);
    expect((await t.request({ method: 'DELETE', url: `/api/invitations/${newId}`, headers: bearer(admin.token) })).statusCode).toBe(409);

    await invite('late@example.com');
    const late = await linkOf('late@example.com');
    await t.app.ctx.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'late@example.com').execute();
    expect((await list()).find((i) => i.email === 'late@example.com')?.expired).toBe(true);
    const expired = await post('/api/invitations/accept', { token: late, username: 'Late', password: 'Too-late-for-this' });
    expect(expired.statusCode).toBe(410);
    expect(t.json(expired).message).toBe('This invitation has expired. Ask whoever invited you to send a new one.');
  });

  it('refuses a wrong, forged or malformed link with a clear 4xx, never a 500', async () => {
    await invite('forged@example.com');
    const token = await linkOf('forged@example.com');
    const [id] = token.split('.');
    for (const bad of [`${id}.${'A'.repeat(43)}`, `999999.${'B'.repeat(43)}`]) {
      const r = await post('/api/invitations/accept', { token: bad, username: 'Mallory', password: 'Guessing-game-1' });
      expect(r.statusCode).toBe(404);
      expect(t.json(r).message).toMatch(/^This invitation link is not valid/);
    }
    for (const bad of ['', 'nonsense', `${id}.short`, 42]) {
      const r = await post('/api/invitations/check', { token: bad });
      expect(r.statusCode).toBe(400);
      expect(t.json(r)).toEqual({ status: 'error', message: expect.stringMatching(/invitation link is not complete/) });
    }
  });

  it('refuses to invite an address that has an account, and completes one whose address was never verified', async () => {
    const member = await t.createUser({ email: 'member-already@example.com' });
    const r = await invite(member.email);
    expect(r.statusCode).toBe(409);
    expect(t.json(r).message).toBe('member-already@example.com already has an account. Find it in the list of accounts and change its role there instead.');
    expect((await invite('nope@example.com', 'owner')).statusCode).toBe(400);

    const half = await t.createUser({ email: 'half-signed@example.com', verified: false, username: 'Half' });
    expect((await invite(half.email)).statusCode).toBe(201);
    const token = await linkOf(half.email);
    expect(t.json(await post('/api/invitations/check', { token })).username).toBe('Half');
    const ok = await post('/api/invitations/accept', { token, username: 'Half Done', password: 'Completed-at-last' });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', half.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'staff', username: 'Half Done' });
    expect(row.email_verified_at).not.toBeNull();
  });

  it('25 parallel invitations and 25 parallel resends of one address leave exactly one open invitation, never a 500', async () => {
    const invites = await Promise.all(Array.from({ length: 25 }, () => invite('crowd@example.com')));
    for (const r of invites) expect([201, 409], r.body).toContain(r.statusCode);
    expect(invites.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const open = () => t.app.ctx.db.selectFrom('invitations').select('id').where('email', '=', 'crowd@example.com').where('accepted_at', 'is', null).where('withdrawn_at', 'is', null).execute();
    expect(await open()).toHaveLength(1);
    const [{ id }] = await open();
    const resends = await Promise.all(Array.from({ length: 25 }, () => post(`/api/invitations/${id}/resend`, {}, admin.token)));
    for (const r of resends) expect([200, 409], r.body).toContain(r.statusCode);
    expect(resends.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await open()).toHaveLength(1);
  });
});

