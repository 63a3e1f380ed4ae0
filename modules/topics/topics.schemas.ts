import { z } from 'zod';
import { IdQuerySchema, TopicSchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import { topicCategories } from '../../content/topic-meta';
import type { TOPIC_LIST_CALLS } from './topic-list.calls';
import type { TOPIC_CHANGE_CALLS } from './topic-changes.calls';

/**
 * The contracts of the topics' calls (./topic-list.calls.ts, ./topic-changes.calls.ts), under the same names. What the staff's form
 * sends (`TopicSchema`) stays in common/schemas.ts: the admin's form checks it too.
 */

export const TOPIC_LIST_CONTRACTS = {
  // `category`: the one staff chose, else the one a built-in title is listed under, else null.
  topics: {
    ok: 200,
    answer: success({ topics: z.array(z.object({ id: z.number(), title: z.string(), category: z.enum(topicCategories).nullable() })) }),
  },
} as const satisfies Record<keyof typeof TOPIC_LIST_CALLS, Contract>;
export type Topic = z.output<(typeof TOPIC_LIST_CONTRACTS)['topics']['answer']>['topics'][number];

export const TOPIC_CHANGE_CONTRACTS = {
  addTopic: { body: TopicSchema, ok: 201, answer: MessageAnswer.extend({ id: z.number() }) },
  updateTopic: { query: IdQuerySchema, body: TopicSchema, ok: 200, answer: MessageAnswer },
  deleteTopic: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof TOPIC_CHANGE_CALLS, Contract>;
