import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { createPgStorage } from '../../../server/services/storage-pg';
import { createTestApp, dialect, type TestApp } from '../../support/app';
import { noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { hasRedisServer, noRedisReason } from '../../support/redis-server';

/**
 * Several instances: the settings they need, and uploads in the database (UPLOADS_STORAGE=database),
 * so two processes behind a load balancer share them. Counters in Redis and two instances on one
 * PostgreSQL: ./multi-instance-redis.test.ts (it needs Debian's redis-server; the two-instance
 * test also PostgreSQL).
 */

const pgUrl = pgServerUrl;
const JWT_SECRET = 'multi-instance-test-secret-0123456789abcdef';

if (!hasRedisServer) console.warn(`Redis tests skipped: ${noRedisReason}`);
if (!pgUrl) console.warn(`Two-instance test skipped: ${noPgServerReason}`);

describe('settings for several instances', () => {
  it('refuses UPLOADS_STORAGE=database without DATABASE_URL, naming the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'settings-'));
    const DATA_DIR = dir;
    expect(() => loadConfig({ DATA_DIR, UPLOADS_STORAGE: 'database', DATABASE_URL: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, UPLOADS_STORAGE: 'database' })).toThrow(/^UPLOADS_STORAGE: .*DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR, UPLOADS_STORAGE: 's3' })).toThrow(/^UPLOADS_STORAGE: /);
    expect(() => loadConfig({ DATA_DIR, REDIS_URL: 'localhost:6379' })).toThrow(/^REDIS_URL: expected a redis:\/\//);
    const ok = loadConfig({ DATA_DIR, UPLOADS_STORAGE: 'database', DATABASE_URL: 'postgres://u:p@h:5432/d', REDIS_URL: 'redis://h:6379' });
    expect(ok.uploadsStorage).toBe('database');
    expect(ok.redisUrl).toBe('redis://h:6379');
    expect(loadConfig({ DATA_DIR }).uploadsStorage).toBe('local');
    rmSync(dir, { recursive: true, force: true });
  });

  it('derives the captcha key from JWT_SECRET, so instances with their own DATA_DIR share it', () => {
    const dirs = [mkdtempSync(path.join(tmpdir(), 'inst-a-')), mkdtempSync(path.join(tmpdir(), 'inst-b-'))];
    try {
      const [a, b] = dirs.map((d) => loadConfig({ DATA_DIR: d, JWT_SECRET }));
      expect(a.captcha.hmacKey).toBe(b.captcha.hmacKey);
      expect(a.captcha.hmacKey).not.toContain(JWT_SECRET);
      const [c, d] = dirs.map((dir) => loadConfig({ DATA_DIR: dir }));
      expect(c.captcha.hmacKey).not.toBe(d.captcha.hmacKey); // generated per DATA_DIR without it
    } finally {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });
});

describe(`uploads stored in the database (${dialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('puts, replaces, reads back byte for byte and deletes an object', async () => {
    const storage = createPgStorage(t.app.ctx.db);
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256)); // every byte value, incl. 0
    expect(await storage.get('abc-480.webp')).toBeNull();
    await storage.put('abc-480.webp', Buffer.from('old'), 'image/webp');
    await storage.put('abc-480.webp', data, 'image/webp');
    const back = await storage.get('abc-480.webp');
    expect(back?.contentType).toBe('image/webp');
    expect(Buffer.compare(back!.data, data)).toBe(0);
    expect(storage.publicUrl('abc-480.webp')).toBe('/uploads/abc-480.webp');
    await storage.delete('abc-480.webp');
    await storage.delete('abc-480.webp'); // a missing key is not an error
    expect(await storage.get('abc-480.webp')).toBeNull();
    await expect(storage.put('../etc/passwd', data, 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('.hidden')).rejects.toThrow(/Invalid storage key/);
  });
});
