import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { MAX_KOBO } from '../../../common/money';
import { addDays, lagosToday } from '../../../common/lagos-days';
import { QUOTE_WORDS } from '../../../modules/quotes/quotes.words';
import { TOO_LARGE, DISCOUNT_TOO_LARGE } from '../../../modules/quotes/quote-math';
import { QUOTE_CHANGED } from '../../../modules/quotes/quotes.service';

/**
 * Quotes (docs/decisions/0034-selling.md), on SQLite and PostgreSQL: staff build a draft whose
 * totals the server computes in whole kobo, edit it on the version they saw, send it (mail stored
 * and sent, lead → quoted, the link's token stored only as its SHA-256), revoke or withdraw it; the
 * customer accepts once however many times they press, or asks a few questions an hour.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; token: string };
const OFFICE = 'office@coalcity-ict.example';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_INBOX: OFFICE });
  staff = await t.createUser({ role: 'staff', username: 'Chidinma Staff' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function lead(email = `buyer-${Math.random().toString(36).slice(2)}@example.net`): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.ctx.db
    .insertInto('contact_messages')
    .values({
      kind: 'contact', name: 'Ifeoma Nnaji', email, subject: 'Computers for a school lab', message: 'Please quote 10 desktops with set-up.',
      phone: null, reply_via: 'email', created_at: now, updated_at: now, read_at: now, mailed_at: now, mail_error: null, mail_next_at: null,
      source: null, medium: null, campaign: null, landing_page: null, user_id: null, spam_check: 'captcha', status: 'contacted',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const DRAFT = {
  lines: [
    { item_key: 'product:school', description: 'School management software, one campus', quantity: 1, unit_kobo: 25_000_000 },
    { description: 'Staff training, per day', quantity: 3, unit_kobo: 4_500_050 },
  ],
  discount_kobo: 1_000_000,
  notes: 'Installation at your premises in Enugu within 5 working days of payment.',
};

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = staff.token) =>
  t.request({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function draft(leadId: number, body: object = DRAFT) {
  const r = await api('POST', `/api/leads/${leadId}/quotes`, body);
  expect(r.statusCode).toBe(201);
  return t.json(r).quote;
}
async function sent(leadId: number) {
  const q = await draft(leadId);
  const r = await api('POST', `/api/quotes/${q.id}/send`, { version: q.version });
  expect(r.statusCode).toBe(200);
  const body = t.json(r);
  return { quote: body.quote, link: body.link as string, token: (body.link as string).split('/quote/')[1] };
}
const accept = (token: string, name = 'Ifeoma Nnaji') => api('POST', `/api/quote-links/${token}/accept`, { name, agree: true }, null);
const historyOf = (id: number) => t.app.ctx.db.selectFrom('lead_events').selectAll().where('lead_id', '=', id).orderBy('id').execute();
const leadRow = (id: number) => t.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`quotes (${dialect})`, () => {
  it('computes the totals on the server in whole kobo, with 7.5 % VAT and a validity of 14 Lagos days', async () => {
    const q = await draft(await lead());
    expect(q).toMatchObject({
      status: 'draft',
      has_link: false,
      subtotal_kobo: 25_000_000 + 13_500_150,
      discount_kobo: 1_000_000,
      vat_basis_points: 750,
      // 7.5 % of 37,500,150 kobo is 2,812,511.25 → 2,812,511.
      vat_kobo: 2_812_511,
      total_kobo: 37_500_150 + 2_812_511,
      valid_until: addDays(lagosToday(), 14),
    });
    expect(q.lines.map((l: { line_kobo: number }) => l.line_kobo)).toEqual([25_000_000, 13_500_150]);
  });

  it('refuses amounts that are not whole kobo, negative, beyond ₦1 billion, or a discount above the subtotal, with a 400', async () => {
    const id = await lead();
    const line = DRAFT.lines[1];
    const cases: [object, string | null][] = [
      [{ lines: [{ ...line, unit_kobo: 10.5 }] }, null],
      [{ lines: [{ ...line, unit_kobo: -1 }] }, null],
      [{ lines: [{ ...line, unit_kobo: MAX_KOBO + 1 }] }, null],
      [{ lines: [{ ...line, unit_kobo: '100' }] }, null],
      [{ lines: [{ ...line, quantity: 2, unit_kobo: MAX_KOBO }] }, TOO_LARGE],
      [{ lines: [{ ...line, quantity: 1, unit_kobo: MAX_KOBO }] }, TOO_LARGE], // VAT takes it over
      [{ lines: [{ ...line, quantity: 1, unit_kobo: 1000 }], discount_kobo: 1001 }, DISCOUNT_TOO_LARGE],
      [{ lines: [] }, null],
      [{ lines: [{ ...line, item_key: 'product:rocket' }] }, null],
      [{ lines: [line], valid_until: '2020-01-01' }, null],
    ];
    for (const [body, message] of cases) {
      const r = await api('POST', `/api/leads/${id}/quotes`, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(t.json(r).message).toBe(message);
    }
    expect(await t.app.ctx.db.selectFrom('quotes').select('id').where('lead_id', '=', id).execute()).toHaveLength(0);
  });

  it('edits a draft on the version seen: a stale version is a 409 and changes nothing', async () => {
    const q = await draft(await lead());
    const edited = await api('PUT', `/api/quotes/${q.id}`, { ...DRAFT, discount_kobo: 0, version: q.version });
    expect(edited.statusCode).toBe(200);
    expect(t.json(edited).quote).toMatchObject({ discount_kobo: 0, version: q.version + 1, total_kobo: 38_500_150 + 2_887_511 });
    const stale = await api('PUT', `/api/quotes/${q.id}`, { ...DRAFT, discount_kobo: 5, version: q.version });
    expect(stale.statusCode).toBe(409);
    expect(t.json(stale).message).toBe(QUOTE_CHANGED);
    const now = await api('GET', `/api/leads/${q.lead_id}/quotes`);
    expect(t.json(now).quotes[0].discount_kobo).toBe(0);
  });

  it('sends: mails the link, stores only its SHA-256, moves the lead to quoted with a history line, and logs who', async () => {
    const id = await lead('ngozi.eze@example.net');
    const { quote, token, link } = await sent(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.app.ctx.db.selectFrom('quotes').selectAll().where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(quote).toMatchObject({ status: 'sent', has_link: true });
    expect((await leadRow(id)).status).toBe('quoted');
    expect((await historyOf(id)).at(-1)!.body).toBe(`Sent: quote ${quote.id} of ₦403,126.61 to ngozi.eze@example.net. Status: Contacted → Quoted`);
    await t.settle();
    const mail = smtp.messages.find((m) => m.to.includes('ngozi.eze@example.net'))!;
    expect(mail.subject).toMatch(/^Your quote from .+: ₦403,126\.61$/);
    expect(mail.text).toContain(link);
    // The office's copy of the link is nowhere: the listing never carries it.
    expect(JSON.stringify(t.json(await api('GET', `/api/leads/${id}/quotes`)))).not.toContain(token);
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'quote.send').execute();
    expect(log.some((e) => e.actor_id === staff.id && e.target_id === quote.id)).toBe(true);
  });

  it('25 parallel accepts leave one acceptance: one 200, the rest 409; the lead is accepted once, the office told once', async () => {
    const id = await lead();
    const { quote, token } = await sent(id);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => accept(token, `Ifeoma Nnaji ${i}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(24);
    expect(t.json(answers.find((r) => r.statusCode === 409)!).message).toBe(QUOTE_WORDS.alreadyAccepted);
    const row = await t.app.ctx.db.selectFrom('quotes').selectAll().where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
    expect(t.json(answers.find((r) => r.statusCode === 200)!).message).toBe(QUOTE_WORDS.accepted);
    expect((await leadRow(id)).status).toBe('accepted');
    const accepted = (await historyOf(id)).filter((e) => e.body.startsWith('Accepted on its page'));
    expect(accepted).toHaveLength(1);
    expect(accepted[0].body).toBe(`Accepted on its page: quote ${quote.id} of ₦403,126.61, by "${row.accepted_name}". Status: Quoted → Accepted`);
    await t.settle();
    expect(smtp.messages.filter((m) => m.to.includes(OFFICE) && m.subject.startsWith(`Quote ${quote.id} accepted`))).toHaveLength(1);
    expect(await t.app.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'quote.accept').where('target_id', '=', quote.id).execute()).toHaveLength(1);
  });

  it('refuses an accept without the name or the tick, after the validity date, once withdrawn, and with an unknown or revoked link', async () => {
    const { quote, token } = await sent(await lead());
    expect((await api('POST', `/api/quote-links/${token}/accept`, { name: '  ', agree: true }, null)).statusCode).toBe(400);
    expect((await api('POST', `/api/quote-links/${token}/accept`, { name: 'Ifeoma', agree: false }, null)).statusCode).toBe(400);
    const yesterday = addDays(lagosToday(), -1);
    await t.app.ctx.db.updateTable('quotes').set({ valid_until: yesterday }).where('id', '=', quote.id).execute();
    const expired = await accept(token);
    expect([expired.statusCode, t.json(expired).message]).toEqual([410, QUOTE_WORDS.expired(yesterday)]);

    const other = await sent(await lead());
    const w = await api('POST', `/api/quotes/${other.quote.id}/withdraw`, { version: other.quote.version });
    expect(w.statusCode).toBe(200);
    const withdrawn = await accept(other.token);
    expect([withdrawn.statusCode, t.json(withdrawn).message]).toEqual([410, QUOTE_WORDS.withdrawn]);

    const third = await sent(await lead());
    expect((await api('POST', `/api/quotes/${third.quote.id}/revoke`, { version: third.quote.version })).statusCode).toBe(200);
    expect((await accept(third.token)).statusCode).toBe(404);
    // Sending again gives a new link and retires the old one.
    const fourth = await sent(await lead());
    const again = await api('POST', `/api/quotes/${fourth.quote.id}/send`, { version: fourth.quote.version });
    const newToken = (t.json(again).link as string).split('/quote/')[1];
    expect(newToken).not.toBe(fourth.token);
    expect((await accept(fourth.token)).statusCode).toBe(404);
    expect((await accept(newToken)).statusCode).toBe(200);
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);
    expect((await accept('not-a-token')).statusCode).toBe(404);
  });

  it('a question lands in the lead’s history and reaches the office; 25 parallel questions: 5 an hour pass, the rest 429', async () => {
    const id = await lead();
    const { token } = await sent(id);
    const ask = (i: number) => api('POST', `/api/quote-links/${token}/questions`, { question: `Can you deliver to Nsukka? (${i})` }, null);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => ask(i)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(t.json(refused[0]).message).toBe(QUOTE_WORDS.tooManyQuestions);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    const questions = (await historyOf(id)).filter((e) => e.kind === 'question');
    expect(questions).toHaveLength(5);
    expect(questions[0]).toMatchObject({ author_id: null, author_name: 'Ifeoma Nnaji' });
    expect((await leadRow(id)).read_at).toBeNull();
    await t.settle();
    expect(smtp.messages.filter((m) => m.to.includes(OFFICE) && m.subject.startsWith('Question from Ifeoma Nnaji'))).toHaveLength(5);
    expect((await api('POST', `/api/quote-links/${token}/questions`, { question: '' }, null)).statusCode).toBe(400);
  });

  it('only staff build quotes, and only administrators set the VAT rate new quotes start with', async () => {
    const id = await lead();
    const member = await t.createUser({ role: 'user' });
    expect((await api('POST', `/api/leads/${id}/quotes`, DRAFT, member.token)).statusCode).toBe(403);
    expect((await api('POST', `/api/leads/${id}/quotes`, DRAFT, null)).statusCode).toBe(401);
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 800 })).statusCode).toBe(403);
    const admin = await t.createUser({ role: 'admin' });
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 5001 }, admin.token)).statusCode).toBe(400);
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 800 }, admin.token)).statusCode).toBe(200);
    expect((await draft(id)).vat_basis_points).toBe(800);
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 750 }, admin.token)).statusCode).toBe(200);
  });
});
