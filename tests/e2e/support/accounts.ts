import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { otpOf, waitForMail } from './mail';
import type { SessionUser } from '../../../common/session-user';

/** Accounts for the browser tests: created through the real API, codes read from the test SMTP server. */

export const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };

/** The session user (common/session-user.ts) as the browser stores it: a role read back is any text. */
export type StoredUserShape = Omit<SessionUser, 'role'> & { role: string };

let counter = 0;
/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs up through the API without verifying; the code mail is waited for, so later mail is the next one. */
export async function signUpUnverified(request: APIRequestContext, tag = 'member') {
  const email = uniqueEmail(tag);
  const password = 'Ngozi-reads-42-topics';
  const res = await request.post('/api/signup', { data: { username: 'Ngozi Eze', email, password } });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email);
  return { email, password, code: otpOf(mail) };
}

/** A verified member with role user. */
export async function createMember(request: APIRequestContext, tag = 'member') {
  const account = await signUpUnverified(request, tag);
  const res = await request.post('/api/verify', { data: { email: account.email, otp: account.code } });
  expect(res.status()).toBe(200);
  return account;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: StoredUserShape };
}

/** An unsigned token with the given payload: enough for the browser, which only reads `exp`. */
export function fakeToken(payload: Record<string, unknown>): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;
}

/**
 * Puts a token and a user into local storage before the first page of this tab loads, once
 * (a later logout or expiry is not undone by the next navigation).
 */
export async function seedSession(page: Page, token: string, user: StoredUserShape) {
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** GETs an admin-only API address as the seeded admin (logged in through the API) and hands back its JSON. */
export async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const { token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}
