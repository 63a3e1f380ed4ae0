import type { Call } from '../../common/api/calls';

/**
 * Opening an account: the sign-up, the code that verifies its address, and a new code. Declared here
 * once (docs/decisions/0033-domain-modules.md); the contracts are in ./accounts.schemas.ts, the
 * handlers in ./sign-up.server.ts. Zod-free: the sign-up and verify pages load these entries.
 */
export const SIGN_UP_CALLS = {
  signup: { method: 'POST', path: 'signup', access: 'public', php: true },
  verify: { method: 'POST', path: 'verify', access: 'public', php: true },
  resendCode: { method: 'POST', path: 'resend-email', access: 'public', php: true },
} as const satisfies Record<string, Call>;
