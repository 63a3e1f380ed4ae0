import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import * as settings from '../../server/db/repositories/admin-settings';
import { BankAccountSchema, type BankAccount } from './invoices.schemas';

/**
 * The bank account the invoice page asks customers to pay into by transfer (an administrator's
 * setting, kept in `admin_settings` as JSON). Until one is set, the page asks the customer to call
 * the office and the go-live list says so.
 */

const KEY = 'invoice_bank_account';

export async function bankAccount(db: Kysely<DB>): Promise<{ account: BankAccount | null; updated_at: string | null; updated_by_email: string | null }> {
  const row = await settings.get(db, KEY);
  let account: BankAccount | null = null;
  if (row) {
    const parsed = BankAccountSchema.safeParse(JSON.parse(row.value));
    account = parsed.success ? parsed.data : null;
  }
  return { account, updated_at: row?.updated_at ?? null, updated_by_email: row?.updated_by_email ?? null };
}

export async function setBankAccount(db: Kysely<DB>, account: BankAccount | null, byEmail: string): Promise<void> {
  await settings.set(db, KEY, account ? JSON.stringify(account) : null, byEmail);
}

/** "Zenith Bank, Coal City ICT Ltd, 1234567890". */
export const describeAccount = (a: BankAccount | null) => (a ? `${a.bank_name}, ${a.account_name}, ${a.account_number}` : 'none');
