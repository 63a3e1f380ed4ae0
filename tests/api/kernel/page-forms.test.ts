import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { makePng, textFileNamedPng } from '../../support/images';
import { pagesWithActions } from '../../support/page-actions';
import { action as contactAction } from '../../../app/routes/contact';
import { action as reviewAction } from '../../../app/routes/review-form';
import { formStamp, MIN_FILL_MS, MAX_AGE_MS, STAMP_EXPIRED, STAMP_USED, TOO_FAST, TRAP_FILLED } from '../../../server/services/form-guard';
import { STAMP_FIELD, TRAP_FIELD } from '../../../common/spam-check';
import { messages as texts } from '../../../common/messages';

/**
 * The public forms posted without JavaScript (docs/decisions/0020-forms-without-javascript.md): the
 * page's own action checks the same schema, applies the server's spam checks in place of the captcha
 * (trap field, minimum fill time, signed stamp, per-address limit), stores what passes marked as not
 * captcha-checked, and answers a refusal with the errors and the typed values. The page routes run
 * here over a stand-in build that calls the real route actions. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

/** The origin header and URL origin of each page post the stand-in saw (React Router compares the two). */
const seenOrigins: { header: string | null; url: string }[] = [];

/** The real contact and review actions behind the page routes; every page POST's origins are noted. */
const pagesWithFormActions = () =>
  pagesWithActions({ '/contact': contactAction as never, '/reviewForm': reviewAction as never }, (request) =>
    seenOrigins.push({ header: request.headers.get('origin'), url: new URL(request.url).origin }),
  );

let t: TestApp;
let admin: { token: string };
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CONTACT: '10/10m', RATE_LIMIT_REVIEW: '30/10m', RATE_LIMIT_FORM_NO_CAPTCHA: '1000/10m' }, { pages: pagesWithFormActions() });
  admin = await t.createUser({ role: 'admin' });
  secret = t.app.ctx.config.jwtSecret;
});
afterAll(() => t?.close());

/** A stamp as a page served it `ageMs` ago. */
const stampAged = (ageMs: number) => formStamp(secret, Date.now() - ageMs);

