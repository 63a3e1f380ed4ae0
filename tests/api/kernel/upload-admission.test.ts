import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import sharp from 'sharp';
import { pagesWithActions } from '../../support/page-actions';
import { action as reviewAction } from '../../../app/routes/review-form';
import { IMAGE_JOBS, imageJobStats, onImageJobStart, resetImageJobStats } from '../../../server/services/images';
import { SMALL_FORM_BYTES } from '../../../server/http/upload-admission';

/**
 * Uploads are admitted to the image slots BEFORE their bodies are read (server/services/images/jobs.ts,
 * docs/decisions/0026-admin-photo-uploads.md): IMAGE_JOBS.concurrency running plus maxWaiting
 * waiting per process, perCaller per account (or visitor address); the rest get 503 with
 * Retry-After at once, their bodies unread. Every route that takes a picture goes through it.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL (admitted uploads write their rows).
 */

const BUSY = 'We are processing many pictures right now. Please try again in a few seconds.';
const PLACES = IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting;

let t: TestApp;
let staff: { token: string }[];
let picture: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REVIEW: '100000/1m' }, { pages: pagesWithActions({ '/reviewForm': reviewAction as never }) });
  staff = await Promise.all(Array.from({ length: 3 }, () => t.createUser({ role: 'staff' })));
  // Noise does not compress: a picture over SMALL_FORM_BYTES, so every upload of it needs a place.
  picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  expect(picture.length).toBeGreaterThan(SMALL_FORM_BYTES);
});
afterAll(() => t?.close());
let releaseHeld = () => {};
// A failed test must not leave its jobs held for the next one.
afterEach(() => {
  releaseHeld();
  onImageJobStart(undefined);
});

/** Holds every image job in its slot until `release()`. */
function holdJobs() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  onImageJobStart(() => held);
  releaseHeld = release;
  return { release };
}

/** Waits (polling the counters, no time limit of its own: Vitest's catches a hang) until `done()` holds. */
async function until(done: (stats: ReturnType<typeof imageJobStats>) => boolean) {
  while (!done(imageJobStats())) await new Promise((r) => setTimeout(r, 20));
}
const admittedReaches = (admitted: number) => until((s) => s.admitted >= admitted);

const gallery = (token: string, title: string) =>
  t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title }, { field: 'image', filename: 'a.png', type: 'image/png', data: picture }, bearer(token)) });

const titles = async () =>
  t.json(await t.request({ method: 'GET', url: '/api/gallery' })).gallery.map((g: { title: string }) => g.title) as string[];

function expectBusy(r: Awaited<ReturnType<TestApp['request']>>) {
  expect(r.statusCode, r.body).toBe(503);
  expect(r.headers['retry-after']).toBe(String(IMAGE_JOBS.retryAfterSeconds));
  expect(t.json(r)).toEqual({ status: 'error', message: BUSY });
}

