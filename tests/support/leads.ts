import { expect } from 'vitest';
import { bearer, type TestApp } from './app';
import { solvedCaptcha } from './captcha';

/**
 * The leads' API as the tests use it (docs/decisions/0024-leads.md): a contact message sent with a
 * solved captcha, the inbox's list and one lead as staff read them, a change, and a new lead's id.
 */

/** The settings of the leads' tests: where notices go, and limits high enough for their bursts. */
export const LEADS_ENV = {
  CONTACT_INBOX: 'office@example.com',
  MAIL_FROM: 'website@coalcityict.example',
  RATE_LIMIT_CONTACT: '1000/10m',
  RATE_LIMIT_TOPIC_REQUEST: '1000/1h',
  MAIL_RETRY_DELAYS: '1s,1s,1s',
};

export async function contact(app: TestApp, body: Record<string, unknown>) {
  return app.request({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ngozi Umeh',
      email: 'ngozi@example.com',
      subject: 'School portal for 1,200 pupils',
      message: 'We run a secondary school in Nsukka and need a portal for results and fees.',
      captchaToken: await solvedCaptcha(app),
      ...body,
    },
  });
}

export const leadList = async (app: TestApp, token: string, query = '') => {
  const r = await app.request({ method: 'GET', url: `/api/leads${query}`, headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return app.json(r);
};
export const getLead = async (app: TestApp, token: string, id: number) => {
  const r = await app.request({ method: 'GET', url: `/api/leads/${id}`, headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return app.json(r);
};
export const patch = (app: TestApp, token: string, id: number, body: Record<string, unknown>) =>
  app.request({ method: 'PATCH', url: `/api/leads/${id}`, headers: bearer(token), payload: body });

export async function newLead(app: TestApp, subject: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await contact(app, { subject, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  const row = await app.app.ctx.db.selectFrom('contact_messages').select('id').where('subject', '=', subject).executeTakeFirstOrThrow();
  return row.id;
}

/** Reads until `ok` holds (expect.poll's limit is a hang guard, vitest.config.ts), and gives the last value read. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let last: T | undefined;
  await expect.poll(async () => ok((last = await read()))).toBe(true);
  return last as T;
}
