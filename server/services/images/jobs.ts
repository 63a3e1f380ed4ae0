import { HttpError } from '../../http/errors';
import { IMAGE_MESSAGES } from './limits';

// The image-job slots: how many pictures are decoded and encoded at once, and the queue behind them.

/**
 * At most `concurrency` pictures are decoded and encoded at once in this process; up to
 * `maxWaiting` more wait their turn, and beyond that an upload is refused with 503 and Retry-After.
 * Decoding is the memory- and CPU-heavy part, and the machine serves pages at the same time.
 */
export const IMAGE_JOBS = { concurrency: 2, maxWaiting: 16, retryAfterSeconds: 10 };

const slots = { active: 0, queue: [] as (() => void)[] };
const stats = { jobs: 0, decodes: 0, maxActive: 0, maxWaiting: 0, refused: 0 };
let jobStartHook: (() => Promise<void> | void) | undefined;

/**
 * What the image jobs have done since the process started (or `resetImageJobStats`): jobs run,
 * full decodes of uploaded bytes, the most jobs that ran at once and waited at once, uploads
 * refused because the queue was full. For tests and diagnostics.
 */
export function imageJobStats() {
  return { ...stats, active: slots.active, waiting: slots.queue.length };
}
export function resetImageJobStats(): void {
  Object.assign(stats, { jobs: 0, decodes: 0, maxActive: slots.active, maxWaiting: slots.queue.length, refused: 0 });
}
/** Tests: runs at the start of every image job, inside its slot (a test holds jobs there to fill the queue). */
export function onImageJobStart(hook: (() => Promise<void> | void) | undefined): void {
  jobStartHook = hook;
}

/** Counts one full decode of uploaded bytes (imageJobStats().decodes). */
export function countDecode(): void {
  stats.decodes++;
}

export async function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.active < IMAGE_JOBS.concurrency) {
    slots.active++;
  } else {
    if (slots.queue.length >= IMAGE_JOBS.maxWaiting) {
      stats.refused++;
      throw new HttpError(503, IMAGE_MESSAGES.busy, { 'retry-after': String(IMAGE_JOBS.retryAfterSeconds) });
    }
    // The job finishing hands its slot straight to the first in the queue (`active` stays the same).
    await new Promise<void>((resolve) => {
      slots.queue.push(resolve);
      stats.maxWaiting = Math.max(stats.maxWaiting, slots.queue.length);
    });
  }
  stats.jobs++;
  stats.maxActive = Math.max(stats.maxActive, slots.active);
  try {
    await jobStartHook?.();
    return await work();
  } finally {
    const next = slots.queue.shift();
    if (next) next();
    else slots.active--;
  }
}
