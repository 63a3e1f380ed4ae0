import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run restore` refuses what is not one of its own archives, and touches nothing while refusing. */

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('restore refuses what it should not take', () => {
  it('an archive that is not a backup, and a missing file', async () => {
    const { restoreBackup } = await import('../../../scripts/restore');
    const { loadConfig } = await import('../../../server/config');
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
    const { restoreBackup } = await import('../../../scripts/restore');
    const { MANIFEST_FORMAT } = await import('../../../scripts/backup');
    const { loadConfig } = await import('../../../server/config');
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
