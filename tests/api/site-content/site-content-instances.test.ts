import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { withPhone } from '../../support/site-content';
import { builtInDocuments } from '../../../modules/site-content/built-in.service';
import { createPageServices } from '../../../server/pages/page-services';
import { site } from '../../../content/site';

/**
 * Site content (docs/decisions/0007-site-content.md) across processes: a draft kept over a restart,
 * the built-in values when the database cannot be read, and two instances on one PostgreSQL
 * database (seeded once; a publish on one shows on the other at once). Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL; the two-instance test needs a PostgreSQL server.
 */
describe('a restart', () => {
  it('keeps an unpublished draft (it is in the database, not in the process)', async () => {
    const first = await createTestApp();
    const boss = await first.createUser({ role: 'admin' });
    const draft = withPhone('+2348036667777');
    expect((await first.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(boss.token), payload: draft })).statusCode).toBe(200);
    // A second process on the same database (same data folder, or the same PostgreSQL database).
    const same: Record<string, string> = first.config.database.kind === 'postgres' ? { DATABASE_URL: first.config.database.url } : { DATA_DIR: first.dataDir };
    await first.app.close();
    const second = await createTestApp({ ...same, JWT_SECRET: first.config.jwtSecret });
    try {
      const res = await second.request({ method: 'GET', url: '/api/content/company', headers: bearer(boss.token) });
      expect(res.statusCode).toBe(200);
      expect(second.json(res).draft).toEqual(draft);
      expect(second.json(res).published).toEqual(site);
    } finally {
      await second.app.close();
      rmSync(second.dataDir, { recursive: true, force: true });
      await first.close().catch(() => undefined);
    }
  });
});

describe('when the database cannot be read', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
  });
  afterAll(() => broken?.close());

  it('pages get the built-in company details instead of an error', async () => {
    const services = createPageServices(broken.app.ctx);
    await broken.app.ctx.db.schema.alterTable('content_documents').renameTo('content_documents_gone').execute();
    broken.app.ctx.contentChanged();
    expect(await services.company()).toEqual(site);
    await broken.app.ctx.db.schema.alterTable('content_documents_gone').renameTo('content_documents').execute();
  });
});

const pgUrl = pgServerUrl;
if (!pgUrl) console.warn(`Two-instance site-content test skipped: ${noPgServerReason}`);

describe.skipIf(!pgUrl)('two instances on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let one: TestApp;
  let two: TestApp;
  const env = () => ({ DATABASE_URL: db.url, JWT_SECRET: 'site-content-two-instances-secret-0123456789' });
  beforeAll(async () => {
    db = await createFreshPgDatabase(pgUrl!);
    one = await createTestApp(env());
    two = await createTestApp(env());
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  it('seeds once, and a publish on one instance shows on the other at once (LISTEN/NOTIFY)', async () => {
    // Each built-in document was seeded once although both instances started: one revision each.
    const seeded = await one.app.ctx.db.selectFrom('content_revisions').select('doc_key').execute();
    expect(seeded.map((r) => r.doc_key).sort()).toEqual(Object.keys(builtInDocuments).sort());
    const services = createPageServices(two.app.ctx);
    expect((await services.company()).phones[0].tel).toBe(site.phones[0].tel); // now cached on two
    const boss = await one.createUser({ role: 'admin' });
    expect((await one.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(boss.token), payload: withPhone('+2348032223333') })).statusCode).toBe(200);
    expect((await one.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(boss.token) })).statusCode).toBe(200);
    await expect.poll(async () => (await services.company()).phones[0].tel).toBe('+2348032223333');
  });
});
