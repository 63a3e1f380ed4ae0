import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ConfigError, loadConfig } from '../../../server/config';
import { clientAddressKey } from '../../../server/services/client-address';
import { createTestApp, type TestApp } from '../../support/app';
import { parallel, tally } from '../../support/parallel';

/**
 * Per-address limits must not be cheap to multiply: a forged X-Forwarded-For, a fresh IPv6 address
 * from the same /64, or a flood of new keys that pushes an old counter out of memory must not give a
 * fresh budget. And a page on another site must not be able to make its visitors' browsers post to
 * the API (docs/decisions/0010-rate-limits-under-attack.md).
 */

const LIMIT = 20;
const PARALLEL = 30;
let n = 0;

const login = (o: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload: { email: `nobody-${++n}@example.com`, password: 'wrong-password' },
  ...o,
});

describe('TRUST_PROXY', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trust-proxy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const trust = (v?: string) => loadConfig({ DATA_DIR: dir, ...(v === undefined ? {} : { TRUST_PROXY: v }) }).trustProxy;

  it('takes a hop count or the proxies’ addresses; true is one hop, never every hop', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8 ')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(trust('loopback')).toEqual(['loopback']);
  });

  it('refuses anything else at start, naming the variable and what it expects', () => {
    for (const bad of ['banana', '10.0.0.0/33', '10.0.0.1/8/2', '999', '1.5', 'example.com', '::1/129']) {
      expect(() => trust(bad), bad).toThrow(ConfigError);
      expect(() => trust(bad), bad).toThrow(/^TRUST_PROXY: expected the number of proxies in front of the site \(1 for one nginx\), or their addresses/);
    }
  });
});

describe('client addresses behind a reverse proxy', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const app = async (env: Record<string, string>) => {
    const t = await createTestApp({ RATE_LIMIT_LOGIN: `${LIMIT}/1m`, ...env });
    apps.push(t);
    return t;
  };

  it('TRUST_PROXY=1 and nginx’s $proxy_add_x_forwarded_for ("spoofed, real"): 30 parallel logins with forged entries are counted against the real address', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const rs = await parallel(t, PARALLEL, (i) =>
      login({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.7` } }),
    );
    expect(tally(rs)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    // The real address is the one limited; another visitor through the same proxy is not.
    const other = await t.request(login({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.9.8.1, 203.0.113.8' } }));
    expect(other.statusCode).toBe(401);
    // The nginx snippet of docs/deploy.md replaces the header with $remote_addr: one entry, the visitor.
    const replaced = await parallel(t, PARALLEL, () => login({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.10' } }));
    expect(tally(replaced)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
  });

  it('TRUST_PROXY=true reads one hop too (a forged left-most entry is ignored)', async () => {
    const t = await app({ TRUST_PROXY: 'true' });
    const rs = await parallel(t, PARALLEL, (i) =>
      login({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `198.18.${i}.1, 10.0.0.${i}, 203.0.113.9` } }),
    );
    expect(tally(rs)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
  });

  it('TRUST_PROXY with the proxy’s address: its last entry is the client, and a direct caller’s forged header is ignored', async () => {
    const t = await app({ TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await parallel(t, PARALLEL, (i) =>
      login({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `10.9.7.${i}, 203.0.113.11` } }),
    );
    expect(tally(viaProxy)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    const direct = await parallel(t, PARALLEL, (i) => login({ remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': `10.9.6.${i}` } }));
    expect(tally(direct)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
  });
});

describe('IPv6 clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN: `${LIMIT}/1m` });
  });
  afterAll(() => t?.close());

  it('keys an IPv6 address by its /64, and an IPv4-mapped one by its IPv4 address', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddressKey('::ffff:a01:203')).toBe('10.1.2.3');
    expect(clientAddressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddressKey('2001:db8:1:2:3:4:10.1.2.3')).toBe('2001:db8:1:2::/64');
  });

  it('30 parallel logins from 30 addresses of one /64 share one limit; another /64 is apart', async () => {
    const rs = await parallel(t, PARALLEL, (i) => login({ remoteAddress: `2001:db8:aa:bb:${((i * 7919) % 65536).toString(16)}:${i}::${i + 1}` }));
    expect(tally(rs)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    expect((await t.request(login({ remoteAddress: '2001:db8:aa:bc::1' }))).statusCode).toBe(401);
  });

  it('IPv4-mapped addresses are counted per IPv4 address, together with the plain spelling', async () => {
    const mapped = await parallel(t, PARALLEL, (i) => login({ remoteAddress: `::ffff:10.20.0.${i + 1}` }));
    expect(tally(mapped)).toEqual({ 401: PARALLEL });
    const same = await parallel(t, PARALLEL, (i) => login({ remoteAddress: i % 2 ? '::ffff:10.21.0.1' : '10.21.0.1' }));
    expect(tally(same)).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
  });
});
