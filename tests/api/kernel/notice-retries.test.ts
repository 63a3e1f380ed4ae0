import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { solveAltchaForTests, solvedCaptcha } from '../../support/captcha';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { createNotices, NOTICE_LEASE_MS } from '../../../server/services/notices';
import { loadConfig } from '../../../server/config';

/**
 * A notice mail to the admins (new contact message, new review) that fails is tried again with
 * backoff by a scheduled job, claimed atomically so that two instances never send it twice, and
 * given up after MAIL_RETRY_DELAYS is used up. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL; the two-instance test needs a PostgreSQL server (TEST_PG_URL or TEST_DATABASE_URL).
 */

let smtp: TestSmtpServer;
let t: TestApp;
const logLines: { level: number; msg: string; attempts?: number; notice?: string }[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        logLines.push(JSON.parse(line));
      } catch {
        /* not JSON */
      }
    }
    done();
  },
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com', RATE_LIMIT_REVIEW: '1000/10m', MAIL_RETRY_DELAYS: '1s,1s', LOG_LEVEL: 'warn' },
    { logStream, noticeRetry: { firstDelayMs: 50, everyMs: 100 } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const review = async (app: TestApp, name: string) =>
  app.request({
    method: 'POST',
    url: '/api/reviews',
    ...multipart({ name, rating: '5', review_text: `The Enugu team installed our clinic software in a week. (${name})`, captchaToken: await solvedCaptcha(app) }),
  });

async function contact(app: TestApp, subject: string) {
  const challenge = app.json(await app.request({ method: 'GET', url: '/api/captcha/challenge' }));
  const r = await app.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ifeoma Okafor', email: 'ifeoma@example.com', subject, message: 'Please send a quote for a school portal.', captchaToken: await solveAltchaForTests(challenge) },
  });
  expect(r.statusCode).toBe(200);
  const row = await app.app.ctx.db.selectFrom('contact_messages').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
  return row.id;
}

