import type { Call } from '../../common/api/calls';

/**
 * The leads' calls the public pages and My account make: a visitor's contact message and a member's
 * topic requests. Declared here once (docs/decisions/0033-domain-modules.md); the contracts are
 * in ./leads.schemas.ts, the handlers in ./forms.server.ts. Zod-free and apart from the inbox's
 * calls, so a page with a form loads these few entries only.
 */
export const LEAD_FORM_CALLS = {
  contact: { method: 'POST', path: 'contact', access: 'public', php: true },
  requestTopic: { method: 'POST', path: 'topic-requests', access: 'member' },
  myTopicRequests: { method: 'GET', path: 'topic-requests', access: 'member' },
} as const satisfies Record<string, Call>;
