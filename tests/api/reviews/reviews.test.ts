import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { makePng } from '../../support/images';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

async function submit(name: string, rating = 5, text = 'Prompt, professional service.') {
  const captchaToken = await solvedCaptcha(t);
  const r = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name, rating: String(rating), review_text: text, captchaToken }) });
  expect(r.statusCode).toBe(201);
  return t.json(r).id as number;
}
const act = (id: number, action: string, url = '/api/reviews') =>
  t.request({
    method: 'PUT',
    url,
    headers: { ...bearer(admin.token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: String(id), action }).toString(),
  });
const list = async (status: string) =>
  t.json(await t.request({ method: 'GET', url: `/api/reviews?status=${status}`, headers: bearer(admin.token) })).reviews as {
    id: number;
    username: string;
  }[];

describe('reviews', () => {
  it('stores a new review as pending, not shown publicly', async () => {
    const captchaToken = await solvedCaptcha(t);
    const r = await t.request({ method: 'POST', url: '/api/reviews.php', ...multipart({ name: 'Kelechi', rating: '4', review_text: 'Great hosting.', captchaToken }) });
    expect(r.statusCode).toBe(201);
    expect(t.json(r)).toMatchObject({ status: 'success', message: 'Review submitted successfully! In review.' });
    const id = t.json(r).id;
    expect((await list('pending')).map((x) => x.id)).toContain(id);
    const pub = t.json(await t.request({ method: 'GET', url: '/api/reviews?status=approved' }));
    expect(pub.reviews.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('moves pending to approved, approved to rejected, and nothing else', async () => {
    const a = await submit('Amaka');
    expect((await act(a, 'approve')).statusCode).toBe(200);
    expect((await act(a, 'approve')).statusCode).toBe(409);
    expect((await act(a, 'reject', '/api/reviews.php')).statusCode).toBe(200);
    const again = await act(a, 'approve');
    expect(again.statusCode).toBe(409);
    expect(t.json(again).message).toBe('A rejected review cannot be approved.');
    expect((await act(a, 'reject')).statusCode).toBe(409);
    const b = await submit('Uche');
    expect((await act(b, 'reject')).statusCode).toBe(200);
    expect((await list('rejected')).map((x) => x.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await act(999999, 'approve')).statusCode).toBe(404);
    expect((await act(b, 'publish')).statusCode).toBe(400);
  });

  it('takes a form-encoded body at the moderation only: the staff calls beside it answer 415 to one', async () => {
    const form = { ...bearer(admin.token), 'content-type': 'application/x-www-form-urlencoded' };
    const id = await submit('Ifeoma');
    const topic = await t.request({ method: 'PUT', url: '/api/topics?id=1', headers: form, payload: 'title=Anything' });
    expect(topic.statusCode).toBe(415);
    expect(t.json(topic).status).toBe('error');
    const remove = await t.request({ method: 'DELETE', url: `/api/reviews?id=${id}`, headers: form, payload: 'x=1' });
    expect(remove.statusCode).toBe(415);
    expect((await list('pending')).map((x) => x.id)).toContain(id);
    expect((await act(id, 'approve', '/api/reviews.php')).statusCode).toBe(200);
  });

  it('sends each list to its scope at the .php twin too: the approved list to anyone, the pending one to staff only', async () => {
    const id = await submit('Obinna');
    const open = await t.request({ method: 'GET', url: '/api/reviews.php' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).not.toMatch(/private/);
    expect((await t.request({ method: 'GET', url: '/api/reviews.php?status=pending' })).statusCode).toBe(401);
    const queue = await t.request({ method: 'GET', url: '/api/reviews.php?status=pending', headers: bearer(admin.token) });
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['cache-control']).toMatch(/private/);
    expect(t.json(queue).reviews.map((x: { id: number }) => x.id)).toContain(id);
  });

  it('deletes a review from any status', async () => {
    for (const path of [[], ['approve'], ['reject']]) {
      const id = await submit(`Del ${path.join()}`);
      for (const step of path) await act(id, step);
      const r = await t.request({ method: 'DELETE', url: `/api/reviews?id=${id}`, headers: bearer(admin.token) });
      expect(r.statusCode).toBe(200);
    }
  });

  it('lists approved reviews only, newest first', async () => {
    const ids: number[] = [];
    for (const n of ['First', 'Second', 'Third']) {
      const id = await submit(n);
      await act(id, 'approve');
      ids.push(id);
      // The next review gets a later timestamp: wait for the clock to move on, not a fixed time.
      const now = Date.now();
      while (Date.now() <= now + 1) await new Promise((r) => setImmediate(r));
    }
    const pub = t.json(await t.request({ method: 'GET', url: '/api/reviews' }));
    expect(pub.status).toBe('success');
    expect(pub.reviews.slice(0, 3).map((x: { id: number }) => x.id)).toEqual(ids.reverse());
    expect(pub.reviews.every((x: { status: string }) => x.status === 'approved')).toBe(true);
    expect(pub.reviews[0]).toMatchObject({ username: 'Third', rating: 5, review_text: expect.any(String), image_path: '' });
  });

  it('refuses a rating outside 1 to 5 and an empty comment', async () => {
    const captchaToken = await solvedCaptcha(t);
    const zero = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Zero', rating: '0', review_text: 'x', captchaToken }) });
    expect(zero.statusCode).toBe(400);
    expect(t.json(zero).message).toBe('Please choose a rating from 1 to 5 stars.');
    const empty = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Empty', rating: '3', review_text: ' ', captchaToken }) });
    expect(t.json(empty).message).toBe('Comment is required.');
  });

  describe('the spam check, as on the contact form', () => {
    const fields = { name: 'Chinedu', rating: '5', review_text: 'Quick and friendly hosting support.' };
    const post = (extra: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      t.request({ method: 'POST', url: '/api/reviews', ...multipart({ ...fields, ...extra }, file) });

    it('refuses a review without a solved captcha, or with a forged one, and stores nothing', async () => {
      const before = (await list('pending')).length;
      for (const extra of [{} as Record<string, string>, { captchaToken: '' }, { captchaToken: 'eyJmYWtlIjp0cnVlfQ==' }, { captchaToken: 'not-a-solution' }]) {
        const r = await post(extra);
        expect(r.statusCode, JSON.stringify(extra)).toBe(400);
        expect(t.json(r)).toEqual({ status: 'error', message: 'Please verify you are not a robot.' });
      }
      expect((await list('pending')).length).toBe(before);
    });

    it('accepts a solved captcha once: the same proof sent again is refused', async () => {
      const captchaToken = await solvedCaptcha(t);
      expect((await post({ captchaToken })).statusCode).toBe(201);
      const again = await post({ captchaToken });
      expect(again.statusCode).toBe(400);
      expect(t.json(again).message).toBe('Please verify you are not a robot.');
    });

    it('checks the captcha before looking at the picture', async () => {
      // Not an image at all, and a real picture: without the captcha both get the captcha message,
      // not the picture's.
      const junk = { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: Buffer.from('not a picture at all') };
      const png = { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: await makePng(64, 64) };
      for (const file of [junk, png]) {
        const r = await post({}, file);
        expect(r.statusCode).toBe(400);
        expect(t.json(r).message).toBe('Please verify you are not a robot.');
      }
    });
  });

  it('refuses an unknown status', async () => {
    const r = await t.request({ method: 'GET', url: '/api/reviews?status=published' });
    expect(r.statusCode).toBe(400);
  });
});