const reviewRow = (app: TestApp, id: number) => app.app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const messageRow = (app: TestApp, id: number) => app.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Polls until `ok` holds; no time limit of its own (Vitest's catches a hang), so a slow machine only waits longer. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a failed notice', () => {
  it('of a new review is sent again by the scheduled job: exactly one mail arrives, and the attempts are recorded', async () => {
    const refusedBefore = smtp.refused;
    smtp.failNext(1);
    const r = await review(t, 'Chinedu Review');
    expect(r.statusCode).toBe(201);
    const id = t.json(r).id as number;
    // The first send is refused: the failure is on the row, with the next try about a second later.
    const failed = await until(() => reviewRow(t, id), (row) => row.mail_error !== null || row.mailed_at !== null);
    expect(smtp.refused).toBe(refusedBefore + 1);
    expect(failed).toMatchObject({ mailed_at: null, mail_attempts: 1 });
    expect(failed.mail_error).toMatch(/Try again later/);
    // The job delivers it.
    const sent = await until(() => reviewRow(t, id), (row) => row.mailed_at !== null);
    expect(sent).toMatchObject({ mail_attempts: 2, mail_error: null, mail_next_at: null });
    const mails = smtp.messages.filter((m) => m.subject === 'New review to approve: 5 out of 5 from Chinedu Review');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['office@example.com']);
    // Later runs of the job send nothing more: two runs, as late as any retry could be, awaited here.
    await t.app.ctx.notices.deliverDue(new Date(Date.now() + 86_400_000));
    await t.app.ctx.notices.deliverDue(new Date(Date.now() + 86_400_000));
    expect(smtp.messages.filter((m) => m.subject.endsWith('from Chinedu Review'))).toHaveLength(1);
    expect(logLines.some((l) => l.msg === 'notice mail failed; it will be tried again' && l.notice === 'review')).toBe(true);
  });

  it('of a new contact message is sent again, rebuilt from the stored message', async () => {
    smtp.failNext(1);
    const id = await contact(t, 'Quote for a school portal (retry)');
    const sent = await until(() => messageRow(t, id), (row) => row.mailed_at !== null);
    expect(sent).toMatchObject({ mail_attempts: 2, mail_error: null, mail_next_at: null });
    const mails = smtp.messages.filter((m) => m.subject === 'New contact message: Quote for a school portal (retry)');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('ifeoma@example.com');
    expect(mails[0].text).toContain('Please send a quote for a school portal.');
    expect(mails[0].text).toContain('http://localhost:3000/admin?section=leads&lead=');
  });

  it('is given up after the last wait of MAIL_RETRY_DELAYS, logged, and kept in the admin area', async () => {
    smtp.failNext(3);
    const id = await contact(t, 'Network cabling (gives up)');
    const row = await until(() => messageRow(t, id), (r) => r.mail_next_at === null && r.mail_attempts >= 3);
    expect(row.mailed_at).toBeNull();
    expect(row.mail_attempts).toBe(3); // one send and the two retries of '1s,1s'
    expect(row.mail_error).toMatch(/gave up after 3 attempts\)$/);
    expect(smtp.messages.filter((m) => m.subject === 'New contact message: Network cabling (gives up)')).toHaveLength(0);
    expect(logLines.some((l) => l.msg === 'notice mail: gave up; the record is kept in the admin area' && l.attempts === 3)).toBe(true);
    // The message itself is there for the admin.
    expect(row.message).toBe('Please send a quote for a school portal.');
  });

  it('is not sent once an admin has handled it (a review approved before the retry)', async () => {
    smtp.failNext(1);
    const r = await review(t, 'Handled Review');
    const id = t.json(r).id as number;
    await until(() => reviewRow(t, id), (row) => row.mail_error !== null);
    await t.app.ctx.db.updateTable('reviews').set({ status: 'approved' }).where('id', '=', id).execute();
    const row = await until(() => reviewRow(t, id), (x) => x.mail_next_at === null);
    expect(row.mailed_at).toBeNull();
    expect(row.mail_error).toBe('Not sent: an admin had already handled it.');
    expect(smtp.messages.filter((m) => m.subject.endsWith('from Handled Review'))).toHaveLength(0);
  });
});

