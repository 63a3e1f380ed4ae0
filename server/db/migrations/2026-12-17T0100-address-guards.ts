import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * address_guards: what the account forms count per e-mail address, whether or not the address has
 * an account, so the answers never tell which addresses have one and every instance counts alike:
 * - failed_logins, locked_until: the login lock of an address without an account (an account keeps
 *   its own on users);
 * - code_sent_at: when a sign-up or "Resend OTP" last asked for a code for the address (the resend
 *   cooldown).
 * `key` is a SHA-256 of the address, not the address; rows are purged once idle.
 * docs/decisions/0012-one-time-codes-and-login-lock.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_guards')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('code_sent_at', 'text')
    .addColumn('touched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_guards_touched_at').on('address_guards').column('touched_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_guards').ifExists().execute();
}
