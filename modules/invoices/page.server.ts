import type { AppContext } from '../../server/context';
import { lagosToday } from '../../common/lagos-days';
import * as invoices from './invoices.repository';
import { invoiceLinkKey } from './invoice-mail.service';
import { bankAccount } from './bank-account.service';
import { PROOF_WORDS, MAX_PROOFS, type InvoicePageData, type ProofOutcome } from './invoice-page.words';
import { IMAGE_LIMITS } from '../../server/services/images';
import { encodeProof } from './proofs.service';
import { HttpError } from '../../server/http/errors';

/**
 * What the customer's invoice page shows (app/routes/invoice.tsx), found by the SHA-256 of its
 * link's token: null for a token that is malformed, unknown, revoked or replaced, or of a void
 * invoice (voiding clears the link).
 */
export async function invoicePage(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<InvoicePageData | null> {
  const key = invoiceLinkKey(ctx, token);
  const row = key && (await invoices.findByLink(ctx.db, key));
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
    paystack: ctx.config.paystack !== null,
  };
}

/**
 * A picture of a transfer's proof, posted from the invoice page (a plain multipart form, with or
 * without JavaScript): checked by its content and re-encoded as every upload is (the page's post was
 * admitted to the image slots before its body was read, server/pages/render.ts), then kept in the
 * database, never under the public /uploads/ (./proofs.service.ts), at most MAX_PROOFS per invoice;
 * only staff see it, on the invoice's panel.
 */
export async function attachProof(ctx: AppContext, token: string, request: Request): Promise<ProofOutcome> {
  const key = invoiceLinkKey(ctx, token);
  if (!key) return { ok: false, status: 404, message: PROOF_WORDS.gone };
  const row = await invoices.findByLink(ctx.db, key);
  if (!row || row.status !== 'open') return { ok: false, status: row ? 409 : 404, message: row ? PROOF_WORDS.notOpen : PROOF_WORDS.gone };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, message: PROOF_WORDS.unreadable };
  }
  const file = form.get('proof');
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, message: PROOF_WORDS.missing };
  if (file.size > IMAGE_LIMITS.maxBytes) return { ok: false, status: 413, message: PROOF_WORDS.tooBig };
  let proof;
  try {
    proof = await encodeProof(Buffer.from(await file.arrayBuffer()));
  } catch (e) {
    // Not a picture, too many pixels, or the image queue full: said under the field.
    if (e instanceof HttpError && [400, 413, 415, 503].includes(e.statusCode)) return { ok: false, status: e.statusCode as 400, message: e.message };
    throw e;
  }
  if (!(await invoices.addProof(ctx.db, row.id, proof, MAX_PROOFS))) return { ok: false, status: 429, message: PROOF_WORDS.tooMany };
  return { ok: true };
}

/**
 * The invoices module's page side (docs/decisions/0033-domain-modules.md): the customer's invoice
 * page (app/routes/invoice.tsx), found by its link's token, and its proof-of-payment form, for the
 * page's loader and action (gathered with the other domains' in server/pages/page-services.ts).
 */
export const invoicePages = (ctx: AppContext) => ({
  view: (token: string) => invoicePage(ctx, token),
  attachProof: (token: string, request: Request) => attachProof(ctx, token, request),
});
