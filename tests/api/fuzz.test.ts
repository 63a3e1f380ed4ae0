import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeCorruptJpeg, makePng, textFileNamedPng } from '../support/images';
import { solvedCaptcha } from '../support/captcha';
import { createTokens } from '../../server/services/tokens';

/**
 * Property-based fuzzing of every API endpoint: never a stack trace, never a 500 for bad input.
 * Whatever arrives — any method, body, content type, query string or token — the answer is below
 * 500, and every 4xx is `{"status":"error","message":"…"}`.
 *
 * Run counts are tuned so the whole file stays well under a minute on two cores; set FUZZ_SCALE
 * (e.g. FUZZ_SCALE=10) to fuzz longer locally, and FUZZ_SEED to replay a failure.
 */

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = (numRuns: number): fc.Parameters<unknown> => ({ numRuns: runs(numRuns), ...(SEED === undefined ? {} : { seed: SEED }) });

const RESOURCES = [
  'clients', 'topics', 'reviews', 'gallery', 'contact', 'login', 'signup', 'verify', 'resend-email', 'messages', 'stats',
];
/** FUZZ_STATS=1 prints how often each method, path and status came up (to check the fuzz reaches the handlers). */
const STATS = process.env.FUZZ_STATS ? new Map<string, number>() : undefined;

const PATHS = [...RESOURCES.flatMap((n) => [`/api/${n}`, `/api/${n}.php`]), '/api/captcha/challenge', '/api/health'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type AuthKind = 'none' | 'garbage' | 'admin' | 'member' | 'unverified' | 'ghost' | 'expired' | 'forged' | 'basic' | 'empty-bearer';
const AUTH_KINDS: AuthKind[] = ['none', 'garbage', 'admin', 'member', 'unverified', 'ghost', 'expired', 'forged', 'basic', 'empty-bearer'];

let t: TestApp;
const authHeader: Partial<Record<AuthKind, string>> = {};
let tinyPng: Buffer;

beforeAll(async () => {
  // Limits out of the way, so a 429 never hides what the handler would have answered.
  t = await createTestApp({
    RATE_LIMIT_LOGIN: '1000000/1m',
    RATE_LIMIT_SIGNUP: '1000000/1h',
    RATE_LIMIT_VERIFY: '1000000/1m',
    RATE_LIMIT_RESEND: '1000000/1h',
    RATE_LIMIT_CONTACT: '1000000/10m',
    RATE_LIMIT_REVIEW: '1000000/10m',
    LOGIN_MAX_FAILURES: '1000000',
    OTP_RESEND_SECONDS: '0',
  });
  const admin = await t.createUser({ role: 'admin', email: 'admin@example.com' });
  const member = await t.createUser({ email: 'member@example.com' });
  const unverified = await t.createUser({ verified: false, email: 'pending@example.com' });
  const ghost = await t.app.ctx.tokens.sign({ id: 987_654, username: 'Ghost', email: 'ghost@example.com', role: 'admin' });
  const expired = await createTokens(t.config.jwtSecret, -3600).sign({ id: 1, username: 'Admin', email: admin.email, role: 'admin' });
  const forged = await createTokens(randomBytes(48).toString('hex'), 3600).sign({ id: 1, username: 'Admin', email: admin.email, role: 'admin' });
  Object.assign(authHeader, {
    garbage: `Bearer ${randomBytes(24).toString('base64url')}.${randomBytes(8).toString('hex')}`,
    admin: `Bearer ${admin.token}`,
    member: `Bearer ${member.token}`,
    unverified: `Bearer ${unverified.token}`,
    ghost: `Bearer ${ghost}`,
    expired: `Bearer ${expired}`,
    forged: `Bearer ${forged}`,
    basic: `Basic ${Buffer.from('admin@example.com:Correct-horse-9').toString('base64')}`,
    'empty-bearer': 'Bearer ',
  });
  tinyPng = await makePng(24, 16);
});
afterAll(async () => {
  if (STATS) console.log([...STATS].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join('\n'));
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

/** Names the routes read, so generated bodies and queries reach past "field is required". */
const FIELD_NAMES = [
  'id', 'status', 'module', 'title', 'alt', 'name', 'email', 'password', 'username', 'otp', 'subject', 'message',
  'captchaToken', 'rating', 'review_text', 'location', 'url', 'action', 'read', '_method', 'image', 'logo',
  'profile_pic', '__proto__', 'constructor', 'prototype', 'toString',
];

const SPECIAL_VALUES = [
  '', ' ', '-1', '0', '1', '2', '3', '999999999', 'abc', '1e309', '-1e309', 'NaN', 'Infinity', '1.5', '0x10', ' 1 ',
  '9007199254740993', '2147483647', '2147483648', '-2147483649', '9007199254740991', '1e3', '00001', '+1', '1_000', 'null', 'undefined', 'true', '[]', '{}', '[object Object]',
  'approved', 'pending', 'rejected', 'APPROVED', 'approve', 'reject', 'Hotels', 'hotel', 'Websites', 'Governments', 'Bakeries',
  'admin@example.com', 'member@example.com', 'pending@example.com', 'nobody@example.com', 'a@b', '@', 'x@y.z',
  '123456', '000000', '12345', '1234567', 'Correct-horse-9', 'https://example.com', 'javascript:alert(1)',
  '%', '%zz', '%00', '\u0000', '\uFFFF', '\uD800', '😀', 'é', '<script>alert(1)</script>', "' OR 1=1 --",
  '../../etc/passwd', '/uploads/../secrets.json', 'PUT', 'DELETE',
];

const longString = fc.tuple(fc.integer({ min: 300, max: 20_000 }), fc.constantFrom('a', '9', 'é', '😀', ' ', '%', '-1,'))
  .map(([n, c]) => c.repeat(n));

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_VALUES) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: longString },
);

