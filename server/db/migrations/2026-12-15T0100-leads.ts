import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Leads (docs/decisions/0024-leads.md). Every contact message becomes a lead that office staff work,
 * and a member's request of a project topic is a lead of its own kind in the same table:
 * - kind: 'contact' or 'topic'; a topic request's topic, level, department and deadline;
 * - phone (`+234…`) and reply_via (phone, whatsapp, email): how the sender wants an answer;
 * - status (new, contacted, quoted, won, lost, spam), owner_id (a staff account), follow_up_on
 *   (a day), value_naira (won work), answered_at (the first answer);
 * - source, medium, campaign, landing_page: where the visit that sent it came from;
 * - version: raised by every change of those fields, so two people changing one lead at once never
 *   overwrite each other unseen (a change names the version it was made on).
 * lead_events keeps each lead's history: notes, replies sent from the admin area (each with its own
 * delivery and retries, like the notices) and changes, with who and when.
 * Existing messages read as new leads, or contacted when an admin had read them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = 'contact_messages';
  await db.schema.alterTable(t).addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('contact')).execute();
  await db.schema.alterTable(t).addColumn('phone', 'varchar(20)').execute();
  await db.schema.alterTable(t).addColumn('reply_via', 'varchar(16)', (c) => c.notNull().defaultTo('email')).execute();
  await db.schema.alterTable(t).addColumn('topic', 'varchar(300)').execute();
  await db.schema.alterTable(t).addColumn('level', 'varchar(8)').execute();
  await db.schema.alterTable(t).addColumn('department', 'varchar(120)').execute();
  await db.schema.alterTable(t).addColumn('deadline', 'varchar(10)').execute();
  await db.schema.alterTable(t).addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable(t).addColumn('owner_id', 'integer').execute();
  await db.schema.alterTable(t).addColumn('follow_up_on', 'varchar(10)').execute();
  await db.schema.alterTable(t).addColumn('value_naira', 'integer').execute();
  await db.schema.alterTable(t).addColumn('source', 'varchar(100)').execute();
  await db.schema.alterTable(t).addColumn('medium', 'varchar(100)').execute();
  await db.schema.alterTable(t).addColumn('campaign', 'varchar(100)').execute();
  await db.schema.alterTable(t).addColumn('landing_page', 'varchar(300)').execute();
  await db.schema.alterTable(t).addColumn('answered_at', 'varchar(32)').execute();
  await db.schema.alterTable(t).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable(t).addColumn('updated_at', 'varchar(32)').execute();
  await db.updateTable(t).set((eb: any) => ({ updated_at: eb.ref('created_at') })).execute();
  await db.updateTable(t).set({ status: 'contacted' }).where('read_at', 'is not', null).execute();
  await db.schema.createIndex('contact_messages_status').on(t).columns(['status', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_follow_up').on(t).column('follow_up_on').execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_events')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('to_email', 'varchar(254)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('mail_error', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_next_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'id']).execute();
  await db.schema.createIndex('lead_events_mail_next').on('lead_events').column('mail_next_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_events').ifExists().execute();
  await db.schema.dropIndex('contact_messages_follow_up').ifExists().execute();
  await db.schema.dropIndex('contact_messages_status').ifExists().execute();
  for (const c of ['updated_at', 'version', 'answered_at', 'landing_page', 'campaign', 'medium', 'source', 'value_naira', 'follow_up_on', 'owner_id', 'status', 'deadline', 'department', 'level', 'topic', 'reply_via', 'phone', 'kind']) {
    await db.schema.alterTable('contact_messages').dropColumn(c).execute();
  }
}
