import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * form_stamps: the stamps of forms posted without JavaScript that were already used, one row per
 * stamp and client (the key), so a stamp copied out of a page is good for one post per client. The
 * primary key makes the claim atomic on every instance; rows older than a stamp's life are purged.
 * docs/decisions/0020-forms-without-javascript.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_stamps')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_stamps_used_at').on('form_stamps').column('used_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_stamps').ifExists().execute();
}
