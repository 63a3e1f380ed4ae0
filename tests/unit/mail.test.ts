import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../server/services/mail';
import type { MailLogger, Mailer } from '../../server/services/mail';
import { escapeHtml } from '../../server/services/mail-templates';
import { contactMail } from '../../modules/leads/lead-notice-mail.server';
import { reviewMail } from '../../modules/reviews/review-notice-mail.server';
import { otpMail } from '../../modules/accounts/account-mails.server';
import { extractOtp, startRefusingPort, startSilentPort, startSmtpServer } from '../support/smtp';

/**
 * The options each SMTP transport is made with: the real nodemailer does the work, and the tests
 * see which timeouts it was given (a timeout is checked by what was configured and by the error
 * it ends with, never by how long a call took, which depends on the machine).
 */
const transports = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
vi.mock('nodemailer', async (importOriginal) => {
  const real = await importOriginal<typeof import('nodemailer')>();
  const createTransport = ((options: Record<string, unknown>, defaults?: object) => {
    transports.options.push(options);
    return real.createTransport(options as never, defaults as never);
  }) as typeof real.createTransport;
  return { ...real, createTransport, default: { ...real.default, createTransport } };
});

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

function memoryLogger(): MailLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (obj, msg) => entries.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj, msg }),
  };
}

const CODE = '493027';
const otp = () =>
  otpMail({
    siteName: 'Enugu ICT',
    code: CODE,
    minutes: 10,
    verifyUrl: 'http://localhost:3000/verify-email?email=ada%40example.com',
  });

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(mailer: Mailer) {
  cleanups.push(() => mailer.close());
  return mailer;
}

