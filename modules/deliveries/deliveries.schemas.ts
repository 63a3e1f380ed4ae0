import { z } from 'zod';
import { IdSchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import type { DELIVERY_CALLS } from './deliveries.calls';
import type { MY_DELIVERY_CALLS } from './my-deliveries.calls';

/** The contracts of the deliveries' calls (./deliveries.calls.ts, ./my-deliveries.calls.ts). */

const DocumentSchema = z.object({ id: z.number(), filename: z.string(), content_type: z.string(), size_bytes: z.number(), created_at: z.string() });

export const DeliverySchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  lead_id: z.number().nullable(),
  topic: z.string(),
  paid_at: z.string(),
  due_at: z.string(),
  delivered_at: z.string().nullable(),
  state: z.enum(['due', 'late', 'delivered']),
  documents: z.array(DocumentSchema),
});
export type Delivery = z.output<typeof DeliverySchema>;

const DueSchema = z.object({
  id: z.number(),
  lead_id: z.number().nullable(),
  topic: z.string(),
  student: z.string(),
  due_at: z.string(),
  state: z.enum(['due', 'late']),
});
export type DueDelivery = z.output<typeof DueSchema>;

/**
 * `link`: the member's own address of the quote's or invoice's page (server/services/customer-links.ts),
 * good for a day; null while the page does not open (its link revoked, the invoice cancelled).
 */
const QuoteFactsSchema = z.object({
  status: z.string(),
  total_kobo: z.number(),
  sent_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  valid_until: z.string(),
  link: z.string().nullable(),
});
const InvoiceFactsSchema = z.object({
  number: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  total_kobo: z.number(),
  paid_kobo: z.number(),
  due_on: z.string(),
  paid_at: z.string().nullable(),
  link: z.string().nullable(),
});

export const MyRequestSchema = z.object({
  lead_id: z.number(),
  quote: QuoteFactsSchema.nullable(),
  invoice: InvoiceFactsSchema.nullable(),
  delivery: DeliverySchema.nullable(),
});
export type MyRequest = z.output<typeof MyRequestSchema>;

const byId = { params: z.object({ id: IdSchema }) };

export const DELIVERY_CONTRACTS = {
  leadDeliveries: { ...byId, ok: 200, answer: success({ deliveries: z.array(DeliverySchema), max_bytes: z.number() }) },
  addDeliveryDocument: { ...byId, form: { fields: z.object({}), files: ['document'] }, ok: 201, answer: success({ message: z.string(), document: DocumentSchema }) },
  removeDeliveryDocument: { ...byId, ok: 200, answer: MessageAnswer },
  deliver: { ...byId, ok: 200, answer: success({ message: z.string(), delivery: DeliverySchema }) },
  deliveriesDue: { ok: 200, answer: success({ deliveries: z.array(DueSchema), total: z.number() }) },
} as const satisfies Record<keyof typeof DELIVERY_CALLS, Contract>;

export const MY_DELIVERY_CONTRACTS = {
  myDeliveries: { ok: 200, answer: success({ requests: z.array(MyRequestSchema) }) },
  // A download: the answer is the file itself (content-disposition names it), not an envelope.
  deliveryDocument: { ...byId, ok: 200, answer: z.object({}) },
} as const satisfies Record<keyof typeof MY_DELIVERY_CALLS, Contract>;
