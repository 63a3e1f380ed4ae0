import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALTCHA_ALGORITHM,
  ALTCHA_COST,
  ALTCHA_DEFAULT_MAX_NUMBER,
  createCaptcha,
} from '../../server/services/captcha';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey as webCryptoPbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { solveAltchaForTests } from '../support/captcha';

const HMAC_KEY = 'test-hmac-key-0123456789abcdefghijklmnop';

/** markUsed backed by a Map, as the real one is backed by the captcha_uses table. */
function memoryStore() {
  const used = new Map<string, Date>();
  const markUsed = vi.fn(async (id: string, expiresAt: Date) => {
    if (used.has(id)) return false;
    used.set(id, expiresAt);
    return true;
  });
  return { used, markUsed };
}

// Small maxNumber keeps the tests fast; the production default is exercised once below.
function altcha(extra: { expiresInSeconds?: number; maxNumber?: number; hmacKey?: string } = {}) {
  const store = memoryStore();
  const captcha = createCaptcha({
    provider: 'altcha',
    hmacKey: extra.hmacKey ?? HMAC_KEY,
    markUsed: store.markUsed,
    maxNumber: extra.maxNumber ?? 50,
    expiresInSeconds: extra.expiresInSeconds,
  });
  return { captcha, ...store };
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');
const unb64 = (s: string) => JSON.parse(Buffer.from(s, 'base64').toString('utf8'));

afterEach(() => {
  vi.useRealTimers();
});

describe('altcha', () => {
  it('issues a v2 challenge the altcha@3 widget understands', async () => {
    const { captcha } = altcha();
    expect(captcha.provider).toBe('altcha');
    expect(captcha.siteKey).toBeUndefined();
    const before = Math.floor(Date.now() / 1000);
    const ch = (await captcha.createChallenge()) as {
      parameters: Record<string, unknown>;
      signature: string;
    };
    // The widget's isChallengeValid(): parameters.{algorithm, nonce, salt, keyPrefix}.
    expect(ch.parameters).toMatchObject({ algorithm: ALTCHA_ALGORITHM, cost: ALTCHA_COST, keyLength: 32 });
    expect(ch.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(ch.parameters.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(ch.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(ch.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(ch.parameters.expiresAt).toBeGreaterThanOrEqual(before + 599);
    expect(ch.parameters.expiresAt).toBeLessThanOrEqual(before + 601);
    expect(ch.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(ch).not.toHaveProperty('challenge'); // not the v1 format
    // Must survive a JSON round trip (it is sent over HTTP).
    expect(JSON.parse(JSON.stringify(ch))).toEqual(ch);
  });

  it('accepts a solved challenge exactly once', async () => {
    const { captcha, markUsed, used } = altcha();
    const payload = await solveAltchaForTests(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    expect(markUsed).toHaveBeenCalledTimes(1);
    const [id, expiresAt] = markUsed.mock.calls[0];
    expect(id).toMatch(/^altcha:[0-9a-f]{64}$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(used.size).toBe(1);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('accepts a payload solved with WebCrypto PBKDF2, as the browser widget does', async () => {
    const { captcha } = altcha();
    const challenge = (await captcha.createChallenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey: webCryptoPbkdf2 });
    expect(solution).not.toBeNull();
    // Byte-for-byte what altcha@3.2.2 puts in its hidden input: btoa(JSON.stringify({challenge:{parameters,signature},solution}))
    const payload = btoa(
      JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
    );
    expect(await captcha.verify(payload)).toBe(true);
  });

  it('accepts a solution sent as the JSON text of the challenge (HTTP round trip)', async () => {
    const { captcha } = altcha();
    const json = JSON.stringify(await captcha.createChallenge());
    expect(await captcha.verify(await solveAltchaForTests(json))).toBe(true);
  });

  // The one solve at the production difficulty (every other test runs at the tests' lower one,
  // tests/support/captcha.ts). The solver has no time limit: it tries every counter the
  // production difficulty allows, so how long this takes depends on the machine, never whether it
  // passes. What bounds the visitor's work is the counter, checked here, not a clock.
  it('solves a production-difficulty challenge with the tests\' solver, within the counters that difficulty allows', async () => {
    const store = memoryStore();
    const captcha = createCaptcha({ provider: 'altcha', hmacKey: HMAC_KEY, markUsed: store.markUsed });
    const payload = await solveAltchaForTests(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    const { counter } = unb64(payload).solution;
    expect(counter).toBeGreaterThanOrEqual(ALTCHA_DEFAULT_MAX_NUMBER / 10);
    expect(counter).toBeLessThanOrEqual(ALTCHA_DEFAULT_MAX_NUMBER);
  });

  it('rejects tampered payloads', async () => {
    const { captcha, markUsed } = altcha();
    const payload = unb64(await solveAltchaForTests(await captcha.createChallenge()));

    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect(await captcha.verify(b64(wrongKey))).toBe(false);

    const easier = structuredClone(payload);
    easier.challenge.parameters.cost = 1;
    expect(await captcha.verify(b64(easier))).toBe(false);

    const later = structuredClone(payload);
    later.challenge.parameters.expiresAt += 3600;
    expect(await captcha.verify(b64(later))).toBe(false);

    const noKeySig = structuredClone(payload);
    delete noKeySig.challenge.parameters.keySignature;
    expect(await captcha.verify(b64(noKeySig))).toBe(false);

    const badSig = structuredClone(payload);
    badSig.challenge.signature = '0'.repeat(64);
    expect(await captcha.verify(b64(badSig))).toBe(false);

    const noSig = structuredClone(payload);
    delete noSig.challenge.signature;
    expect(await captcha.verify(b64(noSig))).toBe(false);

    // None of the rejected payloads may have been recorded.
    expect(markUsed).not.toHaveBeenCalled();
    // The untouched payload still works.
    expect(await captcha.verify(b64(payload))).toBe(true);
  });

  it('rejects a challenge signed with another key', async () => {
    const other = altcha({ hmacKey: 'another-key-abcdefghijklmnopqrstuvwxyz' });
    const { captcha } = altcha();
    const payload = await solveAltchaForTests(await other.captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(false);
    expect(await other.captcha.verify(payload)).toBe(true);
  });

  it('returns false for garbage without throwing', async () => {
    const { captcha, markUsed } = altcha();
    const garbage: unknown[] = [
      '',
      '   ',
      'not base64 !!!',
      'e30=', // {}
      b64('null'),
      b64('[]'),
      b64('"str"'),
      b64('{"challenge":null,"solution":null,"test":true}'), // the widget's `test` mode payload
      b64({ challenge: {}, solution: {} }),
      b64({ challenge: { parameters: 'x', signature: 'y' }, solution: { counter: 1, derivedKey: 'zz' } }),
      b64({
        challenge: {
          parameters: {
            algorithm: ALTCHA_ALGORITHM,
            nonce: 'zz',
            salt: 'q',
            keyPrefix: '00',
            keySignature: 'x',
            expiresAt: 9e12,
            cost: 1,
            keyLength: 32,
          },
          signature: 'a'.repeat(64),
        },
        solution: { counter: -1, derivedKey: 'nothex' },
      }),
      // v1-format payload
      b64({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y', took: 1 }),
      'A'.repeat(100_000),
      b64('{"__proto__":{"polluted":true}}'),
      undefined,
      null,
      42,
      {},
    ];
    for (const g of garbage) {
      await expect(captcha.verify(g as string)).resolves.toBe(false);
    }
    expect(markUsed).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects an expired challenge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { captcha, markUsed } = altcha({ expiresInSeconds: 60 });
    const payload = await solveAltchaForTests(await captcha.createChallenge());
    vi.setSystemTime(Date.now() + 61_000);
    expect(await captcha.verify(payload)).toBe(false);
    expect(markUsed).not.toHaveBeenCalled();
  });

  it('defaults to a 10-minute expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { captcha } = altcha();
    const p1 = await solveAltchaForTests(await captcha.createChallenge());
    const p2 = await solveAltchaForTests(await captcha.createChallenge());
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect(await captcha.verify(p1)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await captcha.verify(p2)).toBe(false);
  });

  it('passes a spent id through markUsed even across verifier instances (shared store)', async () => {
    const store = memoryStore();
    const mk = () => createCaptcha({ provider: 'altcha', hmacKey: HMAC_KEY, markUsed: store.markUsed, maxNumber: 50 });
    const a = mk();
    const b = mk();
    const payload = await solveAltchaForTests(await a.createChallenge());
    expect(await b.verify(payload)).toBe(true);
    expect(await a.verify(payload)).toBe(false);
  });

  it('refuses to start with a weak hmacKey or bad maxNumber', () => {
    const markUsed = async () => true;
    expect(() => createCaptcha({ provider: 'altcha', hmacKey: '', markUsed })).toThrow();
    expect(() => createCaptcha({ provider: 'altcha', hmacKey: 'short', markUsed })).toThrow();
    expect(() => createCaptcha({ provider: 'altcha', hmacKey: HMAC_KEY, markUsed, maxNumber: 0 })).toThrow();
  });
});
