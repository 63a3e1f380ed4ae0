import type { Call } from '../../common/api/calls';

/**
 * The older door to the contact messages, kept for the clients written against the original
 * backend (`/api/messages` and `/api/messages.php`): the list, read or unread, delete. No page of
 * the site calls it; the admin area works leads through ./inbox.calls.ts. Declared here once
 * (docs/decisions/0033-domain-modules.md); handlers in ./messages.server.ts.
 */
export const LEAD_MESSAGE_CALLS = {
  messages: { method: 'GET', path: 'messages', access: 'staff', php: true },
  markMessage: { method: 'PATCH', path: 'messages', access: 'staff', php: true },
  deleteMessage: { method: 'DELETE', path: 'messages', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
