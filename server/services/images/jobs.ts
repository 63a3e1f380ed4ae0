import { HttpError } from '../../http/errors';
import { IMAGE_MESSAGES } from './limits';

// The image-job slots: how many pictures are decoded and encoded at once, the queue behind them,
// and the admission of uploads to them before their bodies are read (docs/decisions/0026-admin-photo-uploads.md).

/**
 * At most `concurrency` pictures are decoded and encoded at once in this process; up to
 * `maxWaiting` more wait their turn. An upload takes one of these places (`admitUpload`) before its
 * body is read; one caller (an account, or a visitor's address) at most `perCaller` of them, and
 * visitors (the review form) together at most `visitorPlaces`, so slow uploads from a few addresses
 * cannot keep staff from the slots. Beyond that an upload is refused at once with 503 and
 * Retry-After, its body unread: no more bodies (up to 20 MB each) are received and held than the
 * slots can take. Decoding is the memory- and CPU-heavy part, and the machine serves pages at the
 * same time.
 */
export const IMAGE_JOBS = { concurrency: 2, maxWaiting: 2, perCaller: 2, visitorPlaces: 2, retryAfterSeconds: 10 };

const slots = { active: 0, queue: [] as (() => void)[] };
const admitted = { total: 0, visitors: 0, byCaller: new Map<string, number>() };
const stats = { jobs: 0, decodes: 0, maxActive: 0, maxWaiting: 0, maxAdmitted: 0, refused: 0 };
let jobStartHook: (() => Promise<void> | void) | undefined;
/** Waiting for no upload to be admitted or processed (`imageSlotsIdle`). */
let idleWaiters: (() => void)[] = [];

function isIdle(): boolean {
  return slots.active === 0 && admitted.total === 0;
}
function wakeIdleWaiters(): void {
  if (!isIdle() || idleWaiters.length === 0) return;
  const waiting = idleWaiters;
  idleWaiters = [];
  for (const resolve of waiting) resolve();
}

/**
 * Resolves once no upload is admitted or being processed: the background AVIF encodes
 * (server/services/images/avif-jobs.ts) start only then, so an upload never waits for one to begin.
 */
export function imageSlotsIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

/**
 * What the image jobs have done since the process started (or `resetImageJobStats`): jobs run,
 * full decodes of uploaded bytes, the most jobs that ran at once and waited at once, the most
 * uploads admitted at once (their bodies being read, waiting or processed), uploads refused because
 * every place was taken. For tests and diagnostics.
 */
export function imageJobStats() {
  return { ...stats, active: slots.active, waiting: slots.queue.length, admitted: admitted.total };
}
export function resetImageJobStats(): void {
  Object.assign(stats, { jobs: 0, decodes: 0, maxActive: slots.active, maxWaiting: slots.queue.length, maxAdmitted: admitted.total, refused: 0 });
}

function busy(): HttpError {
  stats.refused++;
  return new HttpError(503, IMAGE_MESSAGES.busy, { 'retry-after': String(IMAGE_JOBS.retryAfterSeconds) });
}

/**
 * Admits one upload of `caller` (an account, or a visitor's address) BEFORE its body is read: takes
 * one of the `concurrency + maxWaiting` places of the process and one of the caller's `perCaller`
 * (a visitor's also one of the `visitorPlaces`), or throws the 503 (Retry-After) at once. Returns
 * the release, to call once the answer is sent or the connection closed (again: does nothing).
 */
export function admitUpload(caller: { account: number } | { address: string }): () => void {
  const visitor = !('account' in caller);
  const key = visitor ? `address:${caller.address}` : `account:${caller.account}`;
  const mine = admitted.byCaller.get(key) ?? 0;
  const full = admitted.total >= IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting || (visitor && admitted.visitors >= IMAGE_JOBS.visitorPlaces);
  if (full || mine >= IMAGE_JOBS.perCaller) throw busy();
  admitted.total++;
  if (visitor) admitted.visitors++;
  admitted.byCaller.set(key, mine + 1);
  stats.maxAdmitted = Math.max(stats.maxAdmitted, admitted.total);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    admitted.total--;
    if (visitor) admitted.visitors--;
    const left = (admitted.byCaller.get(key) ?? 1) - 1;
    if (left > 0) admitted.byCaller.set(key, left);
    else admitted.byCaller.delete(key);
    wakeIdleWaiters();
  };
}
/** Tests: runs at the start of every image job, inside its slot (a test holds jobs there to fill the queue). */
export function onImageJobStart(hook: (() => Promise<void> | void) | undefined): void {
  jobStartHook = hook;
}

/** Counts one full decode of uploaded bytes (imageJobStats().decodes). */
export function countDecode(): void {
  stats.decodes++;
}

/** Runs `work` in one of the slots, waiting in the queue for one if need be. */
export async function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.active < IMAGE_JOBS.concurrency) {
    slots.active++;
  } else {
    // Admitted uploads find a place; this bound holds for the rest: a small form's picture, which
    // needs no admission (server/http/upload-admission.ts), and a job still running after its
    // client went away, whose place was already given back.
    if (slots.queue.length >= IMAGE_JOBS.maxWaiting) throw busy();
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
    wakeIdleWaiters();
  }
}
