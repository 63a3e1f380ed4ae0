import type { Call } from '../../common/api/calls';

/**
 * The invitee's calls, from the mailed link (/invitation?token=…): what the invitation is for, and
 * accepting it. Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./staff.schemas.ts, the handlers in ./invitation-accept.server.ts. Zod-free and apart from the
 * admin's calls: the public table of calls (common/api/public-routes.ts) spreads these two only.
 */
export const INVITATION_ACCEPT_CALLS = {
  checkInvitation: { method: 'POST', path: 'invitations/check', access: 'public' },
  acceptInvitation: { method: 'POST', path: 'invitations/accept', access: 'public' },
} as const satisfies Record<string, Call>;
