import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { nowIso } from '../database';

/**
 * Settings only administrators change (`admin_settings`, one row per key); the admin scope's
 * routes are their only writers (docs/decisions/0024-leads.md, "Where enquiries are sent"; the VAT
 * rate new quotes start with, docs/decisions/0034-selling.md).
 */
export type AdminSettingKey = 'enquiry_inbox' | 'vat_basis_points' | 'invoice_bank_account';

export function get(db: Kysely<DB>, key: AdminSettingKey) {
  return db.selectFrom('admin_settings').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Sets a value (null: removes it, so the default applies again). */
export async function set(db: Kysely<DB>, key: AdminSettingKey, value: string | null, byEmail: string): Promise<void> {
  if (value === null) {
    await db.deleteFrom('admin_settings').where('key', '=', key).execute();
    return;
  }
  const row = { value, updated_at: nowIso(), updated_by_email: byEmail };
  await db
    .insertInto('admin_settings')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}

/** The address of the longest-standing enabled administrator with a verified address, if any. */
export async function firstAdminEmail(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('email_verified_at', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.email;
}

/** Every enabled administrator with a verified address: who hears about changes to the public contact details. */
export function adminEmails(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('email_verified_at', 'is not', null)
    .orderBy('id')
    .execute();
}
