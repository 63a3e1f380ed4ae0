import type { Call } from '../../common/api/calls';

/**
 * The project topics' calls, declared here once (docs/decisions/0033-domain-modules.md); the contracts
 * are in ./topics.schemas.ts, the handlers in ./topics.server.ts. Zod-free: the page-side tables of
 * calls spread them (the members' list in common/api/public-routes.ts, the staff's changes in
 * common/api/routes.ts). A member's request of a topic is a lead: `requestTopic` in
 * modules/leads/forms.calls.ts.
 */

/** The titles, for verified members only (the topics page). */
export const TOPIC_LIST_CALLS = {
  topics: { method: 'GET', path: 'topics', access: 'member', php: true },
} as const satisfies Record<string, Call>;

/** The staff's add, edit and delete (the admin area's Topics section). */
export const TOPIC_CHANGE_CALLS = {
  addTopic: { method: 'POST', path: 'topics', access: 'staff', php: true },
  updateTopic: { method: 'PUT', path: 'topics', access: 'staff', php: true },
  deleteTopic: { method: 'DELETE', path: 'topics', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
