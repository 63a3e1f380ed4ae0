/**
 * The invoices module's screens, for the admin area (docs/decisions/0034-selling.md): the lead's
 * "Invoices and payments" panel and the administrators' bank account setting. Browser code: no
 * server file is reachable from here.
 */
export { InvoicesPanel } from './panel/invoices-panel';
export { BankAccountPanel } from './panel/bank-account-panel';
