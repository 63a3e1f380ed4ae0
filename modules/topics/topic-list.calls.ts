import type { Call } from '../../common/api/calls';

/**
 * The members' list of project topics, declared here once (docs/decisions/0033-domain-modules.md);
 * the contract is in ./topics.schemas.ts, the handler in ./topic-list.server.ts. Zod-free and apart
 * from the staff's changes, so the public pages' table of calls (common/api/public-routes.ts) carries
 * this entry only. A member's request of a topic is a lead: `requestTopic` in
 * modules/leads/forms.calls.ts, handled in modules/leads/forms.server.ts.
 */
/** The titles, for verified members only (the topics page). */
export const TOPIC_LIST_CALLS = {
  topics: { method: 'GET', path: 'topics', access: 'member', php: true },
} as const satisfies Record<string, Call>;
