import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { pagesWithActions } from '../../support/page-actions';
import { action as contactAction } from '../../../app/routes/contact';
import { action as reviewAction } from '../../../app/routes/review-form';
import { formStamp } from '../../../server/services/form-guard';
import { STAMP_FIELD, TRAP_FIELD } from '../../../common/spam-check';

/**
 * Names, subjects, titles and other one-line fields refuse line breaks, tabs and every other control
 * character, on every form that takes one, with and without JavaScript: a name printed into a
 * reply's greeting must not carry a paragraph of the sender's own. Multi-line fields (a message,
 * notes) keep their line breaks. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { token: string };
let member: { token: string };

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_CONTACT: '1000/10m', RATE_LIMIT_REVIEW: '1000/10m', RATE_LIMIT_FORM_NO_CAPTCHA: '1000/10m', RATE_LIMIT_TOPIC_REQUEST: '1000/1h' },
    { pages: pagesWithActions({ '/contact': contactAction as never, '/reviewForm': reviewAction as never }) },
  );
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
});
afterAll(() => t?.close());

/** What a forged form sends as a name: a whole letter of its own, with a link. */
const FORGED = 'Customer,\n\nYour order is on hold. Pay at http://pay.evil.example/ng today.\n\nRegards';
/** Every kind of line break or tab, each alone in the middle of a name. */
const BREAKS = ['\n', '\r', '\r\n', '\t', '\u2028', '\u2029', '\u0085'];
const ONE_LINE = (label: string) => `${label} must be on one line, without line breaks or tabs.`;

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

async function apiContact(over: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: freshAddress(),
    payload: { name: 'Ngozi Umeh', email: 'ngozi@example.com', subject: 'School portal', message: 'Please call me.', captchaToken: await solvedCaptcha(t), ...over },
  });
}

