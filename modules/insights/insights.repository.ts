import { randomBytes } from 'node:crypto';
import { sql, type CompiledQuery, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { InsightDailyTable, InsightLeadsTable, InsightSpeedTable, InsightViewsTable, InsightVitalsTable } from './insights.table';
import { isPostgres } from '../../server/db/database';

/**
 * The queries of Insights (./insights.service.ts and the roll-up): batched inserts of single events, the day's
 * salt, the roll-up of a day into insight_daily and insight_speed, the reads of the Insights screen
 * and the purge.
 */

/** Rows per INSERT: well under the bound parameters SQLite and PostgreSQL allow in one statement. */
const CHUNK = 400;

/** `rows` in slices of CHUNK, one INSERT each. */
const chunked = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

async function insertChunked<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (const chunk of chunked(rows)) await db.insertInto(table).values(chunk as never).execute();
}

export interface EventBatch {
  views: InsightViewsTable[];
  leads: InsightLeadsTable[];
  vitals: InsightVitalsTable[];
}

/** Stores a batch of events in one transaction. */
export async function insertEvents(db: Kysely<DB>, batch: EventBatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (batch.views.length) await insertChunked(trx, 'insight_views', batch.views);
    if (batch.leads.length) await insertChunked(trx, 'insight_leads', batch.leads);
    if (batch.vitals.length) await insertChunked(trx, 'insight_vitals', batch.vitals);
  });
}

/**
 * The salt of `day`: made once, by whichever instance asks first (the primary key decides between
 * instances), and read by all.
 */
