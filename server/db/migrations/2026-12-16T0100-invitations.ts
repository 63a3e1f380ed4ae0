import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * The staff role and invitations (docs/decisions/0025-staff-role.md).
 * - users.role is a varchar(16) without a check on either database, so the new value `staff` needs
 *   no change of the column; only the application's list of roles grows.
 * - invitations: an administrator invites a colleague by e-mail with a role (staff or admin). The
 *   link's secret is kept only as its SHA-256 (`token_hash`); a row is used (accepted_at), withdrawn
 *   (withdrawn_at) or open until expires_at. Resending withdraws the row and makes a new one, so the
 *   old link dies. At most one open invitation per address (a partial unique index, both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('invitations')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('invited_by', 'integer')
    .addColumn('invited_by_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('withdrawn_at', 'varchar(32)')
    .addColumn('user_id', 'integer')
    .execute();
  await sql`create unique index invitations_open_email on invitations (email) where accepted_at is null and withdrawn_at is null`.execute(db);
  await db.schema.createIndex('invitations_created').on('invitations').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').ifExists().execute();
}
