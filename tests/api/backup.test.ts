import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageServices } from '../../server/pages/page-services';
import { bearer, createTestApp, multipart, type TestApp } from '../support/app';
import { solveAltchaForTests, solvedCaptcha } from '../support/captcha';
import { makePng } from '../support/images';
import { PDF, payInFull, topicRequestInvoice } from '../support/documents';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../support/pg-server';

/**
 * `npm run backup` / `npm run restore`: a round trip loses nothing. A site with
 * users, codes, topics, clients with logos, reviews with pictures, gallery images and messages is
 * backed up while it runs, restored into an empty target, and compared table by table, row by row,
 * and upload by upload, byte by byte. On the stage's own database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set); the move from SQLite to PostgreSQL needs a PostgreSQL server in every
 * stage (TEST_PG_URL, which npm test provides).
 */

const pgUrl = pgServerUrl;
if (!pgUrl) console.warn(`SQLite-to-PostgreSQL move skipped: ${noPgServerReason}`);

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
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

type Target = { dataDir: string; databaseUrl?: string };

/** Every row of every table, ordered by the first column (each table's primary key). */
/** Rows in one order on both databases, also where the first column repeats (Insights' events). */
const inOrder = (rows: unknown[]) => rows.map((r) => [JSON.stringify(r), r] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);

async function dumpTables(target: Target): Promise<Record<string, unknown[]>> {
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

function uploadsOf(dataDir: string): Map<string, Buffer> {
  const dir = path.join(dataDir, 'uploads');
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).sort().map((f) => [f, readFileSync(path.join(dir, f))]));
}

