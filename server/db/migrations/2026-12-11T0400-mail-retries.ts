import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Retried notices: the "new contact message" and "new review" mails to the
 * contact inbox are tried again with backoff when a send fails (server/services/notices.ts).
 * - mail_attempts: sends tried so far.
 * - mail_next_at: when the notice is due (again); null once it was sent, or given up. A claim moves
 *   it forward (a lease), so two instances never send the same notice at once.
 * Rows whose notice failed in the last day before this migration are retried too; older failures
 * and rows never mailed (from before the notices existed) are left alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const since = new Date(Date.now() - 86_400_000).toISOString();
  for (const table of ['contact_messages', 'reviews']) {
    await db.schema.alterTable(table).addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('mail_next_at', 'varchar(32)').execute();
    await db.schema.createIndex(`${table}_mail_next`).on(table).column('mail_next_at').execute();
    await db
      .updateTable(table)
      .set({ mail_attempts: 1, mail_next_at: new Date().toISOString() })
      .where('mailed_at', 'is', null)
      .where('mail_error', 'is not', null)
      .where('created_at', '>=', since)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'contact_messages']) {
    await db.schema.dropIndex(`${table}_mail_next`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('mail_next_at').execute();
    await db.schema.alterTable(table).dropColumn('mail_attempts').execute();
  }
}
