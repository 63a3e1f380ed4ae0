import type { Call } from '../../common/api/calls';

/**
 * Logging in with e-mail and password. Declared here once (docs/decisions/0033-domain-modules.md);
 * the contract is in ./accounts.schemas.ts, the handler (and the login lock) in ./login.server.ts.
 */
export const LOGIN_CALLS = {
  login: { method: 'POST', path: 'login', access: 'public', php: true },
} as const satisfies Record<string, Call>;
