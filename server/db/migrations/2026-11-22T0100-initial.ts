import { PostgresAdapter, type Kysely, type CreateTableBuilder } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

function idColumn(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  const withId = idColumn(db);

  await withId(db.schema.createTable('users'))
    .addColumn('username', 'varchar(60)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .addColumn('email_verified_at', 'varchar(32)')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('email_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_codes_user').on('email_codes').columns(['user_id', 'created_at']).execute();

  await withId(db.schema.createTable('topics'))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('clients'))
    .addColumn('module', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('location', 'varchar(160)')
    .addColumn('url', 'varchar(500)')
    .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_srcset', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_module').on('clients').column('module').execute();

  await withId(db.schema.createTable('reviews'))
    .addColumn('username', 'varchar(80)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review_text', 'text', (c) => c.notNull())
    .addColumn('image_path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_srcset', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'created_at']).execute();

  await withId(db.schema.createTable('gallery_images'))
    .addColumn('title', 'varchar(160)', (c) => c.notNull())
    .addColumn('alt', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('srcset', 'varchar(1000)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('contact_messages'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('mail_error', 'varchar(500)')
    .execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seeded_content')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('seeded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'seeded_content', 'captcha_uses', 'contact_messages', 'gallery_images',
    'reviews', 'clients', 'topics', 'email_codes', 'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
