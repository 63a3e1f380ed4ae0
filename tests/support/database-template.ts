/**
 * Vitest global setup: one migrated and seeded database made once per run, which every test app
 * (tests/support/app.ts) starts from instead of migrating and seeding an empty one itself.
 *
 * - SQLite: a database file in a temp folder; each test app gets a copy of it.
 * - PostgreSQL (when TEST_DATABASE_URL is set): a database on that server; each test app's database
 *   is created from it with `CREATE DATABASE … TEMPLATE`, a file copy inside PostgreSQL.
 *
 * The template is made by the site's own migrations and seeds, so the path from an empty database
 * runs on every test run; the app then runs them again on its copy, which finds nothing to do, as
 * on any restart of the site. Both are removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest, type DatabaseConfig } from '../../server/db/database';
import { seedBuiltInContent } from '../../server/db/seed';
import { seedSiteContent } from '../../modules/site-content/index.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded SQLite file to copy; '' when there is none. */
    sqliteTemplate: string;
    /** The migrated and seeded PostgreSQL database to create test databases from; '' when there is none. */
    pgTemplate: string;
  }
}

async function migrateAndSeed(config: DatabaseConfig) {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    await seedBuiltInContent(db);
    await seedSiteContent(db);
  } finally {
    await db.destroy();
  }
}

async function onServer(baseUrl: string, query: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-template-'));
  const file = path.join(dir, 'site.db');
  await migrateAndSeed({ kind: 'sqlite', file });
  project.provide('sqliteTemplate', file);

  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = baseUrl ? `t_template_${randomBytes(6).toString('hex')}` : '';
  if (baseUrl) {
    await onServer(baseUrl, `CREATE DATABASE ${pgTemplate}`);
    const url = new URL(baseUrl);
    url.pathname = `/${pgTemplate}`;
    // Every connection to it is closed before the tests start: PostgreSQL copies a template only
    // while nobody is connected to it.
    await migrateAndSeed({ kind: 'postgres', url: url.toString() });
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl) await onServer(baseUrl, `DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
  };
}