export async function saltOf(db: Kysely<DB>, day: string): Promise<string> {
  await db
    .insertInto('insight_salts')
    .values({ day, salt: randomBytes(24).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('insight_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts of days before `day`: their hashes can never be made again. */
export async function deleteSaltsBefore(db: Kysely<DB>, day: string): Promise<number> {
  const r = await db.deleteFrom('insight_salts').where('day', '<', day).executeTakeFirst();
  const deleted = Number(r.numDeletedRows);
  if (deleted === 0) return 0;
  // Deleted is not yet gone. SQLite overwrites deleted rows with zeros (secure_delete, set when the
  // database is opened, server/db/database.ts), but the salt's older page images stay in the WAL
  // until a checkpoint moves them into the file and empties it. PostgreSQL keeps a deleted row as a
  // dead tuple until vacuumed: VACUUM FULL rewrites the (two-row) table into a new file.
  if (isPostgres(db)) await sql`VACUUM FULL insight_salts`.execute(db);
  else await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return deleted;
}

export type Grouped = { key: string; views: number; people: number; visits: number };

/**
 * One read of the roll-up: its query and what its rows become. The roll-up runs it here, or on
 * SQLite hands the compiled query to its worker thread and maps the rows that come back
 * (./rollup-thread.service.ts): the same SQL either way, so the same results.
 */
export interface RollupRead<T> {
  query: { compile(): CompiledQuery; execute(): Promise<unknown[]> };
  map(rows: any[]): T;
}

const read = <R, T>(query: RollupRead<T>['query'] & { execute(): Promise<R[]> }, map: (rows: R[]) => T): RollupRead<T> => ({ query, map });

/** Runs a read on `db` itself. */
export async function runRead<T>(r: RollupRead<T>): Promise<T> {
  return r.map(await r.query.execute());
}

/** Page views of a day (pages that exist, or `notFound` ones), grouped by one column. */
export function groupViews(
  db: Kysely<DB>,
  day: string,
  by: 'hour' | 'path' | 'source' | 'device' | 'browser' | 'connection' | null,
  where: { notFound?: boolean; entriesOnly?: boolean } = {},
): RollupRead<Grouped[]> {
  let q = db
    .selectFrom('insight_views')
    .where('day', '=', day)
    .where('not_found', '=', where.notFound ? 1 : 0)
    .select([
      sql<number>`count(*)`.as('views'),
      sql<number>`count(distinct visitor)`.as('people'),
      sql<number>`coalesce(sum(entry), 0)`.as('visits'),
    ]);
  if (where.entriesOnly) q = q.where('entry', '=', 1);
  if (by === null) {
    return read(q, (rows) => rows.map((r) => ({ key: '', views: Number(r.views), people: Number(r.people), visits: Number(r.visits) })));
  }
  return read(q.select(sql<string | number | null>`${sql.ref(by)}`.as('k')).groupBy(by), (rows) =>
    rows.map((r) => ({ key: r.k === null ? '' : String(r.k), views: Number(r.views), people: Number(r.people), visits: Number(r.visits) })),
  );
}

/** Visits of a day that came with a campaign (utm), by source, medium and campaign. */
export function campaignVisits(db: Kysely<DB>, day: string) {
  const q = db
    .selectFrom('insight_views')
    .where('day', '=', day)
    .where('entry', '=', 1)
    .where('campaign', 'is not', null)
    .select(['source', 'medium', 'campaign', sql<number>`count(*)`.as('visits')])
    .groupBy(['source', 'medium', 'campaign']);
  return read(q, (rows) => rows.map((r) => ({ source: r.source ?? '', medium: r.medium ?? '', campaign: r.campaign ?? '', visits: Number(r.visits) })));
}

/**
 * The leads of a day, each with the source and campaign of its visit: the last first page of a
 * visit by the same visitor hash on that day, up to the lead (none: a direct visit).
 */
export function leadsWithSource(db: Kysely<DB>, day: string) {
  const entryOf = (col: 'source' | 'medium' | 'campaign') =>
    sql<string | null>`(select v.${sql.ref(col)} from insight_views v where v.day = l.day and v.visitor = l.visitor and v.entry = 1 and v.at <= l.at order by v.at desc limit 1)`;
  const q = db
    .selectFrom('insight_leads as l')
    .where('l.day', '=', day)
    .select(['l.kind', 'l.path', 'l.hour', entryOf('source').as('source'), entryOf('medium').as('medium'), entryOf('campaign').as('campaign')]);
  return read(q, (rows) => rows.map((r) => ({ ...r, hour: Number(r.hour) })));
}

/**
 * Speed measurements of a day, counted per metric and bucket for the whole site (`dim` 'site', `key`
 * '') and per page, device and connection (a browser that reports none under `unknownConnection`):
 * the rows of insight_speed. The database adds them up, so the roll-up's own thread only copies
 * them (grouped by page, device and connection at once, a busy day gave thousands of rows more to
 * carry over from the roll-up's worker and add up there).
 */
export function speedCounts(db: Kysely<DB>, day: string, unknownConnection: string) {
  // One GROUP BY per dimension: its name, its key, and the column the key comes from.
  const by = (dim: string, key: RawBuilder<string>, column?: 'path' | 'device' | 'connection') =>
    db
      .selectFrom('insight_vitals')
      .where('day', '=', day)
      .select(['metric', sql<string>`${sql.lit(dim)}`.as('dim'), key.as('key'), 'bucket', sql<number>`count(*)`.as('n')])
      .groupBy(column ? ['metric', column, 'bucket'] : ['metric', 'bucket']);
  const q = by('site', sql<string>`${sql.lit('')}`)
    .unionAll(by('page', sql<string>`path`, 'path'))
    .unionAll(by('device', sql<string>`device`, 'device'))
    .unionAll(by('connection', sql<string>`coalesce(connection, ${unknownConnection})`, 'connection'));
  return read(q, (rows) => rows.map((r) => ({ ...r, bucket: Number(r.bucket), n: Number(r.n) })));
}

/** Any fixed number: the advisory lock that keeps two instances from replacing one day's roll-up at once ("insi"). */
const ROLLUP_LOCK = 0x696e7369;

/**
 * The statements that replace the roll-up of `day` with freshly counted rows, to run in one
 * transaction: replaceRollup runs them here, or the roll-up's worker thread on SQLite
 * (./rollup-thread.service.ts).
 */
export function rollupWrites(
  db: Kysely<DB>,
  day: string,
  daily: InsightDailyTable[],
  speed: InsightSpeedTable[],
  rolledAt: string,
): CompiledQuery[] {
  return [
    db.deleteFrom('insight_daily').where('day', '=', day).compile(),
    db.deleteFrom('insight_speed').where('day', '=', day).compile(),
    ...chunked(daily).map((rows) => db.insertInto('insight_daily').values(rows).compile()),
    ...chunked(speed).map((rows) => db.insertInto('insight_speed').values(rows).compile()),
    db
      .insertInto('insight_rollups')
      .values({ day, rolled_at: rolledAt })
      .onConflict((oc) => oc.column('day').doUpdateSet({ rolled_at: rolledAt }))
      .compile(),
  ];
}

/** Replaces the roll-up of `day` with freshly counted rows, in one transaction. */
export async function replaceRollup(
  db: Kysely<DB>,
  day: string,
  daily: InsightDailyTable[],
  speed: InsightSpeedTable[],
  rolledAt: string,
): Promise<void> {
  const statements = rollupWrites(db, day, daily, speed, rolledAt);
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`.execute(trx);
    for (const statement of statements) await trx.executeQuery(statement);
  });
}

export async function rolledAt(db: Kysely<DB>, day: string): Promise<string | null> {
  const row = await db.selectFrom('insight_rollups').select('rolled_at').where('day', '=', day).executeTakeFirst();
  return row?.rolled_at ?? null;
}

/** The newest roll-up time among the days from `from` to `to`. */
export async function lastRolledAt(db: Kysely<DB>, from: string, to: string): Promise<string | null> {
  const row = await db
    .selectFrom('insight_rollups')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .select(sql<string | null>`max(rolled_at)`.as('at'))
    .executeTakeFirst();
  return row?.at ?? null;
}

/** The roll-up rows of the days from `from` to `to`, summed per dimension and key. */
export async function sumDaily(db: Kysely<DB>, from: string, to: string, dims: string[]) {
  const rows = await db
    .selectFrom('insight_daily')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('dim', 'in', dims)
    .select([
      'dim',
      'key',
      sql<number>`sum(views)`.as('views'),
      sql<number>`sum(people)`.as('people'),
      sql<number>`sum(visits)`.as('visits'),
      sql<number>`sum(leads)`.as('leads'),
    ])
    .groupBy(['dim', 'key'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, key: r.key, views: Number(r.views), people: Number(r.people), visits: Number(r.visits), leads: Number(r.leads) }));
}

/** Rows of one dimension, day by day (the chart). */
export async function dailyRows(db: Kysely<DB>, from: string, to: string, dim: string) {
  const rows = await db
    .selectFrom('insight_daily')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('dim', '=', dim)
    .select(['day', 'key', 'views', 'people', 'leads'])
    .execute();
  return rows.map((r) => ({ day: r.day, key: r.key, views: Number(r.views), people: Number(r.people), leads: Number(r.leads) }));
}

/** Speed counts of the days from `from` to `to`, summed per figure, dimension, key and bucket. */
export async function sumSpeed(db: Kysely<DB>, from: string, to: string) {
  const rows = await db
    .selectFrom('insight_speed')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .select(['metric', 'dim', 'key', 'bucket', sql<number>`sum(n)`.as('n')])
    .groupBy(['metric', 'dim', 'key', 'bucket'])
    .execute();
  return rows.map((r) => ({ metric: r.metric, dim: r.dim, key: r.key, bucket: Number(r.bucket), n: Number(r.n) }));
}

/** Deletes single events of days before `rawBefore` and roll-ups of days before `keepBefore`. */
export async function purge(db: Kysely<DB>, rawBefore: string, keepBefore: string): Promise<number> {
  let n = 0;
  for (const t of ['insight_views', 'insight_leads', 'insight_vitals'] as const) {
    n += Number((await db.deleteFrom(t).where('day', '<', rawBefore).executeTakeFirst()).numDeletedRows);
  }
  for (const t of ['insight_daily', 'insight_speed', 'insight_rollups'] as const) {
    n += Number((await db.deleteFrom(t).where('day', '<', keepBefore).executeTakeFirst()).numDeletedRows);
  }
  return n;
}
