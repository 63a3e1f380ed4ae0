import { createHmac, randomInt } from 'node:crypto';
import { createChallenge as createAltchaChallenge, verifySolution } from 'altcha-lib';
import type { Challenge as AltchaChallenge, Solution as AltchaSolution } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Bot protection for public forms (sign-up, contact, reviews).
 *
 * Default provider: ALTCHA, self-hosted proof of work — no third party, no cookies, nothing to
 * configure. The browser widget `altcha@3` speaks the ALTCHA **v2** protocol, so challenges are
 * made with altcha-lib's default (v2) API, not `altcha-lib/v1`.
 *
 * Challenge (GET, JSON, what `createChallenge()` returns and the widget's `challenge` attribute
 * points at):
 *   { "parameters": { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt },
 *     "signature": "<hex HMAC-SHA-256 of the canonical parameters>" }
 * Payload (the widget's hidden form field, default name "altcha"):
 *   base64(JSON.stringify({ challenge: { parameters, signature }, solution: { counter, derivedKey, time } }))
 *
 * Third-party providers (Turnstile, reCAPTCHA, hCaptcha) are verified with their siteverify
 * endpoints. There is no test/bypass mode of any kind in this file: tests solve real challenges
 * (tests/support/captcha.ts) or pass a fake `fetchImpl`.
 */

export type CaptchaProvider = 'altcha' | 'turnstile' | 'recaptcha' | 'hcaptcha';

export interface CaptchaVerifier {
  provider: CaptchaProvider;
  /** Public site key for third-party widgets; undefined for ALTCHA. */
  siteKey?: string;
  /** ALTCHA: a fresh signed challenge (JSON-serialisable) for the widget. Other providers: throws. */
  createChallenge(): Promise<unknown>;
  /**
   * True only for a valid, unexpired, not-yet-used token. Malformed input, expired or replayed
   * payloads and provider/network failures give false; it never throws for bad input. (Errors
   * thrown by `markUsed` itself — e.g. the database is down — are passed through.)
   */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export interface CreateCaptchaOptions {
  provider: CaptchaProvider;
  /** Server secret that signs ALTCHA challenges (never sent to the browser). */
  hmacKey: string;
  siteKey?: string;
  /** Third-party secret key. Required for turnstile / recaptcha / hcaptcha. */
  secret?: string;
  /** Records a spent payload id; resolves false if it was already recorded (replay). */
  markUsed: (id: string, expiresAt: Date) => Promise<boolean>;
  fetchImpl?: typeof fetch;
  /** ALTCHA difficulty: upper bound of the secret counter. Default ALTCHA_DEFAULT_MAX_NUMBER. */
  maxNumber?: number;
  /** ALTCHA challenge lifetime. Default 600 s (10 minutes). */
  expiresInSeconds?: number;
}

/** Key derivation used for ALTCHA challenges; bundled with the default widget build. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt. */
export const ALTCHA_COST = 1_000;
/**
 * Upper bound of the secret counter; the counter is drawn uniformly from
 * [maxNumber / 10, maxNumber]. Expected client work ≈ 0.55 × 2 000 × 1 000 ≈ 1.1 M PBKDF2-SHA-256
 * iterations, worst case 2 M. A mid-range phone's WebCrypto does roughly 1 M iterations/s per
 * core and the widget spreads the work over up to 4–8 workers, so a typical solve takes a few
 * hundred ms (the widget's own minimum display time is 500 ms) and the worst case stays
 * under ~1.5 s even on two slow cores. See docs/decisions/0003-mail-and-captcha.md.
 */
export const ALTCHA_DEFAULT_MAX_NUMBER = 2_000;
export const ALTCHA_DEFAULT_EXPIRES_IN_SECONDS = 600;

/** Payloads larger than this are rejected before any parsing (ours are < 1 KB). */
const MAX_ALTCHA_PAYLOAD_CHARS = 4_096;
/** Third-party tokens are ~2 KB; anything far larger is not a token. */
const MAX_THIRD_PARTY_TOKEN_CHARS = 10_000;
const SITEVERIFY_TIMEOUT_MS = 5_000;

export const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

export function createCaptcha(opts: CreateCaptchaOptions): CaptchaVerifier {
  switch (opts.provider) {
    case 'altcha':
      return createAltcha(opts);
    case 'turnstile':
    case 'recaptcha':
    case 'hcaptcha':
      return createThirdParty(opts, opts.provider);
    default:
      throw new Error(`Unknown captcha provider: ${String(opts.provider)}`);
  }
}

/* ------------------------------------------------------------------------------------------ */
/* ALTCHA                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Separate sub-keys for the challenge signature and the derived-key signature. */
function subKey(hmacKey: string, purpose: string): string {
  return createHmac('sha256', hmacKey).update(`altcha:${purpose}`).digest('hex');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Decodes the widget's base64 JSON payload; null for anything that is not shaped like one. */
function parseAltchaPayload(token: unknown): { challenge: AltchaChallenge; solution: AltchaSolution } | null {
  if (typeof token !== 'string') return null;
  const t = token.trim();
  if (t === '' || t.length > MAX_ALTCHA_PAYLOAD_CHARS || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(t, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.challenge) || !isRecord(data.solution)) return null;
  const { challenge, solution } = data;
  const p = challenge.parameters;
  if (!isRecord(p) || typeof challenge.signature !== 'string' || !/^[0-9a-f]{64}$/.test(challenge.signature)) {
    return null;
  }
  // Only challenges of the kind this server issues: our algorithm, a key signature (so
  // verification is a cheap HMAC, never a key derivation) and an expiry.
  if (
    p.algorithm !== ALTCHA_ALGORITHM ||
    typeof p.nonce !== 'string' ||
    typeof p.salt !== 'string' ||
    typeof p.keyPrefix !== 'string' ||
    typeof p.keySignature !== 'string' ||
    typeof p.expiresAt !== 'number' ||
    !Number.isFinite(p.expiresAt)
  ) {
    return null;
  }
  if (typeof solution.derivedKey !== 'string' || typeof solution.counter !== 'number') return null;
  return {
    challenge: { parameters: p as unknown as AltchaChallenge['parameters'], signature: challenge.signature },
    solution: solution as unknown as AltchaSolution,
  };
}

function createAltcha(opts: CreateCaptchaOptions): CaptchaVerifier {
  if (typeof opts.hmacKey !== 'string' || opts.hmacKey.length < 16) {
    throw new Error('captcha: hmacKey must be a secret of at least 16 characters');
  }
  const maxNumber = opts.maxNumber ?? ALTCHA_DEFAULT_MAX_NUMBER;
  if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > 10_000_000) {
    throw new Error('captcha: maxNumber must be an integer between 1 and 10 000 000');
  }
  const expiresInSeconds = opts.expiresInSeconds ?? ALTCHA_DEFAULT_EXPIRES_IN_SECONDS;
  if (!(expiresInSeconds > 0)) throw new Error('captcha: expiresInSeconds must be positive');
  const minCounter = Math.max(1, Math.ceil(maxNumber / 10));
  const signatureSecret = subKey(opts.hmacKey, 'challenge');
  const keySignatureSecret = subKey(opts.hmacKey, 'derived-key');

  return {
    provider: 'altcha',
    async createChallenge() {
      return createAltchaChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        // Deterministic mode: the server knows the answer, so verification is one HMAC.
        counter: minCounter >= maxNumber ? maxNumber : randomInt(minCounter, maxNumber + 1),
        deriveKey: pbkdf2DeriveKey,
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },
    async verify(token) {
      const payload = parseAltchaPayload(token);
      if (!payload) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey: pbkdf2DeriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        verified = result.verified && !result.expired;
      } catch {
        return false;
      }
      if (!verified) return false;
      const expiresAt = new Date(payload.challenge.parameters.expiresAt! * 1000);
      if (!(expiresAt.getTime() > Date.now())) return false;
      // Spend the payload only after it verified, so junk never writes to the store.
      return opts.markUsed(`altcha:${payload.challenge.signature}`, expiresAt);
    },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Turnstile / reCAPTCHA / hCaptcha                                                            */
/* ------------------------------------------------------------------------------------------ */

function createThirdParty(
  opts: CreateCaptchaOptions,
  provider: 'turnstile' | 'recaptcha' | 'hcaptcha',
): CaptchaVerifier {
  const secret = opts.secret;
  if (!secret) throw new Error(`captcha: secret is required for provider ${provider}`);
  const fetchImpl = opts.fetchImpl ?? globalThis.fetch;
  const url = SITEVERIFY_URLS[provider];

  return {
    provider,
    siteKey: opts.siteKey,
    async createChallenge() {
      throw new Error(`captcha: createChallenge is only available for altcha (provider is ${provider})`);
    },
    async verify(token, remoteIp) {
      if (typeof token !== 'string') return false;
      const response = token.trim();
      if (response === '' || response.length > MAX_THIRD_PARTY_TOKEN_CHARS) return false;
      const body = new URLSearchParams({ secret, response });
      if (remoteIp) body.set('remoteip', remoteIp);
      if (provider === 'hcaptcha' && opts.siteKey) body.set('sitekey', opts.siteKey);
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
        });
        if (!res.ok) return false;
        const data: unknown = await res.json();
        return isRecord(data) && data.success === true;
      } catch {
        return false;
      }
    },
  };
}
