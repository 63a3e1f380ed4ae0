import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * contact_messages.user_id: the member who sent the message while logged in, or null for a visitor.
 * A member's data export and the erasure of the account cover the messages carrying the account's
 * id, never those that merely name its e-mail address (anyone can type any address into the form).
 * Earlier messages have no owner: nobody can tell who sent them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('contact_messages_user').on('contact_messages').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_user').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('user_id').execute();
}
