import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { makeCorruptJpeg, makeJpegWithGps, makePng, textFileNamedPng } from '../../support/images';
import { createPageServices } from '../../../server/pages/page-services';
import { builtInDocuments } from '../../../modules/site-content/built-in.service';
import { HomeSchema, TeamSchema } from '../../../common/site-content';
import { VARIANT_WIDTHS } from '../../../server/services/images';
import { slides, team } from '../../../content/company';
import { homeServiceCards } from '../../../content/services';
import type { ContentImage, HomeContent, TeamContent } from '../../../content/types';

/**
 * Site content: the 'home' and 'team' documents and the picture uploads they use
 * (docs/decisions/0007-site-content.md, "Home page, team and images"). Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL; the uploads also with UPLOADS_STORAGE=database
 * (HOME_TEST_UPLOADS=database, or on PostgreSQL, where the database storage is used below).
 */
let t: TestApp;
let admin: { token: string };
let member: { token: string };

const UPLOADS = process.env.HOME_TEST_UPLOADS ?? (process.env.TEST_DATABASE_URL ? 'database' : '');
type FilePart = { field: string; filename: string; type: string; data: Buffer };

const get = (url: string, token = admin.token) => t.request({ method: 'GET', url, headers: bearer(token) });
const putDraft = (key: string, value: unknown, token = admin.token) =>
  t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(token), payload: value as object });
const publish = (key: string) => t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(admin.token) });
const upload = (kind: string, file?: FilePart, headers: Record<string, string> = bearer(admin.token)) =>
  t.request({ method: 'POST', url: `/api/content/images?kind=${kind}`, ...multipart({}, file, headers) });
const jpeg = async (width = 2000, height = 1500): Promise<FilePart> => ({
  field: 'image',
  filename: 'banner.jpg',
  type: 'image/jpeg',
  data: await makeJpegWithGps({ width, height }),
});
const home = (): HomeContent => structuredClone(builtInDocuments.home) as HomeContent;
const members = (): TeamContent => structuredClone(builtInDocuments.team) as TeamContent;
const pages = () => createPageServices(t.app.ctx);

