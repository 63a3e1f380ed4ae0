import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResendSchema,
  ResetPasswordSchema,
  ReviewStatusSchema,
  SignupSchema,
  VerifySchema,
} from '../schemas';
import { SessionUserSchema } from '../session-user';
import { MessageAnswer, success, type Contract } from './contract';

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
});

/**
 * The session in use (server/services/sessions.ts): how many seconds it may go unused, when it ends
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

/** Getting into an account (server/routes/auth.ts). */
export const AUTH_CALLS = {
  signup: { body: SignupSchema, ok: 201, answer: MessageAnswer },
  verify: { body: VerifySchema, ok: 200, answer: MessageAnswer },
  resendCode: { body: ResendSchema, ok: 200, answer: MessageAnswer },
  login: { body: LoginSchema, ok: 200, answer: SessionAnswer },
  forgotPassword: { body: ForgotPasswordSchema, ok: 200, answer: MessageAnswer },
  resetPassword: { body: ResetPasswordSchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;

/** My account (server/routes/my-account.ts): every call is the logged-in member's own. */
export const ACCOUNT_CALLS = {
  account: { ok: 200, answer: success({ account: AccountSchema }) },
  changePassword: { body: ChangePasswordSchema, ok: 200, answer: SessionAnswer },
  changeEmail: { body: ChangeEmailSchema, ok: 200, answer: MessageAnswer },
  confirmEmail: { body: ConfirmEmailChangeSchema, ok: 200, answer: SessionAnswer },
  logout: { ok: 200, answer: MessageAnswer },
  logoutAll: { ok: 200, answer: MessageAnswer },
  session: { ok: 200, answer: success({ session: SessionTimesSchema }) },
  keepSession: { ok: 200, answer: success({ session: SessionTimesSchema }) },
  deleteAccount: { body: DeleteAccountSchema, ok: 200, answer: MessageAnswer },
  // A download: the answer is the file (content-disposition names it), not an envelope.
  exportAccount: { ok: 200, answer: MyDataSchema },
} as const satisfies Record<string, Contract>;
