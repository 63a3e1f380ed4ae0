import { z } from 'zod';
import {
  ENQUIRY_KINDS,
  LEAD_STATUSES,
  MAX_LEAD_VALUE_NAIRA,
  REPLY_CHANNELS,
  TOPIC_LEVELS,
} from './leads.words';
import { ContactSchema, CONTROL, IdQuerySchema, IdSchema, PhoneSchema, VisitOriginShape, oneLine } from '../../common/schemas';
import { NoteBody, ReplyBody } from './reply-fields';
import type { LEAD_FORM_CALLS } from './forms.calls';
import type { LEAD_INBOX_CALLS } from './inbox.calls';
import type { LEAD_MESSAGE_CALLS } from './messages.calls';
import { isRealDay } from '../../common/lagos-days';
import { MessageAnswer, PageParam, SearchParam, pageOf, success, type Contract } from '../../common/api/contract';

/**
 * Leads (docs/decisions/0024-leads.md): the admin's inbox of every contact message and topic
 * request (modules/leads/inbox.server.ts), and a member's own topic requests (modules/leads/forms.server.ts).
 */



/** A calendar day, YYYY-MM-DD (Lagos), that exists. */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine(isRealDay, 'This date does not exist.');

const optionalDay = z
  .union([z.literal(''), DaySchema])
  .optional()
  .transform((v) => (v ? v : null));

/** What a member sends to request a project topic; name and e-mail come from the account. */
export const TopicRequestSchema = z.object({
  topic: oneLine('Topic', 300),
  level: z.enum(TOPIC_LEVELS, { error: 'Choose the level: BSc, MSc or PhD.' }),
  department: oneLine('Department', 120),
  deadline: optionalDay,
  phone: PhoneSchema,
  message: z
    .string()
    .trim()
    .max(2000, 'Notes must be at most 2000 characters.')
    .refine((v) => !CONTROL.test(v), 'Notes contain a character that is not allowed.')
    .optional()
    .default(''),
  ...VisitOriginShape,
});
export type TopicRequestInput = z.input<typeof TopicRequestSchema>;

const MemberRequestSchema = z.object({
  id: z.number(),
  topic: z.string(),
  level: z.string(),
  department: z.string(),
  deadline: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
});

/**
 * The contracts of the form calls (./forms.calls.ts): a visitor's contact message (its fields are the
 * contact form's, common/schemas.ts), and a member's topic requests: request one, see their own and
 * where each stands.
 */
export const LEAD_FORM_CONTRACTS = {
  contact: { body: ContactSchema, ok: 200, answer: success({ success: z.literal(true), message: z.string() }) },
  requestTopic: { body: TopicRequestSchema, ok: 201, answer: success({ message: z.string(), request: MemberRequestSchema }) },
  myTopicRequests: { ok: 200, answer: success({ requests: z.array(MemberRequestSchema) }) },
} as const satisfies Record<keyof typeof LEAD_FORM_CALLS, Contract>;

export const LeadSchema = z.object({
  id: z.number(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  /** `+234…`, or null when none was given. */
  phone: z.string().nullable(),
  reply_via: z.enum(REPLY_CHANNELS),
  subject: z.string(),
  message: z.string(),
  /** A topic request's topic, level, department and deadline (null on a contact message). */
  topic: z.string().nullable(),
  level: z.string().nullable(),
  department: z.string().nullable(),
  deadline: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  owner_id: z.number().nullable(),
  owner_name: z.string().nullable(),
  follow_up_on: z.string().nullable(),
  value_naira: z.number().nullable(),
  /** Where the visit came from (Insights' names: Google, WhatsApp, a utm source …), its medium and campaign, and its first page. */
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  landing_page: z.string().nullable(),
  /** What a "Get a quote" or "Request a demo" message is about: the item's key, its name when sent, its page and the intent (quote, demo, enrol). */
  item_key: z.string().nullable(),
  item_name: z.string().nullable(),
  item_page: z.string().nullable(),
  item_intent: z.string().nullable(),
  /** When staff first answered (a reply, or a status past "new"); null while unanswered. */
  answered_at: z.string().nullable(),
  /** Raised by every change of the fields above; a change names the version it was made on. */
  version: z.number(),
  updated_at: z.string(),
  mailed_at: z.string().nullable(),
  mail_error: z.string().nullable(),
  spam_check: z.enum(['captcha', 'form', 'account']),
  user_id: z.number().nullable(),
});
export type Lead = z.output<typeof LeadSchema>;

/**
 * A note, a reply, a change, a staff member's tap on Call or WhatsApp (what they reached for, and
 * when), or a question the customer asked on a quote's page (modules/quotes).
 */
export const LEAD_EVENT_KINDS = ['note', 'reply', 'change', 'call', 'whatsapp', 'question'] as const;
/** The contact taps written to a lead's history. */
export const LEAD_TAPS = ['call', 'whatsapp'] as const;

const LeadEventSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_EVENT_KINDS),
  author_name: z.string(),
  /** A note's or a reply's text; for a change, what changed in words ("Status: New → Contacted"). */
  body: z.string(),
  /** A reply's subject and recipient. */
  subject: z.string().nullable(),
  to_email: z.string().nullable(),
  created_at: z.string(),
  /** A reply's delivery: sent at, the last failure, when it is tried again (null once sent or given up). */
  mailed_at: z.string().nullable(),
  mail_error: z.string().nullable(),
  mail_next_at: z.string().nullable(),
});
export type LeadEvent = z.output<typeof LeadEventSchema>;

