import type { Call } from '../../common/api/calls';

/**
 * An administrator sends a new verification code to an account still waiting for one (the Users
 * screen's "Resend code"). A call of the accounts, which own the codes; declared here once
 * (docs/decisions/0033-domain-modules.md), its contract in ./accounts.schemas.ts, its handler in
 * ./admin-resend.server.ts. Zod-free: the admin area's table of calls (common/api/routes.ts) spreads it.
 */
export const ADMIN_RESEND_CALLS = {
  resendVerification: { method: 'POST', path: 'users/resend', access: 'admin' },
} as const satisfies Record<string, Call>;
