import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import { bearer, multipart, type TestApp } from './app';
import { solveAltchaForTests, solvedCaptcha } from './captcha';
import { makePng } from './images';
import { PDF, payInFull, topicRequestInvoice } from './documents';

/**
 * For the backup and restore tests (tests/api/kernel/backup.test.ts, backup-refusals.test.ts): the two
 * commands run as a user would, a site with something in every table, and what a site holds (its
 * tables row by row, its upload files) to compare before and after.
 */

/** Runs `npm run backup` or `npm run restore` (their scripts) in a process of its own. */
export function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', UPLOADS_STORAGE: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export type Target = { dataDir: string; databaseUrl?: string };

/** Rows in one order on both databases, also where the first column repeats (Insights' events). */
const inOrder = (rows: unknown[]) => rows.map((r) => [JSON.stringify(r), r] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);

/** Every row of every table, ordered by the first column (each table's primary key). */
export async function dumpTables(target: Target): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  if (!target.databaseUrl) {
    const db = new SQLite(path.join(target.dataDir, 'site.db'), { readonly: true, fileMustExist: true });
    try {
      const names = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
      for (const n of names.sort()) out[n] = inOrder(db.prepare(`select * from "${n}" order by 1`).all());
    } finally {
      db.close();
    }
    return out;
  }
  // 64-bit integers (the kobo columns) read as numbers, as the site's own pool reads them, so rows compare with SQLite's.
  const int8 = (oid: number, format?: 'text' | 'binary') => (oid === pg.types.builtins.INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'));
  const client = new pg.Client({ connectionString: target.databaseUrl, types: { getTypeParser: int8 as typeof pg.types.getTypeParser } });
  await client.connect();
  try {
    const names = (await client.query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).rows.map((r) => r.table_name as string);
    for (const n of names.sort()) out[n] = inOrder((await client.query(`select * from "${n}" order by 1`)).rows);
    // Sequences too: a restored database must hand out new ids after the old ones.
    out['(sequences)'] = (await client.query('select sequencename, last_value from pg_sequences order by 1')).rows;
  } finally {
    await client.end();
  }
  return out;
}

/** The upload files of a data folder, by name. */
export function uploadsOf(dataDir: string): Map<string, Buffer> {
  const dir = path.join(dataDir, 'uploads');
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).sort().map((f) => [f, readFileSync(path.join(dir, f))]));
}

/** A site with something in every table. */
export async function populate(t: TestApp) {
  const admin = await t.createUser({ role: 'admin', email: 'admin@example.com', password: 'Admin-pass-123' });
  const member = await t.createUser({ email: 'member@example.com', password: 'Member-pass-123', username: 'Ngozi' });
  await t.createUser({ email: 'unverified@example.com', verified: false });
  expect((await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Kelechi', email: 'kelechi@example.com', password: 'Password-123' } })).statusCode).toBe(201);
  for (const title of ['Hostel allocation system', 'Église registry — ünïcode ✓', "Farmers' market app"]) {
    expect((await t.request({ method: 'POST', url: '/api/topics', headers: bearer(admin.token), payload: { title } })).statusCode).toBe(201);
  }
  const png = await makePng(640, 320);
  for (const name of ['Nike Lake Resort', 'Hotel Presidential']) {
    const r = await t.request({
      method: 'POST',
      url: '/api/clients',
      ...multipart({ module: 'Hotels', name, location: 'Enugu' }, { field: 'logo', filename: 'logo.png', type: 'image/png', data: png }, bearer(admin.token)),
    });
    expect(r.statusCode).toBe(201);
  }
  const ids: number[] = [];
  for (const [i, text] of ['Great support.', 'Fast delivery of our school portal.', 'Not for me.'].entries()) {
    const r = await t.request({
      method: 'POST',
      url: '/api/reviews',
      ...multipart(
        { name: `Reviewer ${i}`, rating: String(5 - i), review_text: text, captchaToken: await solvedCaptcha(t) },
        i === 0 ? { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: await makePng(300, 300) } : undefined,
      ),
    });
    expect(r.statusCode).toBe(201);
    ids.push(t.json(r).id);
  }
  await t.request({ method: 'PUT', url: '/api/reviews', headers: bearer(admin.token), payload: { id: ids[0], action: 'approve' } });
  await t.request({ method: 'PUT', url: '/api/reviews', headers: bearer(admin.token), payload: { id: ids[2], action: 'reject' } });
  for (const title of ['Our office', 'Training day']) {
    const r = await t.request({
      method: 'POST',
      url: '/api/gallery',
      ...multipart({ title }, { field: 'image', filename: 'g.png', type: 'image/png', data: await makePng(1200, 800) }, bearer(admin.token)),
    });
    expect(r.statusCode).toBe(201);
  }
  // Insights: a visit from WhatsApp with its speed figures, written and rolled up.
  const phone = { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36' };
  for (const event of [
    { type: 'view', path: '/POS', entry: true, referrer: 'android-app://com.whatsapp/' },
    { type: 'lead', path: '/POS', lead: 'phone' },
    { type: 'vitals', path: '/POS', metrics: { LCP: 2100, TTFB: 400 } },
  ]) {
    expect((await t.request({ method: 'POST', url: '/api/insights/event', headers: phone, payload: JSON.stringify(event) })).statusCode).toBe(200);
  }
  await t.app.ctx.insights.rollUp();
  const challenge = t.json(await t.request({ method: 'GET', url: '/api/captcha/challenge' }));
  const contact = await t.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Tobe', email: 'tobe@example.com', subject: 'Quote', message: 'Please call me about a website.', captchaToken: await solveAltchaForTests(challenge) },
  });
  expect(contact.statusCode).toBe(200);
  // Site content: one edit published (a second revision) and one kept as an unpublished draft.
  const company = t.json(await t.request({ method: 'GET', url: '/api/content/company', headers: bearer(admin.token) })).published;
  const put = (value: object) => t.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(admin.token), payload: value });
  expect((await put({ ...company, phones: [{ ...company.phones[0], display: '+234 803 111 2222', tel: '+2348031112222' }, ...company.phones.slice(1)] })).statusCode).toBe(200);
  expect((await t.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(admin.token) })).statusCode).toBe(200);
  expect((await put({ ...company, tagline: 'A draft nobody has published yet' })).statusCode).toBe(200);
  // A topic request paid and delivered: its delivery and its document (kept in the database).
  const paid = await topicRequestInvoice(t, member, admin, 'Design of an E-Voting System for Student Union Elections');
  expect((await payInFull(t, admin, paid.invoiceId, paid.totalKobo, 'ZENITH-0042')).statusCode).toBe(201);
  const [delivery] = await t.app.ctx.db.selectFrom('deliveries').select('id').execute();
  const doc = multipart({}, { field: 'document', filename: 'e-voting.pdf', type: 'application/pdf', data: PDF }, bearer(admin.token));
  expect((await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/documents`, ...doc })).statusCode).toBe(201);
  expect((await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(admin.token), payload: {} })).statusCode).toBe(200);
  return { admin };
}
