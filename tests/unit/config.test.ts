import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('has defaults that need no set-up: SQLite in the data folder, port 3000, outbox mail, ALTCHA', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(3000);
    // Without NODE_ENV the process is the development server: loopback only.
    expect(c.host).toBe('127.0.0.1');
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(d, 'site.db') });
    expect(c.smtpUrl).toBeUndefined();
    expect(c.captcha.provider).toBe('altcha');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.tokenTtlSeconds).toBe(24 * 3600);
    expect(c.sessions).toEqual({ memberTtlSeconds: 24 * 3600, adminTtlSeconds: 8 * 3600, memberIdleSeconds: 12 * 3600, adminIdleSeconds: 30 * 60 });
    expect(c.rateLimits.login).toEqual({ max: 30, windowMs: 60_000 });
    expect(c.rateLimits.contact).toEqual({ max: 10, windowMs: 600_000 });
  });

  it('listens on every interface in production and on loopback otherwise, unless HOST says', () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: d, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: d, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: d, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: d }).devAllowRemote).toBe(false);
    expect(loadConfig({ DATA_DIR: d, DEV_ALLOW_REMOTE: '1' }).devAllowRemote).toBe(true);
  });

  it('generates the signing secret once and keeps it across restarts', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    const b = loadConfig({ DATA_DIR: d });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(JSON.parse(readFileSync(path.join(d, 'secrets.json'), 'utf8')).jwtSecret).toBe(a.jwtSecret);
  });

  it('selects PostgreSQL from a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u:p@db:5432/site' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/site',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: expected a postgres:\/\//],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: /],
    [{ CAPTCHA_PROVIDER: 'turnstile' }, /CAPTCHA_SITE_KEY and CAPTCHA_SECRET/],
    [{ RATE_LIMIT_LOGIN: 'lots' }, /^RATE_LIMIT_LOGIN: expected "<count>\/<window>"/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET: expected at least 32 characters/],
    [{ ADMIN_EMAIL: 'a@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'Password123' }, /^ADMIN_PASSWORD: it is one of the most common passwords/],
    [{ NODE_ENV: 'production', ALTCHA_TEST_MAX_NUMBER: '10' }, /^ALTCHA_TEST_MAX_NUMBER: a test-only setting .* refused with NODE_ENV=production, unset it$/],
    [{ NODE_ENV: 'development', ALTCHA_TEST_MAX_NUMBER: '10' }, /^ALTCHA_TEST_MAX_NUMBER: a test-only setting .* refused with NODE_ENV=development/],
    [{ NODE_ENV: 'test', ALTCHA_TEST_MAX_NUMBER: '5000' }, /^ALTCHA_TEST_MAX_NUMBER: expected a whole number from 1 to 2000 \(it only lowers the difficulty\)/],
    [{ NODE_ENV: 'production', ARGON2_TEST_MEMORY_KIB: '64' }, /^ARGON2_TEST_MEMORY_KIB: a test-only setting .* refused with NODE_ENV=production, unset it$/],
    [{ NODE_ENV: 'development', ARGON2_TEST_MEMORY_KIB: '64' }, /^ARGON2_TEST_MEMORY_KIB: a test-only setting .* refused with NODE_ENV=development/],
    [{ NODE_ENV: 'test', ARGON2_TEST_MEMORY_KIB: '65536' }, /^ARGON2_TEST_MEMORY_KIB: expected a whole number from 8 to 19456 \(it only lowers the cost\)/],
  ])('refuses %o with one line naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(pattern);
  });

  it('lowers the ALTCHA difficulty only for tests (NODE_ENV=test); otherwise the production default', () => {
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test', ALTCHA_TEST_MAX_NUMBER: '10' }).captcha.maxNumber).toBe(10);
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test' }).captcha.maxNumber).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production' }).captcha.maxNumber).toBeUndefined();
  });

  it('lowers the argon2id cost only for tests (NODE_ENV=test); otherwise the production cost', () => {
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test', ARGON2_TEST_MEMORY_KIB: '64' }).argon2).toEqual({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    const production = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test' }).argon2).toEqual(production);
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production' }).argon2).toEqual(production);
  });

  // No time limit on the child: it exits by itself once it has read its settings.
  it('stops the process with that one line and exit code 1', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dir() },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: PORT: /)]);
  });

  it('refuses to start in production with the test-only captcha difficulty, in one line', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: dir(), ALTCHA_TEST_MAX_NUMBER: '10' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'Configuration error: ALTCHA_TEST_MAX_NUMBER: a test-only setting that makes the spam check cheap to pass; refused with NODE_ENV=production, unset it',
    ]);
  });
});
