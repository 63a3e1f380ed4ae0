import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startRefusingPort, startSmtpServer } from '../../support/smtp';
import { solveAltchaForTests } from '../../support/captcha';

/** Mail failures never lose what a visitor sent: it is stored before any mail is tried. */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

/** Polls until `check` holds; no time limit of its own (Vitest's catches a hang), so a slow machine only waits longer. */
async function waitUntil(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 50));
}

describe('with the SMTP server refusing connections', () => {
  it('still stores the sign-up and the contact message, logs the failure, and the code can be resent later', async () => {
    const down = await startRefusingPort();
    const dataDirApp = await createTestApp({ SMTP_URL: down.url });
    apps.push(dataDirApp);
    const t = dataDirApp;
    const errors: string[] = [];
    const origError = t.app.log.error.bind(t.app.log);
    t.app.ctx.log.error = ((obj: unknown, msg?: string) => {
      errors.push(String(msg ?? obj));
      return origError(obj as object, msg);
    }) as typeof t.app.log.error;
    // A failed notice is retried (server/services/notices.ts): its first failure is a warning.
    const origWarn = t.app.log.warn.bind(t.app.log);
    t.app.ctx.log.warn = ((obj: unknown, msg?: string) => {
      errors.push(String(msg ?? obj));
      return origWarn(obj as object, msg);
    }) as typeof t.app.log.warn;

    const signup = await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Ifeoma', email: 'ifeoma@example.com', password: 'Password-123' } });
    expect(signup.statusCode).toBe(201);
    expect(await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', 'ifeoma@example.com').executeTakeFirst()).toBeTruthy();

    const challenge = t.json(await t.request({ method: 'GET', url: '/api/captcha/challenge' }));
    const contact = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Tobe', email: 'tobe@example.com', message: 'Call me back please.', captchaToken: await solveAltchaForTests(challenge) },
    });
    expect(contact.statusCode).toBe(200);
    const admin = await t.createUser({ role: 'admin' });
    await waitUntil(async () => errors.some((e) => /notice mail failed; it will be tried again/.test(e)) && errors.some((e) => /otp mail failed/.test(e)));
    const inbox = t.json(await t.request({ method: 'GET', url: '/api/messages', headers: bearer(admin.token) })).messages;
    expect(inbox).toEqual([expect.objectContaining({ email: 'tobe@example.com', mailed_at: null, mail_error: expect.any(String) })]);
    await down.close();

    // Mail comes back: a new app on the same data folder (a restart with SMTP fixed) resends the code.
    const smtp = await startSmtpServer();
    try {
      await t.app.ctx.db.updateTable('email_codes').set({ created_at: new Date(Date.now() - 60_000).toISOString() }).execute();
      await t.app.ctx.db.updateTable('address_guards').set({ code_sent_at: new Date(Date.now() - 60_000).toISOString() }).execute();
      t.app.ctx.mailer = (await import('../../../server/services/mail')).createMailer({
        smtpUrl: smtp.url, from: 'no-reply@example.com', outboxDir: t.dataDir, logger: t.app.log,
      });
      const resend = await t.request({ method: 'POST', url: '/api/resend-email', payload: { email: 'ifeoma@example.com' } });
      expect(resend.statusCode).toBe(200);
      const code = extractOtp(await smtp.waitFor((m) => m.to.includes('ifeoma@example.com')));
      expect((await t.request({ method: 'POST', url: '/api/verify', payload: { email: 'ifeoma@example.com', otp: code } })).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail to the outbox so a code is readable in development', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Dev', email: 'dev@example.com', password: 'Password-123' } });
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = t.config.outboxDir;
    await waitUntil(async () => {
      try {
        return readdirSync(dir).some((f) => f.endsWith('.json'));
      } catch {
        return false;
      }
    });
    const file = readdirSync(dir).find((f) => f.endsWith('.json'))!;
    const mail = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
    expect(mail.to).toBe('dev@example.com');
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });
});