function expectError(res: { statusCode: number; body: string }, status: number, message: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = JSON.parse(res.body);
  expect(body.status).toBe('error');
  expect(body.message).toMatch(message);
  expect(body.message).not.toMatch(/\bat .+:\d+:\d+/);
}

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_STORAGE: UPLOADS });
  admin = await t.createUser({ role: 'admin', username: 'Obinna Agu' });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('the home and team documents', () => {
  it('are seeded from today\'s content: the same slides, cards, clients per sector and team, without pictures', async () => {
    const h = t.json(await get('/api/content/home'));
    expect(h.draft).toBeNull();
    expect(h.published.slides.map((s: { title: string; text: string; cta: object }) => ({ title: s.title, text: s.text, cta: s.cta }))).toEqual(slides);
    expect(h.published.slides.map((s: { art: string }) => s.art)).toEqual(['software', 'training', 'hosting', 'research']);
    expect(h.published.slides.every((s: { image: unknown }) => s.image === null)).toBe(true);
    expect(h.published.services).toEqual(homeServiceCards);
    expect(h.published.clients).toEqual({ perSector: 2 });
    const tm = t.json(await get('/api/content/team'));
    expect(tm.published.members.map(({ photo: _p, ...m }: { photo: unknown }) => m)).toEqual(team);
    expect(tm.published.members.every((m: { photo: unknown }) => m.photo === null)).toBe(true);
    expect(await pages().content('home', new Request('http://x/'))).toEqual(h.published);
    expect(HomeSchema.safeParse(h.published).success).toBe(true);
    expect(TeamSchema.safeParse(tm.published).success).toBe(true);
  });

  it('refuse anonymous (401) and members (403) on every endpoint, the picture upload included', async () => {
    const png: FilePart = { field: 'image', filename: 'a.png', type: 'image/png', data: await makePng(400, 300) };
    const calls: [string, string, object?][] = [
      ['GET', '/api/content/home'],
      ['PUT', '/api/content/home/draft', home()],
      ['POST', '/api/content/home/publish'],
      ['GET', '/api/content/team'],
      ['PUT', '/api/content/team/draft', members()],
      ['POST', '/api/content/team/publish'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.request({ method: method as 'GET', url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(member.token) })).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const kind of ['banner', 'team', 'service']) {
      const anon = await upload(kind, png, {});
      expectError(anon, 401, /log in/i);
      expectError(await upload(kind, png, bearer(member.token)), 403, /.+/);
    }
    expect(t.json(await get('/api/content/home')).draft).toBeNull();
  });

  it('refuse unknown fields, a foreign picture URL, a made-up srcset, bad links and too long text with 400 naming the place', async () => {
    const cases: [string, (v: HomeContent) => void, RegExp][] = [
      ['unknown field', (v) => ((v as unknown as Record<string, unknown>).hero = 'x'), /Unknown field "hero"/],
      ['unknown slide field', (v) => ((v.slides[0] as unknown as Record<string, unknown>).video = 'x'), /^Slide 1: Unknown field "video"/],
      [
        'foreign URL',
        (v) => (v.slides[1].image = { url: 'https://evil.example.com/a.webp', srcset: 'https://evil.example.com/a.webp 800w', width: 800, height: 600 }),
        /^Slide 2: Slide picture must be a picture uploaded to this site/,
      ],
      [
        'srcset of another upload',
        (v) => (v.slides[0].image = { url: `/uploads/${'a'.repeat(32)}-640.webp`, srcset: `/uploads/${'b'.repeat(32)}-320.webp 320w, /uploads/${'a'.repeat(32)}-640.webp 640w`, width: 640, height: 480 }),
        /^Slide 1: Slide picture must be a picture uploaded to this site/,
      ],
      ['javascript link', (v) => (v.slides[0].cta.href = 'javascript:alert(1)'), /^Slide 1: Button link must be a page of this site/],
      ['protocol-relative link', (v) => (v.services[2].href = '//evil.example.com/'), /^Services card 3: Card link must be a page of this site/],
      ['too long heading', (v) => (v.slides[0].title = 'x'.repeat(91)), /^Slide 1: Slide heading must be at most 90 characters/],
      // An icon outside the list (the document's type allows none, hence the widening).
      ['unknown icon', (v) => ((v.services[0] as { icon: string }).icon = 'rocket'), /^Services card 1: Icon must be one of the listed icons/],
      ['clients per sector', (v) => (v.clients.perSector = 0), /Clients per sector must be at least 1/],
      ['no slides', (v) => (v.slides = []), /Add at least one banner slide/],
    ];
    for (const [what, change, message] of cases) {
      const v = home();
      change(v);
      const res = await putDraft('home', v);
      expect(res.statusCode, what).toBe(400);
      expect(t.json(res).message, what).toMatch(message);
    }
    const tv = members();
    (tv.members[3] as unknown as Record<string, unknown>).email = 'a@b.ng';
    expectError(await putDraft('team', tv), 400, /^Team member 4: Unknown field "email"/);
    const tp = members();
    tp.members[0].photo = { url: 'data:image/png;base64,AAAA', srcset: '', width: 1, height: 1 };
    expectError(await putDraft('team', tp), 400, /^Team member 1: Photo must be a picture uploaded to this site/);
    expect(t.json(await get('/api/content/home')).draft).toBeNull();
  });

  it('refuse a well-formed reference to a picture that was never uploaded here', async () => {
    const v = home();
    const id = 'c'.repeat(32);
    v.slides[0].image = { url: `/uploads/${id}-640.webp`, srcset: `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w`, width: 640, height: 480 };
    expectError(await putDraft('home', v), 400, /^Slide 1: the picture was not found on this site\. Please upload it again\./);
  });
});

