import type { Kysely } from 'kysely';
import type { AppContext } from '../../server/context';
import type { DB } from '../../server/db/schema';
import { auditFrom } from '../../server/services/audit';
import { addDays, lagosToday } from '../../common/lagos-days';
import { formatNaira } from '../../common/money';
import { conflict, notFound } from '../../server/http/errors';
import * as invoices from './invoices.repository';
import type { InvoiceRow } from './invoices.repository';
import type { Invoice } from './invoices.schemas';
import { sendSoon } from './invoice-mail.service';
import { memberLinkToken } from '../../server/services/customer-links';

/**
 * An invoice's life (docs/decisions/0034-selling.md): issued once from an accepted quote, mailed to
 * the customer as a link, paid (modules/payments) or voided while nothing is paid on it.
 */

/** Who did it, for the security log (null: the server, or a customer). */
export type Actor = { id: number; email: string } | null;

export const ISSUE_REFUSED = {
  'no-quote': 'This quote no longer exists.',
  'not-accepted': 'Only an accepted quote can be invoiced.',
  'no-lead': 'The lead of this quote no longer exists, so there is no customer to invoice.',
} as const;

export type IssueResult = { ok: true; invoice: InvoiceRow } | { ok: false; status: 404 | 409; message: string; invoice?: InvoiceRow };

/**
 * Makes the accepted quote `quoteId` an invoice (once per quote), numbered in today's Lagos year and
 * due after the payment terms (INVOICE_PAYMENT_DAYS), logs it in the security log and mails the
 * customer its link after the answer. A second call for the same quote issues nothing.
 */
export async function issueInvoiceForQuote(ctx: AppContext, quoteId: number, by: Actor, ip: string | null = null): Promise<IssueResult> {
  const now = new Date();
  const today = lagosToday(now);
  const outcome = await invoices.issue(ctx.db, {
    quoteId,
    by: by?.id ?? null,
    year: Number(today.slice(0, 4)),
    dueOn: addDays(today, ctx.config.invoicePaymentDays),
    issuedAt: now.toISOString(),
  });
  if (!outcome.ok) {
    if (outcome.reason === 'issued') return { ok: false, status: 409, message: `This quote is already invoiced as ${outcome.invoice.number}.`, invoice: outcome.invoice };
    return { ok: false, status: outcome.reason === 'not-accepted' ? 409 : 404, message: ISSUE_REFUSED[outcome.reason] };
  }
  const { invoice, mailId } = outcome;
  await auditFrom(ctx, ip, {
    action: 'invoice.issue',
    actor: by,
    target: auditTarget(invoice),
    detail: `${formatNaira(invoice.total_kobo)}, due ${invoice.due_on}`,
  });
  sendSoon(ctx, mailId);
  return { ok: true, invoice };
}

/** An accepted quote's invoice as its customer sees it from the quote's page. */
export type QuoteInvoice = { number: string; status: 'open' | 'paid'; token: string | null };

/**
 * The invoice of the accepted quote `quoteId` for the quote's page: its number, whether it is paid,
 * and, while its e-mailed link works, a link of the customer's own to it (the kind My account gives:
 * server/services/customer-links.ts), since whoever holds the quote's link is its customer. None
 * before it is issued, and none once voided.
 */
export async function invoiceOfQuote(ctx: AppContext, quoteId: number): Promise<QuoteInvoice | null> {
  const row = await invoices.ofQuote(ctx.db, quoteId);
  if (!row || row.status === 'void') return null;
  const token = row.token_hash === null ? null : memberLinkToken(ctx.config.jwtSecret, 'invoice', row.id);
  return { number: row.number, status: row.status, token };
}

export const auditTarget = (i: Pick<InvoiceRow, 'id' | 'number' | 'customer_name'>) => ({ type: 'invoice', id: i.id, label: `${i.number} (${i.customer_name})` });

export async function invoiceOr404(db: Kysely<DB>, id: number): Promise<InvoiceRow> {
  const row = await invoices.findById(db, id);
  if (!row) throw notFound('This invoice does not exist.');
  return row;
}

export const CHANGED_MEANWHILE = 'This invoice was changed meanwhile (a payment, or a colleague). Here it is as it is now.';
export const notVoidable = (row: InvoiceRow) =>
  conflict(
    row.status === 'void'
      ? `${row.number} is already void.`
      : row.status === 'paid' || row.paid_kobo > 0
        ? `${row.number} has payments recorded, so it cannot be voided.`
        : CHANGED_MEANWHILE,
  );

/** Invoices with their payments and the last mail of their link, as the staff panel shows them. */
export async function wireAll(db: Kysely<DB>, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const { payments, mails, proofs } = await invoices.paymentsAndLinkMails(db, ids);
  return rows.map((r) => {
    const mail = mails.find((m) => m.invoice_id === r.id);
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      quote_id: r.quote_id,
      lead_id: r.lead_id,
      customer_name: r.customer_name,
      customer_email: r.customer_email,
      total_kobo: r.total_kobo,
      paid_kobo: r.paid_kobo,
      due_kobo: r.status === 'open' ? r.total_kobo - r.paid_kobo : 0,
      due_on: r.due_on,
      issued_at: r.issued_at,
      paid_at: r.paid_at,
      link_active: r.token_hash !== null,
      link_mail: mail ? { mailed_at: mail.mailed_at, mail_error: mail.mail_error, mail_next_at: mail.mail_next_at } : null,
      version: r.version,
      payments: payments
        .filter((p) => p.invoice_id === r.id)
        .map((p) => ({ id: p.id, method: p.method, reference: p.reference, amount_kobo: p.amount_kobo, paid_on: p.paid_on, created_at: p.created_at })),
      proofs: proofs.filter((p) => p.invoice_id === r.id).map((p) => ({ id: p.id, created_at: p.created_at })),
    };
  });
}

export async function wireOne(db: Kysely<DB>, row: InvoiceRow): Promise<Invoice> {
  return (await wireAll(db, [row]))[0];
}
