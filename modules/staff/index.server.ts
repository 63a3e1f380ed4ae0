/**
 * What the other server domains read of the staff module (docs/decisions/0033-domain-modules.md):
 * where enquiries are sent, for the leads' notices and replies (server/services/notices.ts,
 * modules/leads). Free of the app's context, which builds the notices: an entry that reached the
 * context would close a cycle. What needs the context (the invitations that die with their sender's
 * rights, the administrator the server creates, the report of a change to the public contact
 * details) is in ./calls.server.ts.
 */

export { enquiryInbox, NO_INBOX, type EnquiryInbox, type InboxConfig } from './enquiry-inbox.service';
