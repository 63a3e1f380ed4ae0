import { z } from 'zod';
import { ClientFieldsSchema, IdQuerySchema, IdSchema, TopicSchema } from '../schemas';
import { MessageAnswer, success, type Contract } from './contract';

// The site's own records: topics, clients, reviews, gallery pictures, and the contact form. Public
// reads and the admin's changes of each, by resource (server/routes/<resource>.ts).

/** Project topics: the list for members, the changes for admins. */
export const TOPIC_CALLS = {
  topics: { ok: 200, answer: success({ topics: z.array(z.object({ id: z.number(), title: z.string() })) }) },
  addTopic: { body: TopicSchema, ok: 201, answer: MessageAnswer.extend({ id: z.number() }) },
  updateTopic: { query: IdQuerySchema, body: TopicSchema, ok: 200, answer: MessageAnswer },
  deleteTopic: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;
export type Topic = z.output<(typeof TOPIC_CALLS)['topics']['answer']>['topics'][number];

const ClientSchema = z.object({
  id: z.number(),
  module: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  logo: z.string(),
  logo_srcset: z.string(),
});
/** One client logo row, as the list answers it. */
export type Client = z.output<typeof ClientSchema>;
const ClientSaved = MessageAnswer.extend({ id: z.number().optional() });
/** The client's text fields and its logo (optional). */
const clientForm = { fields: ClientFieldsSchema, files: ['logo'] } as const;

/** Clients: the public list (all, or one module); the admin's add, update and delete. */
export const CLIENT_CALLS = {
  clients: {
    query: z.object({ module: z.string().max(100).optional() }),
    ok: 200,
    answer: success({ module: z.string().nullable(), clients: z.array(ClientSchema) }),
  },
  // Creates, or updates the client of `?id=` (as the original backend's POST with _method=PUT).
  saveClient: { query: z.object({ id: IdSchema.optional() }), form: clientForm, ok: [201, 200], answer: ClientSaved },
  updateClient: { query: IdQuerySchema, form: clientForm, ok: 200, answer: ClientSaved },
  deleteClient: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;
