import type { Generated } from 'kysely';

/** The clients' table (a logo per client, by module), as Kysely types it; server/db/schema.ts gathers it into `DB`. */
export interface ClientsTable {
  id: Generated<number>;
  module: string;
  name: string;
  location: string | null;
  url: string | null;
  logo: string;
  logo_srcset: string;
  created_at: string;
  updated_at: string;
}
