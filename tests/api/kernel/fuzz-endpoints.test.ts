import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../support/captcha';
import { expectWellFormed, fuzzApp } from '../../support/fuzz-app';
import { AUTH_KINDS, METHODS, PATHS, enc, params } from '../../support/fuzz-inputs';
import { nearValid } from '../../support/fuzz-near-valid';

/**
 * Property-based fuzzing of every API endpoint, call by call: near-valid calls with fields replaced
 * or dropped, every method on every path with every kind of token, broken paths, ids beyond the
 * database's range and NUL characters. Never a stack trace, never a 500 for bad input
 * (tests/support/fuzz-app.ts checks each answer). Random bodies and query strings: fuzz-bodies.test.ts.
 */

const fuzz = fuzzApp();
const { authHeader, send } = fuzz;

describe('every endpoint survives malformed input', () => {
  it('answers near-valid calls of every endpoint, with fields replaced or dropped, with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(nearValid, ({ request: r, body }) => send(r, body)), params(2500));
  });

  it('answers every method on every path, with every kind of token, with a JSON answer below 500', async () => {
    // Exhaustive over the small grid (no fuzz needed to cover it): path × method × token, empty JSON object body.
    for (const path of PATHS) {
      for (const method of METHODS) {
        for (const auth of AUTH_KINDS) {
          await send({ path, method, auth, query: '' }, method === 'GET' || method === 'DELETE' ? undefined : { payload: '{}', contentType: 'application/json', label: 'empty object' });
        }
      }
    }
  });

  it('answers odd methods and broken paths under /api with a JSON answer below 500', async () => {
    const pathArb = fc.oneof(
      fc.constantFrom(...PATHS),
      fc.tuple(fc.constantFrom(...PATHS), fc.string({ maxLength: 20 })).map(([p, s]) => `${p}/${enc(s)}`),
      fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom('.php', '.PHP', '/', '//', '.json', '.php.php', '/1')).map(([p, s]) => p + s),
      fc.string({ maxLength: 30 }).map((s) => `/api/${enc(s)}`),
      fc.string({ maxLength: 60 }).map((s) => `/uploads/${enc(s)}`.slice(0, 209)),
    );
    await fc.assert(
      fc.asyncProperty(pathArb, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH', 'PROPFIND'), fc.constantFrom(...AUTH_KINDS), (path, method, auth) =>
        send({ path, method, auth, query: '' }),
      ),
      params(800),
    );
  });

  it('answers an id beyond the database\'s integer range as an unknown or invalid id', async () => {
    // SQLite takes any 64-bit id; PostgreSQL's `serial` columns are 32-bit, so 2147483648 must be
    // refused by validation rather than reach the database (it would fail there with a 500).
    const calls: [string, string, unknown?][] = [
      ['DELETE', '/api/topics?id=2147483648'],
      ['PUT', '/api/topics?id=2147483648', { title: 'Out of range' }],
      ['DELETE', '/api/clients?id=2147483648'],
      ['POST', '/api/clients?id=2147483648', { module: 'Hotels', name: 'Out of range', location: 'Enugu' }],
      ['DELETE', '/api/gallery?id=9007199254740991'],
      ['PATCH', '/api/gallery?id=2147483648', { alt: 'x' }],
      ['DELETE', '/api/reviews?id=2147483648'],
      ['PUT', '/api/reviews', { id: 2147483648, action: 'approve' }],
      ['DELETE', '/api/messages?id=2147483648'],
      ['PATCH', '/api/messages?id=2147483648', { read: true }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await fuzz.t.request({ method: method as InjectOptions['method'], url, headers: { authorization: authHeader.admin! }, ...(payload ? { payload: payload as object } : {}) });
      expectWellFormed(res, `${method} ${url}`);
      expect([400, 404], `${method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('stores or refuses text with a NUL character, never failing on it', async () => {
    // PostgreSQL cannot store U+0000 in text columns; SQLite can. Either way the answer is not a 500.
    const nul = 'Ada\u0000Obi';
    const admin = { authorization: authHeader.admin! };
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/topics', headers: admin, payload: { title: nul } },
      { method: 'POST', url: '/api/reviews', payload: { name: nul, rating: 5, review_text: nul, captchaToken: await solvedCaptcha(fuzz.t) } },
      { method: 'POST', url: '/api/clients', headers: admin, payload: { module: 'Hotels', name: nul, location: nul } },
      { method: 'PATCH', url: '/api/gallery?id=1', headers: admin, payload: { alt: nul } },
      { method: 'GET', url: `/api/clients?module=${encodeURIComponent(nul)}` },
      { method: 'POST', url: '/api/login', payload: { email: 'member@example.com', password: nul } },
      { method: 'POST', url: '/api/signup', payload: { username: nul, email: 'nul@example.com', password: `${nul}-long-enough` } },
    ];
    for (const o of calls) {
      const res = await fuzz.t.request(o);
      expectWellFormed(res, `${o.method} ${o.url} ${JSON.stringify(o.payload)}`);
    }
  });

  // Fastify's router answers a malformed percent-encoding (FST_ERR_BAD_URL) and an over-long
  // parameter (FST_ERR_MAX_PARAM_LENGTH) before routing; server/app.ts's `frameworkErrors` gives
  // them the contract's error shape.
  it('answers a malformed percent-encoding in the path with the JSON error shape', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/clients%ZZ', '/api/%', '/uploads/%ZZ']) {
      expectWellFormed(await fuzz.t.request({ method: 'GET', url }), `GET ${url}`);
    }
  });

  it('answers an over-long upload name with the JSON error shape', async () => {
    const url = `/uploads/${'a'.repeat(250)}.webp`;
    expectWellFormed(await fuzz.t.request({ method: 'GET', url }), `GET ${url}`);
  });

  it('still answers health and lists afterwards', async () => {
    expect((await fuzz.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await fuzz.t.request({ method: 'GET', url: '/api/gallery' })).statusCode).toBe(200);
    expect((await fuzz.t.request({ method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
  });
});
