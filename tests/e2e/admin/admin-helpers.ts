/**
 * Shared steps of the admin browser tests (tests/e2e/admin/). Not a spec file itself.
 * Fixtures that are not part of what a test checks (a pending review, a contact message) are
 * created through the public API, the way a visitor's browser would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { solveAltchaForTests } from '../../support/captcha';
import { TOKEN_KEY, USER_KEY } from '../../../app/lib/session';
import { ADMIN } from '../support/accounts';
import { adminSession, openAdmin } from '../support/fixtures';
import { recordToasts } from '../support/toasts';

export { ADMIN };

/**
 * Signs the page in as the admin without the login form and opens the dashboard (where admins land
 * after signing in). The session comes from one API login per worker (tests/e2e/support/fixtures.ts)
 * and is put into local storage, as the app's login does, before the page's first script runs; once
 * per tab, so a later logout in the test stands. New admin tests take the `adminPage` fixture instead.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  await recordToasts(page);
  const session = await adminSession(page.request);
  await page.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      if (sessionStorage.getItem('e2e-admin-seeded')) return;
      sessionStorage.setItem('e2e-admin-seeded', '1');
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, user);
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)],
  );
  await openAdmin(page);
}

/**
 * Logs in through the /login page and waits for the admin dashboard: only for a test about the
 * login form itself (the others use loginAsAdmin or the adminPage fixture).
 */
export async function loginAsAdminThroughForm(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Login waits 1000 ms before redirecting (LOGIN_REDIRECT_MS), then the route loader shows for 800 ms.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome, / })).toBeVisible();
}

/** Opens one admin section from the sidebar and waits for its heading. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await request.post('/api/login', { data: ADMIN });
  expect(r.status()).toBe(200);
  return (await r.json()).token as string;
}

/** Answers the next window.confirm (accepting it unless told otherwise) and resolves with its text. */
export function nextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const text = dialog.message();
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      resolve(text);
    });
  });
}

/**
 * Drags an item of an editor's list by its grip (@dnd-kit) and drops it onto `target`, at `at` (a
 * fraction of the target's height: above its middle to land before it, below to land after it).
 *
 * For a moment after a drop, @dnd-kit swallows every click on the page (a capture listener on the
 * document, removed 50 ms after the drop, so the drop itself clicks nothing); a test's next click
 * or Enter in that moment would do nothing. So this returns only once a click reaches the page
 * again: a probe element's own listener hears one dispatched to it.
 */
export async function dragOnto(page: Page, grip: Locator, target: Locator, at: number): Promise<void> {
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const toY = to.y + to.height * at;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's 6 px activation distance first, then onto the target.
  await page.mouse.move(x, from.y + (toY < from.y ? -40 : 40), { steps: 5 });
  await page.mouse.move(x, toY, { steps: 15 });
  await page.mouse.up();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        let heard = false;
        probe.addEventListener('click', () => (heard = true));
        document.body.append(probe);
        probe.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        probe.remove();
        return heard;
      }),
    )
    .toBe(true);
}

/** The toast announcing an answer (toasts are role=status, or role=alert for errors). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

let scratch: string | undefined;
/**
 * A new folder for one file of a test (the file keeps the name the test gives it), inside one
 * folder per worker that is removed when the worker ends.
 */
function scratchFolder(): string {
  if (!scratch) {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-e2e-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scratch = dir;
  }
  return mkdtempSync(path.join(scratch, 'file-'));
}

/**
 * A file of the test's own on disk, for setInputFiles. A path is handed to the browser as it is,
 * where a buffer is copied into the page through the protocol (about 10 s for 20 MB under load).
 */
export function fileOnDisk(name: string, data: Buffer): string {
  const file = path.join(scratchFolder(), name);
  writeFileSync(file, data);
  return file;
}

/** A real PNG file on disk, for setInputFiles. */
export async function pngFile(name: string, colour: { r: number; g: number; b: number }, width = 240, height = 160): Promise<string> {
  const file = path.join(scratchFolder(), name);
  await sharp({ create: { width, height, channels: 3, background: colour } }).png().toFile(file);
  return file;
}

export async function createPendingReview(request: APIRequestContext, name: string, text: string, rating = 5): Promise<number> {
  const captchaToken = await solveAltchaForTests(await (await request.get('/api/captcha/challenge')).text());
  const r = await request.post('/api/reviews', { multipart: { name, rating: String(rating), review_text: text, captchaToken } });
  expect(r.status()).toBe(201);
  return (await r.json()).id as number;
}

/**
 * Sends a contact message as the contact form does, solving the ALTCHA proof of work in Node; with
 * a phone, a reply channel and the visit's first page and referrer when a test needs them.
 */
export async function sendContactMessage(
  request: APIRequestContext,
  m: { name: string; email: string; subject: string; message: string; phone?: string; replyVia?: string; landing?: string; referrer?: string },
): Promise<void> {
  const challenge = await (await request.get('/api/captcha/challenge')).json();
  const captchaToken = await solveAltchaForTests(challenge);
  const r = await request.post('/api/contact', { data: { ...m, captchaToken } });
  expect(r.ok(), await r.text()).toBe(true);
}

export { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../support/a11y';

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
