import { randomBytes } from 'node:crypto';
import { hashToken } from '../../server/services/customer-links';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { badRequest, conflict, notFound } from '../../server/http/errors';
import { nowIso } from '../../server/db/database';
import { audit } from '../../server/services/audit';
import { quoteMail } from './quote-mails.server';
import * as settings from '../../server/db/repositories/admin-settings';
import { addDays, lagosToday } from '../../common/lagos-days';
import { formatNaira } from '../../common/money';
import { phoneDisplay } from '../../common/phone';
import { products } from '../../content/products';
import { services } from '../../content/services';
import { LEAD_STATUS_WORDS } from '../leads/leads.words';
import type { LeadMove } from '../leads/index.server';
import * as quotes from './quotes.repository';
import { DEFAULT_VAT_BASIS_POINTS, quoteTotals } from './quote-math';
import type { CatalogueEntry, QuoteDraftInput } from './quotes.schemas';
import { DEFAULT_VALID_DAYS } from './quotes.words';

/**
 * Quotes' life cycle on the staff side (docs/decisions/0034-selling.md): a draft built from a lead,
 * its totals computed here in whole kobo, edited on the version staff saw (409 on a stale one),
 * sent with a new link (only its SHA-256 is stored; the link is answered once), its link revoked
 * or the quote withdrawn. The customer's side is ./quote-link.service.ts.
 */

export const QUOTE_CHANGED =
  'Someone else changed this quote while you were looking at it, or it is no longer a draft. It now shows what was saved; make your change again if it is still needed.';

const VAT_KEY = 'vat_basis_points';

/** The VAT rate new quotes start with: the administrators' setting, else 7.5 %. */
export async function vatRate(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const row = await settings.get(ctx.db, VAT_KEY);
  const n = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_VAT_BASIS_POINTS;
}
export const setVatRate = (ctx: Pick<AppContext, 'db'>, basisPoints: number, byEmail: string) => settings.set(ctx.db, VAT_KEY, String(basisPoints), byEmail);

/**
 * What a quote line can be taken from: the services and products of the site's content. A price
 * is filled in when the catalogue carries one; otherwise staff type it.
 */
export const CATALOGUE: CatalogueEntry[] = [
  ...services.map((s) => ({ key: `service:${s.slug}`, name: s.title, unit_kobo: null })),
  ...products.map((p) => ({ key: `product:${p.slug}`, name: p.name, unit_kobo: null })),
];
const CATALOGUE_KEYS = new Set(CATALOGUE.map((c) => c.key));

export const newToken = () => randomBytes(32).toString('base64url');
export const quoteUrl = (ctx: Pick<AppContext, 'config'>, token: string) => `${ctx.config.publicUrl}/quote/${token}`;

export type QuoteRow = quotes.QuoteRow;

/** A quote as the staff API answers it (never its token hash). */
export function wireQuote(q: QuoteRow) {
  return {
    id: q.id,
    lead_id: q.lead_id,
    status: q.status,
    has_link: q.token_hash !== null,
    lines: q.lines.map((l) => ({ position: l.position, item_key: l.item_key, description: l.description, quantity: l.quantity, unit_kobo: l.unit_kobo, line_kobo: l.line_kobo })),
    subtotal_kobo: q.subtotal_kobo,
    discount_kobo: q.discount_kobo,
    vat_basis_points: q.vat_basis_points,
    vat_kobo: q.vat_kobo,
    total_kobo: q.total_kobo,
    valid_until: q.valid_until,
    notes: q.notes,
    created_at: q.created_at,
    updated_at: q.updated_at,
    sent_at: q.sent_at,
    accepted_at: q.accepted_at,
    accepted_name: q.accepted_name,
    version: q.version,
  };
}

/** The stored fields and lines of a draft, its totals computed here; a 400 when they cannot be. */
function fieldsOf(draft: QuoteDraftInput, vatBasisPoints: number) {
  const unknown = draft.lines.find((l) => l.item_key && !CATALOGUE_KEYS.has(l.item_key));
  if (unknown) throw badRequest(`"${unknown.item_key}" is not one of our services or products. Type the line instead.`);
  const computed = quoteTotals(draft.lines, draft.discount_kobo, vatBasisPoints);
  if (!computed.ok) throw badRequest(computed.message);
  const { totals } = computed;
  const today = lagosToday();
  const validUntil = draft.valid_until ?? addDays(today, DEFAULT_VALID_DAYS);
  if (validUntil < today) throw badRequest('The validity date cannot be in the past.');
  const fields: quotes.QuoteFields = {
    subtotal_kobo: totals.subtotal_kobo,
    discount_kobo: totals.discount_kobo,
    vat_basis_points: totals.vat_basis_points,
    vat_kobo: totals.vat_kobo,
    total_kobo: totals.total_kobo,
    valid_until: validUntil,
    notes: draft.notes,
  };
  const lines = draft.lines.map((l, i) => ({
    position: i + 1,
    item_key: l.item_key || null,
    description: l.description,
    quantity: l.quantity,
    unit_kobo: l.unit_kobo,
    line_kobo: totals.lines[i],
  }));
  return { fields, lines };
}

