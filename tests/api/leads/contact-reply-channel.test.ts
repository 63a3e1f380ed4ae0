import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';

/**
 * How a contact message asks to be answered (modules/leads/leads.words.ts, replyChannelFor): as the sender
 * chose, or with no choice made (the form without JavaScript starts with none), on WhatsApp when a
 * phone number was given, else by e-mail. The e-mail address stays required either way.
 */

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT: '1000/10m' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

let n = 0;
async function send(body: Record<string, unknown>) {
  const email = `sender.${++n}.${Date.now()}@example.com`;
  const r = await t.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Chukwudi Obi', email, message: 'Please send a quote for a pharmacy stock system.', captchaToken: await solvedCaptcha(t), ...body },
  });
  return { r, email };
}

async function storedReplyVia(email: string): Promise<string> {
  const list = t.json(await t.request({ method: 'GET', url: `/api/leads?q=${encodeURIComponent(email)}`, headers: bearer(admin.token) }));
  expect(list.leads).toHaveLength(1);
  return list.leads[0].reply_via;
}

describe('POST /api/contact: how to answer', () => {
  it('with a phone number and no choice made: WhatsApp', async () => {
    for (const body of [{ phone: '0803 555 0199' }, { phone: '0803 555 0199', replyVia: '' }, { phone: '0803 555 0199', replyVia: null }]) {
      const { r, email } = await send(body);
      expect(r.statusCode, r.body).toBe(200);
      expect(await storedReplyVia(email)).toBe('whatsapp');
    }
  });

  it('without a phone number and no choice made: e-mail', async () => {
    for (const body of [{}, { phone: '' }, { replyVia: '' }]) {
      const { r, email } = await send(body);
      expect(r.statusCode, r.body).toBe(200);
      expect(await storedReplyVia(email)).toBe('email');
    }
  });

  it('a choice made is stored as made', async () => {
    for (const replyVia of ['phone', 'whatsapp', 'email']) {
      const { r, email } = await send({ phone: '0803 555 0199', replyVia });
      expect(r.statusCode, r.body).toBe(200);
      expect(await storedReplyVia(email)).toBe(replyVia);
    }
  });

  it('still needs the e-mail address, and a number for a call; an unknown channel is refused', async () => {
    const noEmail = await send({ phone: '0803 555 0199', email: '' });
    expect(noEmail.r.statusCode).toBe(400);
    expect(t.json(noEmail.r).message).toBe('Email is required.');
    const call = await send({ replyVia: 'phone' });
    expect(call.r.statusCode).toBe(400);
    expect(t.json(call.r).message).toBe('Please give a phone or WhatsApp number so that we can answer you that way.');
    const fax = await send({ phone: '0803 555 0199', replyVia: 'fax' });
    expect(fax.r.statusCode).toBe(400);
    expect(t.json(fax.r).message).toBe('Choose how we should answer: phone, WhatsApp or e-mail.');
  });
});