/** The inbox's filters. `owner`: an account id, `me` or `none`; `due`: overdue follow-ups or leads unanswered for a day. */
export const LeadFiltersSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Choose one of the statuses the list offers.' }).optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: 'Choose messages or topic requests.' }).optional(),
  owner: z
    .string()
    .regex(/^(me|none|\d{1,9})$/, 'Choose an owner from the list.')
    .optional(),
  due: z.enum(['overdue', 'unanswered'], { error: 'Choose overdue or unanswered.' }).optional(),
  unread: z.enum(['1']).optional(),
  q: SearchParam,
});
export type LeadFilters = z.input<typeof LeadFiltersSchema>;

const LeadIdParams = z.object({ id: IdSchema });

/** A change of a lead's working fields, made on the version the person saw. */
export const LeadChangeSchema = z
  .object({
    version: z.number({ error: 'The version of the lead you saw is required.' }).int().min(1),
    status: z.enum(LEAD_STATUSES, { error: 'Choose one of the statuses.' }).optional(),
    owner_id: z.union([IdSchema, z.null()]).optional(),
    follow_up_on: z.union([DaySchema, z.null()]).optional(),
    value_naira: z
      .union([
        z
          .number({ error: 'The value must be a whole number of naira.' })
          .int('The value must be a whole number of naira.')
          .min(0, 'The value cannot be negative.')
          .max(MAX_LEAD_VALUE_NAIRA, 'The value is too large.'),
        z.null(),
      ])
      .optional(),
    read: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 1, { message: 'Nothing to change.' });
export type LeadChange = z.input<typeof LeadChangeSchema>;

const Owner = z.object({ id: z.number(), username: z.string() });

/** Who a reply is to and from, for the reply form to show the greeting and signature (modules/leads/reply.words.ts). */
const ReplyFrameSchema = z.object({ name: z.string(), staffName: z.string(), siteName: z.string(), phone: z.string().nullable(), inbox: z.string() });


/** The contracts of the inbox's calls (./inbox.calls.ts). */
export const LEAD_INBOX_CONTRACTS = {
  leads: {
    query: LeadFiltersSchema.extend({ page: PageParam }),
    ok: 200,
    answer: success({
      leads: z.array(LeadSchema),
      total: z.number(),
      ...pageOf,
      /** Unread leads, whatever the filters. */
      unread: z.number(),
      /** Leads per status, whatever the status filter. */
      counts: z.record(z.enum(LEAD_STATUSES), z.number()),
      /** The accounts a lead can be given to. */
      owners: z.array(Owner),
    }),
  },
  /** Every lead the filters match (at most 10,000), for the CSV file. */
  leadsExport: { query: LeadFiltersSchema, ok: 200, answer: success({ leads: z.array(LeadSchema), truncated: z.boolean() }) },
  lead: {
    params: LeadIdParams,
    ok: 200,
    answer: success({ lead: LeadSchema, history: z.array(LeadEventSchema), reply_frame: ReplyFrameSchema }),
  },
  updateLead: { params: LeadIdParams, body: LeadChangeSchema, ok: 200, answer: success({ message: z.string(), lead: LeadSchema }) },
  addLeadNote: {
    params: LeadIdParams,
    body: NoteBody,
    ok: 201,
    answer: success({ message: z.string(), event: LeadEventSchema }),
  },
  replyToLead: {
    params: LeadIdParams,
    body: ReplyBody,
    ok: 201,
    answer: success({ message: z.string(), event: LeadEventSchema, lead: LeadSchema }),
  },
  /** The reply exactly as it would go out now (modules/leads/reply.words.ts): nothing is stored or sent. */
  previewLeadReply: {
    params: LeadIdParams,
    body: ReplyBody,
    ok: 200,
    answer: success({ mail: z.object({ to: z.string(), subject: z.string(), text: z.string() }) }),
  },
  /** A staff member tapped Call or WhatsApp on one of the lead's numbers: written to its history. */
  logLeadTap: {
    params: LeadIdParams,
    body: z.object({
      channel: z.enum(LEAD_TAPS, { error: 'Choose call or whatsapp.' }),
      phone: PhoneSchema.refine((v) => v !== null, 'Please send the number that was tapped.'),
    }),
    ok: 201,
    answer: success({ message: z.string(), event: LeadEventSchema }),
  },
  deleteLead: { params: LeadIdParams, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof LEAD_INBOX_CALLS, Contract>;

const ContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  mailed_at: z.string().nullable(),
  mail_error: z.string().nullable(),
  /** How the sender was told apart from a robot (common/spam-check.ts). */
  spam_check: z.enum(['captcha', 'form', 'account']),
});
/** The contracts of the older door to the contact messages (./messages.calls.ts): the list, read or unread, delete. */
export const LEAD_MESSAGE_CONTRACTS = {
  messages: { ok: 200, answer: success({ messages: z.array(ContactMessageSchema) }) },
  markMessage: { query: IdQuerySchema, body: z.object({ read: z.boolean() }), ok: 200, answer: MessageAnswer },
  deleteMessage: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof LEAD_MESSAGE_CALLS, Contract>;
