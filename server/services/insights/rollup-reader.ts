import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/**
 * The roll-up's reads on SQLite, run in a worker thread (rollup-worker.mjs) with a read-only
 * connection of its own to the same file. better-sqlite3 is synchronous: in the server's thread a
 * GROUP BY over a day of 100,000 page views held every request for a quarter of a second. In the
 * worker it holds only the worker; the server's thread sends the compiled queries, serves requests
 * meanwhile, and gets the rows back (docs/decisions/0022-insights.md, "The roll-up's worker").
 *
 * One worker per reader, started with the first read and kept for the next ones; one read at a
 * time. A worker that dies (a crash, an error thrown outside a query) fails the read in progress
 * and is replaced at the next read; an error in a query fails that read only. close() ends it.
 */
export interface RollupReader {
  /** The rows of each query, in order. Rejects when the worker fails, dies or is closed meanwhile. */
  read(queries: CompiledQuery[]): Promise<unknown[][]>;
  /** Ends the worker; reads after this fail. */
  close(): Promise<void>;
}

export interface ReaderTestHooks {
  /**
   * Tests only: each query stops after its first row, its statement open, and the worker says so
   * here; it goes on when `resume` is called.
   */
  paused(resume: () => void): void;
  /** Tests only: the worker thread, to end it as a crash would. */
  started?(worker: Worker): void;
}

/**
 * Resolved from this module's own address: beside it when run from the sources; in the server
 * bundle, beside dist/server/server.js, where scripts/build-server.mjs emits it (that script leaves
 * this file's import.meta.url as the bundle's).
 */
const WORKER_ENTRY = new URL('./rollup-worker.mjs', import.meta.url);

type Reply = { id: number; rows?: unknown[][]; error?: string; paused?: number };

export function createRollupReader(file: string, hooks?: ReaderTestHooks): RollupReader {
  const gate = hooks ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  let worker: Worker | undefined;
  let current: { id: number; resolve(rows: unknown[][]): void; reject(err: Error): void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let ids = 0;

  /** The read in progress fails; the worker, if it is this one, is forgotten (the next read starts another). */
  const fail = (from: Worker, err: Error) => {
    if (worker !== from) return;
    worker = undefined;
    current?.reject(err);
    current = undefined;
  };

  const start = () => {
    // execArgv: none of the server's flags (tsx under `npm run dev`): the worker is plain JavaScript.
    const w = new Worker(WORKER_ENTRY, { workerData: { file, gate: gate?.buffer }, execArgv: [] });
    w.on('message', (m: Reply) => {
      if (m.paused !== undefined) {
        hooks?.paused(() => {
          Atomics.store(gate!, 0, m.paused!);
          Atomics.notify(gate!, 0);
        });
        return;
      }
      if (m.id !== current?.id) return;
      const { resolve, reject } = current;
      current = undefined;
      if (m.error !== undefined) reject(new Error(`insights roll-up query failed: ${m.error}`));
      else resolve(m.rows!);
    });
    w.on('error', (err) => fail(w, new Error(`insights roll-up worker failed: ${err.message}`)));
    w.on('exit', (code) => fail(w, new Error(`insights roll-up worker stopped (exit code ${code})`)));
    hooks?.started?.(w);
    return w;
  };

  const readNow = async (queries: CompiledQuery[]): Promise<unknown[][]> => {
    if (closed) throw new Error('insights roll-up reader is closed');
    const w = (worker ??= start());
    // Held by the process only while a read is in progress: an idle worker never keeps it alive.
    w.ref();
    try {
      return await new Promise<unknown[][]>((resolve, reject) => {
        current = { id: ++ids, resolve, reject };
        w.postMessage({ id: ids, queries: queries.map((q) => ({ sql: q.sql, parameters: q.parameters })) });
      });
    } finally {
      w.unref();
    }
  };

  return {
    read(queries) {
      const result = queue.then(() => readNow(queries));
      queue = result.catch(() => {});
      return result;
    },
    async close() {
      closed = true;
      const w = worker;
      if (!w) return;
      fail(w, new Error('insights roll-up reader is closed'));
      await w.terminate();
    },
  };
}
