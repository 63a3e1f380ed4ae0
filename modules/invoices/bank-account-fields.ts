import { z } from 'zod';
import { askedFor, oneLine } from '../../common/schemas';

/**
 * The bank account invoice pages ask customers to pay into, as the API takes it (./invoices.schemas.ts)
 * and the admin's form checks it (./panel/bank-account-panel.tsx). Zod: the admin area loads it,
 * the public pages never do.
 */

const ACCOUNT_NUMBER = 'Enter the 10 digits of the account number (NUBAN).';

export const BankAccountSchema = z.object({
  bank_name: oneLine('Bank name', 80),
  account_name: oneLine('Account name', 120),
  account_number: z.string({ error: ACCOUNT_NUMBER }).trim().regex(/^\d{10}$/, ACCOUNT_NUMBER),
});

/** The admin's form: the API's schema, an empty name asked for in the form's words. */
export const BankAccountFormSchema = BankAccountSchema.extend({
  bank_name: askedFor(BankAccountSchema.shape.bank_name, 'Enter the name of the bank, for example Zenith Bank.'),
  account_name: askedFor(BankAccountSchema.shape.account_name, 'Enter the account name exactly as the bank shows it.'),
});
