import type { Call } from '../../common/api/calls';

/**
 * "My account": the member's own account, password, e-mail address, data download and deletion, and
 * logging out everywhere. Declared here once (docs/decisions/0033-domain-modules.md); the contracts
 * are in ./accounts.schemas.ts, the handlers in ./my-account.server.ts.
 */
export const MY_ACCOUNT_CALLS = {
  account: { method: 'GET', path: 'account', access: 'member' },
  changePassword: { method: 'POST', path: 'account/password', access: 'member' },
  changeEmail: { method: 'POST', path: 'account/email', access: 'member' },
  confirmEmail: { method: 'POST', path: 'account/email/confirm', access: 'member' },
  logoutAll: { method: 'POST', path: 'account/logout-all', access: 'member' },
  deleteAccount: { method: 'POST', path: 'account/delete', access: 'member' },
  exportAccount: { method: 'GET', path: 'account/export', access: 'member' },
} as const satisfies Record<string, Call>;
