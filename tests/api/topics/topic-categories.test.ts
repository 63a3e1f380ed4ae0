import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { topicCategories, topicsByCategory } from '../../../content/topics';

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

  it('keeps the category staff choose when adding or changing a topic, and keeps it when a change leaves it out', async () => {
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload });
    const put = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/topics?id=${id}`, headers: bearer(admin.token), payload });
    const categoryOf = async (id: number) => (await list()).find((r) => r.id === id)?.category;

    const added = await post({ title: 'Mobile Money Adoption Among Market Traders in Ogbete', category: 'Business Administration' });
    expect(added.statusCode).toBe(201);
    const id = t.json(added).id as number;
    expect(await categoryOf(id)).toBe('Business Administration');

    expect((await put(id, { title: 'Mobile Money Adoption Among Traders in Ogbete Market', category: 'Economics' })).statusCode).toBe(200);
    expect(await categoryOf(id)).toBe('Economics');
    expect((await put(id, { title: 'Mobile Money Adoption Among Traders in Ogbete Main Market' })).statusCode).toBe(200);
    expect(await categoryOf(id)).toBe('Economics');
    expect((await put(id, { title: 'Mobile Money Adoption Among Traders in Ogbete Main Market', category: '' })).statusCode).toBe(200);
    expect(await categoryOf(id)).toBeNull();

    // A built-in title moved to another category by staff shows the one they chose.
    const [cs] = topicsByCategory['Computer Science'];
    const builtIn = (await list()).find((r) => r.title === cs)!;
    expect((await put(builtIn.id, { title: cs, category: 'Management' })).statusCode).toBe(200);
    expect(await categoryOf(builtIn.id)).toBe('Management');
    expect((await put(builtIn.id, { title: cs, category: null })).statusCode).toBe(200);
    expect(await categoryOf(builtIn.id)).toBe('Computer Science');
  });

  it('refuses a category that is not one of the six with a 400 that names them', async () => {
    for (const category of ['Astrology', 'economics', 7, ['Economics']]) {
      const r = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: 'Cattle Ranching Economics in Enugu', category } });
      expect(r.statusCode, String(category)).toBe(400);
      expect(t.json(r).message).toBe(`Choose one of the categories: ${topicCategories.join(', ')}.`);
    }
    expect((await list()).some((r) => r.title === 'Cattle Ranching Economics in Enugu')).toBe(false);
  });

  it('is for members only, like the titles', async () => {
    expect((await t.request({ method: 'GET', url: '/api/topics' })).statusCode).toBe(401);
  });
});
