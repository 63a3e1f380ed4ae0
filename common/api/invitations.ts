import { z } from 'zod';
import { EmailSchema, IdSchema, PasswordSchema, SignupSchema } from '../schemas';
import { SessionUserSchema } from '../session-user';
import { MessageAnswer, success, type Contract } from './contract';

// Invitations (server/routes/invitations.ts, docs/decisions/0025-staff-role.md): an administrator
// invites a colleague by e-mail as staff or administrator; the colleague opens the mailed link
// (/invitation?token=…), chooses a username and a password, and is signed in.

export const INVITED_ROLES = ['staff', 'admin'] as const;

const InvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  invited_by_email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** True once the link is past its lifetime (it can still be resent or withdrawn). */
  expired: z.boolean(),
});
/** An invitation as the Users screen lists it. */
export type Invitation = z.output<typeof InvitationSchema>;

/** What the admin sends to invite someone. */
export const InviteSchema = z.object({
  email: EmailSchema,
  role: z.enum(INVITED_ROLES, { error: 'Choose Staff or Administrator.' }),
});

/** The secret of an invitation link: `<id>.<secret>`, as the mail's link carries it. */
const InvitationTokenSchema = z
  .string({ error: 'This invitation link is not complete. Open the link from the e-mail again.' })
  .trim()
  .regex(/^\d{1,9}\.[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not complete. Open the link from the e-mail again.');

/** Accepting: the link's secret, the username (the sign-up's rules) and a password (the sign-up's rules). */
export const AcceptInvitationSchema = z.object({
  token: InvitationTokenSchema,
  username: SignupSchema.shape.username,
  password: PasswordSchema,
});

const InvitationIdParams = z.object({ id: IdSchema });

export const INVITATION_CALLS = {
  invitations: { ok: 200, answer: success({ invitations: z.array(InvitationSchema) }) },
  invite: { body: InviteSchema, ok: 201, answer: MessageAnswer },
  resendInvitation: { params: InvitationIdParams, ok: 200, answer: MessageAnswer },
  withdrawInvitation: { params: InvitationIdParams, ok: 200, answer: MessageAnswer },
  checkInvitation: {
    body: z.object({ token: InvitationTokenSchema }),
    ok: 200,
    answer: success({ email: z.string(), role: z.enum(INVITED_ROLES), username: z.string(), expires_at: z.string() }),
  },
  acceptInvitation: {
    body: AcceptInvitationSchema,
    ok: 200,
    answer: MessageAnswer.extend({ token: z.string(), user: SessionUserSchema }),
  },
} as const satisfies Record<string, Contract>;
