import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/**
 * A test app with its own SMTP server, for a file whose tests read the mail the app sends (codes,
 * notices): started before the file's tests and closed after them. The app's background jobs are
 * tracked, so `settle()` waits until every mail started so far has reached the mailbox (an event,
 * never a fixed sleep).
 */
export function appWithMailbox(env: Record<string, string> = {}) {
  let smtp!: TestSmtpServer;
  let t!: TestApp;
  const pending: Promise<void>[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com', ...env });
    const original = t.app.ctx.background.bind(t.app.ctx);
    t.app.ctx.background = (name, work) => {
      let done!: () => void;
      pending.push(new Promise<void>((r) => (done = r)));
      original(name, () => work().finally(done));
    };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const settle = async () => {
    while (pending.length) await Promise.all(pending.splice(0));
  };
  return {
    get t() {
      return t;
    },
    get smtp() {
      return smtp;
    },
    settle,
    post: (url: string, payload: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers }),
  };
}
