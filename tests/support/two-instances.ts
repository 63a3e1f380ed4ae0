import { afterAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createFreshPgDatabase, pgServerUrl } from './pg-server';

/**
 * Two server instances of one database, for a race between them: call once in a `describe`, then
 * start the pair in its test. Both apps, and the PostgreSQL database made for them, are closed
 * after the describe's tests. A hook the caller registers before this call runs after this one's
 * (Vitest runs `afterAll` hooks last-registered first), so servers the apps talk to can close last.
 */
export function twoInstances() {
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>> | undefined;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });
  return {
    /** Both instances open the same SQLite file (the second uses the first one's data folder). */
    async onOneSqliteFile(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
      a = await createTestApp(env);
      b = await createTestApp({ ...env, DATA_DIR: a.dataDir });
      return [a, b];
    },
    /**
     * Both instances use a fresh database on the PostgreSQL server of the run (pgServerUrl: skip
     * the describe without one), with one signing secret so a token from either works on both.
     */
    async onOnePgDatabase(name: string, env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
      db = await createFreshPgDatabase(pgServerUrl!);
      const shared = { ...env, DATABASE_URL: db.url, JWT_SECRET: `two-instance-${name}-secret-0123456789abcdef` };
      a = await createTestApp(shared);
      b = await createTestApp(shared);
      return [a, b];
    },
  };
}
