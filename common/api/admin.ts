import { z } from 'zod';
import { AUDIT_FILTERS, type AuditFilter } from '../audit';
import { IdQuerySchema, IdSchema } from '../schemas';
import { ROLES } from '../roles';
import { MessageAnswer, PageParam, SearchParam, pageOf, success, type Contract } from './contract';

// The admin area's own calls: the accounts and the security log (server/routes/users.ts, audit.ts).

const UserRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
/** An account as the Users screen lists it. */
export type UserRow = z.output<typeof UserRowSchema>;

/** What was done to an account, as the Users screen's audit log shows it. */
const UserLogEntrySchema = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_email: z.string(),
  detail: z.string(),
  created_at: z.string(),
});

/** User administration: find, promote or demote, disable, re-send a code, delete; and what was done. */
export const USER_CALLS = {
  users: {
    query: z.object({ q: SearchParam, page: PageParam }),
    ok: 200,
    answer: success({ users: z.array(UserRowSchema), total: z.number(), ...pageOf }),
  },
  usersLog: { query: z.object({ page: PageParam }), ok: 200, answer: success({ entries: z.array(UserLogEntrySchema), ...pageOf }) },
  setRole: {
    body: z.object({
      id: IdSchema,
      role: z.enum(ROLES, { error: 'Role must be user, staff or admin.' }),
      confirmSelf: z.boolean().optional().default(false),
    }),
    ok: 200,
    answer: MessageAnswer,
  },
  setDisabled: {
    body: z.object({ id: IdSchema, disabled: z.boolean({ error: 'Say whether the account is disabled (true or false).' }) }),
    ok: 200,
    answer: MessageAnswer,
  },
  resendVerification: { body: z.object({ id: IdSchema }), ok: 200, answer: MessageAnswer },
  deleteUser: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'This date does not exist.');

/** The security log's filters: a kind of entry, text in who or whom or the address, a range of days (UTC, both ends included). */
const SecurityLogQuery = z
  .object({
    group: z
      .enum(Object.keys(AUDIT_FILTERS) as [AuditFilter, ...AuditFilter[]], { error: 'Choose one of the kinds of entry the list offers.' })
      .optional()
      .describe('A kind of entry: a group of actions, or `signin-ok` for successful sign-ins alone.'),
    q: SearchParam,
    from: day.optional(),
    to: day.optional(),
    page: PageParam,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date.', path: ['from'] });

const LogEntrySchema = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().nullable(),
  target_label: z.string(),
  detail: z.string(),
  ip: z.string(),
  created_at: z.string(),
});
export type LogEntry = z.output<typeof LogEntrySchema>;

/** The security log (newest first, filtered, paged). */
export const LOG_CALLS = {
  securityLog: { query: SecurityLogQuery, ok: 200, answer: success({ entries: z.array(LogEntrySchema), total: z.number(), ...pageOf }) },
} as const satisfies Record<string, Contract>;