const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** Values for JSON bodies: strings most often, but every JSON type appears. */
const jsonFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** An object with mostly known field names, so validation passes sometimes and the handler runs. */
const fieldsObject = fc.dictionary(fieldName, jsonFieldValue, { maxKeys: 7 });
const stringFields = fc.dictionary(fieldName, text, { maxKeys: 7 });

/** JSON.stringify of anything (undefined, BigInt, functions… become something sendable). */
function toJsonText(v: unknown): string {
  try {
    return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'null';
  } catch {
    return String(v);
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data; boundary="a b"',
  'multipart/mixed; boundary=xyz',
  'application/octet-stream',
  'application/xml',
  'image/png',
  'application/vnd.api+json',
  'garbage',
  '/',
  ';;;',
  'application/json;;charset',
  '*/*',
];

const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s) && s.trim() === s) },
);

type Body = { payload?: string | Buffer; contentType?: string; label: string };

function multipartBody(fields: Record<string, string>, file: { field: string; filename: string; type: string; data: Buffer } | undefined, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type FileKind = 'png' | 'text' | 'corrupt' | 'empty' | 'random';
const fileArb = fc.option(
  fc.record({
    field: fc.constantFrom('image', 'logo', 'profile_pic', 'file', 'title'),
    filename: fc.oneof(fc.constantFrom('a.png', 'photo.jpg', '../../x.png', '', 'x'.repeat(300)), fc.string({ maxLength: 20 })),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
    kind: fc.constantFrom<FileKind>('png', 'text', 'corrupt', 'empty', 'random'),
    random: fc.uint8Array({ maxLength: 256 }),
  }),
  { freq: 2 },
);

function fileData(kind: FileKind, random: Uint8Array): Buffer {
  switch (kind) {
    case 'png': return tinyPng;
    case 'text': return textFileNamedPng();
    case 'corrupt': return makeCorruptJpeg();
    case 'empty': return Buffer.alloc(0);
    case 'random': return Buffer.from(random);
  }
}

/** Bodies whose fields the routes know: JSON, url-encoded, or a well-formed multipart form (maybe with a file). */
const structuredBody: fc.Arbitrary<Body> = fc.oneof(
  fieldsObject.map((o) => ({ payload: toJsonText(o), contentType: 'application/json', label: 'json fields' })),
  stringFields.map((o) => ({ payload: new URLSearchParams(o).toString(), contentType: 'application/x-www-form-urlencoded', label: 'urlencoded fields' })),
  fc.tuple(stringFields, fileArb).map(([fields, f]) => {
    const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
    const file = f ? { field: f.field, filename: f.filename, type: f.type, data: fileData(f.kind, f.random) } : undefined;
    return {
      payload: multipartBody(fields, file, boundary),
      contentType: `multipart/form-data; boundary=${boundary}`,
      label: `multipart fields${f ? ` + ${f.kind} file` : ''}`,
    };
  }),
);

/** Arbitrary JSON documents, and arbitrary JS values squeezed through JSON.stringify. */
const jsonBody: fc.Arbitrary<Body> = fc.oneof(
  fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json', label: 'jsonValue' })),
  fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withBoxedValues: true })
    .map((v) => ({ payload: toJsonText(v), contentType: 'application/json', label: 'anything' })),
  fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), contentType: 'text/plain', label: 'jsonValue as text' })),
);

