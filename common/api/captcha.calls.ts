import type { Call } from './calls';

/**
 * The spam check's challenge, which the contact and review forms' captcha widget fetches for itself.
 * The server's own call, not a domain's: declared here once like a module's calls
 * (docs/decisions/0033-domain-modules.md); contract in ./kernel.schemas.ts, handler in
 * server/routes/health.ts. Zod-free: it is part of the public pages' table (./public-routes.ts).
 */
export const CAPTCHA_CALLS = {
  captchaChallenge: { method: 'GET', path: 'captcha/challenge', access: 'public' },
} as const satisfies Record<string, Call>;
