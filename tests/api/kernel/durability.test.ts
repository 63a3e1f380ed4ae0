import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/redis-server';
import { cheapCaptchaEnv, solveAltchaForTests } from '../../support/captcha';

/**
 * A process killed with SIGKILL during a burst of writes restarts on the same
 * data folder with an intact SQLite database holding every write that had been acknowledged.
 *
 * SQLite runs in WAL mode. With synchronous=NORMAL a commit is in the WAL file (in the operating
 * system's cache) before the response is sent, so a process crash cannot lose it; only a power cut
 * or kernel crash could lose the last commits. The default, FULL, also fsyncs each commit
 * (docs/decisions/0004-shared-uploads.md). The burst runs with NORMAL, the weaker setting: what
 * holds there holds with FULL.
 */

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };
const WORKERS = 200;
const KILL_AFTER_ACKS = 150;

const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/api-only-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '', // SQLite, whatever the environment says
      UPLOADS_STORAGE: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_REVIEW: '100000/1m',
      RATE_LIMIT_LOGIN: '1000/1m',
      SQLITE_SYNCHRONOUS: 'normal',
      // Each of the writers solves a spam check: real proofs of work, at the tests' low difficulty.
      ...cheapCaptchaEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (c) => (output += c));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time: ${output}`)), 90_000);
    child.stdout!.on('data', (c) => {
      output += c;
      if (/listening \d+/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code, sig) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? sig}): ${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

describe('a server process killed with SIGKILL during a burst of writes (SQLite)', () => {
  it('restarts with an intact database holding every acknowledged write', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(port);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };

    const ackedTopics = new Map<number, string>(); // id → title
    const ackedReviews = new Map<number, string>(); // id → text
    let failed = 0;
    let sent = 0;
    let killed = false;
    const exited = new Promise<void>((resolve) => first.once('exit', () => resolve()));

    const kill = () => {
      if (killed) return;
      killed = true;
      first.kill('SIGKILL');
    };

    /** One writer: alternates topic creations (admin, JSON) and review submissions (multipart) until the kill. */
    async function writer(w: number) {
      for (let i = 0; !killed; i++) {
        const n = ++sent;
        try {
          if ((w + i) % 2 === 0) {
            const title = `Durable topic ${w}-${i}-${n}`;
            const r = await fetch(`${base}/api/topics`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ title }),
            });
            if (r.status !== 201) throw new Error(`topic: ${r.status}`);
            ackedTopics.set(((await r.json()) as { id: number }).id, title);
          } else {
            const text = `Durable review ${w}-${i}-${n}: quick and reliable support.`;
            const form = new FormData();
            form.set('name', `Writer ${w}`);
            form.set('rating', String((n % 5) + 1));
            form.set('review_text', text);
            const challenge = await (await fetch(`${base}/api/captcha/challenge`)).text();
            form.set('captchaToken', await solveAltchaForTests(challenge));
            const r = await fetch(`${base}/api/reviews`, { method: 'POST', body: form });
            if (r.status !== 201) throw new Error(`review: ${r.status}`);
            ackedReviews.set(((await r.json()) as { id: number }).id, text);
          }
          if (ackedTopics.size + ackedReviews.size >= KILL_AFTER_ACKS) kill();
        } catch (e) {
          if (!killed) throw e; // before the kill every write must succeed
          failed++;
          return;
        }
      }
    }

    const safety = setTimeout(kill, 60_000);
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => writer(w)));
    clearTimeout(safety);
    await exited;
    expect(first.signalCode).toBe('SIGKILL');
    const acked = ackedTopics.size + ackedReviews.size;
    expect(acked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(failed, 'writes were still in flight when the process was killed').toBeGreaterThan(0);
    // The crash left the write-ahead log behind, un-checkpointed: recovery has work to do.
    expect(existsSync(path.join(dataDir, 'site.db-wal'))).toBe(true);

    const second = await startServer(port);
    try {
      const check = new SQLite(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
      try {
        expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(check.pragma('foreign_key_check')).toEqual([]);
        const topics = new Map(
          (check.prepare('select id, title from topics').all() as { id: number; title: string }[]).map((r) => [r.id, r.title]),
        );
        const reviews = new Map(
          (check.prepare('select id, review_text from reviews').all() as { id: number; review_text: string }[]).map((r) => [r.id, r.review_text]),
        );
        const lostTopics = [...ackedTopics].filter(([id, title]) => topics.get(id) !== title);
        const lostReviews = [...ackedReviews].filter(([id, text]) => reviews.get(id) !== text);
        expect(lostTopics).toEqual([]);
        expect(lostReviews).toEqual([]);
      } finally {
        check.close();
      }

      // And through the API of the restarted process (the token survives: the secret is in DATA_DIR).
      const listed = await fetch(`${base}/api/reviews?status=pending`, { headers: auth });
      expect(listed.status).toBe(200);
      const ids = new Set(((await listed.json()) as { reviews: { id: number }[] }).reviews.map((r) => r.id));
      expect([...ackedReviews.keys()].filter((id) => !ids.has(id))).toEqual([]);
      const more = await fetch(`${base}/api/topics`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Written after the restart' }),
      });
      expect(more.status).toBe(201);
    } finally {
      const gone = new Promise((r) => second.once('exit', r));
      second.kill('SIGTERM');
      await gone;
    }
    expect(second.exitCode).toBe(0);
  });
});

describe('SQLITE_SYNCHRONOUS', () => {
  it('fsyncs every commit by default (full); normal on request', async () => {
    const { loadConfig } = await import('../../../server/config');
    const { createDatabase } = await import('../../../server/db/database');
    const { sql } = await import('kysely');
    const dir = mkdtempSync(path.join(tmpdir(), 'sync-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).sqliteSynchronous).toBe('full');
      expect(() => loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: 'off' })).toThrow(/^SQLITE_SYNCHRONOUS: /);
      const plain = createDatabase({ kind: 'sqlite', file: path.join(dir, 'plain.db') }); // scripts that pass no options
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(plain)).rows[0].synchronous).toBe(2);
      await plain.destroy();
      for (const [setting, expected] of [['normal', 1], ['full', 2]] as const) {
        const config = loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: setting });
        const db = createDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
        expect(rows[0].synchronous).toBe(expected);
        await db.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
