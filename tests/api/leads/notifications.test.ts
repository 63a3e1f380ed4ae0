import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../support/app';
import { startRefusingPort, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { solveAltchaForTests, solvedCaptcha } from '../../support/captcha';

/** Admins hear about a new review and a new contact message by e-mail. */

let smtp: TestSmtpServer;
let t: TestApp;
/** Background jobs (mail) started by the app, so a test can wait until the app has nothing left to do. */
const pending: Promise<void>[] = [];

function trackBackground(app: TestApp) {
  const original = app.app.ctx.background.bind(app.app.ctx);
  app.app.ctx.background = (name, work) => {
    let done!: () => void;
    pending.push(new Promise<void>((r) => (done = r)));
    original(name, () => work().finally(done));
  };
}
const settle = async () => {
  while (pending.length) await Promise.all(pending.splice(0));
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com', RATE_LIMIT_REVIEW: '1000/10m' });
  trackBackground(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const submitReview = async (app: TestApp, fields: Record<string, string>) =>
  app.request({ method: 'POST', url: '/api/reviews', ...multipart({ ...fields, captchaToken: await solvedCaptcha(app) }) });

describe('a new review', () => {
  it('sends one mail to the contact inbox with the name, rating, text and a link to the reviews screen', async () => {
    const before = smtp.messages.length;
    const r = await submitReview(t, {
      name: 'Chiamaka Eze',
      rating: '4',
      review_text: 'They set up our office network in New Haven in two days.\nVery tidy cabling.',
    });
    expect(r.statusCode).toBe(201);
    const id = t.json(r).id as number;
    await settle();
    const mails = smtp.messages.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toEqual(['office@example.com']);
    expect(mail.subject).toBe('New review to approve: 4 out of 5 from Chiamaka Eze');
    expect(mail.text).toContain('Chiamaka Eze');
    expect(mail.text).toContain('4 out of 5');
    expect(mail.text).toContain('They set up our office network in New Haven in two days.');
    expect(mail.text).toContain('http://localhost:3000/admin?section=reviews');
    expect(mail.html).toContain('href="http://localhost:3000/admin?section=reviews"');
    expect(mail.html).toContain('They set up our office network in New Haven in two days.<br>Very tidy cabling.');
    const row = await t.app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.mailed_at).toEqual(expect.any(String));
    expect(row.mail_error).toBeNull();
  });

  it('escapes HTML in the review in the mail\'s HTML part', async () => {
    const before = smtp.messages.length;
    const r = await submitReview(t, {
      name: 'Obi <b>bold</b>',
      rating: '1',
      review_text: '<script>alert("x")</script><img src=x onerror=alert(1)> & more',
    });
    expect(r.statusCode).toBe(201);
    await settle();
    const [mail] = smtp.messages.slice(before);
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mail.html).toContain('Obi &lt;b&gt;bold&lt;/b&gt;');
    // The plain-text part is not interpreted, so it carries the text as written.
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('a refused review (bad rating) is neither stored nor mailed', async () => {
    const before = smtp.messages.length;
    const r = await submitReview(t, { name: 'Zero', rating: '0', review_text: 'No stars' });
    expect(r.statusCode).toBe(400);
    await settle();
    expect(smtp.messages.length).toBe(before);
  });
});

describe('a new contact message', () => {
  it('is mailed with a link to the lead in the admin area', async () => {
    const challenge = t.json(await t.request({ method: 'GET', url: '/api/captcha/challenge' }));
    const before = smtp.messages.length;
    const r = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Emeka Nwosu',
        email: 'emeka@example.com',
        subject: 'Website for our pharmacy',
        message: 'Please call me about a website.',
        captchaToken: await solveAltchaForTests(challenge),
      },
    });
    expect(r.statusCode).toBe(200);
    await settle();
    const mails = smtp.messages.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['office@example.com']);
    expect(mails[0].text).toContain('http://localhost:3000/admin?section=leads&lead=');
    expect(mails[0].html).toContain('href="http://localhost:3000/admin?section=leads&amp;lead=');
  });
});

describe('without CONTACT_INBOX', () => {
  it('the review notice goes to where enquiries are sent (an administrator\'s address), not to the published company e-mail', async () => {
    const other = await createTestApp({ SMTP_URL: smtp.url });
    try {
      trackBackground(other);
      await other.createUser({ role: 'admin', email: 'owner@coalcity.example' });
      const before = smtp.messages.length;
      expect((await submitReview(other, { name: 'Ngozi', rating: '5', review_text: 'Great CCTV installation.' })).statusCode).toBe(201);
      await settle();
      const mails = smtp.messages.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toEqual(['owner@coalcity.example']);
    } finally {
      await other.close();
    }
  });
});

describe('with the SMTP server refusing connections', () => {
  it('the visitor still gets 201, the review is stored and the failure is kept on it', async () => {
    const down = await startRefusingPort();
    const broken = await createTestApp({ SMTP_URL: down.url });
    try {
      trackBackground(broken);
      const r = await submitReview(broken, { name: 'Uche', rating: '3', review_text: 'Good service at the Ogui Road shop.' });
      expect(r.statusCode).toBe(201);
      expect(broken.json(r)).toEqual({ status: 'success', message: 'Review submitted successfully! In review.', id: expect.any(Number) });
      await settle();
      const row = await broken.app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', broken.json(r).id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: 'Uche', status: 'pending', mailed_at: null, mail_error: expect.any(String) });
    } finally {
      await broken.close();
      await down.close();
    }
  });
});