/** A site with something in every table. */
async function populate(t: TestApp) {
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

/** The SQLite case's archive and what it held, for the move to PostgreSQL below. */
let sqliteArchive: { file: string; tables: Record<string, unknown[]>; files: Map<string, Buffer> } | undefined;

const cases = [
  { name: 'SQLite, uploads in the local folder', postgres: false, uploads: 'local' },
  ...(pgUrl ? [{ name: 'PostgreSQL, uploads in the database', postgres: true, uploads: 'database' }] : []),
];

describe.each(cases)('backup and restore round trip: $name', ({ postgres, uploads }) => {
  it('restores into an empty target with every row and every upload file identical, refuses to overwrite without --yes', async () => {
    const sourceDb = postgres ? await createFreshPgDatabase(pgUrl!) : undefined;
    if (sourceDb) cleanup.push(() => sourceDb.drop());
    // DATABASE_URL '' keeps the SQLite case on SQLite in the PostgreSQL stage of `npm test` too.
    const t = await createTestApp({ DATABASE_URL: sourceDb?.url ?? '', UPLOADS_STORAGE: uploads });
    cleanup.push(() => t.close());
    await populate(t);
    const source: Target = { dataDir: t.dataDir, databaseUrl: sourceDb?.url };
    const env = (target: Target) => ({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', UPLOADS_STORAGE: uploads });

    // Backup while the site runs.
    const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    const archive = path.join(work, 'site.tar.gz');
    const backupStarted = Date.now();
    const backup = await cli('backup', ['--out', archive], env(source));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*site\.tar\.gz/);

    // One archive: manifest, database, uploads (and the generated secrets).
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain(postgres ? 'database.pgdump' : 'site.db');
    expect(entries).toContain('secrets.json');
    const before = await dumpTables(source);
    const sourceFiles = uploadsOf(source.dataDir);
    if (!postgres) sqliteArchive = { file: archive, tables: before, files: sourceFiles };
    await tar.x({ file: archive, cwd: work, filter: (p) => p === 'manifest.json' });
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, dialect: postgres ? 'postgres' : 'sqlite', uploads_storage: uploads, secrets: true });
    // Made by this backup: not before it started (a second's rounding allowed), not after now.
    expect(Date.parse(manifest.created_at)).toBeGreaterThanOrEqual(backupStarted - 1_000);
    expect(Date.parse(manifest.created_at)).toBeLessThanOrEqual(Date.now());
    for (const [table, rows] of Object.entries(before)) if (!table.startsWith('(')) expect(manifest.tables[table], table).toBe(rows.length);
    for (const table of ['users', 'email_codes', 'topics', 'clients', 'reviews', 'gallery_images', 'contact_messages', 'captcha_uses', 'upload_blobs', 'content_documents', 'content_revisions']) {
      expect(manifest.tables, table).toHaveProperty(table);
    }
    for (const table of ['insight_views', 'insight_leads', 'insight_vitals', 'insight_daily', 'insight_speed', 'insight_salts']) {
      expect(manifest.tables[table], table).toBeGreaterThan(0);
    }
    expect(manifest.tables.contact_messages).toBe(2); // the contact message and the topic request
    expect([manifest.tables.deliveries, manifest.tables.delivery_documents]).toEqual([1, 1]);
    expect(manifest.tables.email_codes).toBe(1);
    expect(manifest.tables.content_revisions).toBeGreaterThanOrEqual(2);
    if (uploads === 'local') {
      expect(sourceFiles.size).toBeGreaterThanOrEqual(2 * 2 + 2 + 2 * 3); // logos, avatar, gallery widths
      expect(manifest.uploads.files).toBe(sourceFiles.size);
    } else {
      expect(manifest.tables.upload_blobs).toBeGreaterThanOrEqual(2 * 2 + 2 + 2 * 3);
      expect(sourceFiles.size).toBe(0);
    }

    // Restore into an empty target.
    const targetDb = postgres ? await createFreshPgDatabase(pgUrl!) : undefined;
    if (targetDb) cleanup.push(() => targetDb.drop());
    const target: Target = { dataDir: mkdtempSync(path.join(tmpdir(), 'restore-test-')), databaseUrl: targetDb?.url };
    cleanup.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
    const restore = await cli('restore', [archive], env(target));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* checked against the manifest/);

    const after = await dumpTables(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], `table ${table}`).toEqual(before[table]);
    const targetFiles = uploadsOf(target.dataDir);
    expect([...targetFiles.keys()]).toEqual([...sourceFiles.keys()]);
    for (const [name, data] of sourceFiles) expect(Buffer.compare(targetFiles.get(name)!, data), name).toBe(0);
    expect(readFileSync(path.join(target.dataDir, 'secrets.json'), 'utf8')).toBe(readFileSync(path.join(source.dataDir, 'secrets.json'), 'utf8'));

    // The target now holds data: without --yes it is left alone (the command exits with status 2).
    const { restoreBackup, RestoreRefused } = await import('../../scripts/restore');
    const { loadConfig } = await import('../../server/config');
    const refused = restoreBackup(loadConfig(env(target)), archive);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(/Not restoring: there is already .*--yes/);
    expect(await dumpTables(target)).toEqual(after);

    // The restored site works: same sessions, its images served, new ids after the old ones.
    const r = await createTestApp({ DATA_DIR: target.dataDir, DATABASE_URL: targetDb?.url ?? '', UPLOADS_STORAGE: uploads });
    try {
      const login = await r.request({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'Admin-pass-123' } });
      expect(login.statusCode).toBe(200);
      const token = r.json(login).token as string;
      const approved = r.json(await r.request({ method: 'GET', url: '/api/reviews' })).reviews;
      expect(approved).toEqual([expect.objectContaining({ review_text: 'Great support.' })]);
      const img = await r.request({ method: 'GET', url: approved[0].image_path });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      const topic = await r.request({ method: 'POST', url: '/api/topics', headers: bearer(token), payload: { title: 'After the restore' } });
      expect(topic.statusCode).toBe(201);
      expect(topic.json().id).toBeGreaterThan(Math.max(...(before.topics as { id: number }[]).map((x) => x.id)));
      const del = await r.request({ method: 'DELETE', url: `/api/gallery?id=${(before.gallery_images as { id: number }[])[0].id}`, headers: bearer(token) });
      expect(del.statusCode).toBe(200);
      // The site content came back: the pages read the published phone, the draft is still a draft,
      // and the history still lists both versions.
      expect((await createPageServices(r.app.ctx).company()).phones[0].tel).toBe('+2348031112222');
      const doc = r.json(await r.request({ method: 'GET', url: '/api/content/company', headers: bearer(token) }));
      expect(doc.draft.tagline).toBe('A draft nobody has published yet');
      expect(doc.published.tagline).not.toBe('A draft nobody has published yet');
      const revisions = r.json(await r.request({ method: 'GET', url: '/api/content/company/revisions', headers: bearer(token) })).revisions;
      expect(revisions.length).toBeGreaterThanOrEqual(2);
    } finally {
      await r.close();
    }

    // With --yes it is replaced.
    await restoreBackup(loadConfig(env(target)), archive, { yes: true });
    const replaced = await dumpTables(target);
    for (const table of Object.keys(before)) expect(replaced[table], `table ${table} after --yes`).toEqual(before[table]);
    expect([...uploadsOf(target.dataDir).keys()]).toEqual([...sourceFiles.keys()]);
  });
});

