import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/**
 * nodemailer is loaded when the first mail is sent, not at start (a few MB a process that only serves
 * pages never needs). A failed load is tried again on the next send.
 */
let nodemailerModule: Promise<typeof import('nodemailer')> | undefined;
function loadNodemailer() {
  if (!nodemailerModule) {
    const loading = import('nodemailer');
    loading.catch(() => (nodemailerModule = undefined));
    nodemailerModule = loading;
  }
  return nodemailerModule;
}

/** A transporter made on first use; `close()` closes it if it was made (waiting for one being made). */
function lazyTransporter(create: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get(): Promise<Transporter> {
      if (!transporter) {
        const making = loadNodemailer().then(create);
        making.catch(() => (transporter = undefined));
        transporter = making;
      }
      return transporter;
    },
    async close() {
      const made = transporter;
      if (!made) return;
      (await made.catch(() => null))?.close();
    },
  };
}

/**
 * Outgoing mail.
 *
 * - With an SMTP URL (smtp:// or smtps://, credentials optional) messages go through nodemailer
 *   with short timeouts; `send` rejects on any failure and the caller decides what to do (the
 *   record that triggered the mail is stored before sending, so nothing is lost).
 * - Without one, every message is written to the outbox directory as a real RFC 822 `.eml`
 *   (built by nodemailer, so it is byte-for-byte what would have been sent) plus a `.json` twin
 *   that tests and developers can read easily.
 *
 * Logging: recipient, subject and file/message id only. Never bodies (they carry one-time codes)
 * and never the SMTP URL (it can carry a password).
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CreateMailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
  /** Connection, greeting and socket-inactivity timeout for SMTP, in ms. Default 10 000. */
  timeoutMs?: number;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export function createMailer(opts: CreateMailerOptions): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts, opts.smtpUrl) : createOutboxMailer(opts);
}

/** Host of an SMTP URL, for logs. Never the user or password. */
function smtpHost(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).hostname;
  } catch {
    return '(unparseable)';
  }
}

function createSmtpMailer(opts: CreateMailerOptions, smtpUrl: string): Mailer {
  if (!/^smtps?:\/\//i.test(smtpUrl)) {
    // Do not echo the URL: it may contain a password.
    throw new Error('SMTP URL must start with smtp:// or smtps://');
  }
  const timeout = opts.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const transporter = lazyTransporter((nodemailer) => nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    // nodemailer's own logger/debug stay off: debug output would include the AUTH exchange.
    logger: false,
    debug: false,
  }));
  const host = smtpHost(smtpUrl);

  return {
    kind: 'smtp',
    async send(msg) {
      const info = await (await transporter.get()).sendMail({
        from: opts.from,
        to: msg.to,
        replyTo: msg.replyTo,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
      opts.logger.info(
        { to: msg.to, subject: msg.subject, messageId: info.messageId, smtpHost: host },
        'mail sent',
      );
    },
    async close() {
      await transporter.close();
    },
  };
}

/** `2026-11-22T10-15-30.123Z`: ISO 8601 with the colons swapped for dashes (portable file names, still sorts by time). */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, data, { mode: 0o600 });
  await rename(tmp, file);
}

function createOutboxMailer(opts: CreateMailerOptions): Mailer {
  const composer = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  let dirReady: Promise<unknown> | null = null;

  return {
    kind: 'outbox',
    async send(msg) {
      dirReady ??= mkdir(opts.outboxDir, { recursive: true });
      try {
        await dirReady;
      } catch (err) {
        dirReady = null; // retry mkdir next time
        throw err;
      }
      const date = new Date();
      const info = await (await composer.get()).sendMail({
        from: opts.from,
        to: msg.to,
        replyTo: msg.replyTo,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        date,
      });
      const base = path.join(opts.outboxDir, `${fileTimestamp(date)}-${randomBytes(6).toString('hex')}`);
      const emlFile = `${base}.eml`;
      const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      // .eml first, .json last: a reader that waits for the .json finds both complete.
      await writeAtomically(emlFile, raw);
      const json = {
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        date: date.toISOString(),
        ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
      };
      await writeAtomically(`${base}.json`, JSON.stringify(json, null, 2));
      opts.logger.info({ to: msg.to, subject: msg.subject, file: emlFile }, 'mail written to outbox');
    },
    async close() {
      await composer.close();
    },
  };
}
