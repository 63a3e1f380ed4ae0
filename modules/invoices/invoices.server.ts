import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { conflict, HttpError, notFound } from '../../server/http/errors';
import { accountOf, userOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { nowIso } from '../../server/db/database';
import { findMessage } from '../leads/index.server';
import * as invoices from './invoices.repository';
import { INVOICE_CALLS } from './invoices.calls';
import { auditTarget, CHANGED_MEANWHILE, invoiceOr404, issueInvoiceForQuote, notVoidable, wireAll, wireOne } from './invoices.service';
import { sendSoon } from './invoice-mail.service';
import { bankAccount, describeAccount, setBankAccount } from './bank-account.service';
import { proofFile } from './proofs.service';

/**
 * The invoices' handlers, one per call of ./invoices.calls.ts (who may call each comes from there).
 * Every change is in the security log with who made it.
 */
export const invoiceHandlers = (ctx: AppContext) =>
  served(INVOICE_CALLS, {
    leadInvoices: async (req) => {
      const lead = await findMessage(ctx.db, req.params.id);
      if (!lead) throw notFound('This lead no longer exists.');
      const [rows, quotes] = await Promise.all([invoices.ofLead(ctx.db, lead.id), invoices.uninvoicedQuotes(ctx.db, lead.id)]);
      return { status: 'success' as const, invoices: await wireAll(ctx.db, rows), quotes, payment_terms_days: ctx.config.invoicePaymentDays };
    },

    issueInvoice: async (req, reply) => {
      const me = userOf(req);
      req.audited = true;
      const result = await issueInvoiceForQuote(ctx, req.body.quote_id, { id: me.id, email: me.email }, req.ip);
      if (!result.ok) throw new HttpError(result.status, result.message);
      reply.code(201);
      const { invoice } = result;
      return {
        status: 'success' as const,
        message: `Invoice ${invoice.number} issued; its link is being mailed to ${invoice.customer_email}.`,
        invoice: await wireOne(ctx.db, invoice),
      };
    },

    voidInvoice: async (req) => {
      const row = await invoiceOr404(ctx.db, req.params.id);
      if (row.version !== req.body.version) throw conflict(CHANGED_MEANWHILE);
      if (!(await invoices.voidOpen(ctx.db, row.id, req.body.version))) throw notVoidable((await invoices.findById(ctx.db, row.id)) ?? row);
      await audit(ctx, req, { action: 'invoice.void', target: auditTarget(row) });
      const now = (await invoices.findById(ctx.db, row.id))!;
      return { status: 'success' as const, message: `${row.number} is void. Its number stays used and its link no longer works.`, invoice: await wireOne(ctx.db, now) };
    },

    sendInvoiceLink: async (req) => {
      const row = await invoiceOr404(ctx.db, req.params.id);
      if (row.status === 'void') throw conflict(`${row.number} is void: there is nothing to send.`);
      const mailId = await invoices.addMail(ctx.db, row.id, 'invoice', nowIso());
      await audit(ctx, req, { action: 'invoice.link', target: auditTarget(row), detail: 'new link mailed' });
      sendSoon(ctx, mailId);
      return { status: 'success' as const, message: `A new link is being mailed to ${row.customer_email}; earlier links stop working once it is sent.`, invoice: await wireOne(ctx.db, row) };
    },

    revokeInvoiceLink: async (req) => {
      const row = await invoiceOr404(ctx.db, req.params.id);
      await invoices.revokeLink(ctx.db, row.id);
      await audit(ctx, req, { action: 'invoice.link', target: auditTarget(row), detail: 'link revoked' });
      const now = (await invoices.findById(ctx.db, row.id))!;
      return { status: 'success' as const, message: `The link of ${row.number} no longer works. Send a new one when the customer needs it.`, invoice: await wireOne(ctx.db, now) };
    },

    // A customer's proof of payment: staff only, never kept by a cache or read as another type.
    invoiceProof: async (req, reply) => {
      const file = await proofFile(ctx, req.params.id);
      if (!file) throw notFound('This picture no longer exists.');
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      return { status: 'success' as const, content_type: file.contentType, data_base64: file.data.toString('base64') };
    },

    invoiceBankAccount: async () => ({ status: 'success' as const, ...(await bankAccount(ctx.db)) }),

    setInvoiceBankAccount: async (req) => {
      const me = accountOf(req);
      const before = await bankAccount(ctx.db);
      const { account } = req.body;
      await setBankAccount(ctx.db, account, me.email);
      await audit(ctx, req, {
        action: 'settings.bank',
        target: { type: 'setting', label: 'Bank account for invoices' },
        detail: `${describeAccount(before.account)} → ${describeAccount(account)}`,
      });
      const message = account
        ? `Saved. Invoice pages now ask customers to pay into ${account.bank_name} ${account.account_number} (${account.account_name}).`
        : 'Removed. Invoice pages now ask customers to call the office for payment details.';
      return { status: 'success' as const, message, ...(await bankAccount(ctx.db)) };
    },
  });
