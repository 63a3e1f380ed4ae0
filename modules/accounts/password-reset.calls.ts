import type { Call } from '../../common/api/calls';

/**
 * "Forgot password": a code mailed to the address, then the code and a new password. Declared here
 * once (docs/decisions/0033-domain-modules.md); the contracts are in ./accounts.schemas.ts, the
 * handlers in ./password-reset.server.ts.
 */
export const PASSWORD_RESET_CALLS = {
  forgotPassword: { method: 'POST', path: 'forgot-password', access: 'public' },
  resetPassword: { method: 'POST', path: 'reset-password', access: 'public' },
} as const satisfies Record<string, Call>;
