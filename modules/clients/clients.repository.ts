import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';
import type { ClientsTable } from './clients.table';

/** Every query of the clients' table: the lists (all, by module), and the admin's writes. */

export type ClientRow = Selectable<ClientsTable>;

export function listByModule(db: Kysely<DB>, module: string) {
  return db.selectFrom('clients').selectAll().where('module', '=', module).orderBy('name').orderBy('id').execute();
}

export function listAll(db: Kysely<DB>) {
  return db.selectFrom('clients').selectAll().orderBy('module').orderBy('name').execute();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ClientValues {
  module: string;
  name: string;
  location: string | null;
  url: string | null;
  logo?: string;
  logo_srcset?: string;
}

export async function create(db: Kysely<DB>, v: ClientValues): Promise<number> {
  const now = nowIso();
  const r = await db
    .insertInto('clients')
    .values({ ...v, logo: v.logo ?? '', logo_srcset: v.logo_srcset ?? '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function update(db: Kysely<DB>, id: number, v: Partial<ClientValues>): Promise<void> {
  await db.updateTable('clients').set({ ...v, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}
