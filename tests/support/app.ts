import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../server/config';
import { buildApp, type BuildOptions } from '../../server/app';
import * as users from '../../modules/accounts/users.repository';
import type { PasswordHashing } from '../../server/services/passwords';
import { startSession } from '../../server/services/sessions';
import type { Role } from '../../server/db/schema';
import { cheapCaptchaEnv } from './captcha';

/**
 * A real app on a fresh database per test file: SQLite in a temp folder, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database created on it for this app and dropped afterwards. Both
 * start as a copy of the run's migrated and seeded template (tests/support/database-template.ts).
 */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  json<T = any>(res: LightMyRequestResponse): T;
  createUser(opts?: { role?: Role; verified?: boolean; email?: string; password?: string; username?: string }): Promise<{
    id: number;
    email: string;
    password: string;
    token: string;
  }>;
  /** Waits for the work the app started after its answers (ctx.background: mails, codes), also work started by that work. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * The migrated and seeded database of this run (tests/support/database-template.ts), when the
 * Vitest project has one: a test app starts from a copy of it instead of migrating an empty one.
 */
const templates = { sqlite: provided('sqliteTemplate'), pg: provided('pgTemplate') };
function provided(key: 'sqliteTemplate' | 'pgTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return ''; // not inside a Vitest worker
  }
}

async function createPgDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(templates.pg ? `CREATE DATABASE ${name} TEMPLATE ${templates.pg}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The argon2id memory the test apps hash passwords with (ARGON2_TEST_MEMORY_KIB, honoured only with
 * NODE_ENV=test, one pass): 64 KiB instead of 19 MiB, so a sign-up or a login costs a fraction of a
 * millisecond instead of tens. The hashing is still argon2id and every check still runs; only the
 * cost is lower. tests/api/accounts/auth.test.ts checks the production cost of a stored hash.
 */
export const cheapArgon2Env = { ARGON2_TEST_MEMORY_KIB: '64' } as const;

/**
 * One hash per password and cost for the whole test file: a hash verifies for any account with that
 * password, and hashing again for each of the many users the tests create was time spent on
 * nothing the tests check.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (passwords: PasswordHashing, cost: number, password: string) => {
  const key = `${cost} ${password}`;
  let h = hashes.get(key);
  if (!h) hashes.set(key, (h = passwords.hash(password)));
  return h;
};

export async function createTestApp(env: Record<string, string> = {}, opts: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const pgDb = process.env.TEST_DATABASE_URL && !env.DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Real proofs of work at a low difficulty (tests/support/captcha.ts); pass ALTCHA_TEST_MAX_NUMBER: '' for the production one.
    ...cheapCaptchaEnv,
    // Passwords at a low argon2id cost (above); pass ARGON2_TEST_MEMORY_KIB: '' for the production one.
    ...cheapArgon2Env,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  // Only into the fresh data folder made above: a test that names its own DATA_DIR gets what is there.
  if (config.database.kind === 'sqlite' && templates.sqlite && !opts.db && !env.DATA_DIR) copyFileSync(templates.sqlite, config.database.file);
  const app = await buildApp(config, opts);
  await app.ready();
  const pending = new Set<Promise<void>>();
  const background = app.ctx.background.bind(app.ctx);
  app.ctx.background = (name, work) => {
    let done!: () => void;
    const p = new Promise<void>((r) => (done = r));
    pending.add(p);
    background(name, () => work().finally(() => {
      pending.delete(p);
      done();
    }));
  };
  let n = 0;
  return {
    app,
    config,
    dataDir,
    request: (o) => app.inject(o),
    json: (res) => JSON.parse(res.body),
    async createUser(o = {}) {
      n += 1;
      const email = o.email ?? `user${n}-${randomBytes(3).toString('hex')}@example.com`;
      const password = o.password ?? 'Correct-horse-9';
      const id = await users.create(app.ctx.db, {
        username: o.username ?? `User ${n}`,
        email,
        passwordHash: await hashOnce(app.ctx.passwords, config.argon2.memoryCost, password),
        role: o.role ?? 'user',
        verified: o.verified ?? true,
      });
      const token = await startSession(app.ctx, { id, username: o.username ?? `User ${n}`, email, role: o.role ?? 'user' }, 0);
      return { id, email, password, token };
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Builds a multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; data: Buffer },
  headers: Record<string, string> = {},
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