/** Raw text or bytes under any content type: broken JSON, broken forms, multipart without a boundary… */
const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 200 }), contentType).map(([s, ct]) => ({ payload: s, contentType: ct, label: 'string' })),
  fc.tuple(fc.string({ unit: 'binary', maxLength: 200 }), contentType).map(([s, ct]) => ({ payload: s, contentType: ct, label: 'binary string' })),
  fc.tuple(fc.uint8Array({ maxLength: 400 }), contentType).map(([b, ct]) => ({ payload: Buffer.from(b), contentType: ct, label: 'bytes' })),
  fc.tuple(fc.constantFrom('{', '{"email":', '[', '"', '{"a":1}}', 'null', 'true', '1e309', '{"__proto__":{"x":1}}', '\uFEFF{}', '{"id":1e309}'), contentType)
    .map(([s, ct]) => ({ payload: s, contentType: ct, label: 'json fragment' })),
  fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom('xyz', 'a', '----b')).map(([s, b]) => ({
    payload: `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${s}`, // never closed
    contentType: `multipart/form-data; boundary=${b}`,
    label: 'truncated multipart',
  })),
  fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other')).map(([s, ct]) => ({
    payload: `--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\n${s}\r\n--xyz--\r\n`,
    contentType: ct,
    label: 'multipart with a missing or wrong boundary',
  })),
  fc.constant<Body>({ payload: '', contentType: 'application/json', label: 'empty json' }),
  fc.constant<Body>({ payload: undefined, contentType: undefined, label: 'no body' }),
  fc.constant<Body>({ payload: 'x'.repeat(300 * 1024), contentType: 'application/json', label: 'over the body limit' }),
);

const anyBody = fc.oneof(structuredBody, jsonBody, rawBody);

/** Query strings: known names with awkward values, arrays, very long values, and raw broken encodings. */
const queryValue = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }));
const queryDict = fc.dictionary(fieldName, queryValue, { maxKeys: 4 });

/** encodeURIComponent throws on lone surrogates; those become U+FFFD. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
  }
}

function toQuery(d: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(d)) {
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(one)}`);
  }
  return parts.join('&');
}

const rawQuery = fc.string({
  unit: fc.constantFrom('%', 'z', 'E', '0', '9', 'F', '=', '&', '[', ']', '+', ';', 'a', '1', '.', 'i', 'd', '-'),
  maxLength: 40,
});

const query = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: queryDict.map(toQuery) },
  { weight: 1, arbitrary: fc.constantFrom('id=-1', 'id=abc', 'id=1e309', 'id=', 'id', 'id=1&id=2', 'id[]=1', 'id[a]=1', 'status=', 'status=unknown', 'module=', 'module=%00') },
  { weight: 2, arbitrary: rawQuery },
);

const request = fc.record({
  path: fc.constantFrom(...PATHS),
  method: fc.constantFrom(...METHODS),
  auth: fc.constantFrom(...AUTH_KINDS),
  query,
});

/**
 * Near-valid requests: a well-formed call of each endpoint with some of its fields (and its id)
 * replaced by random values or dropped, so that validation passes often and the handlers, the
 * database and the image pipeline see the odd values. Mostly sent with the admin token.
 */
type Encoding = 'json' | 'urlencoded' | 'multipart';
interface Template {
  method: (typeof METHODS)[number];
  name: string;
  fields: Record<string, string | number | boolean>;
  encodings: Encoding[];
  id?: boolean;
  file?: string;
}

