import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { INVITATION_INVITER_GONE, INVITATION_WITHDRAWN } from '../../../modules/staff/invitations.service';
import * as users from '../../../modules/accounts/users.repository';

/**
 * An invitation lives only as long as its sender's right to send it (docs/decisions/0025-staff-role.md):
 * disabling, deleting or demoting the sender withdraws the open invitations the sender can no longer
 * give, in the same transaction, with an entry in the security log each; and an acceptance checks
 * the sender again, so a link whose sender lost the role some other way does not work either.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let chief: { id: number; email: string; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_VERIFY: '1000/1m', RATE_LIMIT_ACCOUNT: '1000/1m' });
  chief = await t.createUser({ role: 'admin', email: 'chief@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const put = (url: string, payload: object, token = chief.token) => t.request({ method: 'PUT', url, payload, headers: bearer(token) });

/** Sends an invitation as `from`; returns the link's token from the mail. */
async function invite(from: { token: string }, email: string, role: 'staff' | 'admin'): Promise<string> {
  const r = await post('/api/invitations', { email, role }, from.token);
  expect(r.statusCode, r.body).toBe(201);
  await expect.poll(() => smtp.messages.some((m) => m.to.includes(email))).toBe(true);
  const mail = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
  return /invitation\?token=(\d+\.[A-Za-z0-9_-]+)/.exec(mail.text)![1];
}

const openEmails = async () =>
  (t.json(await t.request({ method: 'GET', url: '/api/invitations', headers: bearer(chief.token) })).invitations as { email: string }[]).map((i) => i.email);

const accept = (token: string, username = 'New Colleague') => post('/api/invitations/accept', { token, username, password: 'Enugu-office-2026' });

const withdrawals = async () =>
  (
    t.json(await t.request({ method: 'GET', url: '/api/audit?group=users', headers: bearer(chief.token) })).entries as {
      action: string;
      target_label: string;
      detail: string;
    }[]
  ).filter((e) => e.action === 'invitation.withdraw.sender');

describe(`invitations die with their sender's rights (${dialect})`, () => {
  it("disabling an administrator withdraws every open invitation it sent, in the log; the links answer 410", async () => {
    const rogue = await t.createUser({ role: 'admin', email: 'rogue@example.com' });
    const backdoor = await invite(rogue, 'backdoor@example.net', 'admin');
    const editor = await invite(rogue, 'editor@example.net', 'staff');
    const kept = await invite(chief, 'kept@example.net', 'staff');
    expect(await openEmails()).toEqual(expect.arrayContaining(['backdoor@example.net', 'editor@example.net', 'kept@example.net']));

    expect((await put('/api/users/status', { id: rogue.id, disabled: true })).statusCode).toBe(200);
    const open = await openEmails();
    expect(open).not.toContain('backdoor@example.net');
    expect(open).not.toContain('editor@example.net');
    expect(open).toContain('kept@example.net');
    for (const token of [backdoor, editor]) {
      const r = await accept(token);
      expect(r.statusCode).toBe(410);
      expect(t.json(r).message).toBe(INVITATION_WITHDRAWN);
    }
    const logged = await withdrawals();
    expect(logged.map((e) => e.target_label)).toEqual(expect.arrayContaining(['backdoor@example.net', 'editor@example.net']));
    expect(logged.find((e) => e.target_label === 'backdoor@example.net')!.detail).toBe('admin invitation sent by rogue@example.com, who was disabled');
    // The other administrator's invitation still works.
    expect((await accept(kept, 'Kept Colleague')).statusCode).toBe(200);
  });

  it('demoting to staff withdraws its administrator invitations only; demoting to member withdraws the rest', async () => {
    const a3 = await t.createUser({ role: 'admin', email: 'a3@example.com' });
    const asAdmin = await invite(a3, 'would-be-admin@example.net', 'admin');
    const asStaff = await invite(a3, 'would-be-staff@example.net', 'staff');
    expect((await put('/api/users/role', { id: a3.id, role: 'staff' })).statusCode).toBe(200);
    let open = await openEmails();
    expect(open).not.toContain('would-be-admin@example.net');
    expect(open).toContain('would-be-staff@example.net');
    expect((await accept(asAdmin)).statusCode).toBe(410);
    expect((await post('/api/invitations/check', { token: asStaff })).statusCode).toBe(200);

    expect((await put('/api/users/role', { id: a3.id, role: 'user' })).statusCode).toBe(200);
    open = await openEmails();
    expect(open).not.toContain('would-be-staff@example.net');
    expect((await accept(asStaff)).statusCode).toBe(410);
    const details = (await withdrawals()).filter((e) => e.detail.includes('a3@example.com')).map((e) => e.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        'admin invitation sent by a3@example.com, who is now staff (an editor)',
        'staff invitation sent by a3@example.com, who is now a member',
      ]),
    );
  });

  it('deleting the sender, by an administrator or on its own, withdraws its invitations', async () => {
    const a4 = await t.createUser({ role: 'admin', email: 'a4@example.com' });
    const link4 = await invite(a4, 'from-a4@example.net', 'admin');
    expect((await t.request({ method: 'DELETE', url: `/api/users?id=${a4.id}`, headers: bearer(chief.token) })).statusCode).toBe(200);
    expect(await openEmails()).not.toContain('from-a4@example.net');
    expect((await accept(link4)).statusCode).toBe(410);

    const a5 = await t.createUser({ role: 'admin', email: 'a5@example.com' });
    const link5 = await invite(a5, 'from-a5@example.net', 'staff');
    const own = await post('/api/account/delete', { password: a5.password }, a5.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(await openEmails()).not.toContain('from-a5@example.net');
    expect((await accept(link5)).statusCode).toBe(410);
    expect((await withdrawals()).map((e) => e.detail)).toEqual(
      expect.arrayContaining(['admin invitation sent by a4@example.com, who was deleted', 'staff invitation sent by a5@example.com, who deleted their own account']),
    );
  });

  it('an acceptance checks the sender again: a sender who lost the role by any other way makes the link fail with 410', async () => {
    const a6 = await t.createUser({ role: 'admin', email: 'a6@example.com' });
    const adminLink = await invite(a6, 'late-admin@example.net', 'admin');
    const staffLink = await invite(a6, 'late-staff@example.net', 'staff');
    // Not through the Users screen (that would withdraw them): the invitations stay open.
    await users.setRole(t.app.ctx.db, a6.id, 'staff');
    expect(await openEmails()).toEqual(expect.arrayContaining(['late-admin@example.net', 'late-staff@example.net']));
    const check = await post('/api/invitations/check', { token: adminLink });
    expect(check.statusCode).toBe(410);
    expect(t.json(check).message).toBe(INVITATION_INVITER_GONE);
    const refused = await accept(adminLink);
    expect(refused.statusCode).toBe(410);
    expect(t.json(refused).message).toBe(INVITATION_INVITER_GONE);
    expect(await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'late-admin@example.net').executeTakeFirst()).toBeUndefined();
    // Staff may still stand behind a staff invitation; a disabled sender may not.
    await users.setDisabled(t.app.ctx.db, a6.id, true);
    expect((await accept(staffLink)).statusCode).toBe(410);
    await users.setDisabled(t.app.ctx.db, a6.id, false);
    const ok = await accept(staffLink, 'Late Staff');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(t.json(ok).user.role).toBe('staff');
  });
});
