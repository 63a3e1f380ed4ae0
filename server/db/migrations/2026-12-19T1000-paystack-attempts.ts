import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Paystack payments started from an invoice page (docs/decisions/0034-selling.md, "Paystack"): our
 * own unguessable reference, the invoice and the amount asked for, in kobo. A payment Paystack
 * reports is recorded only when its reference is one of these, for this invoice and this amount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('paystack_attempts')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount_kobo', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('paystack_attempts_invoice').on('paystack_attempts').columns(['invoice_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paystack_attempts').ifExists().execute();
}