const TEMPLATES: Template[] = [
  { method: 'POST', name: 'login', fields: { email: 'member@example.com', password: 'Correct-horse-9' }, encodings: ['json', 'urlencoded'] },
  { method: 'POST', name: 'signup', fields: { username: 'Ada Obi', email: 'ada@example.com', password: 'Correct-horse-9' }, encodings: ['json', 'urlencoded'] },
  { method: 'POST', name: 'verify', fields: { email: 'pending@example.com', otp: '123456' }, encodings: ['json', 'urlencoded'] },
  { method: 'POST', name: 'resend-email', fields: { email: 'pending@example.com' }, encodings: ['json', 'urlencoded'] },
  {
    method: 'POST', name: 'contact',
    fields: { name: 'Emeka', email: 'emeka@example.com', subject: 'Hosting', message: 'Please call me.', captchaToken: 'eyJhIjoxfQ==' },
    encodings: ['json', 'urlencoded'],
  },
  { method: 'POST', name: 'topics', fields: { title: 'Fuzzing a Fastify API' }, encodings: ['json', 'urlencoded'] },
  { method: 'PUT', name: 'topics', fields: { title: 'Fuzzing a Fastify API, again' }, encodings: ['json'], id: true },
  { method: 'DELETE', name: 'topics', fields: {}, encodings: ['json'], id: true },
  { method: 'POST', name: 'reviews', fields: { name: 'Ngozi', rating: '5', review_text: 'Very good.', captchaToken: 'eyJhIjoxfQ==' }, encodings: ['multipart', 'json', 'urlencoded'], file: 'profile_pic' },
  { method: 'PUT', name: 'reviews', fields: { id: 1, action: 'approve' }, encodings: ['urlencoded', 'json'] },
  { method: 'DELETE', name: 'reviews', fields: {}, encodings: ['json'], id: true },
  { method: 'GET', name: 'reviews', fields: {}, encodings: ['json'] },
  { method: 'POST', name: 'clients', fields: { module: 'Hotels', name: 'Fuzz Hotel', location: 'Enugu', url: 'https://fuzz.example.com' }, encodings: ['multipart', 'json', 'urlencoded'], file: 'logo' },
  { method: 'POST', name: 'clients', fields: { _method: 'PUT', module: 'Hotels', name: 'Fuzz Hotel', location: 'Enugu' }, encodings: ['multipart', 'urlencoded'], file: 'logo', id: true },
  { method: 'PUT', name: 'clients', fields: { module: 'Websites', name: 'Fuzz Site' }, encodings: ['multipart', 'json'], file: 'logo', id: true },
  { method: 'DELETE', name: 'clients', fields: {}, encodings: ['json'], id: true },
  { method: 'POST', name: 'gallery', fields: { title: 'Fuzz', alt: 'A fuzzed picture' }, encodings: ['multipart', 'json'], file: 'image' },
  { method: 'PATCH', name: 'gallery', fields: { title: 'Fuzz', alt: 'Renamed' }, encodings: ['json', 'urlencoded'], id: true },
  { method: 'DELETE', name: 'gallery', fields: {}, encodings: ['json'], id: true },
  { method: 'PATCH', name: 'messages', fields: { read: true }, encodings: ['json', 'urlencoded'], id: true },
  { method: 'DELETE', name: 'messages', fields: {}, encodings: ['json'], id: true },
];

/** Ids that exist (small numbers) more often than not, and every awkward spelling of a number. */
const idValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('-1', '0', 'abc', '1e309', '1.5', ' 2', '0x1', '2e0', '99999999999999999999', '', '1,2', '2147483648', '9007199254740991') },
  { weight: 1, arbitrary: text },
);

const nearValid = fc
  .record({
    template: fc.constantFrom(...TEMPLATES),
    changes: fc.array(fc.record({ pick: fc.nat(), value: fc.option(jsonFieldValue, { freq: 4, nil: undefined }) }), { maxLength: 3 }),
    extra: fc.option(fc.tuple(fieldName, text), { freq: 4 }),
    encodingPick: fc.nat(),
    id: fc.option(idValue, { freq: 8 }),
    php: fc.boolean(),
    auth: fc.constantFrom<AuthKind>('admin', 'admin', 'admin', 'admin', 'none', 'member', 'garbage'),
    file: fc.option(
      fc.record({
        kind: fc.constantFrom<FileKind>('png', 'png', 'text', 'corrupt', 'empty', 'random'),
        random: fc.uint8Array({ maxLength: 256 }),
        filename: fc.constantFrom('a.png', 'photo.jpg', '../../x.png', ''),
      }),
      { freq: 2 },
    ),
  })
  .map(({ template, changes, extra, encodingPick, id, php, auth, file }) => {
    const fields: Record<string, unknown> = { ...template.fields };
    const keys = Object.keys(template.fields);
    for (const c of changes) {
      if (keys.length === 0) break;
      const key = keys[c.pick % keys.length];
      if (c.value === undefined) delete fields[key];
      else fields[key] = c.value;
    }
    if (extra) fields[extra[0]] = extra[1];
    const encoding = template.encodings[encodingPick % template.encodings.length];
    let body: Body | undefined;
    if (template.method !== 'GET' && (template.method !== 'DELETE' || keys.length > 0)) {
      const asStrings = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : toJsonText(v)]),
      );
      if (encoding === 'json') body = { payload: toJsonText(fields), contentType: 'application/json', label: 'near-valid json' };
      else if (encoding === 'urlencoded') {
        body = { payload: new URLSearchParams(asStrings).toString(), contentType: 'application/x-www-form-urlencoded', label: 'near-valid urlencoded' };
      } else {
        const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
        const f = file && template.file
          ? { field: template.file, filename: file.filename, type: 'image/png', data: fileData(file.kind, file.random) }
          : undefined;
        body = {
          payload: multipartBody(asStrings, f, boundary),
          contentType: `multipart/form-data; boundary=${boundary}`,
          label: `near-valid multipart${f ? ` + ${file!.kind} file` : ''}`,
        };
      }
    }
    const q = template.id && id !== null ? `id=${enc(id)}` : template.name === 'reviews' && template.method === 'GET' && id !== null ? `status=${enc(id)}` : '';
    return { request: { path: `/api/${template.name}${php ? '.php' : ''}`, method: template.method, auth, query: q }, body };
  });

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

