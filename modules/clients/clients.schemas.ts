import { z } from 'zod';
import { IdQuerySchema, IdSchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import { ClientFieldsSchema } from './client-fields';
import type { CLIENT_CALLS } from './clients.calls';

/** The contracts of the clients' calls (./clients.calls.ts), under the same names; common/api/endpoints.ts gathers them. */

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

/** The public list (all, or one module); the admin's add, update and delete. */
export const CLIENT_CONTRACTS = {
  clients: {
    query: z.object({ module: z.string().max(100).optional() }),
    ok: 200,
    answer: success({ module: z.string().nullable(), clients: z.array(ClientSchema) }),
  },
  // Creates, or updates the client of `?id=` (as the original backend's POST with _method=PUT).
  saveClient: { query: z.object({ id: IdSchema.optional() }), form: clientForm, ok: [201, 200], answer: ClientSaved },
  updateClient: { query: IdQuerySchema, form: clientForm, ok: 200, answer: ClientSaved },
  deleteClient: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof CLIENT_CALLS, Contract>;
