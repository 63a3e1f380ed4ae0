import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Lead mail that staff cannot re-route, and replies that are counted (docs/decisions/0024-leads.md):
 * - admin_settings: settings only administrators change, one row per key; `enquiry_inbox` is where
 *   the notices of new enquiries go and the Reply-To of staff replies. No row is written here: the
 *   published company e-mail may already have been changed by staff, so it is not copied; until an
 *   administrator sets the inbox, the server falls back to an administrator's own address.
 * - admin_notices: mails to administrators (staff changed the published e-mail or phone numbers),
 *   stored before they are sent and retried like the other notices (server/services/notices.ts).
 * - lead_events_author: the replies one account sent in the last hour are counted on every reply.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('admin_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_email', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_notices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('to_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .addColumn('mail_error', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_next_at', 'text')
    .execute();
  await db.schema.createIndex('admin_notices_mail_next').on('admin_notices').column('mail_next_at').execute();
  await db.schema.createIndex('lead_events_author').on('lead_events').columns(['author_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lead_events_author').ifExists().execute();
  await db.schema.dropTable('admin_notices').ifExists().execute();
  await db.schema.dropTable('admin_settings').ifExists().execute();
}
