// The roll-up's worker thread (./rollup-thread.service.ts starts it): runs the
// roll-up's compiled SELECTs on a read-only connection of its own to the site's SQLite file, and
// writes the day's rows in one transaction on a writable connection of its own, so neither ever
// holds the server's event loop (docs/decisions/0022-insights.md, "The roll-up's worker"). Plain
// JavaScript, so it runs as it is from the sources (tsx, Vitest) and is emitted beside the server
// bundle by scripts/build-server.mjs.
//
// Messages in:  { id, kind: 'read' | 'write', statements: [{ sql, parameters }] }
// Messages out: { id, rows: [[…], …] } (read: one list per query, in order; write: none) or
//               { id, error: message };
//               { id, paused: n, where } when a test asked to pause (workerData.gate).
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, synchronous, gate } = workerData;
// Read-only: the SELECTs never take SQLite's write lock. A reader waits for a lock only in rare
// moments (a WAL being reset or recovered); it waits here, in this thread, never in the server's.
const reads = new SQLite(file, { readonly: true, fileMustExist: true });
reads.pragma('busy_timeout = 5000');
/** Opened with the first write; the same settings as the server's connection (server/db/database.ts). */
let writes;
/** Tests only: a counter the main thread raises to let a paused statement go on (Atomics). */
const resumes = gate ? new Int32Array(gate) : undefined;
let pauses = 0;

/** Tests only: tells the main thread where this thread stopped, and waits until it says go on. */
function pause(id, where) {
  pauses += 1;
  parentPort.postMessage({ id, paused: pauses, where });
  let seen;
  while ((seen = Atomics.load(resumes, 0)) < pauses) Atomics.wait(resumes, 0, seen);
}

/** All rows of one SELECT, exactly as Kysely's SQLite driver reads them (`all`), or with a pause after its first row. */
function rowsOf(id, { sql, parameters }) {
  const stmt = reads.prepare(sql);
  if (!stmt.reader) throw new Error('The roll-up reads with SELECTs only.');
  if (!resumes) return stmt.all(parameters);
  const rows = [];
  for (const row of stmt.iterate(parameters)) {
    rows.push(row);
    // The statement is open (its first row read, its snapshot held) until the main thread says so.
    if (rows.length === 1) pause(id, 'read');
  }
  return rows;
}

function writer() {
  if (writes) return writes;
  writes = new SQLite(file, { fileMustExist: true });
  // The file is in WAL mode already (the server's connection set it; the mode is kept in the file).
  writes.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  writes.pragma('foreign_keys = ON');
  writes.pragma('busy_timeout = 5000');
  writes.pragma('secure_delete = ON');
  return writes;
}

/** Runs the statements in one IMMEDIATE transaction: the write lock is taken first, so it never has to be upgraded. */
function writeAll(id, statements) {
  const db = writer();
  db.transaction(() => {
    statements.forEach(({ sql, parameters }, i) => {
      db.prepare(sql).run(parameters);
      // The transaction is open (the first statement done, nothing committed) until the main thread says so.
      if (resumes && i === 0) pause(id, 'write');
    });
  }).immediate();
}

parentPort.on('message', ({ id, kind, statements }) => {
  try {
    if (kind === 'write') {
      writeAll(id, statements);
      parentPort.postMessage({ id, rows: [] });
      return;
    }
    // Each query reads the latest committed state on its own, as the same queries run in one
    // process do: no read transaction spans the roll-up, so no snapshot is held longer than one
    // query (a long-held snapshot would make the server's WAL checkpoints wait).
    parentPort.postMessage({ id, rows: statements.map((q) => rowsOf(id, q)) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
