import type { AppContext } from '../../server/context';
import { lagosToday } from '../../common/lagos-days';
import * as invoices from './invoices.repository';
import { hashToken } from './invoice-mail.service';
import { bankAccount } from './bank-account.service';
import { LINK_TOKEN, type InvoicePageData } from './invoice-page.words';

/**
 * What the customer's invoice page shows (app/routes/invoice.tsx), found by the SHA-256 of its
 * link's token: null for a token that is malformed, unknown, revoked or replaced, or of a void
 * invoice (voiding clears the link).
 */
export async function invoicePage(ctx: Pick<AppContext, 'db'>, token: string): Promise<InvoicePageData | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const row = await invoices.findByTokenHash(ctx.db, hashToken(token));
  if (!row || row.status === 'void') return null;
  const [lines, quote, bank] = await Promise.all([
    row.quote_id === null ? [] : invoices.linesOf(ctx.db, row.quote_id),
    row.quote_id === null ? undefined : invoices.quoteOf(ctx.db, row.quote_id),
    bankAccount(ctx.db),
  ]);
  return {
    number: row.number,
    status: row.status,
    customer_name: row.customer_name,
    issued_on: lagosToday(new Date(row.issued_at)),
    due_on: row.due_on,
    paid_on: row.paid_at ? lagosToday(new Date(row.paid_at)) : null,
    lines,
    subtotal_kobo: quote?.subtotal_kobo ?? row.total_kobo,
    discount_kobo: quote?.discount_kobo ?? 0,
    vat_basis_points: quote?.vat_basis_points ?? 0,
    vat_kobo: quote?.vat_kobo ?? 0,
    total_kobo: row.total_kobo,
    paid_kobo: row.paid_kobo,
    due_kobo: row.status === 'open' ? row.total_kobo - row.paid_kobo : 0,
    bank: bank.account,
  };
}

/** The invoice page's services for the page loaders (server/pages/page-services.ts). */
export const invoicePageServices = (ctx: AppContext) => ({
  view: (token: string) => invoicePage(ctx, token),
});