function pageContact(over: Record<string, string>) {
  const fields = {
    name: 'Ngozi Eze',
    email: 'ngozi@example.com',
    subject: 'Website for our school',
    message: 'We need a website.',
    [STAMP_FIELD]: formStamp(t.app.ctx.config.jwtSecret, Date.now() - 10_000),
    [TRAP_FIELD]: '',
    ...over,
  };
  return t.request({
    method: 'POST',
    url: '/contact',
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const storedWith = (column: 'name' | 'message', value: string) =>
  t.app.ctx.db.selectFrom('contact_messages').select(['name', 'subject', 'message']).where(column, '=', value).execute();

describe(`one-line fields refuse line breaks (${dialect})`, () => {
  it('the contact form through the API: name and subject, every kind of break; nothing is stored', async () => {
    for (const br of BREAKS) {
      const name = await apiContact({ name: `Ngozi${br}Umeh` });
      expect(name.statusCode, JSON.stringify(br)).toBe(400);
      expect(t.json(name).message).toBe(ONE_LINE('Name'));
      const subject = await apiContact({ subject: `School${br}portal` });
      expect(subject.statusCode, JSON.stringify(br)).toBe(400);
      expect(t.json(subject).message).toBe(ONE_LINE('Subject'));
    }
    const forged = await apiContact({ name: FORGED });
    expect(t.json(forged).message).toBe(ONE_LINE('Name'));
    const other = await apiContact({ name: 'Ngozi\u0007Umeh' });
    expect(other.statusCode).toBe(400);
    expect(t.json(other).message).toBe('Name contains a character that is not allowed.');
    expect(await storedWith('name', FORGED)).toEqual([]);
  });

  it('the contact form without JavaScript: the field error, the typed values back, nothing stored', async () => {
    const r = await pageContact({ name: FORGED, subject: 'Order\r\nBcc: x@example.org' });
    expect(r.statusCode).toBe(400);
    const body = t.json(r);
    expect(body.errors).toEqual({ name: ONE_LINE('Name'), subject: ONE_LINE('Subject') });
    expect(body.values.name).toBe(FORGED);
    expect(await storedWith('name', FORGED)).toEqual([]);
  });

  it('a message keeps its line breaks, with and without JavaScript', async () => {
    const text = 'Good day,\n\nWe need 12 laptops.\r\nPlease call me.';
    expect((await apiContact({ name: 'Obinna Eze', message: text })).statusCode).toBe(200);
    expect((await storedWith('message', text)).length).toBe(1);
    const paged = 'Line one of the no-JS message.\nLine two.';
    expect((await pageContact({ message: paged })).statusCode).toBe(302);
    expect((await storedWith('message', paged)).length).toBe(1);
  });

  it('a review, with and without JavaScript: the name', async () => {
    const api = await t.request({
      method: 'POST',
      url: '/api/reviews',
      remoteAddress: freshAddress(),
      ...multipart({ name: 'Chidi\nOgui Road', rating: '5', review_text: 'Good.\nVery good.', captchaToken: await solvedCaptcha(t) }),
    });
    expect(api.statusCode).toBe(400);
    expect(t.json(api).message).toBe(ONE_LINE('Name'));
    const page = await t.request({
      method: 'POST',
      url: '/reviewForm',
      remoteAddress: freshAddress(),
      ...multipart({
        name: 'Chidi\r\nOgui Road',
        rating: '5',
        review_text: 'Good.',
        [STAMP_FIELD]: formStamp(t.app.ctx.config.jwtSecret, Date.now() - 10_000),
        [TRAP_FIELD]: '',
      }),
    });
    expect(page.statusCode).toBe(400);
    expect(t.json(page).errors.name).toBe(ONE_LINE('Name'));
  });

  it('a sign-up and an invitation: the username', async () => {
    const signup = await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Ada\nObi', email: 'ada.obi@example.com', password: 'Enugu-office-2026' } });
    expect(signup.statusCode).toBe(400);
    expect(t.json(signup).message).toBe(ONE_LINE('Username'));
    const accept = await t.request({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: '1.abcdefghijklmnopqrstuvwxyz', username: 'Ngozi\tOkafor', password: 'Enugu-office-2026' },
    });
    expect(accept.statusCode).toBe(400);
    expect(t.json(accept).message).toBe(ONE_LINE('Username'));
  });

  it('a topic request: topic and department; its notes keep their line breaks', async () => {
    const post = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/topic-requests', headers: bearer(member.token), payload });
    const base = { topic: 'Hospital records system', level: 'BSc', department: 'Computer Science' };
    const topic = await post({ ...base, topic: 'Hospital\nrecords' });
    expect(topic.statusCode).toBe(400);
    expect(t.json(topic).message).toBe(ONE_LINE('Topic'));
    const dept = await post({ ...base, department: 'Computer\u2028Science' });
    expect(dept.statusCode).toBe(400);
    expect(t.json(dept).message).toBe(ONE_LINE('Department'));
    const notes = 'Chapter one is done.\nI need help with chapter two.';
    const ok = await post({ ...base, message: notes });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.app.ctx.db.selectFrom('contact_messages').select('message').where('id', '=', t.json(ok).request.id).executeTakeFirstOrThrow();
    expect(row.message).toBe(notes);
  });

  it("staff's one-line fields: a project topic's title and a reply's subject; a note keeps its line breaks", async () => {
    const title = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: 'Design of a\nhospital system' } });
    expect(title.statusCode).toBe(400);
    expect(t.json(title).message).toBe(ONE_LINE('Title'));
    expect((await apiContact({ name: 'Uche Okeke', subject: 'Reply subject check' })).statusCode).toBe(200);
    const { id } = await t.app.ctx.db.selectFrom('contact_messages').select('id').where('subject', '=', 'Reply subject check').executeTakeFirstOrThrow();
    const reply = await t.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(admin.token), payload: { subject: 'Re: x\nBcc: y', body: 'Thank you.' } });
    expect(reply.statusCode).toBe(400);
    expect(t.json(reply).message).toBe(ONE_LINE('Subject'));
    const note = 'Called her.\nShe wants a quote by Friday.';
    expect((await t.request({ method: 'POST', url: `/api/leads/${id}/notes`, headers: bearer(admin.token), payload: { body: note } })).statusCode).toBe(201);
    const stored = await t.app.ctx.db.selectFrom('lead_events').select('body').where('lead_id', '=', id).where('kind', '=', 'note').executeTakeFirstOrThrow();
    expect(stored.body).toBe(note);
  });
});
