import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createTestApp, type TestApp } from '../../support/app';
import { registerPageRoutes } from '../../../server/pages/render';
import { nonceContext, servicesContext } from '../../../app/context';

/**
 * What HTTP asks of the answers that are not a page or a result: 405 with Allow for a method a
 * path does not take (pages and API), 204 with Allow to OPTIONS, 401 with WWW-Authenticate, an
 * explicit Cache-Control on pages, and the site's own error body for what Node's parser refuses
 * (an unknown method, an address or headers past the limit). Pages come from a stand-in for React
 * Router whose route table says which pages have a form. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const routes = { 'routes/contact': { module: { action: async () => null } }, 'routes/home': { module: {} } };
const getBuild = async () => ({ entry: { module: { servicesContext, nonceContext } }, routes }) as unknown as ServerBuild;
const handle = async (request: Request) =>
  new URL(request.url).pathname === '/' && request.method === 'POST'
    ? new Response('<!doctype html><title>405</title>', { status: 405, headers: { 'content-type': 'text/html; charset=utf-8' } })
    : new Response('<!doctype html><title>A page</title><p>A page</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: (app, ctx) => registerPageRoutes(app, ctx, { getBuild, mode: 'production', handle }) });
});
afterAll(() => t?.close());

const error = expect.objectContaining({ status: 'error', message: expect.any(String) });

describe('a method a path does not take', () => {
  it('on the API: 405 with Allow and the error body, 25 at once; an unknown path stays 404', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => t.request({ method: 'PUT', url: '/api/contact', payload: {} })));
    for (const r of answers) {
      expect(r.statusCode).toBe(405);
      expect(r.headers.allow).toBe('POST, OPTIONS');
      expect(t.json(r)).toEqual({ status: 'error', message: '/api/contact does not take PUT requests; it takes POST.' });
    }
    const role = await t.request({ method: 'GET', url: '/api/users/role' });
    expect(role.statusCode).toBe(405);
    expect(String(role.headers.allow)).toContain('PUT');
    const withParam = await t.request({ method: 'DELETE', url: '/api/health' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await t.request({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect(t.json(unknown)).toEqual({ status: 'error', message: 'No API endpoint at DELETE /api/no-such-thing.' });
  });

  it('on the API: OPTIONS answers 204 with what the path takes', async () => {
    const r = await t.request({ method: 'OPTIONS', url: '/api/contact' });
    expect(r.statusCode).toBe(204);
    expect(r.headers.allow).toBe('POST, OPTIONS');
  });

  it('on pages: 405 with Allow (POST only where the page has a form), OPTIONS 204, an unknown page 404', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH', 'TRACE'] as const) {
      const r = await t.request({ method, url: '/' });
      expect(r.statusCode, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(t.json(r)).toEqual({ status: 'error', message: `This page cannot take ${method} requests.` });
    }
    const contact = await t.request({ method: 'DELETE', url: '/contact' });
    expect(contact.statusCode).toBe(405);
    expect(contact.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    const options = await t.request({ method: 'OPTIONS', url: '/' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    const post = await t.request({ method: 'POST', url: '/', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' }, payload: 'a=1' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await t.request({ method: 'PUT', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('answers HTTP requires more of', () => {
  it('a 401 names how to authenticate (WWW-Authenticate), with or without a token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const r = await t.request({ method: 'GET', url: '/api/users', headers });
      expect(r.statusCode).toBe(401);
      expect(r.headers['www-authenticate']).toBe('Bearer realm="site"');
      expect(t.json(r)).toEqual(error);
    }
  });

  it('a page says Cache-Control: no-cache, served fresh or from the page cache', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await t.request({ method: 'GET', url: '/about' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe("what Node's HTTP parser refuses", () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  function raw(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let got = '';
      socket.setEncoding('latin1');
      socket.on('data', (d) => (got += d));
      socket.on('error', reject);
      socket.on('close', () => resolve(got));
    });
  }

  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('an unknown method: 400 in the site error body', async () => {
    const a = await raw('FROB / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(statusOf(a)).toBe(400);
    expect(bodyOf(a)).toEqual({ status: 'error', message: 'The request is not valid HTTP.' });
  });

  it('a 20 KB address: 414; 20 KB of headers: 431; both in the site error body', async () => {
    const longUrl = await raw(`GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(statusOf(longUrl)).toBe(414);
    expect(bodyOf(longUrl)).toEqual({ status: 'error', message: 'The address is too long.' });
    const bigHeader = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`);
    expect(statusOf(bigHeader)).toBe(431);
    expect(bodyOf(bigHeader)).toEqual({ status: 'error', message: 'The headers of this request are too large.' });
  });
});
