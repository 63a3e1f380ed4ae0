import type { Call } from '../../common/api/calls';

/**
 * The session in use: logging out of it, how long it may stay unused, and keeping it alive while
 * someone types. Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./accounts.schemas.ts, the handlers in ./sessions.server.ts.
 */
export const SESSION_CALLS = {
  logout: { method: 'POST', path: 'account/logout', access: 'member' },
  session: { method: 'GET', path: 'account/session', access: 'member' },
  keepSession: { method: 'POST', path: 'account/session', access: 'member' },
} as const satisfies Record<string, Call>;
