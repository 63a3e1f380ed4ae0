import type { AppContext } from '../../server/context';
import { nowIso } from '../../server/db/database';
import { auditFrom } from '../../server/services/audit';
import { enquiryInbox } from '../staff/index.server';
import { invoiceOfQuote, issueInvoiceForQuote } from '../invoices/index.server';
import { quoteNoticeMail } from './quote-mails.server';
import { lagosToday } from '../../common/lagos-days';
import { formatNaira } from '../../common/money';
import { phoneDisplay } from '../../common/phone';
import { LEAD_STATUS_WORDS } from '../leads/leads.words';
import type { LeadMove } from '../leads/index.server';
import * as quotes from './quotes.repository';
import { linkKey } from '../../server/services/customer-links';
import { QUESTIONS_PER_HOUR, QUOTE_WORDS } from './quotes.words';

/**
 * The customer's side of a quote (docs/decisions/0034-selling.md): its page found by the SHA-256 of
 * the link's token, its acceptance and the questions asked on it. Used alike by the quote page's
 * own form actions (which work without JavaScript) and by the public API calls.
 */

export type QuoteState = 'open' | 'accepted' | 'withdrawn' | 'expired';

export type LinkOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 410 | 429; message: string; retryAfterSeconds?: number };

type Found = NonNullable<Awaited<ReturnType<typeof quotes.findByLink>>>;

function stateOf(q: Pick<Found, 'status' | 'valid_until'>, today = lagosToday()): QuoteState {
  if (q.status === 'accepted') return 'accepted';
  if (q.status === 'withdrawn') return 'withdrawn';
  return q.valid_until < today ? 'expired' : 'open';
}

/** The quote at a link: the e-mailed one, or a member's own from My account. */
async function find(ctx: AppContext, token: string) {
  const key = keyOf(ctx, token);
  return key ? quotes.findByLink(ctx.db, key) : undefined;
}

const keyOf = (ctx: AppContext, token: string) => linkKey(ctx.config.jwtSecret, 'quote', token);

/**
 * What the quote page shows: the company's name and contact, the customer's name as they gave it
 * (nothing more of them), the lines, totals, validity and notes; null for an unknown or revoked link.
 */
export async function quotePage(ctx: AppContext, token: string) {
  const q = await find(ctx, token);
  if (!q) return null;
  const site = await ctx.siteContent.company();
  const office = site.offices[0];
  const state = stateOf(q);
  return {
    state,
    /** Once accepted: its invoice, when issued (number, paid or not, a link while the mailed one works). */
    invoice: state === 'accepted' ? await invoiceOfQuote(ctx, q.id) : null,
    company: {
      name: site.name,
      phone: site.phones[0] ? phoneDisplay(site.phones[0].tel) : null,
      tel: site.phones[0]?.tel ?? null,
      email: site.email,
      address: office ? `${office.streetAddress}, ${office.city}` : null,
    },
    customer: q.lead_name,
    quote: {
      number: q.id,
      lines: q.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_kobo: l.unit_kobo, line_kobo: l.line_kobo })),
      subtotal_kobo: q.subtotal_kobo,
      discount_kobo: q.discount_kobo,
      vat_basis_points: q.vat_basis_points,
      vat_kobo: q.vat_kobo,
      total_kobo: q.total_kobo,
      valid_until: q.valid_until,
      notes: q.notes,
      sent_at: q.sent_at,
      accepted_at: q.accepted_at,
      accepted_name: q.accepted_name,
    },
  };
}
export type QuotePage = NonNullable<Awaited<ReturnType<typeof quotePage>>>;

const refusalOf = (q: Found): LinkOutcome => {
  const state = stateOf(q);
  if (state === 'accepted') return { ok: false, status: 409, message: QUOTE_WORDS.alreadyAccepted };
  if (state === 'withdrawn') return { ok: false, status: 410, message: QUOTE_WORDS.withdrawn };
  return { ok: false, status: 410, message: QUOTE_WORDS.expired(q.valid_until) };
};

