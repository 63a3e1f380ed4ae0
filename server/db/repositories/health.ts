import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';

/** True when the database answers a trivial query (GET /api/health). */
export async function ping(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells every instance listening on PostgreSQL's `channel` (services/content-events.ts) that
 * something changed; `payload` names the sender, which ignores its own notice.
 */
export async function notify(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
