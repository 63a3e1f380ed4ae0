import type { Call } from '../../common/api/calls';

/**
 * The invoices' calls (docs/decisions/0034-selling.md): staff issue an accepted quote's invoice from
 * the lead's panel, void an open one nothing was paid on, send its link again or revoke it; an
 * administrator sets the bank account the invoice page asks customers to pay into. Declared once
 * (docs/decisions/0033-domain-modules.md); contracts in ./invoices.schemas.ts, handlers in
 * ./invoices.server.ts.
 */
export const INVOICE_CALLS = {
  leadInvoices: { method: 'GET', path: 'leads/:id/invoices', access: 'staff' },
  issueInvoice: { method: 'POST', path: 'invoices', access: 'staff' },
  voidInvoice: { method: 'POST', path: 'invoices/:id/void', access: 'staff' },
  sendInvoiceLink: { method: 'POST', path: 'invoices/:id/link', access: 'staff' },
  revokeInvoiceLink: { method: 'DELETE', path: 'invoices/:id/link', access: 'staff' },
  invoiceProof: { method: 'GET', path: 'invoices/proofs/:id', access: 'staff' },
  invoiceBankAccount: { method: 'GET', path: 'settings/invoice-bank-account', access: 'admin' },
  setInvoiceBankAccount: { method: 'PUT', path: 'settings/invoice-bank-account', access: 'admin' },
} as const satisfies Record<string, Call>;
