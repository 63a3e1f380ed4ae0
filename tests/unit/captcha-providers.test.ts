import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITEVERIFY_URLS, createCaptcha } from '../../server/services/captcha';
import type { CaptchaProvider } from '../../server/services/captcha';

// The captcha's third-party providers (Turnstile, reCAPTCHA, hCaptcha): the site verifies each
// token with the provider's siteverify address. The built-in proof of work is in ./captcha.test.ts.

const HMAC_KEY = 'test-hmac-key-0123456789abcdefghijklmnop';

afterEach(() => {
  vi.useRealTimers();
});

describe('third-party providers', () => {
  const cases: Array<[Exclude<CaptchaProvider, 'altcha'>, string]> = [
    ['turnstile', 'https://challenges.cloudflare.com/turnstile/v0/siteverify'],
    ['recaptcha', 'https://www.google.com/recaptcha/api/siteverify'],
    ['hcaptcha', 'https://api.hcaptcha.com/siteverify'],
  ];

  function fakeFetch(respond: () => Promise<Response> | Response) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => respond());
  }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  for (const [provider, url] of cases) {
    describe(provider, () => {
      const make = (fetchImpl: typeof fetch) =>
        createCaptcha({
          provider,
          hmacKey: HMAC_KEY,
          siteKey: 'site-key-1',
          secret: 'top-secret',
          markUsed: async () => true,
          fetchImpl,
        });

      it('posts secret, response and remoteip to the siteverify URL', async () => {
        const f = fakeFetch(() => json({ success: true }));
        const captcha = make(f as unknown as typeof fetch);
        expect(captcha.provider).toBe(provider);
        expect(captcha.siteKey).toBe('site-key-1');
        expect(SITEVERIFY_URLS[provider]).toBe(url);

        expect(await captcha.verify('tok-123', '203.0.113.9')).toBe(true);
        expect(f).toHaveBeenCalledTimes(1);
        const [calledUrl, init] = f.mock.calls[0];
        expect(String(calledUrl)).toBe(url);
        expect(init?.method).toBe('POST');
        expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
        expect(init?.signal).toBeInstanceOf(AbortSignal);
        const body = new URLSearchParams(String(init?.body));
        expect(body.get('secret')).toBe('top-secret');
        expect(body.get('response')).toBe('tok-123');
        expect(body.get('remoteip')).toBe('203.0.113.9');
      });

      it('omits remoteip when unknown', async () => {
        const f = fakeFetch(() => json({ success: true }));
        await make(f as unknown as typeof fetch).verify('tok');
        expect(new URLSearchParams(String(f.mock.calls[0][1]?.body)).has('remoteip')).toBe(false);
      });

      it('honours success: false', async () => {
        const f = fakeFetch(() => json({ success: false, 'error-codes': ['invalid-input-response'] }));
        expect(await make(f as unknown as typeof fetch).verify('tok')).toBe(false);
      });

      it('treats "success": "true" (string), HTTP errors and non-JSON as failure', async () => {
        expect(await make(fakeFetch(() => json({ success: 'true' })) as unknown as typeof fetch).verify('t')).toBe(false);
        expect(await make(fakeFetch(() => json({ success: true }, 500)) as unknown as typeof fetch).verify('t')).toBe(false);
        expect(await make(fakeFetch(() => new Response('<html>')) as unknown as typeof fetch).verify('t')).toBe(false);
      });

      it('returns false on network errors and timeouts', async () => {
        const f = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
        expect(await make(f as unknown as typeof fetch).verify('tok')).toBe(false);
        const aborted = fakeFetch(() => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')));
        expect(await make(aborted as unknown as typeof fetch).verify('tok')).toBe(false);
      });

      it('does not call the provider for an empty token', async () => {
        const f = fakeFetch(() => json({ success: true }));
        const captcha = make(f as unknown as typeof fetch);
        expect(await captcha.verify('')).toBe(false);
        expect(await captcha.verify('   ')).toBe(false);
        expect(await captcha.verify(undefined as unknown as string)).toBe(false);
        expect(f).not.toHaveBeenCalled();
      });

      it('has no challenge endpoint and requires a secret', async () => {
        const captcha = make(fakeFetch(() => json({ success: true })) as unknown as typeof fetch);
        await expect(captcha.createChallenge()).rejects.toThrow(/altcha/);
        expect(() => createCaptcha({ provider, hmacKey: HMAC_KEY, markUsed: async () => true })).toThrow(/secret/);
      });
    });
  }

  it('hCaptcha also sends the sitekey', async () => {
    const f = fakeFetch(() => json({ success: true }));
    const captcha = createCaptcha({
      provider: 'hcaptcha',
      hmacKey: HMAC_KEY,
      siteKey: 'hc-site',
      secret: 's',
      markUsed: async () => true,
      fetchImpl: f as unknown as typeof fetch,
    });
    await captcha.verify('tok');
    expect(new URLSearchParams(String(f.mock.calls[0][1]?.body)).get('sitekey')).toBe('hc-site');
  });
});
