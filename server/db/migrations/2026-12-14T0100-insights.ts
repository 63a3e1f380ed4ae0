import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (a later change must not change an old migration).

/**
 * Insights, the owners' cookie-free statistics (docs/decisions/0022-insights.md).
 *
 * - insight_views, insight_leads, insight_vitals: single events, kept INSIGHTS_RAW_DAYS. No address,
 *   no user agent: `visitor` is a hash of them with a salt that exists for one day only.
 * - insight_daily, insight_speed: the roll-ups the Insights screen reads, one row per day and
 *   dimension (page, source, device ...) or per day, figure and speed bucket; kept INSIGHTS_KEEP_DAYS.
 * - insight_rollups: when each day was last rolled up.
 * - insight_salts: today's salt; older ones are deleted, so yesterday's hashes can no longer be redone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insight_views')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('entry', 'integer', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('medium', 'text')
    .addColumn('campaign', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('connection', 'text')
    .addColumn('not_found', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insight_views_day_visitor').on('insight_views').columns(['day', 'visitor']).execute();

  await db.schema
    .createTable('insight_leads')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insight_leads_day').on('insight_leads').column('day').execute();

  await db.schema
    .createTable('insight_vitals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('connection', 'text')
    .execute();
  await db.schema.createIndex('insight_vitals_day').on('insight_vitals').column('day').execute();

  await db.schema
    .createTable('insight_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('people', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('leads', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_daily_pk', ['day', 'dim', 'key'])
    .execute();

  await db.schema
    .createTable('insight_speed')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_speed_pk', ['day', 'metric', 'dim', 'key', 'bucket'])
    .execute();

  // One row per day: when it was last rolled up, and the day's salt.
  for (const [table, column] of [['insight_rollups', 'rolled_at'], ['insight_salts', 'salt']]) {
    await db.schema
      .createTable(table)
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn(column, 'text', (c) => c.notNull())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['insight_salts', 'insight_rollups', 'insight_speed', 'insight_daily', 'insight_vitals', 'insight_leads', 'insight_views']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
