import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../support/redis-server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * CAPTCHA_PROVIDER=turnstile (contract: third-party widgets are selectable by configuration): the
 * contact form draws the vendor's widget instead of ALTCHA, the page's CSP lets it load, and the
 * form sends the widget's token. This file starts its own instance of the built site so configured.
 * There is no internet here, so the vendor's script is answered by the test with a small stand-in
 * that has Turnstile's API (render with callbacks, reset); the server's siteverify call then fails,
 * which the page must report as an unsolved check. Verification itself is unit-tested
 * (tests/unit/captcha.test.ts, with a fake siteverify).
 */
const SITE_KEY = '1x00000000000000000000AA';
let server: ChildProcess | undefined;
let base = '';
let mailDir = '';


test.beforeAll(async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-vendor-mail-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_MAIL_DIR: mailDir,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: SITE_KEY,
      CAPTCHA_SECRET: '1x0000000000000000000000000000000AA',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 45_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(mailDir, { recursive: true, force: true });
});

/**
 * Turnstile's API as the form uses it; clicking the button stands for solving the challenge. Like
 * the real script, it calls the function named by the `onload` parameter once it is ready.
 */
const fakeTurnstile = (onload: string) => `
window.turnstile = {
  render(el, options) {
    window.__turnstile = { sitekey: options.sitekey, resets: 0 };
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Verify you are human (test widget)';
    b.addEventListener('click', () => options.callback('token-from-turnstile'));
    el.append(b);
    return 'widget-1';
  },
  reset(id) { if (id === 'widget-1') window.__turnstile.resets++; },
};
window[${JSON.stringify(onload)}]();`;

async function openContact(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.route('https://challenges.cloudflare.com/**', (route) => {
    const url = new URL(route.request().url());
    expect(url.pathname).toBe('/turnstile/v0/api.js');
    expect(url.searchParams.get('render')).toBe('explicit');
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeTurnstile(url.searchParams.get('onload') ?? '') });
  });
  await page.goto(`${base}/contact`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return violations;
}

async function fill(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Ngozi Eze');
  await page.getByLabel('Email', { exact: true }).fill('ngozi@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Please send a quote for a school result system.');
}

test('the page allows Turnstile in its CSP and does not carry the ALTCHA widget', async ({ request }) => {
  const res = await request.get(`${base}/contact`);
  const csp = res.headers()['content-security-policy'];
  expect(/script-src ([^;]+)/.exec(csp)![1]).toContain('https://challenges.cloudflare.com');
  expect(csp).toContain('frame-src https://challenges.cloudflare.com');
  expect(await res.text()).not.toContain('<altcha-widget');
  // The ALTCHA challenge endpoint says why it is not there.
  expect((await request.get(`${base}/api/captcha/challenge`)).status()).toBe(404);
});

test('the contact form draws the Turnstile widget and sends its token', async ({ consoleErrors, page }) => {
  // Cloudflare cannot be reached from here, so the server refuses the token (below):
  consoleErrors.allowResponse(400, '/api/contact');
  const violations = await openContact(page);
  await fill(page);
  const verify = page.getByRole('button', { name: 'Verify you are human (test widget)' });
  await expect(verify).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __turnstile: { sitekey: string } }).__turnstile.sitekey)).toBe(SITE_KEY);

  // Not solved yet: the form says so itself and sends nothing.
  let posted = 0;
  page.on('request', (r) => r.url().endsWith('/api/contact') && posted++);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please verify you are not a robot.')).toBeVisible();
  expect(posted).toBe(0);

  await verify.click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Ngozi Eze', captchaToken: 'token-from-turnstile' });

  // Cloudflare cannot be reached from here, so the server could not verify the token: the page
  // shows the server's answer and resets the widget for another try.
  await expect(page.locator('.contact-form').getByRole('alert').filter({ hasText: 'Please verify you are not a robot.' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __turnstile: { resets: number } }).__turnstile.resets)).toBe(1);
  expect(violations).toEqual([]);
});
