/**
 * Starts the built site for the browser tests: production mode, 127.0.0.1 only, a fresh data
 * directory (removed on exit) and a known admin account. Builds nothing: run `npm run build` first.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverBuild = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build', 'server', 'index.js');
// The browser tests run what `npm start` runs: the server bundle, not the TypeScript sources.
const serverBundle = path.join(projectRoot, 'dist', 'server', 'index.js');
for (const file of [serverBuild, serverBundle]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(projectRoot, file)} is missing: run \`npm run build\` before the browser tests.`);
    process.exit(1);
  }
}

// The port is chosen free at run time by playwright.config.ts (or by the test that starts this).
const port = process.env.E2E_PORT;
if (!port) {
  console.error('E2E_PORT is not set: the browser tests choose a free port and pass it here.');
  process.exit(1);
}

// The worker names the folder (tests/e2e/support/worker-server.ts), so a test can seed its database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// Mail goes to a real SMTP server started here; each message is written as JSON into
// E2E_MAIL_DIR so the browser tests can read one-time codes (tests/e2e/support/mail.ts).
const { startSmtpServer } = await import('./smtp');
const smtp = await startSmtpServer();
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let written = 0;
setInterval(() => {
  while (written < smtp.messages.length) {
    const m = smtp.messages[written++];
    writeFileSync(path.join(mailDir, `${String(written).padStart(5, '0')}.json`), JSON.stringify({ to: m.to, subject: m.subject, text: m.text, html: m.html }));
  }
}, 50).unref();

Object.assign(process.env, {
  SMTP_URL: smtp.url,
  // Generous limits: the whole browser suite signs up and logs in from 127.0.0.1.
  RATE_LIMIT_LOGIN: '1000/1m',
  RATE_LIMIT_SIGNUP: '1000/1h',
  RATE_LIMIT_VERIFY: '1000/1m',
  RATE_LIMIT_RESEND: '1000/1h',
  RATE_LIMIT_CONTACT: '1000/10m',
  RATE_LIMIT_REVIEW: '1000/10m',
  RATE_LIMIT_RESET: '1000/1h',
  RATE_LIMIT_ACCOUNT: '1000/10m',
  RATE_LIMIT_INSIGHTS: '100000/1m',
  RATE_LIMIT_INSIGHTS_DAY: '10000000/24h',
  RATE_LIMIT_INSIGHTS_TAPS: '10000000/24h',
  // Every browser test visits from 127.0.0.1: the per-address caps (people, sources, pages not found, speed) would fold them all.
  INSIGHTS_SOURCES_PER_ADDRESS: '1000000',
  INSIGHTS_NOT_FOUND_PER_ADDRESS: '1000000',
  INSIGHTS_PEOPLE_PER_ADDRESS: '1000',
  RATE_LIMIT_INSIGHTS_SPEED: '10000000/24h',
  RATE_LIMIT_INSIGHTS_SPEED_DAY: '10000000/24h',
  RATE_LIMIT_FORM_NO_CAPTCHA: '1000/10m',
  // Insights figures brought up to date every second, so a test sees its visits at once.
  INSIGHTS_ROLLUP_SECONDS: '1',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  // Canonical links, the sitemap and the social card name the address the browser tests use.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Admin-pass-123',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
delete process.env.DATABASE_URL;

await import(pathToFileURL(serverBundle).href);
// The entry has loaded the bundle; its `listening` settles once the server accepts connections.
// The line below is what tests/e2e/support/worker-server.ts waits for, instead of polling.
const { listening } = (await import(pathToFileURL(path.join(path.dirname(serverBundle), 'server.js')).href)) as { listening: Promise<unknown> };
await listening;
process.stdout.write(`listening ${port}\n`);
