import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer } from '../../support/smtp';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => {});
});

describe('logs', () => {
  it('never contain passwords, one-time codes or tokens', async () => {
    const smtp = await startSmtpServer();
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (c) => (log += c.toString()));
    const t = await createTestApp({ LOG_LEVEL: 'trace', SMTP_URL: smtp.url }, { logStream: stream });
    apps.push(t);
    const password = 'Very-secret-pass-42';
    await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Logcheck', email: 'log@example.com', password } });
    const code = extractOtp(await smtp.waitFor((m) => m.to.includes('log@example.com')));
    await t.request({ method: 'POST', url: '/api/verify', payload: { email: 'log@example.com', otp: '000001' } });
    await t.request({ method: 'POST', url: '/api/verify', payload: { email: 'log@example.com', otp: code } });
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'log@example.com', password } });
    const token = t.json(login).token as string;
    await t.request({ method: 'GET', url: '/api/topics', headers: bearer(token) });
    await t.request({ method: 'POST', url: '/api/login', payload: { email: 'log@example.com', password: 'Wrong-pass-99' } });
    // An admin's preview link carries a token in its address: the request line keeps the rest.
    await t.request({ method: 'GET', url: '/api/reviews?status=approved&preview=Preview-token-secret-77&x=1' });
    await smtp.close();
    expect(log).toContain('/api/reviews?status=approved&preview=[redacted]&x=1');
    expect(log).not.toContain('Preview-token-secret-77');
    expect(log.length).toBeGreaterThan(100);
    expect(log).not.toContain(password);
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});

describe('responses', () => {
  it('never carry a stack trace, even for an unexpected failure', async () => {
    const t = await createTestApp();
    apps.push(t);
    const admin = await t.createUser({ role: 'admin' });
    // Make the gallery table vanish under the running app: an unexpected server-side failure.
    await t.app.ctx.db.schema.dropTable('gallery_images').execute();
    const r = await t.request({ method: 'GET', url: '/api/gallery', headers: bearer(admin.token) });
    expect(r.statusCode).toBe(500);
    expect(t.json(r)).toEqual({ status: 'error', message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(r.body).not.toMatch(/at .*\.ts:\d+|node_modules|SqliteError/);
  });

  it('limit the size of a JSON body', async () => {
    const t = await createTestApp();
    apps.push(t);
    const r = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(400_000) }) });
    expect(r.statusCode).toBe(413);
    expect(t.json(r).status).toBe('error');
  });

  it('refuse an unsupported content type with 415', async () => {
    const t = await createTestApp();
    apps.push(t);
    const r = await t.request({ method: 'POST', url: '/api/signup', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(r.statusCode).toBe(415);
    expect(t.json(r).status).toBe('error');
    const admin = await t.createUser({ role: 'admin' });
    const upload = await t.request({
      method: 'POST', url: '/api/gallery',
      ...multipart({ title: 'x' }, { field: 'image', filename: 'x.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, bearer(admin.token)),
    });
    expect(upload.statusCode).toBe(415);
  });
});

describe('health', () => {
  it('answers 503 while the database is unreachable, and the API says so plainly', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.ctx.db.destroy();
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(t.json(health)).toEqual({ status: 'error', message: 'The database is not reachable.' });
    const api = await t.request({ method: 'GET', url: '/api/gallery' });
    expect(api.statusCode).toBe(503);
    expect(t.json(api).message).toMatch(/temporarily unavailable/);
  });
});
