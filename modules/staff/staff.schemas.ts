import { z } from 'zod';
import { AUDIT_FILTERS, type AuditFilter } from '../../common/audit';
import { IdQuerySchema, IdSchema, PasswordSchema, SignupSchema } from '../../common/schemas';
import { ROLES, STAFF_ROLES } from '../../common/roles';
import { SessionUserSchema } from '../../common/session-user';
import { MessageAnswer, PageParam, SearchParam, pageOf, success, type Contract } from '../../common/api/contract';
import { INBOX_SOURCES } from './staff.words';
// What the admin sends to invite someone, and where enquiries are sent (the forms check them too).
import { EnquiryInboxSchema, InviteSchema } from './staff-fields';
import type { USER_ADMIN_CALLS } from './users.calls';
import type { INVITATION_CALLS } from './invitations.calls';
import type { INVITATION_ACCEPT_CALLS } from './invitation-accept.calls';
import type { ENQUIRY_INBOX_CALLS } from './enquiry-inbox.calls';
import type { SECURITY_LOG_CALLS } from './security-log.calls';

/**
 * The contracts of the staff domain's calls (the *.calls.ts files beside this one), under the same
 * names: accounts and roles, invitations, where enquiries are sent, the security log.
 */

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
export const USER_ADMIN_CONTRACTS = {
  users: { query: z.object({ q: SearchParam, page: PageParam }), ok: 200, answer: success({ users: z.array(UserRowSchema), total: z.number(), ...pageOf }) },
  usersLog: { query: z.object({ page: PageParam }), ok: 200, answer: success({ entries: z.array(UserLogEntrySchema), ...pageOf }) },
  setRole: {
    body: z.object({ id: IdSchema, role: z.enum(ROLES, { error: 'Role must be user, staff or admin.' }), confirmSelf: z.boolean().optional().default(false) }),
    ok: 200,
    answer: MessageAnswer,
  },
  setDisabled: {
    body: z.object({ id: IdSchema, disabled: z.boolean({ error: 'Say whether the account is disabled (true or false).' }) }),
    ok: 200,
    answer: MessageAnswer,
  },
  deleteUser: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof USER_ADMIN_CALLS, Contract>;

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

/** The security log, newest first, filtered and paged. */
export const SECURITY_LOG_CONTRACTS = {
  securityLog: { query: SecurityLogQuery, ok: 200, answer: success({ entries: z.array(LogEntrySchema), total: z.number(), ...pageOf }) },
} as const satisfies Record<keyof typeof SECURITY_LOG_CALLS, Contract>;

// Invitations (docs/decisions/0025-staff-role.md): an administrator invites a colleague by e-mail as
// staff or administrator; the colleague opens the mailed link (/invitation?token=…), chooses a
// username and a password, and is signed in.

const InvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invited_by_email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** True once the link is past its lifetime (it can still be resent or withdrawn). */
  expired: z.boolean(),
});
/** An invitation as the Users screen lists it. */
export type Invitation = z.output<typeof InvitationSchema>;


const InvitationIdParams = z.object({ id: IdSchema });

export const INVITATION_CONTRACTS = {
  invitations: { ok: 200, answer: success({ invitations: z.array(InvitationSchema) }) },
  invite: { body: InviteSchema, ok: 201, answer: MessageAnswer },
  resendInvitation: { params: InvitationIdParams, ok: 200, answer: MessageAnswer },
  withdrawInvitation: { params: InvitationIdParams, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof INVITATION_CALLS, Contract>;

/** The secret of an invitation link: `<id>.<secret>`, as the mail's link carries it. */
const InvitationTokenSchema = z
  .string({ error: 'This invitation link is not complete. Open the link from the e-mail again.' })
  .trim()
  .regex(/^\d{1,9}\.[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not complete. Open the link from the e-mail again.');

/** Accepting: the link's secret, the username (the sign-up's rules) and a password (the sign-up's rules). */
const AcceptInvitationSchema = z.object({ token: InvitationTokenSchema, username: SignupSchema.shape.username, password: PasswordSchema });

const CheckedInvitationSchema = z.object({ email: z.string(), role: z.enum(STAFF_ROLES), username: z.string(), expires_at: z.string() });
/** An open invitation as its link's page shows it. */
export type CheckedInvitation = z.output<typeof CheckedInvitationSchema>;

export const INVITATION_ACCEPT_CONTRACTS = {
  checkInvitation: { body: z.object({ token: InvitationTokenSchema }), ok: 200, answer: success(CheckedInvitationSchema.shape) },
  acceptInvitation: { body: AcceptInvitationSchema, ok: 200, answer: MessageAnswer.extend({ token: z.string(), user: SessionUserSchema }) },
} as const satisfies Record<keyof typeof INVITATION_ACCEPT_CALLS, Contract>;

// Where enquiries are sent: the address of the notices of new enquiries and the Reply-To of staff
// replies (docs/decisions/0024-leads.md), a setting only administrators change.

const InboxAnswer = {
  /** The address an administrator saved, or null (then a default applies). */
  inbox: z.string().nullable(),
  /** The address notices go to now, whichever setting it comes from; null when none is known. */
  effective: z.string().nullable(),
  source: z.enum(INBOX_SOURCES),
  updated_at: z.string().nullable(),
  updated_by_email: z.string().nullable(),
};
export type EnquiryInboxAnswer = z.output<ReturnType<typeof success<typeof InboxAnswer>>>;

export const ENQUIRY_INBOX_CONTRACTS = {
  enquiryInbox: { ok: 200, answer: success(InboxAnswer) },
  setEnquiryInbox: { body: EnquiryInboxSchema, ok: 200, answer: success({ message: z.string(), ...InboxAnswer }) },
} as const satisfies Record<keyof typeof ENQUIRY_INBOX_CALLS, Contract>;
