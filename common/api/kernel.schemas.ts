import { z } from 'zod';
import { type Contract } from './contract';
import type { CAPTCHA_CALLS } from './captcha.calls';
import type { HEALTH_CALLS } from './health.calls';

/**
 * The contracts of the server's own calls (./health.calls.ts, ./captcha.calls.ts): no domain owns
 * them, so they sit with the tables of calls; their handlers are in server/routes/health.ts.
 */

/** The health check: "ok" while the database answers; a 503 with the error envelope when it does not. */
export const HEALTH_CONTRACTS = {
  health: { ok: 200, answer: z.object({ status: z.literal('ok') }) },
} as const satisfies Record<keyof typeof HEALTH_CALLS, Contract>;

/**
 * The public forms' own call: the ALTCHA challenge the spam-check widget fetches for itself (it
 * reads the challenge; no page does, hence the open shape).
 */
export const CAPTCHA_CONTRACTS = {
  captchaChallenge: { ok: 200, answer: z.record(z.string(), z.unknown()).describe('An ALTCHA proof-of-work challenge') },
} as const satisfies Record<keyof typeof CAPTCHA_CALLS, Contract>;