function describeRequest(o: InjectOptions, body: Body | undefined, auth: string) {
  const url = String(o.url);
  const payload = o.payload === undefined ? '' : String(o.payload).slice(0, 200);
  return `${o.method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} [auth: ${auth}] [${body?.label ?? 'no body'}; ${body?.contentType ?? 'no content-type'}] ${JSON.stringify(payload)}`;
}

async function send(r: { path: string; method: string; auth: AuthKind; query: string }, body?: Body): Promise<void> {
  const headers: Record<string, string> = {};
  const a = authHeader[r.auth];
  if (a !== undefined) headers.authorization = a;
  if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
  const o: InjectOptions = {
    method: r.method as InjectOptions['method'],
    url: r.query ? `${r.path}?${r.query}` : r.path,
    headers,
    ...(body?.payload !== undefined ? { payload: body.payload } : {}),
  };
  let res: LightMyRequestResponse;
  try {
    res = await t.request(o);
  } catch (e) {
    throw new Error(`inject threw for ${describeRequest(o, body, r.auth)}: ${(e as Error).message}`);
  }
  if (STATS) {
    const key = `${r.method} ${r.path.replace(/\.php$/, '')} ${res.statusCode}`;
    STATS.set(key, (STATS.get(key) ?? 0) + 1);
  }
  expectWellFormed(res, describeRequest(o, body, r.auth));
}

