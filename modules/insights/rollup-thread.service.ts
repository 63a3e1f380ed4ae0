import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/**
 * The roll-up's work on SQLite, done in a worker thread (rollup-worker.mjs) with connections of its
 * own to the same file. better-sqlite3 is synchronous: in the server's thread a GROUP BY over a day
 * of 100,000 page views held every request for a quarter of a second, and replacing the day's rows
 * (a few thousand) for another 20–40 ms. In the worker that work holds only the worker; the server's
 * thread sends the compiled statements, serves requests meanwhile, and gets the rows back
 * (docs/decisions/0022-insights.md, "The roll-up's worker").
 *
 * - `read`: SELECTs, each on its own, on a read-only connection.
 * - `write`: statements run in one transaction (BEGIN IMMEDIATE … COMMIT) on a writable connection
 *   with the server's own settings: all or nothing, and readers see the day's old rows until the
 *   commit. A statement that fails rolls the transaction back.
 *
 * One worker per thread object, started with the first call and kept for the next ones; one call at
 * a time. A worker that dies (a crash, an error thrown outside a statement) fails the call in
 * progress (an open transaction dies with it, uncommitted) and is replaced at the next call; an
 * error in a statement fails that call only. close() ends it.
 */
export interface RollupThread {
  /** The rows of each query, in order. Rejects when the worker fails, dies or is closed meanwhile. */
  read(queries: CompiledQuery[]): Promise<unknown[][]>;
  /** Runs `statements` in one transaction. Rejects (nothing written) when one fails or the worker dies or is closed meanwhile. */
  write(statements: CompiledQuery[]): Promise<void>;
  /** Ends the worker; calls after this fail. */
  close(): Promise<void>;
}

export interface RollupThreadTestHooks {
  /**
   * Tests only: each read query stops after its first row, its statement open, and a write stops
   * after its first statement, its transaction open; the worker says so here (`where`), and goes
   * on when `resume` is called.
   */
  paused(resume: () => void, where: 'read' | 'write'): void;
  /** Tests only: the worker thread, to end it as a crash would. */
  started?(worker: Worker): void;
}

export interface RollupThreadOptions {
  /** The server connection's `synchronous` (server/db/database.ts): the worker's commits are as durable as the server's. */
  synchronous?: 'normal' | 'full';
  hooks?: RollupThreadTestHooks;
}

/**
 * Resolved from this module's own address: beside it when run from the sources; in the server
 * bundle, beside dist/server/server.js, where scripts/build-server.mjs emits it (that script leaves
 * this file's import.meta.url as the bundle's).
 */
const WORKER_ENTRY = new URL('./rollup-worker.mjs', import.meta.url);

type Statement = { sql: string; parameters: readonly unknown[] };
type Reply = { id: number; rows?: unknown[][]; error?: string; paused?: number; where?: 'read' | 'write' };

export function createRollupThread(file: string, { synchronous = 'full', hooks }: RollupThreadOptions = {}): RollupThread {
  const gate = hooks ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  let worker: Worker | undefined;
  let current: { id: number; resolve(rows: unknown[][]): void; reject(err: Error): void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let ids = 0;

  /** The call in progress fails; the worker, if it is this one, is forgotten (the next call starts another). */
  const fail = (from: Worker, err: Error) => {
    if (worker !== from) return;
    worker = undefined;
    current?.reject(err);
    current = undefined;
  };

  const start = () => {
    // execArgv: none of the server's flags (tsx under `npm run dev`): the worker is plain JavaScript.
    const w = new Worker(WORKER_ENTRY, { workerData: { file, synchronous, gate: gate?.buffer }, execArgv: [] });
    w.on('message', (m: Reply) => {
      if (m.paused !== undefined) {
        hooks?.paused(() => {
          Atomics.store(gate!, 0, m.paused!);
          Atomics.notify(gate!, 0);
        }, m.where!);
        return;
      }
      if (m.id !== current?.id) return;
      const { resolve, reject } = current;
      current = undefined;
      if (m.error !== undefined) reject(new Error(`insights roll-up statement failed: ${m.error}`));
      else resolve(m.rows!);
    });
    w.on('error', (err) => fail(w, new Error(`insights roll-up worker failed: ${err.message}`)));
    w.on('exit', (code) => fail(w, new Error(`insights roll-up worker stopped (exit code ${code})`)));
    hooks?.started?.(w);
    return w;
  };

  const callNow = async (kind: 'read' | 'write', statements: CompiledQuery[]): Promise<unknown[][]> => {
    if (closed) throw new Error('the insights roll-up thread is closed');
    const w = (worker ??= start());
    // Held by the process only while a call is in progress: an idle worker never keeps it alive.
    w.ref();
    try {
      return await new Promise<unknown[][]>((resolve, reject) => {
        current = { id: ++ids, resolve, reject };
        const list: Statement[] = statements.map((q) => ({ sql: q.sql, parameters: q.parameters }));
        w.postMessage({ id: ids, kind, statements: list });
      });
    } finally {
      w.unref();
    }
  };

  const call = (kind: 'read' | 'write', statements: CompiledQuery[]) => {
    const result = queue.then(() => callNow(kind, statements));
    queue = result.catch(() => {});
    return result;
  };

  return {
    read: (queries) => call('read', queries),
    write: async (statements) => {
      await call('write', statements);
    },
    async close() {
      closed = true;
      const w = worker;
      if (!w) return;
      fail(w, new Error('the insights roll-up thread is closed'));
      await w.terminate();
    },
  };
}
