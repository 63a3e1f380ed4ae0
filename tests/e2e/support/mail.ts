import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Mail received by the SMTP server that tests/support/e2e-server.ts starts. */
export interface E2EMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const mailDir = () => process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `e2e-mail-${process.env.E2E_PORT}`);

export function allMail(): E2EMail[] {
  try {
    return readdirSync(mailDir())
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir(), f), 'utf8')));
  } catch {
    return [];
  }
}

/** Waits for the n-th (default: first) mail to `to`, newest last. */
export async function waitForMail(to: string, nth = 1, timeoutMs = 15_000): Promise<E2EMail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const mine = allMail().filter((m) => m.to.map((x) => x.toLowerCase()).includes(to.toLowerCase()));
    if (mine.length >= nth) return mine[nth - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail number ${nth} to ${to} within ${timeoutMs} ms`);
}

export function otpOf(mail: E2EMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error('no 6-digit code in the mail');
  return m[1];
}
