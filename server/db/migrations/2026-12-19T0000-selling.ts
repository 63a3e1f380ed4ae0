import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Selling (docs/decisions/0034-selling.md): quotes built from a lead, the invoices an accepted quote
 * becomes, and the payments made against them. Every amount is a whole number of kobo in a 64-bit
 * integer column (`bigint`); PostgreSQL's driver hands those back as numbers (server/db/database.ts).
 *
 * - quotes: one per offer made to a lead; its public page is found by the SHA-256 of its link's token.
 * - quote_lines: what a quote is made of, in order.
 * - invoice_numbers: the last number given in each year, so `INV-2026-0001` … have no gap and are
 *   never given twice (the row is updated in the transaction that writes the invoice).
 * - invoices: an invoice keeps the customer's name and e-mail and its amounts, so it outlives the
 *   lead and the quote it came from (bookkeeping records are not deleted with an enquiry).
 * - payments: one per money received; (method, reference) is unique, so a payment reported twice
 *   (a webhook delivered again, a transfer typed twice) counts once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? 'serial' : 'integer';
  const money = pg ? 'bigint' : 'integer';

  await db.schema
    .createTable('quotes')
    .addColumn('id', serial, id)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('subtotal_kobo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_kobo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('vat_basis_points', 'integer', (c) => c.notNull().defaultTo(750))
    .addColumn('vat_kobo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('total_kobo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('accepted_name', 'varchar(200)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('quotes_lead').on('quotes').columns(['lead_id', 'id']).execute();

  await db.schema
    .createTable('quote_lines')
    .addColumn('id', serial, id)
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_key', 'varchar(100)')
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_kobo', money, (c) => c.notNull())
    .addColumn('line_kobo', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_lines_quote').on('quote_lines').columns(['quote_id', 'position']).execute();

  await db.schema
    .createTable('invoice_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', serial, id)
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('quote_id', 'integer', (c) => c.unique().references('quotes.id').onDelete('set null'))
    .addColumn('lead_id', 'integer', (c) => c.references('contact_messages.id').onDelete('set null'))
    .addColumn('customer_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('total_kobo', money, (c) => c.notNull())
    .addColumn('paid_kobo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('invoices_year_seq', ['year', 'seq'])
    .execute();
  await db.schema.createIndex('invoices_lead').on('invoices').column('lead_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', serial, id)
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount_kobo', money, (c) => c.notNull())
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('payments_method_reference', ['method', 'reference'])
    .execute();
  await db.schema.createIndex('payments_invoice').on('payments').columns(['invoice_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['payments', 'invoices', 'invoice_numbers', 'quote_lines', 'quotes']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
