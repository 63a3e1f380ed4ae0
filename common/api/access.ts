import type { ApiName } from './routes';
import { accessOf, type Access } from './calls';
import { MODULE_CALLS } from '../../modules/registry';

/**
 * The calls declared once in a domain module (docs/decisions/0033-domain-modules.md), which carry
 * who may make them: gathered in one list, modules/registry.ts.
 */
export { MODULE_CALLS };

/**
 * Who may make each call of the contract (./routes.ts), as the server's scopes decide it
 * (server/http/scopes.ts, mounted in server/routes/index.ts; docs/decisions/0025-staff-role.md):
 * - public: anyone;
 * - member: any signed-in, verified account;
 * - staff: staff and administrators — the admin area's daily work;
 * - admin: administrators only — accounts, roles, invitations, where enquiries are sent and the security log.
 * tests/api/kernel/roles.test.ts checks every call against the server with a token of each role, so this
 * table and the server cannot drift apart; the admin area reads it to show a role its sections.
 * The calls of a domain module carry their access in their declaration and are not listed here
 * (docs/decisions/0033-domain-modules.md).
 */
export type { Access };

export const ACCESS = {
  ...accessOf(MODULE_CALLS),
} as const satisfies Record<ApiName, Access>;