export async function quoteOr404(ctx: AppContext, id: number): Promise<QuoteRow> {
  const q = await quotes.findById(ctx.db, id);
  if (!q) throw notFound('This quote no longer exists.');
  return q;
}

type Who = { id: number; username: string };
const target = (q: { id: number; lead_id: number }, leadName: string) => ({ type: 'quote', id: q.id, label: `Quote ${q.id} for ${leadName} (lead ${q.lead_id})` });
const author = (me: Who) => ({ author_id: me.id, author_name: me.username, created_at: nowIso() });

export async function createDraft(ctx: AppContext, req: FastifyRequest, me: Who, lead: { id: number; name: string }, draft: QuoteDraftInput) {
  const { fields, lines } = fieldsOf(draft, await vatRate(ctx));
  const id = await quotes.insertDraft(ctx.db, lead.id, fields, lines, me.id, nowIso());
  await audit(ctx, req, { action: 'quote.create', target: target({ id, lead_id: lead.id }, lead.name), detail: `Draft of ${formatNaira(fields.total_kobo)}` });
  return (await quotes.findById(ctx.db, id))!;
}

/** A draft rewritten; its VAT rate stays the one it was made with. */
export async function updateDraft(ctx: AppContext, req: FastifyRequest, q: QuoteRow, leadName: string, version: number, draft: QuoteDraftInput) {
  const { fields, lines } = fieldsOf(draft, q.vat_basis_points);
  if (!(await quotes.updateDraft(ctx.db, q.id, version, fields, lines, nowIso()))) throw conflict(QUOTE_CHANGED);
  await audit(ctx, req, { action: 'quote.update', target: target(q, leadName), detail: `Draft of ${formatNaira(fields.total_kobo)}` });
  return (await quotes.findById(ctx.db, q.id))!;
}

/**
 * Sends the quote with a new link (the previous one stops working): the lead moves to "quoted"
 * with a line in its history, the customer's mail is stored in the same transaction and sent
 * after the answer (then retried). The link is answered to staff once, to copy for WhatsApp.
 */
export async function send(ctx: AppContext, req: FastifyRequest, me: Who, q: QuoteRow, lead: { name: string; email: string }, version: number) {
  if (q.valid_until < lagosToday()) throw badRequest('This quote’s validity date has passed. Make a new quote with a later date.');
  const token = newToken();
  const url = quoteUrl(ctx, token);
  const site = await ctx.siteContent.company();
  const total = formatNaira(q.total_kobo);
  const mail = lead.email
    ? { to: lead.email, ...quoteMail({ siteName: site.name, name: lead.name, total, validUntil: q.valid_until, url, phone: site.phones[0] ? phoneDisplay(site.phones[0].tel) : null }) }
    : null;
  const again = q.status === 'sent';
  const words = `${again ? 'Sent again, with a new link' : 'Sent'}: quote ${q.id} of ${total}${mail ? ` to ${mail.to}` : ''}`;
  const line = ({ from, to }: LeadMove) => ({
    author_id: me.id,
    author_name: me.username,
    body: from === to ? words : `${words}. Status: ${LEAD_STATUS_WORDS[from]} → ${LEAD_STATUS_WORDS[to]}`,
  });
  const sent = await quotes.markSent(ctx.db, { ...q, version }, hashToken(token), line, mail, nowIso());
  if (!sent) throw conflict(QUOTE_CHANGED);
  if (sent.noticeId !== null) {
    const id = sent.noticeId;
    ctx.background('quote mail', () => ctx.notices.deliver('admin', id));
  }
  await audit(ctx, req, { action: 'quote.send', target: target(q, lead.name), detail: `${total}${mail ? `, mailed to ${mail.to}` : ''}` });
  return { quote: (await quotes.findById(ctx.db, q.id))!, link: url, mailedTo: mail?.to ?? null };
}

/** Revokes the link (the page then answers 404), or withdraws the quote (its page says so). */
export async function close(ctx: AppContext, req: FastifyRequest, me: Who, q: QuoteRow, leadName: string, version: number, withdraw: boolean) {
  const body = withdraw ? `Withdrew quote ${q.id} of ${formatNaira(q.total_kobo)}` : `Revoked the link of quote ${q.id}`;
  if (!(await quotes.closeLink(ctx.db, { ...q, version }, withdraw, { ...author(me), kind: 'change', body }, nowIso()))) throw conflict(QUOTE_CHANGED);
  await audit(ctx, req, { action: withdraw ? 'quote.withdraw' : 'quote.revoke', target: target(q, leadName), detail: formatNaira(q.total_kobo) });
  return (await quotes.findById(ctx.db, q.id))!;
}
