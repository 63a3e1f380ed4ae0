import type { Call } from '../../common/api/calls';

/**
 * Where enquiries are sent, a setting only administrators change (docs/decisions/0024-leads.md).
 * Declared here once (docs/decisions/0033-domain-modules.md); the contracts are in
 * ./staff.schemas.ts, the handlers in ./enquiry-inbox.server.ts.
 */
export const ENQUIRY_INBOX_CALLS = {
  enquiryInbox: { method: 'GET', path: 'settings/enquiry-inbox', access: 'admin' },
  setEnquiryInbox: { method: 'PUT', path: 'settings/enquiry-inbox', access: 'admin' },
} as const satisfies Record<string, Call>;
