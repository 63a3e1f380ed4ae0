import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { makeJpegWithGps, makePng } from '../../support/images';
import { createPageServices } from '../../../server/pages/page-services';
import { serviceDocument } from '../../../modules/site-content/built-in.service';
import { services } from '../../../content/services';
import type { ContentImage, ServiceContent } from '../../../content/types';

/**
 * A service page's hero picture (docs/site-content.md, Pictures). The 'image' of a
 * 'service:<slug>' document is an upload of kind 'service' or null (the built-in illustration); a
 * document stored before pictures existed (no 'image') still reads, as null. SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let admin: { token: string };
let member: { token: string };
type FilePart = { field: string; filename: string; type: string; data: Buffer };

const KEY = 'service:training';
const get = (url: string, token = admin.token) => t.request({ method: 'GET', url, headers: bearer(token) });
const putDraft = (key: string, value: unknown) => t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(admin.token), payload: value as object });
const publish = (key: string) => t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(admin.token) });
const upload = (file: FilePart, headers: Record<string, string> = bearer(admin.token)) =>
  t.request({ method: 'POST', url: '/api/content/images?kind=service', ...multipart({}, file, headers) });
const seeded = (): ServiceContent => serviceDocument(services.find((s) => s.slug === 'training')!);
const pages = () => createPageServices(t.app.ctx);

function expectError(res: { statusCode: number; body: string }, status: number, message: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = JSON.parse(res.body);
  expect(body.status).toBe('error');
  expect(body.message).toMatch(message);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin', username: 'Chiamaka Eze' });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('a service page picture', () => {
  it('is none on a fresh install: every service document is seeded with image null', async () => {
    for (const s of services) {
      const doc = t.json(await get(`/api/content/service:${s.slug}`));
      expect(doc.published.image, s.slug).toBeNull();
    }
  });

  it('may be uploaded by admins only (anonymous 401, members 403)', async () => {
    const png: FilePart = { field: 'image', filename: 'a.png', type: 'image/png', data: await makePng(400, 300) };
    expectError(await upload(png, {}), 401, /log in/i);
    expectError(await upload(png, bearer(member.token)), 403, /.+/);
  });

  it('saves, publishes and reaches the page; removing it brings back the illustration', async () => {
    const res = await upload({ field: 'image', filename: 'class.jpg', type: 'image/jpeg', data: await makeJpegWithGps({ width: 1600, height: 1200 }) });
    expect(res.statusCode).toBe(201);
    const image: ContentImage = t.json(res).image;
    expect(image.srcset).toMatch(/^\/uploads\/[0-9a-f]{32}-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(image).toMatchObject({ width: 1200, height: 900 });

    const value = { ...seeded(), image };
    expect((await putDraft(KEY, value)).statusCode).toBe(200);
    expect(t.json(await get(`/api/content/${KEY}`)).draft.image).toEqual(image);
    expect(await pages().content(KEY, new Request('http://x/training'))).toMatchObject({ image: null });
    expect((await publish(KEY)).statusCode).toBe(200);
    expect(t.json(await get(`/api/content/${KEY}`)).published.image).toEqual(image);
    expect(await pages().content(KEY, new Request('http://x/training'))).toEqual(value);
    // The largest variant is served.
    const file = await t.request({ method: 'GET', url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/webp/);

    expect((await putDraft(KEY, seeded())).statusCode).toBe(200);
    expect((await publish(KEY)).statusCode).toBe(200);
    expect(await pages().content(KEY, new Request('http://x/training'))).toEqual(seeded());
  });

  it('refuses a foreign URL, a made-up srcset and a never-uploaded picture with 400', async () => {
    expectError(
      await putDraft(KEY, { ...seeded(), image: { url: 'https://evil.example.com/a.webp', srcset: 'https://evil.example.com/a.webp 800w', width: 800, height: 600 } }),
      400,
      /^Picture must be a picture uploaded to this site/,
    );
    const a = 'a'.repeat(32);
    expectError(
      await putDraft(KEY, { ...seeded(), image: { url: `/uploads/${a}-800.webp`, srcset: `/uploads/${'b'.repeat(32)}-400.webp 400w, /uploads/${a}-800.webp 800w`, width: 800, height: 600 } }),
      400,
      /^Picture must be a picture uploaded to this site/,
    );
    expectError(
      await putDraft(KEY, { ...seeded(), image: { url: `/uploads/${a}-800.webp`, srcset: `/uploads/${a}-400.webp 400w, /uploads/${a}-800.webp 800w`, width: 800, height: 600 } }),
      400,
      /the picture was not found on this site/,
    );
  });

  it('is null for a document stored before pictures existed (no image field), not the built-in words', async () => {
    const { image: _none, ...old } = seeded();
    const older = { ...old, title: 'IT Training in Enugu' };
    // As an install seeded before this change stored it: straight into the table, without 'image'.
    await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify(older) }).where('key', '=', KEY).execute();
    t.app.ctx.siteContent.clear();
    const doc = t.json(await get(`/api/content/${KEY}`));
    expect(doc.published).not.toHaveProperty('image');
    expect(await pages().content(KEY, new Request('http://x/training'))).toEqual({ ...older, image: null });
    // The editor's draft of it saves with or without the field.
    expect((await putDraft(KEY, older)).statusCode).toBe(200);
    expect(t.json(await get(`/api/content/${KEY}`)).draft.image).toBeNull();
  });
});
