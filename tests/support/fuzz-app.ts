import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './app';
import type { AuthKind, Body } from './fuzz-inputs';
import { createTokens } from '../../server/services/tokens';

/**
 * The app a fuzz test file sends its requests to, started before the file's tests and closed after
 * them, with rate limits out of the way and a token of every kind (`authHeader`). `send` makes one
 * request and checks the answer is well formed: never a stack trace, never a 500 for bad input;
 * whatever arrives — any method, body, content type, query string or token — the answer is below
 * 500, and every 4xx is `{"status":"error","message":"…"}`.
 */
export function fuzzApp() {
  let t!: TestApp;
  const authHeader: Partial<Record<AuthKind, string>> = {};
  beforeAll(async () => {
    // Limits out of the way, so a 429 never hides what the handler would have answered.
    t = await createTestApp({
      RATE_LIMIT_LOGIN: '1000000/1m',
      RATE_LIMIT_SIGNUP: '1000000/1h',
      RATE_LIMIT_VERIFY: '1000000/1m',
      RATE_LIMIT_RESEND: '1000000/1h',
      RATE_LIMIT_CONTACT: '1000000/10m',
      RATE_LIMIT_REVIEW: '1000000/10m',
      LOGIN_MAX_FAILURES: '1000000',
      OTP_RESEND_SECONDS: '0',
    });
    const admin = await t.createUser({ role: 'admin', email: 'admin@example.com' });
    const member = await t.createUser({ email: 'member@example.com' });
    const unverified = await t.createUser({ verified: false, email: 'pending@example.com' });
    const ghost = await t.app.ctx.tokens.sign({ id: 987_654, username: 'Ghost', email: 'ghost@example.com', role: 'admin' });
    const expired = await createTokens(t.config.jwtSecret, -3600).sign({ id: 1, username: 'Admin', email: admin.email, role: 'admin' });
    const forged = await createTokens(randomBytes(48).toString('hex'), 3600).sign({ id: 1, username: 'Admin', email: admin.email, role: 'admin' });
    Object.assign(authHeader, {
      garbage: `Bearer ${randomBytes(24).toString('base64url')}.${randomBytes(8).toString('hex')}`,
      admin: `Bearer ${admin.token}`,
      member: `Bearer ${member.token}`,
      unverified: `Bearer ${unverified.token}`,
      ghost: `Bearer ${ghost}`,
      expired: `Bearer ${expired}`,
      forged: `Bearer ${forged}`,
      basic: `Basic ${Buffer.from('admin@example.com:Correct-horse-9').toString('base64')}`,
      'empty-bearer': 'Bearer ',
    });
  });
  afterAll(async () => {
    if (STATS) console.log([...STATS].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join('\n'));
    await t?.close();
  });

  async function send(r: { path: string; method: string; auth: AuthKind; query: string }, body?: Body): Promise<void> {
    const headers: Record<string, string> = {};
    const a = authHeader[r.auth];
    if (a !== undefined) headers.authorization = a;
    if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
    const o: InjectOptions = {
      method: r.method as InjectOptions['method'],
      url: r.query ? `${r.path}?${r.query}` : r.path,
      headers,
      ...(body?.payload !== undefined ? { payload: body.payload } : {}),
    };
    let res: LightMyRequestResponse;
    try {
      res = await t.request(o);
    } catch (e) {
      throw new Error(`inject threw for ${describeRequest(o, body, r.auth)}: ${(e as Error).message}`);
    }
    if (STATS) {
      const key = `${r.method} ${r.path.replace(/\.php$/, '')} ${res.statusCode}`;
      STATS.set(key, (STATS.get(key) ?? 0) + 1);
    }
    expectWellFormed(res, describeRequest(o, body, r.auth));
  }

  return {
    get t() {
      return t;
    },
    authHeader,
    send,
  };
}

/** FUZZ_STATS=1 prints how often each method, path and status came up (to check the fuzz reaches the handlers). */
const STATS = process.env.FUZZ_STATS ? new Map<string, number>() : undefined;

function describeRequest(o: InjectOptions, body: Body | undefined, auth: string) {
  const url = String(o.url);
  const payload = o.payload === undefined ? '' : String(o.payload).slice(0, 200);
  return `${o.method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} [auth: ${auth}] [${body?.label ?? 'no body'}; ${body?.contentType ?? 'no content-type'}] ${JSON.stringify(payload)}`;
}

export function expectWellFormed(res: LightMyRequestResponse, what: string): void {
  const where = `${what}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  // OPTIONS answers with the methods of the path and no body.
  if (res.statusCode === 204) {
    expect(res.headers.allow, where).toMatch(/^[A-Z, ]+$/);
    expect(res.body, where).toBe('');
    return;
  }
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  if (res.statusCode >= 400) {
    expect(body, where).toEqual({ status: 'error', message: expect.any(String) });
    const message = (body as { message: string }).message;
    expect(message.trim().length, where).toBeGreaterThan(0);
    expect(message, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|SQLITE_|syntax error|ZodError|FST_/);
    if (res.statusCode === 429) expect(res.headers['retry-after'], where).toMatch(/^\d+$/);
  }
}
