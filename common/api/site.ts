import { z } from 'zod';
import { type Contract } from './contract';

// What is left of the site's own records outside the domain modules: the public forms' captcha.
// Topics, reviews, clients and the gallery are modules of their own (modules/topics, modules/reviews,
// modules/clients, modules/gallery).

/**
 * The public forms' own calls: the ALTCHA challenge the spam-check widget fetches for itself (it
 * reads the challenge; no page does, hence the open shape).
 */
export const FORM_CALLS = {
  captchaChallenge: { ok: 200, answer: z.record(z.string(), z.unknown()).describe('An ALTCHA proof-of-work challenge') },
} as const satisfies Record<string, Contract>;
