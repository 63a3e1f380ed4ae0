import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * In-process SMTP server for tests: plain SMTP on 127.0.0.1, random port, no STARTTLS, any AUTH
 * accepted (so `smtp://user:pass@…` URLs work too). Messages are kept raw and minimally parsed
 * (headers, subject, text/plain and text/html parts with quoted-printable/base64 decoded).
 */

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Decoded Subject header. */
  subject: string;
  /** Lower-cased header names; repeated headers joined with ", ". Values are raw (not RFC 2047 decoded). */
  headers: Record<string, string>;
  /** Decoded text/plain part ('' if none). */
  text: string;
  /** Decoded text/html part ('' if none). */
  html: string;
  /** The message exactly as received. */
  raw: string;
  /** Username the client authenticated with, if any. */
  authUser?: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port> — pass as SMTP_URL / smtpUrl. */
  url: string;
  messages: ReceivedMail[];
  /** Refuses the next `count` messages at the end of DATA with "451 4.3.0 Try again later" (not kept). */
  failNext(count: number): void;
  /** Messages refused by failNext so far. */
  readonly refused: number;
  waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const MIN_WAIT_FOR_MAIL_MS = 120_000;

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toFail = 0;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'user' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        if (toFail > 0) {
          toFail--;
          refused++;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom;
        const parsed = parseMessage(raw);
        messages.push({
          from: envelopeFrom ? envelopeFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parsed,
          raw,
          authUser: typeof session.user === 'string' ? session.user : undefined,
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {
    /* client errors are irrelevant to tests */
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count) {
      toFail = count;
    },
    get refused() {
      return refused;
    },
    waitFor(pred, requestedMs = 0) {
      // A limit only catches a mail that never comes: at least two minutes, whatever the caller
      // asked, so a busy machine that sends the mail late makes the test slower, not red.
      const timeoutMs = Math.max(requestedMs, MIN_WAIT_FOR_MAIL_MS);
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waitFor: no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        function check() {
          const m = messages.find(pred);
          if (m) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(m);
          }
        }
        waiters.add(check);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first 6-digit number in the mail's text part (falls back to the raw message). */
export function extractOtp(mail: Pick<ReceivedMail, 'text'> & Partial<Pick<ReceivedMail, 'raw'>>): string {
  const m = /\b\d{6}\b/.exec(mail.text) ?? (mail.raw ? /\b\d{6}\b/.exec(mail.raw) : null);
  if (!m) throw new Error('extractOtp: no 6-digit code in the mail');
  return m[0];
}

/**
 * A port where "SMTP is down": a TCP listener that immediately destroys every connection
 * (the port stays reserved, so nothing else can grab it during the test).
 */
export async function startRefusingPort(): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A port that accepts TCP connections and then says nothing (a hung mail server): exercises the
 * client's greeting timeout.
 */
export async function startSilentPort(): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/* ----------------------------- minimal MIME parsing ----------------------------- */

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeadersAndBody(raw: string): Part {
  const idx = raw.search(/\r?\n\r?\n/);
  const head = idx === -1 ? raw : raw.slice(0, idx);
  const body = idx === -1 ? '' : raw.slice(idx).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function param(headerValue: string | undefined, name: string): string | undefined {
  if (!headerValue) return undefined;
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return m ? (m[1] ?? m[2]) : undefined;
}

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const cte = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = (param(part.headers['content-type'], 'charset') ?? 'utf-8').toLowerCase();
  let buf: Buffer;
  if (cte === 'base64') buf = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (cte === 'quoted-printable') buf = decodeQuotedPrintable(part.body);
  else buf = Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(buf).replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (=?utf-8?B?…?= / =?utf-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, enc: string, text: string) => {
      const buf =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      try {
        return new TextDecoder(charset.toLowerCase()).decode(buf);
      } catch {
        return buf.toString('utf8');
      }
    });
}

function collectParts(part: Part, out: { text: string; html: string }) {
  const ctype = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
  if (ctype.startsWith('multipart/')) {
    const boundary = param(part.headers['content-type'], 'boundary');
    if (!boundary) return;
    const pieces = part.body.split(`--${boundary}`);
    // pieces[0] is the preamble; the piece starting with "--" is the epilogue.
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      collectParts(splitHeadersAndBody(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), out);
    }
    return;
  }
  if (part.headers['content-disposition']?.toLowerCase().startsWith('attachment')) return;
  if (ctype.startsWith('text/plain') && !out.text) out.text = decodeBody(part);
  else if (ctype.startsWith('text/html') && !out.html) out.html = decodeBody(part);
}

export function parseMessage(raw: string): Pick<ReceivedMail, 'subject' | 'headers' | 'text' | 'html'> {
  const top = splitHeadersAndBody(raw);
  const out = { text: '', html: '' };
  collectParts(top, out);
  return {
    subject: decodeEncodedWords(top.headers['subject'] ?? ''),
    headers: top.headers,
    text: out.text,
    html: out.html,
  };
}