/** A notice to the office (where enquiries are sent), or null when no address is known yet. */
async function officeNotice(ctx: AppContext, q: Found, what: 'accepted' | 'question', words: string) {
  const [site, inbox] = await Promise.all([ctx.siteContent.company(), enquiryInbox(ctx.db, ctx.config)]);
  if (!inbox.address) return null;
  const adminUrl = `${ctx.config.publicUrl}/admin?section=leads&lead=${q.lead_id}`;
  return { to: inbox.address, ...quoteNoticeMail({ siteName: site.name, what, quoteNumber: q.id, leadName: q.lead_name, words, total: formatNaira(q.total_kobo), adminUrl }) };
}

/**
 * The customer accepts: in one transaction, the one conditional update that only a sent, valid,
 * not yet accepted quote passes (so of parallel accepts exactly one counts), the lead moved to
 * "accepted" with a line in its history, and the office's notice stored. Then the accepted quote
 * becomes its invoice (modules/invoices: numbered, mailed to the customer). That is a transaction of
 * its own, after the acceptance is stored: should it fail, the acceptance stands and staff issue the
 * invoice from the lead's panel (a quote is invoiced once, however often it is asked).
 */
export async function acceptQuote(ctx: AppContext, token: string, name: string, ip: string | null): Promise<LinkOutcome> {
  const key = keyOf(ctx, token);
  const q = key && (await quotes.findByLink(ctx.db, key));
  if (!key || !q) return { ok: false, status: 404, message: QUOTE_WORDS.notFound };
  if (stateOf(q) !== 'open') return refusalOf(q);
  const notice = await officeNotice(ctx, q, 'accepted', name);
  const now = nowIso();
  const noticeId = await ctx.db.transaction().execute(async (trx) => {
    if (!(await quotes.accept(trx, key, name, lagosToday(), now))) return false;
    const line = ({ from, to }: LeadMove) => {
      const status = from === to ? '' : `. Status: ${LEAD_STATUS_WORDS[from]} → ${LEAD_STATUS_WORDS[to]}`;
      return { author_id: null, author_name: name, body: `Accepted on its page: quote ${q.id} of ${formatNaira(q.total_kobo)}, by "${name}"${status}` };
    };
    return quotes.leadAccepted(trx, q.lead_id, line, notice, now);
  });
  if (noticeId === false) {
    const now2 = await find(ctx, token);
    return now2 ? refusalOf(now2) : { ok: false, status: 404, message: QUOTE_WORDS.notFound };
  }
  if (noticeId !== null) ctx.background('quote accepted notice', () => ctx.notices.deliver('admin', noticeId));
  await auditFrom(ctx, ip, { action: 'quote.accept', target: { type: 'quote', id: q.id, label: `Quote ${q.id} for ${q.lead_name} (lead ${q.lead_id})` }, detail: `${formatNaira(q.total_kobo)}, accepted by "${name}"` });
  try {
    await issueInvoiceForQuote(ctx, q.id, null, ip);
  } catch (err) {
    ctx.log.error({ err, quote: q.id }, 'the accepted quote could not be invoiced; staff can issue it from the lead');
  }
  return { ok: true, message: QUOTE_WORDS.accepted };
}

/** A question from the quote's page: a customer's message in the lead's history, and the office told; a few an hour per quote. */
export async function askAboutQuote(ctx: AppContext, token: string, question: string): Promise<LinkOutcome> {
  const q = await find(ctx, token);
  if (!q) return { ok: false, status: 404, message: QUOTE_WORDS.notFound };
  const quota = await ctx.limiter.hit(`quote-question:${q.id}`, QUESTIONS_PER_HOUR, 3_600_000);
  if (!quota.ok) return { ok: false, status: 429, message: QUOTE_WORDS.tooManyQuestions, retryAfterSeconds: quota.retryAfterSeconds };
  const notice = await officeNotice(ctx, q, 'question', question);
  const now = nowIso();
  const body = `About quote ${q.id}: ${question}`;
  const noticeId = await quotes.addQuestion(ctx.db, q.lead_id, { author_id: null, author_name: q.lead_name, kind: 'question', body, created_at: now }, notice, now);
  if (noticeId !== null) ctx.background('quote question notice', () => ctx.notices.deliver('admin', noticeId));
  return { ok: true, message: QUOTE_WORDS.questionSent };
}
