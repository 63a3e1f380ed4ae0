import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * A customer's picture of a transfer's proof is personal (their bank, account, name): it is kept in
 * the database beside its row, not under the public /uploads/, and served only to staff. Rows stored
 * before keep their `image_url` until the start-up step moves their file in
 * (modules/invoices/proofs.service.ts, `moveProofsOutOfUploads`), which then empties it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('invoice_proofs').addColumn('content_type', 'varchar(64)').execute();
  await db.schema.alterTable('invoice_proofs').addColumn('data', pg ? 'bytea' : 'blob').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoice_proofs').dropColumn('data').execute();
  await db.schema.alterTable('invoice_proofs').dropColumn('content_type').execute();
}
