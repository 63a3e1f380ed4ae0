import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Deliveries of project research (docs/decisions/0037-deliveries.md).
 *
 * deliveries: one per paid invoice of a topic request; `due_at` is set once, when the invoice is
 * paid in full (its `paid_at` plus the delivery hours the site promises), and `invoice_id` is
 * unique, so parallel completions make one row. `delivered_at`/`delivered_by` once staff deliver.
 *
 * delivery_documents: the files staff attach (PDF or Word), kept in the database (never in the
 * public uploads folder), so backups, restores and several instances have them with the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('deliveries')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id').onDelete('cascade'))
    .addColumn('lead_id', 'integer', (c) => c.references('contact_messages.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('topic', 'varchar(300)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('delivered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deliveries_open').on('deliveries').columns(['delivered_at', 'due_at']).execute();
  await db.schema.createIndex('deliveries_lead').on('deliveries').column('lead_id').execute();
  await db.schema.createIndex('deliveries_user').on('deliveries').column('user_id').execute();
  await db.schema
    .createTable('delivery_documents')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('deliveries.id').onDelete('cascade'))
    .addColumn('filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_documents_delivery').on('delivery_documents').columns(['delivery_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_documents').ifExists().execute();
  await db.schema.dropTable('deliveries').ifExists().execute();
}
