import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 the running Node can use (docs/decisions/0017-node-24.md).
 *
 * - Node 22 and newer (the site runs on Node 24): better-sqlite3 13, installed under the name
 *   `better-sqlite3-napi`. Its addon uses Node-API and ships prebuilt in the package, so nothing is
 *   compiled at install. Version 12 must not run there: since Node 24.19 the headers it compiles
 *   against make every prepared statement's garbage collection able to abort the process
 *   ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook).
 * - Node 20 (still the Node of some test machines): better-sqlite3 12, compiled at `npm install`;
 *   version 13's addon does not load there.
 * Both have the same API (the types of @types/better-sqlite3). Everything that opens a SQLite file
 * imports it from here, never from the packages.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

const SQLite: typeof BetterSqlite3 = nodeMajor >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3');

export default SQLite;
export type SqliteDatabase = BetterSqlite3.Database;
/** Which package this process uses, for the record in the test output. */
export const sqliteDriver = nodeMajor >= 22 ? 'better-sqlite3-napi (13)' : 'better-sqlite3 (12)';