describe('draft and preview', () => {
  it('show a saved team draft only in an admin\'s ?preview= view; the public keeps the published team', async () => {
    const v = members();
    v.members[0].role = 'Chief Executive Officer';
    expect((await putDraft('team', v)).statusCode).toBe(200);
    const { token } = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) }));
    const previewed = await pages().content('team', new Request(`http://x/companyProfile?preview=${encodeURIComponent(token)}`));
    expect(previewed.members[0].role).toBe('Chief Executive Officer');
    expect((await pages().content('team', new Request('http://x/companyProfile'))).members[0].role).toBe(team[0].role);
    expect((await pages().content('team', new Request('http://x/companyProfile?preview=forged'))).members[0].role).toBe(team[0].role);
    expect((await t.request({ method: 'DELETE', url: '/api/content/team/draft', headers: bearer(admin.token) })).statusCode).toBe(200);
  });
});

describe('picture uploads for site content', () => {
  it('re-encode a banner JPEG to WebP at the banner widths, drop its metadata, and serve every variant', async () => {
    const res = await upload('banner', await jpeg(2000, 1500));
    expect(res.statusCode).toBe(201);
    const { image } = t.json<{ image: ContentImage }>(res);
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(image.width).toBe(1600);
    expect(image.height).toBe(1200);
    const widths = image.srcset.split(', ').map((c) => Number(c.split(' ')[1].replace('w', '')));
    expect(widths).toEqual(VARIANT_WIDTHS.banner);
    for (const candidate of image.srcset.split(', ')) {
      const [url, w] = candidate.split(' ');
      const file = await t.request({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}w`).toBe(w);
      expect(meta.exif).toBeUndefined();
    }
    // The answer goes into the document as it is.
    const v = home();
    v.slides[0].image = image;
    expect((await putDraft('home', v)).statusCode).toBe(200);
    expect((await publish('home')).statusCode).toBe(200);
    expect((await pages().content('home', new Request('http://x/'))).slides[0].image).toEqual(image);
  });

  it('never enlarge: a small team photo keeps its own width as the largest variant', async () => {
    const res = await upload('team', { field: 'image', filename: 'me.png', type: 'image/png', data: await makePng(200, 200) });
    expect(res.statusCode).toBe(201);
    const { image } = t.json<{ image: ContentImage }>(res);
    expect(image.srcset).toMatch(/-96\.webp 96w, .*-192\.webp 192w, .*-200\.webp 200w$/);
    expect(image.width).toBe(200);
    const v = members();
    v.members.reverse();
    v.members[0].photo = image;
    expect((await putDraft('team', v)).statusCode).toBe(200);
    expect((await publish('team')).statusCode).toBe(200);
    const live = await pages().content('team', new Request('http://x/'));
    expect(live.members[0].name).toBe('Tamunotonye Briggs');
    expect(live.members[0].photo).toEqual(image);
  });

  it('accept service pictures (for the service pages)', async () => {
    const res = await upload('service', await jpeg(1400, 900));
    expect(res.statusCode).toBe(201);
    expect(t.json(res).image.srcset).toMatch(/400w, .*800w, .*1200w$/);
  });

  it('refuse bad pictures with a clear 4xx and store nothing', async () => {
    expectError(await upload('banner', { field: 'image', filename: 'photo.png', type: 'image/png', data: textFileNamedPng() }), 415, /Only JPEG, PNG, WebP, GIF or AVIF/);
    expectError(await upload('banner', { field: 'image', filename: 'broken.jpg', type: 'image/jpeg', data: makeCorruptJpeg() }), 400, /could not be read as an image/);
    expectError(await upload('banner', { field: 'image', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(21 * 1024 * 1024, 1) }), 413, /larger than 20 MB/);
    expectError(await upload('banner'), 400, /Please choose a picture/);
    expectError(await upload('logo', await jpeg(800, 600)), 400, /kind=banner, team or service/);
    expectError(await upload('', await jpeg(800, 600)), 400, /kind=banner, team or service/);
  });
});
