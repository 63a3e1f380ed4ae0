/**
 * What the other domains read of the leads module (docs/decisions/0033-domain-modules.md): the
 * dashboard's due cut-offs, the mails of a reply and of a new lead's notice (for the mail queue that sends them), the moves of a
 * lead's status that quotes and payments make in their transactions, and the queries Insights, the dashboard, the purge, the security log
 * and a member's data export make. Free of the app's context, so Insights' report (which the
 * context builds) can read it without a cycle; the module's calls are in ./calls.server.ts, the
 * contact page's own action in ./page.server.ts.
 */

export { dueCutOffs } from './due';
export { dueCounts, outcomesBetween, type LeadOrigin } from './leads.repository';
export { deleteOlderThan as deleteMessagesOlderThan, findById as findMessage, listByUser as messagesOfUser } from './messages.repository';
export { replyMail } from './reply-mail.server';
export { leadNoticeMail } from './lead-notice-mail.server';
export { moveLead, type LeadMove, type MoveLine } from './lead-status.repository';
