import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  IdSchema,
  LoginSchema,
  ResendSchema,
  ResetPasswordSchema,
  ReviewStatusSchema,
  SignupSchema,
  VerifySchema,
} from '../../common/schemas';
import { SessionUserSchema } from '../../common/session-user';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import type { SIGN_UP_CALLS } from './sign-up.calls';
import type { LOGIN_CALLS } from './login.calls';
import type { PASSWORD_RESET_CALLS } from './password-reset.calls';
import type { MY_ACCOUNT_CALLS } from './my-account.calls';
import type { ADMIN_RESEND_CALLS } from './admin-resend.calls';
import type { SESSION_CALLS } from './sessions.calls';

/**
 * The contracts of the accounts' calls (./*.calls.ts), under the same names: what each is sent and
 * answers. The fields of the account forms stay in common/schemas.ts, the schema bundle every public
 * form loads when it checks its fields before sending.
 */

/** A success that also hands out a (renewed) session: login, a new password, a new e-mail address. */
const SessionAnswer = MessageAnswer.extend({ token: z.string(), user: SessionUserSchema });

/** The member's own account, as My account shows it. */
export const AccountSchema = SessionUserSchema.extend({
  created_at: z.string(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
});

/**
 * Everything the site holds about a member, as the file "Download my data" saves: the account, the
 * reviews written and the contact messages sent while logged in to it.
 */
const MyDataSchema = z.object({
  exported_at: z.string(),
  site: z.string(),
  account: AccountSchema,
  reviews: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      rating: z.number(),
      review_text: z.string(),
      image_path: z.string(),
      status: ReviewStatusSchema,
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  contact_messages: z.array(
    z.object({ id: z.number(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), created_at: z.string() }),
  ),
  /** Project research delivered or due to the member (modules/deliveries): the documents by name. */
  deliveries: z.array(
    z.object({ topic: z.string(), paid_at: z.string(), due_at: z.string(), delivered_at: z.string().nullable(), documents: z.array(z.string()) }),
  ),
});

/**
 * The session in use (./sessions.service.ts): how many seconds it may go unused, when it ends
 * if nothing more is done (`idleEndsAt`) and at the latest (`expiresAt`), ISO times, and how many
 * seconds are left until the first of the two (`idleLeftSeconds`, which needs no agreement of clocks).
 */
export const SessionTimesSchema = z.object({
  idleSeconds: z.number().int().positive(),
  idleLeftSeconds: z.number().int().nonnegative(),
  idleEndsAt: z.string(),
  expiresAt: z.string(),
});
export type SessionTimes = z.infer<typeof SessionTimesSchema>;

/** Opening an account (./sign-up.server.ts). */
const SIGN_UP_CONTRACTS = {
  signup: { body: SignupSchema, ok: 201, answer: MessageAnswer },
  verify: { body: VerifySchema, ok: 200, answer: MessageAnswer },
  resendCode: { body: ResendSchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof SIGN_UP_CALLS, Contract>;

/** Logging in (./login.server.ts). */
const LOGIN_CONTRACTS = {
  login: { body: LoginSchema, ok: 200, answer: SessionAnswer },
} as const satisfies Record<keyof typeof LOGIN_CALLS, Contract>;

/** "Forgot password" (./password-reset.server.ts). */
const PASSWORD_RESET_CONTRACTS = {
  forgotPassword: { body: ForgotPasswordSchema, ok: 200, answer: MessageAnswer },
  resetPassword: { body: ResetPasswordSchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof PASSWORD_RESET_CALLS, Contract>;

/** My account (./my-account.server.ts): every call is the logged-in member's own. */
const MY_ACCOUNT_CONTRACTS = {
  account: { ok: 200, answer: success({ account: AccountSchema }) },
  changePassword: { body: ChangePasswordSchema, ok: 200, answer: SessionAnswer },
  changeEmail: { body: ChangeEmailSchema, ok: 200, answer: MessageAnswer },
  confirmEmail: { body: ConfirmEmailChangeSchema, ok: 200, answer: SessionAnswer },
  logoutAll: { ok: 200, answer: MessageAnswer },
  deleteAccount: { body: DeleteAccountSchema, ok: 200, answer: MessageAnswer },
  // A download: the answer is the file (content-disposition names it), not an envelope.
  exportAccount: { ok: 200, answer: MyDataSchema },
} as const satisfies Record<keyof typeof MY_ACCOUNT_CALLS, Contract>;

/** The session in use (./sessions.server.ts). */
const SESSION_CONTRACTS = {
  logout: { ok: 200, answer: MessageAnswer },
  session: { ok: 200, answer: success({ session: SessionTimesSchema }) },
  keepSession: { ok: 200, answer: success({ session: SessionTimesSchema }) },
} as const satisfies Record<keyof typeof SESSION_CALLS, Contract>;

/** An administrator's new verification code for an account (./admin-resend.server.ts). */
const ADMIN_RESEND_CONTRACTS = {
  resendVerification: { body: z.object({ id: IdSchema }), ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof ADMIN_RESEND_CALLS, Contract>;

/** Every contract of the accounts module, for common/api/endpoints.ts to gather. */
export const ACCOUNT_CONTRACTS = {
  ...SIGN_UP_CONTRACTS,
  ...LOGIN_CONTRACTS,
  ...PASSWORD_RESET_CONTRACTS,
  ...MY_ACCOUNT_CONTRACTS,
  ...SESSION_CONTRACTS,
  ...ADMIN_RESEND_CONTRACTS,
} as const;