describe.skipIf(!pgUrl)('moving from SQLite to PostgreSQL: a SQLite archive restored with DATABASE_URL set (needs a PostgreSQL server)', () => {
  it('copies every row with its id into an empty database, the uploads into upload_blobs, and the site runs on it', async () => {
    expect(sqliteArchive, 'the SQLite round trip above ran first').toBeDefined();
    const { file, tables, files } = sqliteArchive!;
    const db = await createFreshPgDatabase(pgUrl!);
    cleanup.push(() => db.drop());
    const target: Target = { dataDir: mkdtempSync(path.join(tmpdir(), 'move-test-')), databaseUrl: db.url };
    cleanup.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
    const moved = await cli('restore', [file], { DATA_DIR: target.dataDir, DATABASE_URL: db.url, UPLOADS_STORAGE: 'database' });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/now lives in PostgreSQL/);

    const after = await dumpTables(target);
    for (const [table, rows] of Object.entries(tables)) {
      if (table.startsWith('kysely_migration') || table === 'upload_blobs') continue;
      expect(after[table], `table ${table}`).toEqual(rows);
    }
    const blobs = new Map((after.upload_blobs as { key: string; data: Buffer; content_type: string }[]).map((b) => [b.key, b]));
    expect([...blobs.keys()].sort()).toEqual([...files.keys()]);
    for (const [name, data] of files) {
      expect(Buffer.compare(blobs.get(name)!.data, data), name).toBe(0);
      expect(blobs.get(name)!.content_type).toBe('image/webp');
    }
    expect(uploadsOf(target.dataDir).size).toBe(0);

    // Refused into a database that is not empty, even with --yes.
    const { restoreBackup, RestoreRefused } = await import('../../scripts/restore');
    const { loadConfig } = await import('../../server/config');
    await expect(restoreBackup(loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: db.url }), file, { yes: true })).rejects.toBeInstanceOf(RestoreRefused);

    const r = await createTestApp({ DATA_DIR: target.dataDir, DATABASE_URL: db.url, UPLOADS_STORAGE: 'database' });
    try {
      const login = await r.request({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'Admin-pass-123' } });
      expect(login.statusCode).toBe(200);
      const approved = r.json(await r.request({ method: 'GET', url: '/api/reviews' })).reviews;
      expect((await r.request({ method: 'GET', url: approved[0].image_path })).statusCode).toBe(200);
      const topic = await r.request({ method: 'POST', url: '/api/topics', headers: bearer(r.json(login).token), payload: { title: 'First on PostgreSQL' } });
      expect(topic.statusCode).toBe(201); // the id sequences were moved past the copied ids
      expect(r.json(topic).id).toBeGreaterThan(Math.max(...(tables.topics as { id: number }[]).map((x) => x.id)));
    } finally {
      await r.close();
    }
  });
});

describe('restore refuses what it should not take', () => {
  it('an archive that is not a backup, and a missing file', async () => {
    const { restoreBackup } = await import('../../scripts/restore');
    const { loadConfig } = await import('../../server/config');
    const work = mkdtempSync(path.join(tmpdir(), 'restore-bad-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    writeFileSync(path.join(work, 'notes.txt'), 'hello');
    await tar.c({ gzip: true, file: path.join(work, 'bad.tar.gz'), cwd: work }, ['notes.txt']);
    const config = loadConfig({ DATA_DIR: path.join(work, 'data') });
    await expect(restoreBackup(config, path.join(work, 'bad.tar.gz'))).rejects.toThrow(/no manifest\.json/);
    await expect(restoreBackup(config, path.join(work, 'nope.tar.gz'))).rejects.toThrow(/No archive at/);
    expect(existsSync(path.join(work, 'data', 'site.db'))).toBe(false);
  });

  it('a manifest naming any database file but the one backup writes: refused, and nothing outside the archive is moved', async () => {
    const { restoreBackup } = await import('../../scripts/restore');
    const { MANIFEST_FORMAT } = await import('../../scripts/backup');
    const { loadConfig } = await import('../../server/config');
    const work = mkdtempSync(path.join(tmpdir(), 'restore-manifest-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    // A SQLite file next to DATA_DIR that the archive's manifest points at.
    const victim = path.join(work, 'outside', 'victim.db');
    mkdirSync(path.dirname(victim), { recursive: true });
    const db = new SQLite(victim);
    db.exec("create table notes (text); insert into notes values ('not part of any backup')");
    db.close();
    const config = loadConfig({ DATA_DIR: path.join(work, 'data') });

    const crafted = ['../../outside/victim.db', path.join(work, 'outside', 'victim.db'), 'database.pgdump', 'uploads/site.db', './site.db', 'SITE.DB', ''];
    for (const [i, database] of crafted.entries()) {
      const dir = path.join(work, `archive-${i}`);
      mkdirSync(dir);
      const manifest = { format: MANIFEST_FORMAT, dialect: 'sqlite', created_at: new Date().toISOString(), tables: {}, uploads_storage: 'local', uploads: { files: 0, bytes: 0 }, secrets: false, database };
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
      writeFileSync(path.join(dir, 'site.db'), readFileSync(victim)); // a well-formed database of its own, too
      const archive = path.join(work, `crafted-${i}.tar.gz`);
      await tar.c({ gzip: true, file: archive, cwd: dir }, ['manifest.json', 'site.db']);

      await expect(restoreBackup(config, archive), database).rejects.toThrow(
        `Not restoring: manifest.json names the database file ${JSON.stringify(database)}, but a sqlite backup's is "site.db".`,
      );
      expect(existsSync(victim), database).toBe(true);
      expect(existsSync(path.join(work, 'data', 'site.db')), database).toBe(false);
    }
    const check = new SQLite(victim, { readonly: true });
    expect(check.prepare('select text from notes').all()).toEqual([{ text: 'not part of any backup' }]);
    check.close();
  });
});
