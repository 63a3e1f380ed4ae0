/**
 * A customer's quote or invoice page is reached by a secret link (`/quote/<token>`,
 * `/invoice/<token>/…`): whoever holds the token can read and accept the quote or pay the invoice.
 * Insights counts those pages under one name each, `/quote/…` and `/invoice/…`, so the owners still
 * see that customers open their quotes and invoices, and no token is ever stored. The browser masks
 * the path before it reports it, and the server masks again whatever a report names, so a crafted
 * report cannot store a token either. Page-safe and free of imports.
 */
const CUSTOMER_LINK = /^\/(quote|invoice)(?:\/|$)/i;

/** `/quote/…` or `/invoice/…` for a customer's page (any path below those two), else the path itself. */
export function maskCustomerPath(path: string): string {
  const m = CUSTOMER_LINK.exec(path);
  return m ? `/${m[1].toLowerCase()}/\u2026` : path;
}

/** Whether a path is a customer's quote or invoice page. */
export const isCustomerPath = (path: string): boolean => CUSTOMER_LINK.test(path);
