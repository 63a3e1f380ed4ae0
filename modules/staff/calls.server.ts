import type { AppContext } from '../../server/context';
import { userHandlers } from './users.server';
import { invitationHandlers } from './invitations.server';
import { invitationAcceptHandlers } from './invitation-accept.server';
import { enquiryInboxHandlers } from './enquiry-inbox.server';
import { securityLogHandlers } from './security-log.server';

/**
 * What the server's own layers take from the staff module (docs/decisions/0033-domain-modules.md):
 * its calls with their handlers, for server/routes/index.ts to mount in the scope each call's
 * access names (accounts and roles, invitations, where enquiries are sent, the security log); the
 * invitations withdrawn with their sender's rights, for My account's deletion
 * (server/routes/my-account.ts); the administrator the server creates or an operator takes over
 * (server/app.ts, scripts/create-admin.ts); and the report of a change to the public contact details,
 * for site content's publishing (modules/site-content/documents.service.ts). Apart from ./index.server.ts: these reach
 * the app's context, the security log and the sessions.
 */
export const staffCalls = (ctx: AppContext) => [
  userHandlers(ctx),
  invitationHandlers(ctx),
  invitationAcceptHandlers(ctx),
  enquiryInboxHandlers(ctx),
  securityLogHandlers(ctx),
];

export { logWithdrawnWith, withdrawSentBy } from './invitations.service';
export { ensureAdmin, takeOverAsAdmin, type EnsureAdminResult } from './admin-account.service';
export { reportContactChanges } from './contact-changes.service';
