import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { makeCorruptJpeg, makePng, textFileNamedPng } from './images';

/**
 * What the API fuzz tests send (tests/api/kernel/fuzz-bodies.test.ts, fuzz-endpoints.test.ts): paths,
 * methods, kinds of token, and fast-check arbitraries for bodies and query strings.
 *
 * Each test names its run count (`params(n)`); set FUZZ_SCALE (e.g. FUZZ_SCALE=10) to fuzz longer
 * locally, FUZZ_SEED to replay a failure, and FUZZ_STATS=1 to see which handlers the fuzz reached.
 */

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const params = (numRuns: number): fc.Parameters<unknown> => ({ numRuns: runs(numRuns), ...(SEED === undefined ? {} : { seed: SEED }) });

const RESOURCES = [
  'clients', 'topics', 'reviews', 'gallery', 'contact', 'login', 'signup', 'verify', 'resend-email', 'messages', 'stats',
];

export const PATHS = [...RESOURCES.flatMap((n) => [`/api/${n}`, `/api/${n}.php`]), '/api/captcha/challenge', '/api/health'];
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type AuthKind = 'none' | 'garbage' | 'admin' | 'member' | 'unverified' | 'ghost' | 'expired' | 'forged' | 'basic' | 'empty-bearer';
export const AUTH_KINDS: AuthKind[] = ['none', 'garbage', 'admin', 'member', 'unverified', 'ghost', 'expired', 'forged', 'basic', 'empty-bearer'];

const tinyPng = await makePng(24, 16);

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

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_VALUES) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: longString },
);

export const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** Values for JSON bodies: strings most often, but every JSON type appears. */
export const jsonFieldValue: fc.Arbitrary<unknown> = fc.oneof(
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
export function toJsonText(v: unknown): string {
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

export type Body = { payload?: string | Buffer; contentType?: string; label: string };

export function multipartBody(fields: Record<string, string>, file: { field: string; filename: string; type: string; data: Buffer } | undefined, boundary: string): Buffer {
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

export type FileKind = 'png' | 'text' | 'corrupt' | 'empty' | 'random';
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

export function fileData(kind: FileKind, random: Uint8Array): Buffer {
  switch (kind) {
    case 'png': return tinyPng;
    case 'text': return textFileNamedPng();
    case 'corrupt': return makeCorruptJpeg();
    case 'empty': return Buffer.alloc(0);
    case 'random': return Buffer.from(random);
  }
}

/** Bodies whose fields the routes know: JSON, url-encoded, or a well-formed multipart form (maybe with a file). */
export const structuredBody: fc.Arbitrary<Body> = fc.oneof(
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
export const jsonBody: fc.Arbitrary<Body> = fc.oneof(
  fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json', label: 'jsonValue' })),
  fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withBoxedValues: true })
    .map((v) => ({ payload: toJsonText(v), contentType: 'application/json', label: 'anything' })),
  fc.jsonValue().map((v) => ({ payload: JSON.stringify(v), contentType: 'text/plain', label: 'jsonValue as text' })),
);

/** Raw text or bytes under any content type: broken JSON, broken forms, multipart without a boundary… */
export const rawBody: fc.Arbitrary<Body> = fc.oneof(
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

export const anyBody = fc.oneof(structuredBody, jsonBody, rawBody);

/** Query strings: known names with awkward values, arrays, very long values, and raw broken encodings. */
const queryValue = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }));
const queryDict = fc.dictionary(fieldName, queryValue, { maxKeys: 4 });

/** encodeURIComponent throws on lone surrogates; those become U+FFFD. */
export function enc(s: string): string {
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

export const request = fc.record({
  path: fc.constantFrom(...PATHS),
  method: fc.constantFrom(...METHODS),
  auth: fc.constantFrom(...AUTH_KINDS),
  query,
});
