import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  IdQuerySchema,
  LoginSchema,
  ResendSchema,
  ResetPasswordSchema,
  SignupSchema,
  TopicSchema,
  VerifySchema,
} from '../schemas';
import { SessionUserSchema } from '../session-user';
import { API_ROUTES, type ApiName } from './routes';
import { InsightEventSchema, InsightsQuerySchema, InsightsReportSchema, InsightsSummarySchema } from './insights';

/**
 * The contract of each API call named in ./routes.ts: what it is sent (`body`), the status of
 * success (`ok`) and what it answers then (`answer`). The server validates requests and serialises
 * answers with these very schemas, and lists them in /api/openapi.json; the pages' typed client
 * (app/lib/api.ts) takes its types from them. Every refusal is the one error envelope below.
 */

/** Every refusal, whatever the call: a sentence the visitor can read. */
export const ErrorAnswer = z.object({ status: z.literal('error'), message: z.string() });
/** A success that only says so. */
export const MessageAnswer = z.object({ status: z.literal('success'), message: z.string() });
/** A success that also hands out a (renewed) session: login, a new password, a new e-mail address. */
const SessionAnswer = MessageAnswer.extend({ token: z.string(), user: SessionUserSchema });

/** The member's own account, as My account shows it. */
export const AccountSchema = SessionUserSchema.extend({
  created_at: z.string(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
});

interface Contract {
  /** The query parameters (`?id=`), for a call that names a record. */
  query?: z.ZodType;
  body?: z.ZodType;
  ok: 200 | 201;
  answer: z.ZodType;
}

export const API = {
  signup: { body: SignupSchema, ok: 201, answer: MessageAnswer },
  verify: { body: VerifySchema, ok: 200, answer: MessageAnswer },
  resendCode: { body: ResendSchema, ok: 200, answer: MessageAnswer },
  login: { body: LoginSchema, ok: 200, answer: SessionAnswer },
  forgotPassword: { body: ForgotPasswordSchema, ok: 200, answer: MessageAnswer },
  resetPassword: { body: ResetPasswordSchema, ok: 200, answer: MessageAnswer },
  account: { ok: 200, answer: z.object({ status: z.literal('success'), account: AccountSchema }) },
  changePassword: { body: ChangePasswordSchema, ok: 200, answer: SessionAnswer },
  changeEmail: { body: ChangeEmailSchema, ok: 200, answer: MessageAnswer },
  confirmEmail: { body: ConfirmEmailChangeSchema, ok: 200, answer: SessionAnswer },
  logout: { ok: 200, answer: MessageAnswer },
  logoutAll: { ok: 200, answer: MessageAnswer },
  deleteAccount: { body: DeleteAccountSchema, ok: 200, answer: MessageAnswer },
  topics: { ok: 200, answer: z.object({ status: z.literal('success'), topics: z.array(z.object({ id: z.number(), title: z.string() })) }) },
  addTopic: { body: TopicSchema, ok: 201, answer: MessageAnswer.extend({ id: z.number() }) },
  updateTopic: { query: IdQuerySchema, body: TopicSchema, ok: 200, answer: MessageAnswer },
  deleteTopic: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
  insightEvent: { body: InsightEventSchema, ok: 200, answer: z.object({ status: z.literal('success') }) },
  insights: { query: InsightsQuerySchema, ok: 200, answer: InsightsReportSchema },
  insightsSummary: { ok: 200, answer: InsightsSummarySchema },
} as const satisfies Record<ApiName, Contract>;

export type Api = typeof API;

/** What a call is sent, as the page writes it. */
export type BodyOf<N extends ApiName> = Api[N] extends { body: z.ZodType } ? z.input<Api[N]['body']> : undefined;
/** Its query parameters, for a call that has them. */
export type QueryOf<N extends ApiName> = Api[N] extends { query: z.ZodType } ? { [K in keyof z.input<Api[N]['query']>]: string | number } : undefined;
/** What a call answers on success. */
export type AnswerOf<N extends ApiName> = z.output<Api[N]['answer']>;
export type ErrorAnswerBody = z.output<typeof ErrorAnswer>;

/**
 * The route options of a call for Fastify (with the zod type provider): the body to validate and
 * the answer to serialise. Refusals are written by the one error handler (server/http/errors.ts)
 * as ErrorAnswer.
 */
export function routeSchema<N extends ApiName>(name: N): RouteSchema<N> {
  const c: Contract = API[name];
  return { ...(c.query ? { querystring: c.query } : {}), ...(c.body ? { body: c.body } : {}), response: { [c.ok]: c.answer } } as RouteSchema<N>;
}

type RouteSchema<N extends ApiName> = (Api[N] extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Api[N] extends { body: infer B } ? { body: B } : unknown) & {
    response: Record<Api[N]['ok'], Api[N]['answer']>;
  };

/** The method and address of a call (for a route test or an API description). */
export const routeOf = (name: ApiName) => API_ROUTES[name];
