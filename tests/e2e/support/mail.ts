import { expect } from '@playwright/test';
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

/**
 * Waits for the n-th (default: first) mail to `to`, newest last: as long as any other step may wait
 * (the expect timeout), since a busy machine delays the mail like everything else.
 */
export async function waitForMail(to: string, nth = 1): Promise<E2EMail> {
  const mine = () => allMail().filter((m) => m.to.map((x) => x.toLowerCase()).includes(to.toLowerCase()));
  await expect.poll(() => mine().length, { message: `mail number ${nth} to ${to}` }).toBeGreaterThanOrEqual(nth);
  return mine()[nth - 1];
}

export function otpOf(mail: E2EMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error('no 6-digit code in the mail');
  return m[1];
}
