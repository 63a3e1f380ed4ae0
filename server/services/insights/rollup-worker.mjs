// The roll-up's reader thread (server/services/insights/rollup-reader.ts starts it): runs the
// roll-up's compiled SELECTs on a read-only connection of its own to the site's SQLite file, so
// their work never holds the server's event loop (docs/decisions/0022-insights.md, "The roll-up's
// worker"). Plain JavaScript, so it runs as it is from the sources (tsx, Vitest) and is emitted
// beside the server bundle by scripts/build-server.mjs.
//
// Messages in:  { id, queries: [{ sql, parameters }] }
// Messages out: { id, rows: [[…], …] } (one list per query, in order) or { id, error: message };
//               { id, paused: n } when a test asked to pause inside each query (workerData.gate).
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, gate } = workerData;
// Read-only: this connection never writes, so it never takes SQLite's write lock from the server's
// own connection. A reader waits for a lock only in rare moments (a WAL being reset or recovered);
// it waits here, in this thread, never in the server's.
const db = new SQLite(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
/** Tests only: a counter the main thread raises to let a paused query go on (Atomics). */
const resumes = gate ? new Int32Array(gate) : undefined;
let pauses = 0;

/** All rows of one SELECT, exactly as Kysely's SQLite driver reads them (`all`), or with a pause after its first row. */
function rowsOf(id, { sql, parameters }) {
  const stmt = db.prepare(sql);
  if (!stmt.reader) throw new Error('The roll-up reader runs SELECTs only.');
  if (!resumes) return stmt.all(parameters);
  const rows = [];
  for (const row of stmt.iterate(parameters)) {
    rows.push(row);
    if (rows.length !== 1) continue;
    // The statement is open (its first row read, its snapshot held) until the main thread says so.
    pauses += 1;
    parentPort.postMessage({ id, paused: pauses });
    let seen;
    while ((seen = Atomics.load(resumes, 0)) < pauses) Atomics.wait(resumes, 0, seen);
  }
  return rows;
}

parentPort.on('message', ({ id, queries }) => {
  try {
    // Each query reads the latest committed state on its own, as the same queries run in one
    // process do: no read transaction spans the roll-up, so no snapshot is held longer than one
    // query (a long-held snapshot would make the server's WAL checkpoints wait).
    parentPort.postMessage({ id, rows: queries.map((q) => rowsOf(id, q)) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