function expectWellFormed(res: LightMyRequestResponse, what: string): void {
  const where = `${what}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  // OPTIONS answers with the methods of the path and no body.
  if (res.statusCode === 204) {
    expect(res.headers.allow, where).toMatch(/^[A-Z, ]+$/);
    expect(res.body, where).toBe('');
    return;
  }
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  if (res.statusCode >= 400) {
    expect(body, where).toEqual({ status: 'error', message: expect.any(String) });
    const message = (body as { message: string }).message;
    expect(message.trim().length, where).toBeGreaterThan(0);
    expect(message, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|SQLITE_|syntax error|ZodError|FST_/);
    if (res.statusCode === 429) expect(res.headers['retry-after'], where).toMatch(/^\d+$/);
  }
}

describe('every endpoint survives malformed input', () => {
  it('answers arbitrary JSON values with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(request, jsonBody, (r, b) => send(r, b)), params(2000));
  });

  it('answers random strings and bytes under random content types with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(request, rawBody, (r, b) => send(r, b)), params(2000));
  });

  it('answers forms with known field names but random values with a JSON answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(request, structuredBody, (r, b) => send(r, b)),
      params(2000),
    );
  });

  it('answers random query strings, with or without a body, with a JSON answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.option(anyBody, { freq: 2 }), (r, b) => send(r, b ?? undefined)),
      params(2000),
    );
  });

  it('answers near-valid calls of every endpoint, with fields replaced or dropped, with a JSON answer below 500', async () => {
    await fc.assert(fc.asyncProperty(nearValid, ({ request: r, body }) => send(r, body)), params(2500));
  });

  it('answers every method on every path, with every kind of token, with a JSON answer below 500', async () => {
    // Exhaustive over the small grid (no fuzz needed to cover it): path × method × token, empty JSON object body.
    for (const path of PATHS) {
      for (const method of METHODS) {
        for (const auth of AUTH_KINDS) {
          await send({ path, method, auth, query: '' }, method === 'GET' || method === 'DELETE' ? undefined : { payload: '{}', contentType: 'application/json', label: 'empty object' });
        }
      }
    }
  });

  it('answers odd methods and broken paths under /api with a JSON answer below 500', async () => {
    const pathArb = fc.oneof(
      fc.constantFrom(...PATHS),
      fc.tuple(fc.constantFrom(...PATHS), fc.string({ maxLength: 20 })).map(([p, s]) => `${p}/${enc(s)}`),
      fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom('.php', '.PHP', '/', '//', '.json', '.php.php', '/1')).map(([p, s]) => p + s),
      fc.string({ maxLength: 30 }).map((s) => `/api/${enc(s)}`),
      fc.string({ maxLength: 60 }).map((s) => `/uploads/${enc(s)}`.slice(0, 209)),
    );
    await fc.assert(
      fc.asyncProperty(pathArb, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH', 'PROPFIND'), fc.constantFrom(...AUTH_KINDS), (path, method, auth) =>
        send({ path, method, auth, query: '' }),
      ),
      params(800),
    );
  });

  it('answers an id beyond the database\'s integer range as an unknown or invalid id', async () => {
    // SQLite takes any 64-bit id; PostgreSQL's `serial` columns are 32-bit, so 2147483648 must be
    // refused by validation rather than reach the database (it would fail there with a 500).
    const calls: [string, string, unknown?][] = [
      ['DELETE', '/api/topics?id=2147483648'],
      ['PUT', '/api/topics?id=2147483648', { title: 'Out of range' }],
      ['DELETE', '/api/clients?id=2147483648'],
      ['POST', '/api/clients?id=2147483648', { module: 'Hotels', name: 'Out of range', location: 'Enugu' }],
      ['DELETE', '/api/gallery?id=9007199254740991'],
      ['PATCH', '/api/gallery?id=2147483648', { alt: 'x' }],
      ['DELETE', '/api/reviews?id=2147483648'],
      ['PUT', '/api/reviews', { id: 2147483648, action: 'approve' }],
      ['DELETE', '/api/messages?id=2147483648'],
      ['PATCH', '/api/messages?id=2147483648', { read: true }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request({ method: method as InjectOptions['method'], url, headers: { authorization: authHeader.admin! }, ...(payload ? { payload: payload as object } : {}) });
      expectWellFormed(res, `${method} ${url}`);
      expect([400, 404], `${method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('stores or refuses text with a NUL character, never failing on it', async () => {
    // PostgreSQL cannot store U+0000 in text columns; SQLite can. Either way the answer is not a 500.
    const nul = 'Ada\u0000Obi';
    const admin = { authorization: authHeader.admin! };
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/topics', headers: admin, payload: { title: nul } },
      { method: 'POST', url: '/api/reviews', payload: { name: nul, rating: 5, review_text: nul, captchaToken: await solvedCaptcha(t) } },
      { method: 'POST', url: '/api/clients', headers: admin, payload: { module: 'Hotels', name: nul, location: nul } },
      { method: 'PATCH', url: '/api/gallery?id=1', headers: admin, payload: { alt: nul } },
      { method: 'GET', url: `/api/clients?module=${encodeURIComponent(nul)}` },
      { method: 'POST', url: '/api/login', payload: { email: 'member@example.com', password: nul } },
      { method: 'POST', url: '/api/signup', payload: { username: nul, email: 'nul@example.com', password: `${nul}-long-enough` } },
    ];
    for (const o of calls) {
      const res = await t.request(o);
      expectWellFormed(res, `${o.method} ${o.url} ${JSON.stringify(o.payload)}`);
    }
  });

  // Fastify's router answers a malformed percent-encoding (FST_ERR_BAD_URL) and an over-long
  // parameter (FST_ERR_MAX_PARAM_LENGTH) before routing; server/app.ts's `frameworkErrors` gives
  // them the contract's error shape.
  it('answers a malformed percent-encoding in the path with the JSON error shape', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/clients%ZZ', '/api/%', '/uploads/%ZZ']) {
      expectWellFormed(await t.request({ method: 'GET', url }), `GET ${url}`);
    }
  });

  it('answers an over-long upload name with the JSON error shape', async () => {
    const url = `/uploads/${'a'.repeat(250)}.webp`;
    expectWellFormed(await t.request({ method: 'GET', url }), `GET ${url}`);
  });

  it('still answers health and lists afterwards', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/gallery' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
  });
});
