import { availableParallelism } from 'node:os';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ALTCHA_DEFAULT_MAX_NUMBER } from '../../server/services/captcha';

/**
 * The ALTCHA difficulty the API tests run with (ALTCHA_TEST_MAX_NUMBER, honoured only with
 * NODE_ENV=test): a secret counter of at most 10, so a solve costs about five key derivations
 * instead of about a thousand. The proof of work is still real and verified by the server; only
 * the difficulty is lower. `tests/unit/captcha.test.ts` solves one challenge at the production
 * difficulty. Why: docs/decisions/0008-test-provisioning.md.
 */
export const TEST_ALTCHA_MAX_NUMBER = 10;
/** The environment entry that gives a server started by a test (NODE_ENV=test) the cheap difficulty. */
export const cheapCaptchaEnv = { ALTCHA_TEST_MAX_NUMBER: String(TEST_ALTCHA_MAX_NUMBER) } as const;

/**
 * Test helper (never imported by server code): solves an ALTCHA v2 challenge the way the
 * `altcha@3` widget does and returns the exact base64 payload the widget would put in its
 * hidden form field (`name="altcha"` by default).
 *
 * Accepts the challenge object returned by `CaptchaVerifier.createChallenge()` or its JSON text
 * (e.g. the body of GET /api/captcha/challenge).
 *
 * There is no time limit: the solver tries every counter from 0 to `maxNumber` (by default the
 * production difficulty, the largest this server ever issues; the test setting only lowers it),
 * several at a time like the widget's workers, and fails only when none of them matches, which
 * means the challenge is not one this server issued. How long it takes depends on the machine,
 * never whether it succeeds. A caller that wants to give up passes a signal.
 */
export async function solveAltchaForTests(
  challenge: unknown,
  opts: {
    /** The largest counter to try; default: the production difficulty. */
    maxNumber?: number;
    /** Gives up (throws) when aborted: `npm run load`'s visitors stop waiting as people do. */
    signal?: AbortSignal;
  } = {},
): Promise<string> {
  const { maxNumber = ALTCHA_DEFAULT_MAX_NUMBER, signal } = opts;
  const ch = (typeof challenge === 'string' ? JSON.parse(challenge) : challenge) as Challenge;
  if (!ch || typeof ch !== 'object' || !ch.parameters) throw new Error('solveAltchaForTests: not an ALTCHA v2 challenge');
  const solution = await searchCounters(ch, maxNumber, signal);
  signal?.throwIfAborted();
  if (!solution) {
    throw new Error(`solveAltchaForTests: no counter from 0 to ${maxNumber} solves this challenge (it is not one this server issues)`);
  }
  // Same shape and encoding as the widget (altcha@3.2.2, non-v1 branch): btoa(JSON.stringify(...)).
  const payload = { challenge: { parameters: ch.parameters, signature: ch.signature }, solution };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/**
 * Every counter in [0, maxNumber], split over a few lanes (Node's PBKDF2 runs in its thread pool,
 * so lanes run in parallel); the first match stops the others. The password is the nonce followed
 * by the counter as a big-endian 32-bit integer, as altcha-lib's solver and the widget build it.
 */
async function searchCounters(ch: Challenge, maxNumber: number, signal?: AbortSignal): Promise<Solution | null> {
  const { nonce, salt, keyPrefix } = ch.parameters;
  if (!/^[0-9a-f]+$/i.test(keyPrefix ?? '')) throw new Error('solveAltchaForTests: the challenge has no key prefix');
  const nonceBuf = Buffer.from(nonce, 'hex');
  const saltBuf = Buffer.from(salt, 'hex');
  const prefix = keyPrefix.toLowerCase();
  const lanes = Math.max(1, Math.min(4, availableParallelism()));
  const started = performance.now();
  let found: Solution | null = null;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const password = Buffer.alloc(nonceBuf.length + 4);
      nonceBuf.copy(password);
      for (let counter = lane; counter <= maxNumber && !found && !signal?.aborted; counter += lanes) {
        password.writeUInt32BE(counter, nonceBuf.length);
        const { derivedKey } = await deriveKey(ch.parameters, saltBuf, password);
        const hex = Buffer.from(derivedKey).toString('hex');
        if (!found && hex.startsWith(prefix)) found = { counter, derivedKey: hex, time: Math.round(performance.now() - started) };
      }
    }),
  );
  return found;
}

/**
 * A fresh challenge from the app under test (`app.inject` or a fetch-like `request`), solved: the
 * captchaToken a public form (contact, review) sends.
 */
export async function solvedCaptcha(app: { request(o: { method: 'GET'; url: string }): Promise<{ body: string }> }): Promise<string> {
  const res = await app.request({ method: 'GET', url: '/api/captcha/challenge' });
  return solveAltchaForTests(res.body);
}
