import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Accounts people can manage (new password, My account, the admin's user list):
 * - users.session_version: every token carries the version it was issued under; raising it (new
 *   password, "log out everywhere", disabling) ends all earlier tokens on every instance, since the
 *   user row is read on each authenticated call anyway.
 * - users.last_login_at, users.disabled_at: for the admin's user list and for disabling accounts.
 * - email_codes.purpose ('verify', 'reset', 'email') and new_email (the address a change-of-e-mail
 *   code was sent to): one table for every one-time code, each purpose with its own live code.
 * - reviews.user_id: the member who wrote a review while logged in (kept, made anonymous, when the
 *   account is deleted).
 * - audit_log: who did what to whom, and when, in the user administration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable('users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();

  await db.schema.alterTable('email_codes').addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('verify')).execute();
  await db.schema.alterTable('email_codes').addColumn('new_email', 'varchar(254)').execute();
  await db.schema.dropIndex('email_codes_user').execute();
  await db.schema.createIndex('email_codes_user').on('email_codes').columns(['user_id', 'purpose', 'created_at']).execute();

  // SQLite cannot add a foreign key to an existing table; the application clears the link on delete.
  await db.schema.alterTable('reviews').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropIndex('reviews_user').ifExists().execute();
  await db.schema.alterTable('reviews').dropColumn('user_id').execute();
  await db.schema.dropIndex('email_codes_user').ifExists().execute();
  await db.schema.alterTable('email_codes').dropColumn('new_email').execute();
  await db.schema.alterTable('email_codes').dropColumn('purpose').execute();
  await db.schema.createIndex('email_codes_user').on('email_codes').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
