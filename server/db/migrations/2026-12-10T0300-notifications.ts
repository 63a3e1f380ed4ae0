import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Admins hear about new work by e-mail:
 * - reviews.mailed_at, reviews.mail_error: like contact_messages, the outcome of the "new review"
 *   notice to the contact inbox. The review is stored first; a failed mail is kept on the row.
 * Scheduled purge of old personal data: indexes for the age queries on contact messages and accounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('mailed_at', 'varchar(32)').execute();
  await db.schema.alterTable('reviews').addColumn('mail_error', 'varchar(500)').execute();
  await db.schema.createIndex('contact_messages_created').ifNotExists().on('contact_messages').column('created_at').execute();
  await db.schema.createIndex('users_unverified_created').ifNotExists().on('users').columns(['email_verified_at', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_unverified_created').ifExists().execute();
  await db.schema.dropIndex('contact_messages_created').ifExists().execute();
  await db.schema.alterTable('reviews').dropColumn('mail_error').execute();
  await db.schema.alterTable('reviews').dropColumn('mailed_at').execute();
}
