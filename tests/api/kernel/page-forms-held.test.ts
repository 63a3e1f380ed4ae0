import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { pagesWithActions } from '../../support/page-actions';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { action as contactAction } from '../../../app/routes/contact';
import { action as reviewAction } from '../../../app/routes/review-form';
import { formStamp, STAMP_USED } from '../../../server/services/form-guard';
import { STAMP_FIELD, TRAP_FIELD } from '../../../common/spam-check';

/**
 * A form posted without JavaScript must cost a sender more than one checked by the captcha, never
 * less, and never be lost for a real person: every address has a small shared allowance of such
 * posts (RATE_LIMIT_FORM_NO_CAPTCHA, contact and review together), what passes is stored but held
 * for review without a notice mail, and one cached page's stamp serves every browser behind a
 * carrier's shared address once each. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let smtp: TestSmtpServer;
let secret: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com', RATE_LIMIT_CONTACT: '100/10m', RATE_LIMIT_REVIEW: '100/10m' },
    { pages: pagesWithActions({ '/contact': contactAction as never, '/reviewForm': reviewAction as never }) },
  );
  secret = t.app.ctx.config.jwtSecret;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; TECNO CK7n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const OPERA_MINI = 'Opera/9.80 (Android; Opera Mini/66.0.2254/191.303; U; en) Presto/2.12.423 Version/12.16';

function post(path: '/contact' | '/reviewForm', fields: Record<string, string>, ip: string, ua = ANDROID) {
  return t.request({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
    payload: new URLSearchParams(fields).toString(),
  });
}
const contact = (message: string, stamp = formStamp(secret, Date.now() - 10_000)) => ({
  name: 'Chidi Okafor',
  email: 'chidi@example.com',
  subject: 'Hospital software',
  message,
  [STAMP_FIELD]: stamp,
  [TRAP_FIELD]: '',
});
const stored = (prefix: string) =>
  t.app.ctx.db.selectFrom('contact_messages').select(['id', 'message', 'spam_check', 'mail_next_at', 'mailed_at']).where('message', 'like', `${prefix}%`).execute();

describe('forms sent without JavaScript', () => {
  it('25 parallel posts from one address, each with a fresh page stamp: 4 are stored, 21 get 429; a review then shares the spent allowance', async () => {
    const ip = '198.51.100.140';
    const rs = await Promise.all(Array.from({ length: 25 }, (_, i) => post('/contact', contact(`burst ${i}`), ip)));
    expect(rs.filter((r) => r.statusCode === 302)).toHaveLength(4);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(21);
    expect(await stored('burst ')).toHaveLength(4);
    const review = await post('/reviewForm', { name: 'Ada', rating: '5', review_text: 'Good support.', [STAMP_FIELD]: formStamp(secret, Date.now() - 10_000), [TRAP_FIELD]: '' }, ip);
    expect(review.statusCode).toBe(429);
    // With the captcha, the same address still has its own allowance for the same form.
    const captchaToken = await solvedCaptcha(t);
    const api = await t.request({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: { name: 'Chidi', email: 'chidi@example.com', message: 'burst via the API', captchaToken } });
    expect(api.statusCode).toBe(200);
  });

  it('are stored and held for review: no notice mail, while a captcha-checked message is mailed', async () => {
    expect((await post('/contact', contact('held: please call 0803 555 0199'), '198.51.100.141')).statusCode).toBe(302);
    const captchaToken = await solvedCaptcha(t);
    const api = await t.request({ method: 'POST', url: '/api/contact', remoteAddress: '198.51.100.142', payload: { name: 'Uche', email: 'uche@example.com', subject: 'Checked', message: 'checked: mailed at once', captchaToken } });
    expect(api.statusCode).toBe(200);
    await smtp.waitFor((m) => m.text.includes('checked: mailed at once'));
    const [held] = await stored('held: ');
    expect(held).toMatchObject({ spam_check: 'form', mail_next_at: null, mailed_at: null });
    // The notices' retry pass finds nothing due for it either.
    await t.app.ctx.notices.deliverDue(new Date(Date.now() + 86_400_000));
    expect(smtp.messages.some((m) => m.text.includes('held: please call'))).toBe(false);
    expect((await stored('held: '))[0]).toMatchObject({ mail_next_at: null, mailed_at: null });
  });

  it("one cached page's stamp is good once for each browser behind a shared address", async () => {
    const stamp = formStamp(secret, Date.now() - 10_000);
    const ip = '198.51.100.143';
    expect((await post('/contact', contact('shared A', stamp), ip, ANDROID)).statusCode).toBe(302);
    expect((await post('/contact', contact('shared B', stamp), ip, OPERA_MINI)).statusCode).toBe(302);
    const again = await post('/contact', contact('shared A again', stamp), ip, ANDROID);
    expect(again.statusCode).toBe(400);
    expect(t.json(again).message).toBe(STAMP_USED);
  });
});
