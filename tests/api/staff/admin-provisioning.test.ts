import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import * as users from '../../../modules/accounts/users.repository';
import * as emailCodes from '../../../modules/accounts/email-codes.repository';
import { hashPassword } from '../../../server/services/passwords';

/**
 * The admin named by ADMIN_EMAIL is only ever created at start; an account that already holds the
 * address (here: a stranger who signed up with it after the admin moved to another address, or
 * after the admin account was deleted) is never made admin or marked verified by a restart.
 * `npm run create-admin -- --take-over` is the only way to take such an account over, and it
 * resets the password and ends the sessions first.
 */

const ADMIN = { email: 'admin@example.test', password: 'Admin-pass-123' };
const STRANGER = { username: 'Helpful Stranger', email: ADMIN.email, password: 'Attacker-Pass-99' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

const opened: TestApp[] = [];
afterEach(async () => {
  // The later apps share the first one's database (and data folder): they close first.
  for (const app of opened.splice(0).reverse()) await app.close();
});

function logSink() {
  const lines: { level: number; msg: string; email?: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** Another start of the site on the same database and environment (a restart or deploy). */
async function restart(first: TestApp, logStream?: NodeJS.WritableStream): Promise<TestApp> {
  const db = first.config.database;
  const app = await createTestApp(
    { ...ENV, LOG_LEVEL: 'info', DATA_DIR: first.dataDir, ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : {}) },
    { logStream },
  );
  opened.push(app);
  return app;
}

const login = (t: TestApp, email: string, password: string) => t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

describe.each([
  ['moves to another address', async (t: TestApp, id: number) => users.setEmail(t.app.ctx.db, id, 'boss@example.test')],
  ['is deleted', async (t: TestApp, id: number) => users.removeAccount(t.app.ctx.db, id)],
])('the admin %s, a stranger signs up with ADMIN_EMAIL, the site restarts', (_what, freeTheAddress) => {
  it('leaves the stranger a plain unverified member, who cannot log in as admin; one warning is logged', async () => {
    const first = await createTestApp(ENV);
    opened.push(first);
    const admin = await users.findByEmail(first.app.ctx.db, ADMIN.email);
    expect(admin).toMatchObject({ role: 'admin' });
    await freeTheAddress(first, admin!.id);

    const signup = await first.request({ method: 'POST', url: '/api/signup', payload: STRANGER });
    expect(signup.statusCode).toBe(201);
    expect((await login(first, STRANGER.email, STRANGER.password)).statusCode).toBe(403);

    const log = logSink();
    const second = await restart(first, log.stream);

    const row = await users.findByEmail(second.app.ctx.db, ADMIN.email);
    expect(row).toMatchObject({ role: 'user', email_verified_at: null, username: STRANGER.username });
    const asStranger = await login(second, STRANGER.email, STRANGER.password);
    expect(asStranger.statusCode).toBe(403); // still has to prove the mailbox
    expect(second.json(asStranger).token).toBeUndefined();
    expect((await login(second, ADMIN.email, ADMIN.password)).statusCode).toBe(401); // the password was not replaced either

    const aboutAdmin = log.lines.filter((l) => /admin/i.test(l.msg));
    expect(aboutAdmin).toHaveLength(1);
    expect(aboutAdmin[0]).toMatchObject({ level: 40, email: ADMIN.email }); // warn
    expect(aboutAdmin[0].msg).toMatch(/^ADMIN_EMAIL belongs to an existing account that is not a verified admin: it was NOT made admin\./);

    // And the site started: it answers.
    expect((await second.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('start-up with ADMIN_EMAIL', () => {
  it('creates the admin once, then leaves it and its password alone', async () => {
    const first = await createTestApp(ENV);
    opened.push(first);
    expect((await login(first, ADMIN.email, ADMIN.password)).statusCode).toBe(200);

    // The admin changes the password; the next start neither resets it nor complains.
    const admin = (await users.findByEmail(first.app.ctx.db, ADMIN.email))!;
    await users.setPassword(first.app.ctx.db, admin.id, await hashPassword('A-new-admin-pass-1'));

    const log = logSink();
    const second = await restart(first, log.stream);
    expect((await login(second, ADMIN.email, 'A-new-admin-pass-1')).statusCode).toBe(200);
    expect((await login(second, ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    expect(log.lines.filter((l) => /admin/i.test(l.msg))).toEqual([]);
  });
});

/** Runs `npm run create-admin` (the script itself) against the app's database. */
function createAdmin(t: TestApp, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const db = t.config.database;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      DATABASE_URL: db.kind === 'postgres' ? db.url : '',
      JWT_SECRET: t.config.jwtSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

describe('npm run create-admin', () => {
  it('refuses a password from the list of the most common ones, creating nothing', async () => {
    const t = await createTestApp();
    opened.push(t);
    const r = await createAdmin(t, [], { ADMIN_EMAIL: 'common@example.test', ADMIN_PASSWORD: 'Password123' });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/one of the most common ones/);
    expect(await users.findByEmail(t.app.ctx.db, 'common@example.test')).toBeUndefined();
  });

  it('refuses to promote an existing account without --take-over; with it, resets the password, ends sessions and voids codes first', async () => {
    const t = await createTestApp();
    opened.push(t);
    expect((await t.request({ method: 'POST', url: '/api/signup', payload: STRANGER })).statusCode).toBe(201);
    const stranger = (await users.findByEmail(t.app.ctx.db, ADMIN.email))!;
    // Say they did verify it (a real person's account, or a mailbox they can read): they have a session.
    await users.markVerified(t.app.ctx.db, stranger.id);
    const session = t.json(await login(t, ADMIN.email, STRANGER.password)).token as string;
    expect((await t.request({ method: 'GET', url: '/api/account', headers: bearer(session) })).statusCode).toBe(200);
    expect(await emailCodes.latest(t.app.ctx.db, stranger.id)).toMatchObject({ used_at: null });

    const refused = await createAdmin(t, [], ENV);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toMatch(/Nothing changed\. Run again with --take-over/);
    expect(await users.findByEmail(t.app.ctx.db, ADMIN.email)).toMatchObject({ role: 'user', password_hash: stranger.password_hash });

    const taken = await createAdmin(t, ['--take-over'], ENV);
    expect(taken.code, taken.out).toBe(0);
    expect(taken.out).toMatch(/Account taken over: admin@example\.test is now a verified admin/);
    const row = (await users.findByEmail(t.app.ctx.db, ADMIN.email))!;
    expect(row.role).toBe('admin');
    expect(row.email_verified_at).not.toBeNull();
    expect((await login(t, ADMIN.email, STRANGER.password)).statusCode).toBe(401);
    expect((await login(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', headers: bearer(session) })).statusCode).toBe(401);
    // The sign-up waiting for the address goes, with its code.
    expect(await emailCodes.latest(t.app.ctx.db, stranger.id)).toBeUndefined();

    const again = await createAdmin(t, [], ENV);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toMatch(/Admin account already exists \(password unchanged\)/);
  });
});
