import type { Call } from '../../common/api/calls';

/**
 * The administrators' side of invitations of colleagues as staff or administrators
 * (docs/decisions/0025-staff-role.md): the open ones, a new one, a new link, withdrawing one.
 * Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./staff.schemas.ts, the handlers in ./invitations.server.ts. The invitee's side is
 * ./invitation-accept.calls.ts.
 */
export const INVITATION_CALLS = {
  invitations: { method: 'GET', path: 'invitations', access: 'admin' },
  invite: { method: 'POST', path: 'invitations', access: 'admin' },
  resendInvitation: { method: 'POST', path: 'invitations/:id/resend', access: 'admin' },
  withdrawInvitation: { method: 'DELETE', path: 'invitations/:id', access: 'admin' },
} as const satisfies Record<string, Call>;
