/**
 * What the other domains read of the leads module (docs/decisions/0033-domain-modules.md): the
 * dashboard's due cut-offs; the notices of a new lead and of a reply, which the shared mail queue
 * sends; the moves of a lead's status that quotes and payments make in their transactions; and the
 * queries Insights, the dashboard, the purge, the security log and a member's data export make.
 * Free of the app's context, so Insights' report (which the context builds) can read it without a
 * cycle; the module's calls are in ./calls.server.ts, the contact page's own action in
 * ./page.server.ts.
 */

export { dueCutOffs } from './leads.words';
export { dueCounts, outcomesBetween, type LeadOrigin } from './leads.repository';
export { deleteOlderThan as deleteMessagesOlderThan, findById as findMessage, listByUser as messagesOfUser } from './messages.repository';
export { LEAD_NOTICE, REPLY_NOTICE } from './lead-notice-mail.server';
export { moveLead, type LeadMove, type MoveLine } from './lead-status.repository';
