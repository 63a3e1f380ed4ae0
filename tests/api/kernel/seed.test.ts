import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { seedBuiltInContent } from '../../../server/db/seed';
import { sectors } from '../../../content/sectors';
import { builtInTopics } from '../../../content/topics';

let t: TestApp;
afterAll(() => t?.close());

describe('built-in content', () => {
  it('is seeded once: a restart never duplicates it and an admin deletion stays deleted', async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const total = sectors.reduce((n, s) => n + s.clients.length, 0);
    const countClients = async () => Number((await db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const countTopics = async () => Number((await db.selectFrom('topics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await countClients()).toBe(total);
    expect(await countTopics()).toBe(builtInTopics.length);

    expect(await seedBuiltInContent(db)).toEqual({ clients: 0, topics: 0 });
    expect(await countClients()).toBe(total);

    const admin = await t.createUser({ role: 'admin' });
    const first = (await db.selectFrom('clients').select(['id', 'name', 'module']).orderBy('id').executeTakeFirstOrThrow());
    expect((await t.request({ method: 'DELETE', url: `/api/clients?id=${first.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const topic = await db.selectFrom('topics').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await t.request({ method: 'DELETE', url: `/api/topics?id=${topic.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);

    expect(await seedBuiltInContent(db)).toEqual({ clients: 0, topics: 0 });
    expect(await countClients()).toBe(total - 1);
    expect(await countTopics()).toBe(builtInTopics.length - 1);
    expect(await db.selectFrom('clients').select('id').where('name', '=', first.name).where('module', '=', first.module).executeTakeFirst()).toBeUndefined();
  });
});
