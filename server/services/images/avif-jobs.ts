import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Storage } from '../storage';
import { runPeriodically, type PeriodicJob } from '../periodic';
import { encodeAvif } from './encode';
import { imageSlotsIdle } from './jobs';
import * as avifJobs from '../../db/repositories/image-avif-jobs';

/**
 * The AVIF copies of stored pictures, made in the background (docs/decisions/0036-avif-and-save-data.md).
 * Every WebP variant stored gets a row in `image_avif_jobs` in the same call that stores it; one
 * encode at a time per instance, only while no upload is admitted or processed, so an upload
 * answers as fast as without AVIF. A row is deleted once its AVIF copy is stored; the rows outlive
 * a restart, and a row taken by an instance that stopped is taken again once its lease ends.
 * Until a copy exists, /uploads/ serves the WebP (server/routes/uploads.ts).
 */

/** A stored WebP variant's key, and its AVIF copy's. */
export const WEBP_VARIANT = /^([0-9a-f]{32}-[1-9][0-9]{0,4})\.webp$/;
export const avifKeyOf = (webpKey: string): string => webpKey.replace(/\.webp$/, '.avif');

/** How long one instance holds a job; encodes are seconds, so a held job is a stopped process's. */
const LEASE_MS = 10 * 60 * 1000;
/** Encodes started per variant before it is left as WebP alone. */
export const AVIF_MAX_ATTEMPTS = 3;

export type AvifOutcome = 'stored' | 'gone' | 'failed' | 'retry';

export interface AvifJobs {
  /** Records the variants' jobs (a stored one is not recorded twice) and wakes the worker. */
  enqueue(webpKeys: string[]): Promise<void>;
  /** Records a job for every stored WebP variant without its AVIF copy; returns how many were new. */
  backfill(): Promise<number>;
  /** Resolves with what became of `webpKey`'s job when the worker next finishes it. */
  finished(webpKey: string): Promise<AvifOutcome>;
  /** Starts the worker: a backfill, then the jobs, then a look every minute (a stopped instance's jobs). */
  start(timing?: { firstDelayMs?: number; everyMs?: number }): void;
  stop(): Promise<void>;
}

export function createAvifJobs(db: Database, storage: Storage, log: FastifyBaseLogger, now: () => Date = () => new Date()): AvifJobs {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let started = false;
  let stopped = false;
  let loop: Promise<void> | undefined;
  let again = false;
  let periodic: PeriodicJob | undefined;

  async function record(keys: string[]): Promise<number> {
    const fresh = keys.filter((k) => WEBP_VARIANT.test(k));
    let added = 0;
    for (let i = 0; i < fresh.length; i += 200) {
      const at = now().toISOString();
      added += await avifJobs.add(db, fresh.slice(i, i + 200), at);
    }
    return added;
  }

  /** Takes the oldest job nobody holds; `attempts` doubles as the row's version, so two instances never take the same one. */
  async function claim(): Promise<{ key: string; attempts: number } | null> {
    for (;;) {
      const at = now();
      const row = await avifJobs.oldestFree(db, at.toISOString());
      if (!row) return null;
      if (await avifJobs.take(db, row.key, row.attempts, new Date(at.getTime() + LEASE_MS).toISOString())) return { key: row.key, attempts: row.attempts + 1 };
    }
  }

  async function run(job: { key: string; attempts: number }): Promise<AvifOutcome> {
    const done = () => avifJobs.remove(db, job.key);
    try {
      const source = await storage.get(job.key);
      if (!source) {
        await done();
        return 'gone';
      }
      const avif = await encodeAvif(source.data);
      await storage.put(avifKeyOf(job.key), avif, 'image/avif');
      // The picture deleted meanwhile: its copy goes too.
      if (!(await storage.get(job.key))) await storage.delete(avifKeyOf(job.key));
      await done();
      return 'stored';
    } catch (err) {
      const failed = job.attempts >= AVIF_MAX_ATTEMPTS;
      log.warn({ err: { message: (err as Error).message }, key: job.key, attempts: job.attempts }, failed ? 'AVIF copy given up: the WebP stays' : 'AVIF copy failed; tried again');
      await avifJobs.release(db, job.key, failed).catch(() => undefined);
      return failed ? 'failed' : 'retry';
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      // Uploads first: an encode starts only when no upload is admitted or processed.
      await imageSlotsIdle();
      const job = await claim();
      if (!job) return;
      const outcome = await run(job);
      events.emit('finished', job.key, outcome);
    }
  }

  function wake(): void {
    if (!started || stopped) return;
    if (loop) {
      again = true;
      return;
    }
    loop = drain()
      .catch((err) => log.error({ err: { message: (err as Error).message } }, 'AVIF copies: the job table could not be read'))
      .finally(() => {
        loop = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const api: AvifJobs = {
    async enqueue(webpKeys) {
      if ((await record(webpKeys)) > 0) wake();
    },
    async backfill() {
      if (!storage.keys) return 0;
      const keys = await storage.keys();
      const stored = new Set(keys);
      const added = await record(keys.filter((k) => WEBP_VARIANT.test(k) && !stored.has(avifKeyOf(k))));
      if (added > 0) log.info({ added }, 'AVIF copies: pictures stored before AVIF queued');
      return added;
    },
    finished(webpKey) {
      return new Promise((resolve) => {
        const listener = (key: string, outcome: AvifOutcome) => {
          if (key !== webpKey || outcome === 'retry') return;
          events.off('finished', listener);
          resolve(outcome);
        };
        events.on('finished', listener);
      });
    },
    start(timing = {}) {
      if (started) return;
      started = true;
      let backfilled = false;
      periodic = runPeriodically(
        async () => {
          if (!backfilled) {
            await api.backfill();
            backfilled = true;
          }
          wake();
        },
        { firstDelayMs: timing.firstDelayMs ?? 5000, everyMs: timing.everyMs ?? 60_000 },
        (err) => log.error({ err: { message: err.message } }, 'AVIF copies: backfill failed'),
      );
    },
    async stop() {
      stopped = true;
      await periodic?.stop();
      await loop;
    },
  };
  return api;
}

/**
 * The storage every caller uses (`ctx.storage`), recording an AVIF job with each WebP variant it
 * stores and deleting a variant's AVIF copy with it: every kind of picture (gallery, logos, review
 * pictures, site-content pictures) gets its copies without its caller knowing.
 */
export function withAvifCopies(storage: Storage, jobs: () => AvifJobs): Storage {
  return {
    ...storage,
    async put(key, data, contentType) {
      await storage.put(key, data, contentType);
      if (WEBP_VARIANT.test(key)) await jobs().enqueue([key]);
    },
    async delete(key) {
      await storage.delete(key);
      if (WEBP_VARIANT.test(key)) await storage.delete(avifKeyOf(key));
    },
  };
}
