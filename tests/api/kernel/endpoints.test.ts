import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solveAltchaForTests } from '../../support/captcha';
import { sectors } from '../../../content/sectors';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

const names = ['clients', 'topics', 'reviews', 'gallery', 'contact', 'login', 'signup', 'verify', 'resend-email'];

describe('paths', () => {
  it.each(names)('/api/%s and its .php alias are the same resource', async (name) => {
    const method = ['clients', 'topics', 'reviews', 'gallery'].includes(name) ? 'GET' : 'POST';
    const a = await t.request({ method, url: `/api/${name}`, headers: bearer(admin.token), payload: method === 'POST' ? {} : undefined });
    const b = await t.request({ method, url: `/api/${name}.php`, headers: bearer(admin.token), payload: method === 'POST' ? {} : undefined });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.statusCode).not.toBe(404);
    expect(a.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const r = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(r.statusCode).toBe(404);
    expect(t.json(r)).toEqual({ status: 'error', message: expect.stringContaining('/api/does-not-exist') });
  });

  it('reports health when the database answers', async () => {
    const r = await t.request({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(t.json(r)).toEqual({ status: 'ok' });
  });

  it('gives admins an OpenAPI document generated from the route schemas', async () => {
    const r = await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) });
    expect(r.statusCode).toBe(200);
    const doc = t.json(r);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/signup', '/api/reviews', '/api/clients']));
    const signup = doc.paths['/api/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    expect(signup.properties.password.minLength).toBe(8);
  });

  it('sets security headers on API answers', async () => {
    const r = await t.request({ method: 'GET', url: '/api/gallery' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only policies go with HTML pages (tests/e2e/site/ssr.spec.ts), not with JSON.
    expect(r.headers['permissions-policy']).toBeUndefined();
  });
});

describe('clients', () => {
  it('lists the built-in clients of every sector by module name, alias or heading', async () => {
    for (const s of sectors) {
      for (const q of [s.module, s.adminLabel, s.heading]) {
        const r = await t.request({ method: 'GET', url: `/api/clients?module=${encodeURIComponent(q)}` });
        expect(r.statusCode).toBe(200);
        const body = t.json(r);
        expect(body.status).toBe('success');
        expect(body.clients.map((c: { name: string }) => c.name).sort()).toEqual(s.clients.map((c) => c.name).sort());
      }
    }
  });

  it('refuses an unknown module with a 400', async () => {
    const r = await t.request({ method: 'GET', url: '/api/clients?module=Bakeries' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toMatch(/Unknown client module/);
  });

  it('adds, updates with _method=PUT, and deletes a client', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/api/clients',
      ...multipart({ module: 'Hotels', name: 'Zik Avenue Suites', location: 'Enugu' }, undefined, bearer(admin.token)),
    });
    expect(add.statusCode).toBe(201);
    const id = t.json(add).id;
    const upd = await t.request({
      method: 'POST',
      url: `/api/clients.php?id=${id}`,
      ...multipart({ _method: 'PUT', module: 'Hotels', name: 'Zik Avenue Suites', location: 'Nsukka' }, undefined, bearer(admin.token)),
    });
    expect(upd.statusCode).toBe(200);
    expect(t.json(upd).message).toBe('Client updated.');
    const list = t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' }));
    expect(list.clients.find((c: { id: number }) => c.id === id).location).toBe('Nsukka');
    const del = await t.request({ method: 'DELETE', url: `/api/clients?id=${id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    const again = await t.request({ method: 'DELETE', url: `/api/clients?id=${id}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });

  it('requires name and location, but not a location for websites', async () => {
    const noLoc = await t.request({
      method: 'POST', url: '/api/clients', ...multipart({ module: 'Hotels', name: 'No Place Inn' }, undefined, bearer(admin.token)),
    });
    expect(noLoc.statusCode).toBe(400);
    expect(t.json(noLoc).message).toBe('Location is required.');
    const web = await t.request({
      method: 'POST', url: '/api/clients', ...multipart({ module: 'Websites', name: 'Udi Crafts', url: 'https://udi-crafts.example.com' }, undefined, bearer(admin.token)),
    });
    expect(web.statusCode).toBe(201);
    const badUrl = await t.request({
      method: 'POST', url: '/api/clients', ...multipart({ module: 'Websites', name: 'Bad Link', url: 'javascript:alert(1)' }, undefined, bearer(admin.token)),
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe('topics', () => {
  it('lets a member read topics as objects with a title, sorted', async () => {
    const member = await t.createUser();
    const r = await t.request({ method: 'GET', url: '/api/topics', headers: bearer(member.token) });
    expect(r.statusCode).toBe(200);
    const { topics } = t.json(r);
    expect(topics.length).toBeGreaterThanOrEqual(185);
    expect(topics[0]).toEqual({ id: expect.any(Number), title: expect.any(String), category: expect.any(String) });
    expect(r.headers['cache-control']).toContain('no-store');
  });

  it('lets an admin add, rename and delete a topic, refusing duplicates', async () => {
    const add = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: 'A Mobile Wallet for Ogbete Market Traders' } });
    expect(add.statusCode).toBe(201);
    const id = t.json(add).id;
    const dup = await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title: 'A Mobile Wallet for Ogbete Market Traders' } });
    expect(dup.statusCode).toBe(409);
    const put = await t.request({ method: 'PUT', url: `/api/topics?id=${id}`, headers: bearer(admin.token), payload: { title: 'A Mobile Wallet for Traders' } });
    expect(put.statusCode).toBe(200);
    const empty = await t.request({ method: 'PUT', url: `/api/topics?id=${id}`, headers: bearer(admin.token), payload: { title: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(t.json(empty).message).toBe('Title is required.');
    expect((await t.request({ method: 'DELETE', url: `/api/topics?id=${id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/topics?id=${id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });
});

describe('contact', () => {
  it('stores a message with a solved captcha and refuses the same captcha twice', async () => {
    const challenge = t.json(await t.request({ method: 'GET', url: '/api/captcha/challenge' }));
    const captchaToken = await solveAltchaForTests(challenge);
    const payload = { name: 'Chidi Okafor', email: 'chidi@example.com', subject: 'Hosting', message: 'Please call me about hosting.', captchaToken };
    const r = await t.request({ method: 'POST', url: '/api/contact', payload });
    expect(r.statusCode).toBe(200);
    expect(t.json(r)).toEqual({ status: 'success', success: true, message: 'Your message has been sent successfully!' });
    const replay = await t.request({ method: 'POST', url: '/api/contact', payload });
    expect(replay.statusCode).toBe(400);
    expect(t.json(replay).message).toBe('Please verify you are not a robot.');
    const inbox = t.json(await t.request({ method: 'GET', url: '/api/messages', headers: bearer(admin.token) }));
    expect(inbox.messages.filter((m: { email: string }) => m.email === 'chidi@example.com')).toHaveLength(1);
  });

  it('refuses a message without a captcha, or with a bad e-mail, naming the problem', async () => {
    const noCaptcha = await t.request({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(t.json(noCaptcha).message).toBe('Please verify you are not a robot.');
    const badEmail = await t.request({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'nope', message: 'Hi', captchaToken: 'x' } });
    expect(badEmail.statusCode).toBe(400);
    expect(t.json(badEmail).message).toBe('Please enter a valid email address.');
    const forged = await t.request({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'Hi', captchaToken: 'eyJmYWtlIjp0cnVlfQ==' } });
    expect(forged.statusCode).toBe(400);
  });
});

describe('gallery', () => {
  it('lists images publicly and lets an admin edit the alt text', async () => {
    const { makePng } = await import('../../support/images');
    const up = await t.request({
      method: 'POST', url: '/api/gallery', ...multipart({ title: 'Training hall' }, { field: 'image', filename: 'hall.png', type: 'image/png', data: await makePng(800, 600) }, bearer(admin.token)),
    });
    expect(up.statusCode).toBe(201);
    const image = t.json(up).image;
    expect(image.alt).toBe('Training hall');
    const patch = await t.request({ method: 'PATCH', url: `/api/gallery?id=${image.id}`, headers: bearer(admin.token), payload: { alt: 'Students in the Enugu training hall' } });
    expect(patch.statusCode).toBe(200);
    const list = t.json(await t.request({ method: 'GET', url: '/api/gallery' }));
    expect(list.gallery[0]).toMatchObject({ id: image.id, alt: 'Students in the Enugu training hall', image_url: expect.stringMatching(/^\/uploads\//) });
    const file = await t.request({ method: 'GET', url: list.gallery[0].image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks for an image when none is sent', async () => {
    const r = await t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title: 'Empty' }, undefined, bearer(admin.token)) });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('Please choose an image to upload.');
  });
});

describe('dashboard', () => {
  it('counts what waits for the admin', async () => {
    const r = await t.request({ method: 'GET', url: '/api/stats', headers: bearer(admin.token) });
    expect(r.statusCode).toBe(200);
    expect(t.json(r).counts).toEqual({
      pendingReviews: expect.any(Number), topics: expect.any(Number), clients: expect.any(Number),
      galleryImages: expect.any(Number), unreadMessages: expect.any(Number),
      overdueFollowUps: expect.any(Number), unansweredLeads: expect.any(Number),
    });
  });
});
