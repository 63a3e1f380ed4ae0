import type { Call } from '../../common/api/calls';

/**
 * The administrators' calls on accounts: the paged list, what was done to them, a change of role,
 * disabling or enabling, a new verification code, deleting. Declared here once
 * (docs/decisions/0033-domain-modules.md); the contracts are in ./staff.schemas.ts, the handlers
 * (with the guards: never the last administrator, only verified staff) in ./users.server.ts.
 */
export const USER_ADMIN_CALLS = {
  users: { method: 'GET', path: 'users', access: 'admin' },
  usersLog: { method: 'GET', path: 'users/audit', access: 'admin' },
  setRole: { method: 'PUT', path: 'users/role', access: 'admin' },
  setDisabled: { method: 'PUT', path: 'users/status', access: 'admin' },
  deleteUser: { method: 'DELETE', path: 'users', access: 'admin' },
} as const satisfies Record<string, Call>;
