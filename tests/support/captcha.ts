import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Test helper (never imported by server code): solves an ALTCHA v2 challenge the way the
 * `altcha@3` widget does and returns the exact base64 payload the widget would put in its
 * hidden form field (`name="altcha"` by default).
 *
 * Accepts the challenge object returned by `CaptchaVerifier.createChallenge()` or its JSON text
 * (e.g. the body of GET /api/captcha/challenge).
 */
export async function solveAltchaForTests(challenge: unknown, timeoutMs = 30_000): Promise<string> {
  const ch = (typeof challenge === 'string' ? JSON.parse(challenge) : challenge) as Challenge;
  if (!ch || typeof ch !== 'object' || !ch.parameters) throw new Error('solveAltchaForTests: not an ALTCHA v2 challenge');
  const solution = await solveChallenge({ challenge: ch, deriveKey, timeout: timeoutMs });
  if (!solution) throw new Error('solveAltchaForTests: no solution found before the timeout');
  // Same shape and encoding as the widget (altcha@3.2.2, non-v1 branch): btoa(JSON.stringify(...)).
  const payload = { challenge: { parameters: ch.parameters, signature: ch.signature }, solution };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/**
 * A fresh challenge from the app under test (`app.inject` or a fetch-like `request`), solved: the
 * captchaToken a public form (contact, review) sends.
 */
export async function solvedCaptcha(app: { request(o: { method: 'GET'; url: string }): Promise<{ body: string }> }): Promise<string> {
  const res = await app.request({ method: 'GET', url: '/api/captcha/challenge' });
  return solveAltchaForTests(res.body);
}