describe('admission of uploads before their bodies are read', () => {
  it(`26 parallel uploads from one staff token: ${IMAGE_JOBS.perCaller} admitted and stored, the others 503 with Retry-After`, async () => {
    const { release } = holdJobs();
    resetImageJobStats();
    const answers = Promise.all(Array.from({ length: 26 }, (_, i) => gallery(staff[0].token, `Burst ${i}`)));
    // The refusals are answered while the admitted uploads are still held in their slots.
    await until((s) => s.active === IMAGE_JOBS.perCaller && s.refused === 26 - IMAGE_JOBS.perCaller);
    expect(imageJobStats()).toMatchObject({ admitted: IMAGE_JOBS.perCaller, active: IMAGE_JOBS.perCaller, waiting: 0 });
    release();
    const done = await answers;
    const created = done.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(IMAGE_JOBS.perCaller);
    for (const r of done.filter((x) => x.statusCode !== 201)) expectBusy(r);
    expect(imageJobStats()).toMatchObject({ maxAdmitted: IMAGE_JOBS.perCaller, admitted: 0, active: 0, waiting: 0, refused: 26 - IMAGE_JOBS.perCaller });
    const stored = (await titles()).filter((x) => x.startsWith('Burst '));
    expect(stored.sort()).toEqual(created.map((r) => t.json(r).image.title).sort());
  });

  it(`the process takes ${PLACES} at once from several accounts; the next account is refused, each account keeps its own limit`, async () => {
    const { release } = holdJobs();
    resetImageJobStats();
    const first = [gallery(staff[0].token, 'Account A 1'), gallery(staff[0].token, 'Account A 2')];
    await admittedReaches(2);
    const second = [gallery(staff[1].token, 'Account B 1'), gallery(staff[1].token, 'Account B 2')];
    await until((s) => s.admitted === PLACES && s.active === IMAGE_JOBS.concurrency);
    // The process is full: a third account is refused, as is a third upload of the first.
    expectBusy(await gallery(staff[2].token, 'Account C'));
    expectBusy(await gallery(staff[0].token, 'Account A 3'));
    release();
    for (const r of await Promise.all([...first, ...second])) expect(r.statusCode, r.body).toBe(201);
    expect(imageJobStats()).toMatchObject({ maxAdmitted: PLACES, admitted: 0, refused: 2 });
    // Places are given back with the answers: the next upload is taken again.
    expect((await gallery(staff[2].token, 'Account C later')).statusCode).toBe(201);
    const stored = await titles();
    expect(stored).toEqual(expect.arrayContaining(['Account A 1', 'Account A 2', 'Account B 1', 'Account B 2', 'Account C later']));
    expect(stored).not.toContain('Account C');
    expect(stored).not.toContain('Account A 3');
  });

  it('every route that takes a picture is refused at once while the process is full', async () => {
    const { release } = holdJobs();
    const held = [gallery(staff[0].token, 'Held 1'), gallery(staff[0].token, 'Held 2'), gallery(staff[1].token, 'Held 3'), gallery(staff[1].token, 'Held 4')];
    await admittedReaches(PLACES);
    const file = (field: string) => ({ field, filename: 'p.png', type: 'image/png', data: picture });
    const auth = bearer(staff[2].token);
    const client = multipart({ module: 'Hotels', name: 'Coal City Bakery', location: 'Enugu' }, file('logo'), auth);
    const review = multipart({ name: 'Chidi', rating: '5', review_text: 'Good training.', captchaToken: await solvedCaptcha(t) }, file('profile_pic'));
    const answers = await Promise.all([
      t.request({ method: 'POST', url: '/api/clients', ...client }),
      t.request({ method: 'PUT', url: '/api/clients?id=1', ...client }),
      t.request({ method: 'POST', url: '/api/clients.php', ...client }),
      t.request({ method: 'POST', url: '/api/gallery.php', ...multipart({ title: 'x' }, file('image'), auth) }),
      t.request({ method: 'POST', url: '/api/content/images?kind=banner', ...multipart({}, file('image'), auth) }),
      t.request({ method: 'POST', url: '/api/reviews', remoteAddress: '198.51.100.7', ...review }),
    ]);
    for (const r of answers) expectBusy(r);
    // A review without a picture is a small form: taken while the photos wait.
    const plain = multipart({ name: 'Emeka', rating: '5', review_text: 'Quick support by phone.', captchaToken: await solvedCaptcha(t) });
    expect((await t.request({ method: 'POST', url: '/api/reviews', remoteAddress: '198.51.100.9', ...plain })).statusCode).toBe(201);
    // The review form posted without JavaScript: the same refusal, before the page reads the form.
    const page = await t.request({ method: 'POST', url: '/reviewForm', remoteAddress: '198.51.100.8', ...multipart({ name: 'Chidi' }, file('profile_pic')) });
    expect(page.statusCode, page.body).toBe(503);
    expect(page.headers['retry-after']).toBe(String(IMAGE_JOBS.retryAfterSeconds));
    release();
    for (const r of await Promise.all(held)) expect(r.statusCode).toBe(201);
  });

  it(`visitors' review pictures take at most ${IMAGE_JOBS.visitorPlaces} places together, so staff still find one`, async () => {
    const { release } = holdJobs();
    resetImageJobStats();
    const captchas = await Promise.all(Array.from({ length: 3 }, () => solvedCaptcha(t)));
    const review = (address: string, captchaToken: string) =>
      t.request({
        method: 'POST',
        url: '/api/reviews',
        remoteAddress: address,
        ...multipart(
          { name: 'Ngozi', rating: '4', review_text: 'The web design course was practical.', captchaToken },
          { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: picture },
        ),
      });
    const held = [review('203.0.113.1', captchas[0]), review('203.0.113.2', captchas[1])];
    await admittedReaches(IMAGE_JOBS.visitorPlaces);
    expectBusy(await review('203.0.113.3', captchas[2]));
    const staffUpload = gallery(staff[2].token, 'Staff during reviews');
    await admittedReaches(IMAGE_JOBS.visitorPlaces + 1);
    release();
    for (const r of await Promise.all([...held, staffUpload])) expect(r.statusCode, r.body).toBe(201);
  });
});

describe('inside the slot', () => {
  it('recognising the type and reading the header run in the image slot, not before it', async () => {
    resetImageJobStats();
    const notAPicture = Buffer.alloc(SMALL_FORM_BYTES * 2, 'not a picture, only text. ');
    const tooLarge = await sharp({ create: { width: 8000, height: 6300, channels: 3, background: '#0b5d4b' } }).png({ compressionLevel: 9, palette: true }).toBuffer();
    const send = (data: Buffer) =>
      t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title: 'Checked in the slot' }, { field: 'image', filename: 'p.png', type: 'image/png', data }, bearer(staff[0].token)) });
    expect((await send(notAPicture)).statusCode).toBe(415);
    expect((await send(tooLarge)).statusCode).toBe(400);
    // Both were refused from inside a slot (each took a job), and neither was decoded.
    expect(imageJobStats()).toMatchObject({ jobs: 2, decodes: 0 });
  });
});

describe('a refused upload is answered before its body is sent', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('a 15 MB upload over a real connection gets its 503 after only its first 64 KB were sent', async () => {
    const { release } = holdJobs();
    const held = [gallery(staff[0].token, 'Wire held 1'), gallery(staff[0].token, 'Wire held 2')];
    await admittedReaches(IMAGE_JOBS.perCaller);

    const boundary = '----admission-test';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const declared = 15 * 1024 * 1024;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/gallery',
      headers: { ...bearer(staff[0].token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(declared) },
    });
    const answered = new Promise<{ status: number; retryAfter: unknown; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      });
      req.on('error', reject);
    });
    // The headers and the first 64 KB only; the rest of the 15 MB is never sent.
    req.write(Buffer.concat([head, Buffer.alloc(64 * 1024 - head.length, 0xff)]));
    const r = await answered;
    req.destroy();
    expect(r.status).toBe(503);
    expect(r.retryAfter).toBe(String(IMAGE_JOBS.retryAfterSeconds));
    expect(JSON.parse(r.body)).toEqual({ status: 'error', message: BUSY });

    release();
    for (const a of await Promise.all(held)) expect(a.statusCode).toBe(201);
  });
});
