import type { Call } from '../../common/api/calls';

/**
 * The staff's add, edit and delete of project topics (the admin area's Projects section), declared
 * here once (docs/decisions/0033-domain-modules.md); the contracts are in ./topics.schemas.ts, the
 * handlers in ./topic-changes.server.ts.
 */
export const TOPIC_CHANGE_CALLS = {
  addTopic: { method: 'POST', path: 'topics', access: 'staff', php: true },
  updateTopic: { method: 'PUT', path: 'topics', access: 'staff', php: true },
  deleteTopic: { method: 'DELETE', path: 'topics', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