describe('outbox mode (no SMTP URL)', () => {
  it('writes an RFC 822 .eml and a .json, and logs without the body', async () => {
    const dir = path.join(await tempDir(), 'nested', 'outbox'); // mkdir -p
    const logger = memoryLogger();
    const mailer = track(createMailer({ from: 'Enugu ICT <no-reply@example.com>', outboxDir: dir, logger }));
    expect(mailer.kind).toBe('outbox');

    const m = otp();
    await mailer.send({ to: 'ada@example.com', ...m });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const eml = files.find((f) => f.endsWith('.eml'))!;
    const json = files.find((f) => f.endsWith('.json'))!;
    expect(eml).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    expect(json).toBe(eml.replace(/\.eml$/, '.json'));

    const raw = await readFile(path.join(dir, eml), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(raw).toMatch(/^From: Enugu ICT <no-reply@example\.com>\r$/m);
    expect(raw).toMatch(/^Subject: Verify your email for Enugu ICT\r$/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toContain(CODE);

    const data = JSON.parse(await readFile(path.join(dir, json), 'utf8'));
    expect(data).toMatchObject({ to: 'ada@example.com', subject: m.subject, text: m.text, html: m.html });
    expect(new Date(data.date).toString()).not.toBe('Invalid Date');

    expect(logger.entries).toHaveLength(1);
    const [entry] = logger.entries;
    expect(entry.level).toBe('info');
    expect(entry.msg).toBe('mail written to outbox');
    expect(entry.obj).toEqual({ to: 'ada@example.com', subject: m.subject, file: path.join(dir, eml) });
    expect(JSON.stringify(logger.entries)).not.toContain(CODE);
  });

  it('keeps Reply-To and writes one pair of files per message', async () => {
    const dir = await tempDir();
    const logger = memoryLogger();
    const mailer = track(createMailer({ from: 'no-reply@example.com', outboxDir: dir, logger }));
    const c = contactMail({
      siteName: 'Enugu ICT',
      name: 'Chidi',
      email: 'chidi@example.com',
      subject: 'Quote',
      message: 'Hello',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
      adminUrl: 'https://www.example.com/admin?section=messages',
    });
    await mailer.send({ to: 'inbox@example.com', ...c });
    await mailer.send({ to: 'inbox@example.com', ...c });
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const eml = await readFile(path.join(dir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^Reply-To: chidi@example\.com\r$/m);
  });
});

describe('SMTP mode', () => {
  it('delivers text and HTML parts to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const logger = memoryLogger();
    const mailer = track(
      createMailer({ smtpUrl: smtp.url, from: 'no-reply@example.com', outboxDir: await tempDir(), logger, timeoutMs: 2_000 }),
    );
    expect(mailer.kind).toBe('smtp');

    await mailer.send({ to: 'ada@example.com', ...otp() });
    const mail = await smtp.waitFor((m) => m.to.includes('ada@example.com'));

    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.subject).toBe('Verify your email for Enugu ICT');
    expect(mail.subject).not.toContain(CODE);
    expect(mail.text).toContain(CODE);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain(CODE);
    expect(mail.html).toContain('10 minutes');
    expect(extractOtp(mail)).toBe(CODE);
    expect(JSON.stringify(logger.entries)).not.toContain(CODE);
  });

  it('authenticates with user:pass from the URL and never logs the password', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const logger = memoryLogger();
    const url = `smtp://mailer:s3cret-pa55@127.0.0.1:${smtp.port}`;
    const mailer = track(
      createMailer({ smtpUrl: url, from: 'no-reply@example.com', outboxDir: await tempDir(), logger, timeoutMs: 2_000 }),
    );
    await mailer.send({ to: 'b@example.com', ...otp() });
    const mail = await smtp.waitFor((m) => m.to.includes('b@example.com'));
    expect(mail.authUser).toBe('mailer');
    expect(JSON.stringify(logger.entries)).not.toContain('s3cret-pa55');
  });

  it('rejects when the SMTP server is down', async () => {
    const down = await startRefusingPort();
    cleanups.push(() => down.close());
    const mailer = track(
      createMailer({ smtpUrl: down.url, from: 'no-reply@example.com', outboxDir: await tempDir(), logger: memoryLogger(), timeoutMs: 500 }),
    );
    await expect(mailer.send({ to: 'c@example.com', ...otp() })).rejects.toMatchObject({ code: 'ECONNECTION' });
  });

  it('rejects within the timeout when the server accepts but never greets', async () => {
    const hung = await startSilentPort();
    cleanups.push(() => hung.close());
    const mailer = track(
      createMailer({ smtpUrl: hung.url, from: 'no-reply@example.com', outboxDir: await tempDir(), logger: memoryLogger(), timeoutMs: 300 }),
    );
    await expect(mailer.send({ to: 'c@example.com', ...otp() })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(transports.options.at(-1)).toMatchObject({ connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300, dnsTimeout: 300 });
  });

  it('rejects a non-SMTP URL without echoing it', () => {
    expect(() =>
      createMailer({ smtpUrl: 'http://user:hunter2@x', from: 'a@b.c', outboxDir: '/tmp', logger: memoryLogger() }),
    ).toThrow(/^((?!hunter2).)*$/);
  });
});

describe('templates', () => {
  it('escapeHtml escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('otpMail: code and validity in both parts, not in the subject, link to verifyUrl', () => {
    const m = otp();
    expect(m.subject).toBe('Verify your email for Enugu ICT');
    for (const part of [m.text, m.html]) {
      expect(part).toContain(CODE);
      expect(part).toContain('10 minutes');
    }
    expect(m.text).toContain('http://localhost:3000/verify-email?email=ada%40example.com');
    expect(m.html).toContain('href="http://localhost:3000/verify-email?email=ada%40example.com"');
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain('role="presentation"');
  });

  it('otpMail escapes every interpolated value', () => {
    const m = otpMail({
      siteName: 'Site <b>',
      code: '123456',
      minutes: 10,
      verifyUrl: 'javascript:alert(1)',
    });
    expect(m.html).not.toContain('Site <b>');
    expect(m.html).toContain('Site &lt;b&gt;');
    expect(m.html).not.toContain('href="javascript:');
  });

  it('contactMail: subject, replyTo, escaped HTML', () => {
    const c = contactMail({
      siteName: 'Enugu ICT',
      name: '<script>alert("x")</script>',
      email: 'visitor@example.com',
      subject: 'Need a <b>website</b>',
      message: 'Line 1\n<img src=x onerror=alert(1)>',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
      adminUrl: 'https://www.example.com/admin?section=messages',
    });
    expect(c.subject).toBe('New contact message: Need a <b>website</b>');
    expect(c.replyTo).toBe('visitor@example.com');
    expect(c.html).not.toContain('<script>');
    expect(c.html).not.toContain('<img');
    expect(c.html).not.toContain('<b>website');
    expect(c.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(c.html).toContain('Line 1<br>&lt;img');
    expect(c.text).toContain('<script>alert("x")</script>');
    expect(c.text).toContain('2026-01-02T03:04:05.000Z');
    expect(c.text).toContain('https://www.example.com/admin?section=messages');
    expect(c.html).toContain('href="https://www.example.com/admin?section=messages"');
  });

  it('reviewMail: name, rating, text and the admin link; escaped HTML; one-line subject', () => {
    const r = reviewMail({
      siteName: 'Enugu ICT',
      name: 'Ada <b>O</b>\r\nBcc: x@example.com',
      rating: 4,
      text: 'Fast fibre install in Independence Layout.\n<img src=x onerror=alert(1)>',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
      adminUrl: 'https://www.example.com/admin?section=reviews',
    });
    expect(r.subject).not.toMatch(/[\r\n]/);
    expect(r.subject).toContain('4 out of 5');
    expect(r.html).not.toContain('<img');
    expect(r.html).not.toContain('<b>O');
    expect(r.html).toContain('Independence Layout.<br>&lt;img src=x onerror=alert(1)&gt;');
    expect(r.html).toContain('href="https://www.example.com/admin?section=reviews"');
    expect(r.text).toContain('Rating:   4 out of 5');
    expect(r.text).toContain('https://www.example.com/admin?section=reviews');
    // A link that is not http(s) is shown as text, never put into an href.
    expect(reviewMail({ ...{ siteName: 'S', name: 'n', rating: 5, text: 't', receivedAt: new Date() }, adminUrl: 'javascript:alert(1)' }).html)
      .not.toContain('href="javascript:');
  });

  it('contactMail: empty subject becomes "No subject"; header injection is flattened', () => {
    expect(
      contactMail({ siteName: 'S', name: 'n', email: 'e@example.com', subject: '', message: 'm', receivedAt: new Date(), adminUrl: 'https://www.example.com/admin?section=messages' }).subject,
    ).toBe('New contact message: No subject');
    const c = contactMail({
      siteName: 'S',
      name: 'n',
      email: 'e@example.com',
      subject: 'hi\r\nBcc: victim@example.com',
      message: 'm',
      receivedAt: new Date(),
      adminUrl: 'https://www.example.com/admin?section=messages',
    });
    expect(c.subject).not.toMatch(/[\r\n]/);
  });
});
