import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The audit log becomes the security log: besides user administration it records sign-ins (good
 * and failed), account locks, refused admin calls and every change an admin makes.
 * - target_email → target_label: the target's e-mail for an account, else its name or title.
 * - target_type: what the target is ('user', 'client', 'review', 'content', …; '' for none).
 * - ip: the client address the request came from (as the server sees it behind TRUST_PROXY).
 * - actor_email stays; it is '' for an anonymous caller (a failed sign-in names the address tried
 *   in target_label).
 * Indexes serve the audit screen's filters: by time, by action, by actor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').renameColumn('target_email', 'target_label').execute();
  await db.schema.alterTable('audit_log').addColumn('target_type', 'varchar(20)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('audit_log').addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.updateTable('audit_log').set({ target_type: 'user' }).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_actor').ifExists().execute();
  await db.schema.dropIndex('audit_log_action').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('ip').execute();
  await db.schema.alterTable('audit_log').dropColumn('target_type').execute();
  await db.schema.alterTable('audit_log').renameColumn('target_label', 'target_email').execute();
}