describe('claims', () => {
  it('two job runs at the same moment send a due notice once; a claimed notice waits for its lease', async () => {
    // Notices as a second instance would run them (own object, same database).
    const quiet = { info() {}, warn() {}, error() {} };
    const other = createNotices({ db: t.app.ctx.db, mailer: t.app.ctx.mailer, siteContent: t.app.ctx.siteContent, log: quiet, config: t.config });
    // Notices that failed once and are due in an hour, so the app's own job leaves them alone until
    // this test runs both "instances" at that time.
    const later = new Date(Date.now() + 3_600_000);
    const failedOnce = (ids: number[], nextAt: Date) =>
      t.app.ctx.db.updateTable('reviews').set({ mailed_at: null, mail_error: 'Try again later', mail_attempts: 1, mail_next_at: nextAt.toISOString() }).where('id', 'in', ids).execute();
    const ids: number[] = [];
    for (const name of ['Claim One', 'Claim Two', 'Claim Three']) {
      const id = t.json(await review(t, name)).id as number;
      await until(() => reviewRow(t, id), (row) => row.mailed_at !== null);
      ids.push(id);
    }
    await failedOnce(ids, later);
    const before = smtp.messages.length;
    const when = new Date(later.getTime() + 1000);
    const [a, b] = await Promise.all([t.app.ctx.notices.deliverDue(when), other.deliverDue(when)]);
    expect(a + b).toBe(3);
    const sent = smtp.messages.slice(before);
    for (const name of ['Claim One', 'Claim Two', 'Claim Three']) expect(sent.filter((m) => m.subject.endsWith(`from ${name}`)), name).toHaveLength(1);
    for (const id of ids) expect(await reviewRow(t, id)).toMatchObject({ mail_attempts: 2, mail_next_at: null, mail_error: null });

    // A claim that was never settled (an instance died while sending) is taken again after the lease.
    const id = t.json(await review(t, 'Lost Claim')).id as number;
    await until(() => reviewRow(t, id), (row) => row.mailed_at !== null);
    const claimedAt = new Date(Date.now() + 3_600_000);
    await failedOnce([id], new Date(claimedAt.getTime() + NOTICE_LEASE_MS));
    const lostBefore = smtp.messages.length;
    expect(await other.deliver('review', id, new Date(claimedAt.getTime() + 1000))).toBe('not-due');
    expect(await other.deliver('review', id, new Date(claimedAt.getTime() + NOTICE_LEASE_MS + 1))).toBe('sent');
    expect(smtp.messages.slice(lostBefore).filter((m) => m.subject.endsWith('from Lost Claim'))).toHaveLength(1);
  });

  it('MAIL_RETRY_DELAYS is parsed, and a bad value stops the start naming the variable', () => {
    expect(loadConfig({ DATA_DIR: t.dataDir }).mailRetryDelaysMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    expect(loadConfig({ DATA_DIR: t.dataDir, MAIL_RETRY_DELAYS: '30s, 10m' }).mailRetryDelaysMs).toEqual([30_000, 600_000]);
    expect(loadConfig({ DATA_DIR: t.dataDir, MAIL_RETRY_DELAYS: 'none' }).mailRetryDelaysMs).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: t.dataDir, MAIL_RETRY_DELAYS: '5 minutes' })).toThrow(/^MAIL_RETRY_DELAYS: expected waits such as 1m,5m,30m,2h,6h/);
  });
});

describe.skipIf(!pgServerUrl)(`two instances on one PostgreSQL (${pgServerUrl ? 'running' : noPgServerReason})`, () => {
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createFreshPgDatabase(pgServerUrl!);
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com', RATE_LIMIT_REVIEW: '1000/10m', MAIL_RETRY_DELAYS: '1s' };
    // Both run the retry job every 20 ms: they race for every due notice.
    a = await createTestApp(env, { noticeRetry: { firstDelayMs: 10, everyMs: 20 } });
    b = await createTestApp(env, { noticeRetry: { firstDelayMs: 10, everyMs: 20 } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a failed notice is retried by one of them and arrives exactly once', async () => {
    const names = ['Twin One', 'Twin Two', 'Twin Three', 'Twin Four'];
    // The captchas are solved first, so the four reviews (and their failing first sends) arrive
    // together, before the first retry is due.
    const tokens = await Promise.all(names.map(() => solvedCaptcha(a)));
    smtp.failNext(names.length);
    const posted = await Promise.all(
      names.map((name, i) =>
        a.request({
          method: 'POST',
          url: '/api/reviews',
          ...multipart({ name, rating: '5', review_text: `The Enugu team installed our clinic software in a week. (${name})`, captchaToken: tokens[i] }),
        }),
      ),
    );
    const ids = posted.map((r) => a.json(r).id as number);
    for (const id of ids) await until(() => reviewRow(b, id), (row) => row.mailed_at !== null);
    // Further runs of the job on both instances, awaited, as late as any retry could be: nothing more is sent.
    const later = new Date(Date.now() + 86_400_000);
    await Promise.all([a.app.ctx.notices.deliverDue(later), b.app.ctx.notices.deliverDue(later)]);
    await Promise.all([a.app.ctx.notices.deliverDue(later), b.app.ctx.notices.deliverDue(later)]);
    for (const [i, name] of names.entries()) {
      expect(smtp.messages.filter((m) => m.subject.endsWith(`from ${name}`)), name).toHaveLength(1);
      expect((await reviewRow(a, ids[i])).mail_attempts).toBe(2);
    }
  });
});
