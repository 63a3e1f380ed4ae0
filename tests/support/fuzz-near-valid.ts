import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  enc,
  fieldName,
  fileData,
  jsonFieldValue,
  multipartBody,
  text,
  toJsonText,
  type AuthKind,
  type Body,
  type FileKind,
  type METHODS,
} from './fuzz-inputs';

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

export const nearValid = fc
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

