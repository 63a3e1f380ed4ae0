import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/app';
import { topicCategories, topicsByCategory } from '../../content/topics';

let t: TestApp;
let admin: { token: string };
let member: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
});
afterAll(() => t?.close());

type Row = { id: number; title: string; category: string | null };
const list = async (): Promise<Row[]> => t.json(await t.request({ method: 'GET', url: '/api/topics', headers: bearer(member.token) })).topics;

describe('the categories of the topics list', () => {
  it('gives every built-in title the category it is listed under', async () => {
    const byTitle = new Map((await list()).map((r) => [r.title, r.category]));
    for (const category of topicCategories) {
      for (const title of topicsByCategory[category]) expect(byTitle.get(title), title).toBe(category);
    }
    const counts = Object.fromEntries(topicCategories.map((c) => [c, [...byTitle.values()].filter((v) => v === c).length]));
    expect(counts).toEqual(Object.fromEntries(topicCategories.map((c) => [c, topicsByCategory[c].length])));
  });

  it('gives a topic staff added no category, and a built-in title staff re-typed its category back', async () => {
    const added = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: 'A Mobile Wallet for Ogbete Market Traders' } });
    expect(added.statusCode).toBe(201);
    const [economics] = topicsByCategory.Economics;
    const builtIn = (await list()).find((r) => r.title === economics)!;
    expect((await t.request({ method: 'DELETE', url: `/api/topics?id=${builtIn.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: economics.toUpperCase() } });
    expect(again.statusCode).toBe(201);

    const rows = await list();
    expect(rows.find((r) => r.id === t.json(added).id)).toMatchObject({ title: 'A Mobile Wallet for Ogbete Market Traders', category: null });
    expect(rows.find((r) => r.id === t.json(again).id)).toMatchObject({ title: economics.toUpperCase(), category: 'Economics' });
  });

  it('is for members only, like the titles', async () => {
    expect((await t.request({ method: 'GET', url: '/api/topics' })).statusCode).toBe(401);
  });
});