let nextAddress = 1;
/** Each test posts from its own client address, so the per-address limits do not mix. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function postContact(fields: Record<string, string>, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.request({
    method: 'POST',
    url: '/contact',
    remoteAddress: opts.ip ?? freshAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const goodContact = (over: Record<string, string> = {}) => ({
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  subject: 'Website for our school',
  message: 'We need a website for our secondary school in Nsukka.',
  [STAMP_FIELD]: stampAged(10_000),
  [TRAP_FIELD]: '',
  ...over,
});

const adminMessages = async () =>
  t.json(await t.request({ method: 'GET', url: '/api/messages', headers: bearer(admin.token) })).messages as {
    id: number;
    name: string;
    message: string;
    spam_check: string;
  }[];
const pendingReviews = async () =>
  t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews as {
    id: number;
    username: string;
    image_path: string;
    spam_check: string;
  }[];

describe('contact form posted without JavaScript', () => {
  it('stores the message marked as not captcha-checked and redirects to the success page', async () => {
    const r = await postContact(goodContact({ message: 'No-JS message one: please call me about bulk SMS.' }));
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/contact?sent=email#contact-sent-title');
    const stored = (await adminMessages()).find((m) => m.message === 'No-JS message one: please call me about bulk SMS.');
    expect(stored).toMatchObject({ name: 'Ngozi Eze', spam_check: 'form' });
  });

  it('a message sent with JavaScript (captcha solved) is marked as captcha-checked', async () => {
    const captchaToken = await solvedCaptcha(t);
    const r = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Obi', email: 'obi@example.com', message: 'Sent with the captcha.', captchaToken },
    });
    expect(r.statusCode).toBe(200);
    expect((await adminMessages()).find((m) => m.message === 'Sent with the captcha.')?.spam_check).toBe('captcha');
  });

  it('refuses invalid fields with one message per field and the typed values, storing nothing', async () => {
    const before = (await adminMessages()).length;
    const r = await postContact(goodContact({ email: 'not-an-address', message: '' }));
    expect(r.statusCode).toBe(400);
    const body = t.json(r);
    expect(body.errors).toEqual({ email: 'Please enter a valid email address.', message: 'Message is required.' });
    expect(body.values).toEqual({ name: 'Ngozi Eze', email: 'not-an-address', subject: 'Website for our school', message: '' });
    expect((await adminMessages()).length).toBe(before);
  });

  it('refuses a filled trap field, a post sooner than the minimum fill time, and a forged or expired stamp', async () => {
    const before = (await adminMessages()).length;
    const trap = await postContact(goodContact({ [TRAP_FIELD]: 'http://spam.example' }));
    expect(trap.statusCode).toBe(400);
    expect(t.json(trap).message).toBe(TRAP_FILLED);
    const fast = await postContact(goodContact({ [STAMP_FIELD]: stampAged(MIN_FILL_MS - 1500) }));
    expect(t.json(fast)).toMatchObject({ message: TOO_FAST, values: { name: 'Ngozi Eze' } });
    const forged = goodContact({ [STAMP_FIELD]: `${Date.now() - 60_000}.${'B'.repeat(16)}.${'A'.repeat(43)}` });
    expect(t.json(await postContact(forged)).message).toBe(STAMP_EXPIRED);
    expect(t.json(await postContact(goodContact({ [STAMP_FIELD]: stampAged(MAX_AGE_MS + 60_000) }))).message).toBe(STAMP_EXPIRED);
    const missing = goodContact();
    delete (missing as Record<string, string>)[STAMP_FIELD];
    expect(t.json(await postContact(missing)).message).toBe(STAMP_EXPIRED);
    expect((await adminMessages()).length).toBe(before);
  });

  it('a stamp is good for one post per client: 25 parallel replays from one address store one message', async () => {
    const ip = freshAddress();
    const tag = `replay-${Date.now()}`;
    const stamp = stampAged(10_000);
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) => postContact(goodContact({ message: `${tag} number ${i}`, [STAMP_FIELD]: stamp }), { ip })),
    );
    expect(rs.filter((r) => r.statusCode === 302)).toHaveLength(1);
    const used = rs.filter((r) => r.statusCode === 400);
    expect(used.length).toBeGreaterThan(0);
    expect(rs.filter((r) => r.statusCode !== 302 && r.statusCode !== 400 && r.statusCode !== 429)).toEqual([]);
    expect(t.json(used[0])).toMatchObject({ message: STAMP_USED, values: { name: 'Ngozi Eze' } });
    expect((await adminMessages()).filter((m) => m.message.startsWith(tag))).toHaveLength(1);
    // The same page, cached and handed to someone else, still works once for them.
    expect((await postContact(goodContact({ message: `${tag} elsewhere`, [STAMP_FIELD]: stamp }), { ip: freshAddress() })).statusCode).toBe(302);
  });

  it('25 parallel posts from one address: exactly the limit is stored, the rest get 429, and the API shares the count', async () => {
    const ip = freshAddress();
    const tag = `parallel-${Date.now()}`;
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) => postContact(goodContact({ message: `${tag} number ${i}` }), { ip })),
    );
    expect(rs.filter((r) => r.statusCode === 302)).toHaveLength(10);
    const refused = rs.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect(t.json(refused[0]).message).toMatch(/^Too many requests from your network\. Please try again in /);
    expect((await adminMessages()).filter((m) => m.message.startsWith(tag))).toHaveLength(10);
    const captchaToken = await solvedCaptcha(t);
    const api = await t.request({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: { name: 'Obi', email: 'obi@example.com', message: 'One more.', captchaToken },
    });
    expect(api.statusCode).toBe(429);
  });

  it('accepts only posts from the site itself, of a declared and bounded length', async () => {
    const crossSite = await postContact(goodContact(), { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect(t.json(await postContact(goodContact(), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe('error');
    const sameSite = await postContact(goodContact({ message: 'From our own page.' }), {
      headers: { origin: new URL(t.app.ctx.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(302);
    const tooBig = await t.request({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(7 * 1024 * 1024) },
      payload: 'name=x',
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('without PUBLIC_URL, a post from the address the browser used reaches the action under the origin React Router expects', async () => {
    // React Router refuses an action whose Origin header differs from the request URL's origin; the
    // URL is PUBLIC_URL's (here the default, http://localhost:<port>), the browser is at 127.0.0.1.
    const bare = await createTestApp({ PUBLIC_URL: undefined as unknown as string }, { pages: pagesWithFormActions() });
    try {
      seenOrigins.length = 0;
      const r = await bare.request({
        method: 'POST',
        url: '/contact',
        remoteAddress: freshAddress(),
        headers: { host: '127.0.0.1:3999', origin: 'http://127.0.0.1:3999', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          goodContact({ message: 'From http://127.0.0.1:3999.', [STAMP_FIELD]: formStamp(bare.app.ctx.config.jwtSecret, Date.now() - 10_000) }),
        ).toString(),
      });
      expect(r.statusCode).toBe(302);
      expect(seenOrigins).toHaveLength(1);
      expect(seenOrigins[0].header).toBe(seenOrigins[0].url);
      const foreign = await bare.request({
        method: 'POST',
        url: '/contact',
        headers: { host: '127.0.0.1:3999', origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });

  it('answers a body it cannot read with a readable 400', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/contact',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
      payload: 'this is not multipart',
    });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('The form could not be read. Please try again.');
  });
});

describe('review form posted without JavaScript', () => {
  const fields = (over: Record<string, string> = {}) => ({
    name: 'Chidi, Ogui Road Pharmacy',
    rating: '5',
    review_text: 'Our stock software works well.',
    [STAMP_FIELD]: stampAged(10_000),
    [TRAP_FIELD]: '',
    ...over,
  });
  const postReview = (f: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(f, file);
    return t.request({ method: 'POST', url: '/reviewForm', remoteAddress: freshAddress(), ...body });
  };

  it('stores the review with its picture, pending and marked as not captcha-checked', async () => {
    const data = await makePng(300, 300);
    const r = await postReview(fields({ name: 'Chidi no-JS' }), { field: 'profile_pic', filename: 'me.png', type: 'image/png', data });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/reviewForm?sent=1');
    const stored = (await pendingReviews()).find((x) => x.username === 'Chidi no-JS');
    expect(stored?.spam_check).toBe('form');
    expect(stored?.image_path).toMatch(/^\/uploads\//);
  });

  it('refuses a missing rating and a file that is not a picture, with the typed values and nothing stored', async () => {
    const before = (await pendingReviews()).length;
    const noRating = await postReview(fields({ rating: '' }));
    expect(noRating.statusCode).toBe(400);
    expect(t.json(noRating).errors.rating).toBe('Please choose a rating from 1 to 5 stars.');
    const notImage = await postReview(fields({ name: 'Not a picture' }), {
      field: 'profile_pic',
      filename: 'me.png',
      type: 'image/png',
      data: textFileNamedPng(),
    });
    expect(notImage.statusCode).toBe(415);
    expect(t.json(notImage)).toMatchObject({
      errors: { profile_pic: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.' },
      values: { name: 'Not a picture', rating: '5' },
    });
    expect((await pendingReviews()).length).toBe(before);
  });

  it('the API path (captcha solved) still stores reviews as captcha-checked', async () => {
    const captchaToken = await solvedCaptcha(t);
    const r = await t.request({
      method: 'POST',
      url: '/api/reviews',
      ...multipart({ name: 'With JS', rating: '4', review_text: 'Good.', captchaToken }),
    });
    expect(r.statusCode).toBe(201);
    expect(t.json(r).message).toBe(texts.reviewSuccess);
    expect((await pendingReviews()).find((x) => x.username === 'With JS')?.spam_check).toBe('captcha');
  });
});
