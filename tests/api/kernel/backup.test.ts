import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageServices } from '../../../server/pages/page-services';
import { bearer, createTestApp } from '../../support/app';
import { cli, dumpTables, populate, uploadsOf, type Target } from '../../support/backup-data';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../../support/pg-server';

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
    // The AVIF copies of the pictures, made by the background worker: the archive holds them too.
    const waiting = (await t.app.ctx.db.selectFrom('image_avif_jobs').select('key').execute()).map((j) => j.key);
    expect(waiting.length).toBeGreaterThanOrEqual(2 * 2 + 2 + 2 * 3);
    const copied = Promise.all(waiting.map((key) => t.app.ctx.avif.finished(key)));
    t.app.ctx.avif.start({ firstDelayMs: 0, everyMs: 3_600_000 });
    expect(new Set(await copied)).toEqual(new Set(['stored']));
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
      expect(sourceFiles.size).toBeGreaterThanOrEqual(2 * (2 * 2 + 2 + 2 * 3)); // logos, avatar, gallery widths, each with its AVIF copy
      expect([...sourceFiles.keys()].filter((k) => k.endsWith('.avif'))).toHaveLength(waiting.length);
      expect(manifest.uploads.files).toBe(sourceFiles.size);
    } else {
      expect(manifest.tables.upload_blobs).toBeGreaterThanOrEqual(2 * (2 * 2 + 2 + 2 * 3));
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
    const { restoreBackup, RestoreRefused } = await import('../../../scripts/restore');
    const { loadConfig } = await import('../../../server/config');
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
      // The WebP variants and, once made, their AVIF copies (docs/decisions/0036-avif-and-save-data.md).
      expect(blobs.get(name)!.content_type, name).toBe(name.endsWith('.avif') ? 'image/avif' : 'image/webp');
    }
    expect(uploadsOf(target.dataDir).size).toBe(0);

    // Refused into a database that is not empty, even with --yes.
    const { restoreBackup, RestoreRefused } = await import('../../../scripts/restore');
    const { loadConfig } = await import('../../../server/config');
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
