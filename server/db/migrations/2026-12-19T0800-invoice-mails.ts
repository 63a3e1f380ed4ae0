import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * The mails of invoices (docs/decisions/0034-selling.md): the invoice's link and the receipt, stored
 * before they are sent and retried like the other notices. A row holds no link: the link's token
 * exists only in the mail, so the invoice's mail is composed at send time with a new token, and only
 * the token's SHA-256 is kept (on the invoice).
 *
 * invoice_proofs: the pictures of a transfer's proof a customer attached on the invoice page, for
 * staff to see on the invoice (the picture itself is stored as every upload is).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('invoice_mails')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('mail_error', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_next_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('invoice_mails_next').on('invoice_mails').column('mail_next_at').execute();
  await db.schema.createIndex('invoice_mails_invoice').on('invoice_mails').columns(['invoice_id', 'id']).execute();
  await db.schema
    .createTable('invoice_proofs')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoice_proofs_invoice').on('invoice_proofs').columns(['invoice_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_proofs').ifExists().execute();
  await db.schema.dropTable('invoice_mails').ifExists().execute();
}
