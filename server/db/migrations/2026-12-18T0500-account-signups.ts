import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * account_signups: each sign-up still waiting for its address to be verified, kept apart from the
 * account row: the name and the password hash that sign-up chose. email_codes.signup_id ties each
 * verification code to the sign-up it was mailed for, so verifying a code activates that sign-up's
 * password and no other (docs/decisions/0012-one-time-codes-and-login-lock.md).
 * The table's name sorts before email_codes on purpose: a restore into PostgreSQL copies the tables
 * after `users` in name order, and a code must find its sign-up already there.
 * Accounts waiting for verification today keep their name and password as their one sign-up, and
 * their open codes belong to it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('account_signups')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_signups_user').on('account_signups').columns(['user_id', 'id']).execute();
  await db.schema
    .alterTable('email_codes')
    .addColumn('signup_id', 'integer', (c) => c.references('account_signups.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('email_codes_signup').on('email_codes').column('signup_id').execute();
  await sql`insert into account_signups (user_id, username, password_hash, created_at)
    select id, username, password_hash, created_at from users where email_verified_at is null`.execute(db);
  await sql`update email_codes set signup_id = (select s.id from account_signups s where s.user_id = email_codes.user_id)
    where purpose = 'verify' and used_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_codes_signup').ifExists().execute();
  await db.schema.alterTable('email_codes').dropColumn('signup_id').execute();
  await db.schema.dropTable('account_signups').ifExists().execute();
}
