import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { ConfigError, loadConfig } from '../../../server/config';
import { purgeExpired } from '../../../server/services/purge';
import { placeholderValues, renderFormattedText } from '../../../server/services/formatted-text';
import { PrivacySchema } from '../../../common/site-content';

/** Old contact messages and never-verified accounts are purged on a schedule. */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let t: TestApp;
beforeAll(async () => {
  // A quick schedule: first run 50 ms after start, then every 100 ms.
  t = await createTestApp({ CONTACT_RETENTION_DAYS: '10', UNVERIFIED_ACCOUNT_DAYS: '2' }, { purge: { firstDelayMs: 50, everyMs: 100 } });
});
afterAll(async () => {
  await t?.close();
});

async function addMessage(email: string, createdAt: string) {
  await t.app.ctx.db
    .insertInto('contact_messages')
    .values({ name: 'Visitor', email, subject: 'Quote', message: 'Hello', created_at: createdAt, read_at: null, mailed_at: null, mail_error: null })
    .execute();
}

async function addUser(email: string, o: { createdAt: string; verified: boolean; role?: 'user' | 'admin' }) {
  // One transaction: the server's own purge timer runs every 100 ms and may otherwise delete a stale
  // account between the two inserts, which PostgreSQL's foreign key then refuses.
  return t.app.ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: email.split('@')[0],
        email,
        password_hash: 'x',
        role: o.role ?? 'user',
        email_verified_at: o.verified ? o.createdAt : null,
        locked_until: null,
        created_at: o.createdAt,
        last_login_at: null,
        disabled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('email_codes')
      .values({ user_id: id, code_hash: `h-${email}`, expires_at: o.createdAt, used_at: null, created_at: o.createdAt, new_email: null })
      .execute();
    return id;
  });
}

/** Polls until `check` holds; no time limit of its own (Vitest's catches a hang), so a slow machine only waits longer. */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

const messageEmails = async () =>
  (await t.app.ctx.db.selectFrom('contact_messages').select('email').orderBy('email').execute()).map((r) => r.email);
const userEmails = async () =>
  (await t.app.ctx.db.selectFrom('users').select('email').where('email', 'like', '%@purge.test').orderBy('email').execute()).map((r) => r.email);

describe('the scheduled purge', () => {
  it('deletes old contact messages and old never-verified accounts with their codes; keeps recent and verified ones', async () => {
    await addMessage('old@purge.test', ago(11));
    await addMessage('recent@purge.test', ago(9));
    await addMessage('new@purge.test', ago(0));
    const stale = await addUser('stale@purge.test', { createdAt: ago(3), verified: false });
    await addUser('fresh@purge.test', { createdAt: ago(1), verified: false });
    await addUser('verified@purge.test', { createdAt: ago(400), verified: true });
    await addUser('admin@purge.test', { createdAt: ago(400), verified: false, role: 'admin' });

    // Nothing calls the purge here: the server's own timer does.
    await waitUntil(async () => !(await messageEmails()).includes('old@purge.test') && !(await userEmails()).includes('stale@purge.test'));

    expect(await messageEmails()).toEqual(['new@purge.test', 'recent@purge.test']);
    expect(await userEmails()).toEqual(['admin@purge.test', 'fresh@purge.test', 'verified@purge.test']);
    const codes = await t.app.ctx.db.selectFrom('email_codes').select('user_id').where('user_id', '=', stale).execute();
    expect(codes).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('email_codes').select('code_hash').where('code_hash', 'like', 'h-%').orderBy('code_hash').execute())
      .toEqual([{ code_hash: 'h-admin@purge.test' }, { code_hash: 'h-fresh@purge.test' }, { code_hash: 'h-verified@purge.test' }]);
  });

  it('is safe to run several times at once (as several instances do): each row goes once, nothing fails', async () => {
    await addMessage('old2@purge.test', ago(30));
    await addUser('stale2@purge.test', { createdAt: ago(5), verified: false });
    const settings = t.config.retention;
    const results = await Promise.all([1, 2, 3].map(() => purgeExpired(t.app.ctx.db, settings)));
    const total = results.reduce((a, r) => ({ messages: a.messages + r.messages, accounts: a.accounts + r.accounts }), { messages: 0, accounts: 0 });
    // The server's timer may have taken some of them first; whoever ran, nothing is left and nothing twice.
    expect(total.messages).toBeLessThanOrEqual(1);
    expect(total.accounts).toBeLessThanOrEqual(1);
    expect(await messageEmails()).not.toContain('old2@purge.test');
    expect(await userEmails()).not.toContain('stale2@purge.test');
    expect(await messageEmails()).toContain('recent@purge.test');
  });

  it('forgets the login count of an address without an account after 30 idle days, unless it is still locked', async () => {
    const row = (key: string, touchedDays: number, lockedDays: number | null) => ({
      key, failed_logins: 3, touched_at: ago(touchedDays), locked_until: lockedDays === null ? null : ago(lockedDays),
    });
    await t.app.ctx.db.insertInto('address_guards').values([
      row('idle', 31, null), row('idle-lock-ended', 31, 31.5), row('recent', 29, null), row('still-locked', 31, -1),
    ]).execute();
    await purgeExpired(t.app.ctx.db, t.config.retention);
    const keys = (await t.app.ctx.db.selectFrom('address_guards').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['recent', 'still-locked']);
  });

  it('defaults: 365 days for contact messages, 30 days for unverified accounts, 30 and 730 days for visit records and totals, 90 days for failed sign-ins in the security log', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    expect(c.retention).toEqual({ contactRetentionDays: 365, unverifiedAccountDays: 30, securityLogFailureDays: 90, insightsRawDays: 30, insightsKeepDays: 730 });
  });

  it('the privacy notice states the configured periods (placeholders the server fills in, which the notice must keep)', async () => {
    // The 'privacy' site-content document as a page shows it, with this app's settings (10 and 2 days).
    const doc = PrivacySchema.parse(await t.app.ctx.siteContent.published('privacy'));
    const values = placeholderValues(await t.app.ctx.siteContent.company(), t.config.retention);
    const notice = renderFormattedText(doc.notice, values);
    expect(notice).toContain('deleted automatically after 2 days');
    expect(notice).toContain('at most 10 days');
    // With the defaults, the numbers the README states.
    const { retention } = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    const byDefault = renderFormattedText(doc.notice, placeholderValues(await t.app.ctx.siteContent.company(), retention));
    expect(byDefault).toContain(`deleted automatically after ${retention.unverifiedAccountDays} days`);
    expect(byDefault).toContain(`at most ${retention.contactRetentionDays} days`);
    // An edited notice cannot drop them: the schema (API and editor) requires both placeholders.
    expect(PrivacySchema.safeParse({ ...doc, notice: doc.notice.replaceAll('{contactRetentionDays}', '365') }).success).toBe(false);
  });

  it.each([
    ['CONTACT_RETENTION_DAYS', 'abc'],
    ['CONTACT_RETENTION_DAYS', '0'],
    ['CONTACT_RETENTION_DAYS', '1.5'],
    ['UNVERIFIED_ACCOUNT_DAYS', '-3'],
    ['UNVERIFIED_ACCOUNT_DAYS', '99999'],
  ])('refuses %s=%s with one line naming the setting', (name, value) => {
    let err: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(`${name}: expected a whole number of days from 1 to 36500 (got "${value}")`);
  });
});
