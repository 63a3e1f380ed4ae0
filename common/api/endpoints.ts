import type { z } from 'zod';
import { API_ROUTES, type ApiName } from './routes';
import { ErrorAnswer, type Contract, type FormContract, type OkStatus } from './contract';
import { CAPTCHA_CONTRACTS, HEALTH_CONTRACTS } from './kernel.schemas';
import { INSIGHT_BEACON_CONTRACTS, INSIGHT_REPORT_CONTRACTS } from '../../modules/insights/insights.schemas';
import { ACCOUNT_CONTRACTS } from '../../modules/accounts/accounts.schemas';
import { LEAD_FORM_CONTRACTS, LEAD_INBOX_CONTRACTS, LEAD_MESSAGE_CONTRACTS } from '../../modules/leads/leads.schemas';
import { QUOTE_CONTRACTS } from '../../modules/quotes/quotes.schemas';
import { CLIENT_CONTRACTS } from '../../modules/clients/clients.schemas';
import { GALLERY_CONTRACTS, PHOTO_UPLOAD_CONTRACTS } from '../../modules/gallery/gallery.schemas';
import { REVIEW_FORM_CONTRACTS, REVIEW_MODERATION_CONTRACTS } from '../../modules/reviews/reviews.schemas';
import { TOPIC_CHANGE_CONTRACTS, TOPIC_LIST_CONTRACTS } from '../../modules/topics/topics.schemas';
import { DASHBOARD_CONTRACTS } from '../../modules/dashboard/dashboard.schemas';
import {
  ENQUIRY_INBOX_CONTRACTS,
  INVITATION_ACCEPT_CONTRACTS,
  INVITATION_CONTRACTS,
  SECURITY_LOG_CONTRACTS,
  USER_ADMIN_CONTRACTS,
} from '../../modules/staff/staff.schemas';
import { INVOICE_CONTRACTS } from '../../modules/invoices/invoices.schemas';
import { PAYMENT_CONTRACTS } from '../../modules/payments/payments.schemas';
import {
  CONTENT_DOCUMENT_CONTRACTS,
  CONTENT_IMAGE_CONTRACTS,
  CONTENT_PREVIEW_CONTRACTS,
  CONTENT_REVISION_CONTRACTS,
} from '../../modules/site-content/site-content.schemas';
import { DELIVERY_CONTRACTS, MY_DELIVERY_CONTRACTS } from '../../modules/deliveries/deliveries.schemas';

/**
 * The contract of each API call named in ./routes.ts (./contract.ts says what a contract holds),
 * gathered from the files of each part of the site. The server validates requests and serialises
 * answers with these very schemas, and lists them in /api/openapi.json; the pages' typed client
 * (app/lib/call.ts) takes its types from them, through a type-only import.
 */
export const API = {
  ...CLIENT_CONTRACTS,
  ...GALLERY_CONTRACTS,
  ...PHOTO_UPLOAD_CONTRACTS,
  ...TOPIC_LIST_CONTRACTS,
  ...TOPIC_CHANGE_CONTRACTS,
  ...REVIEW_FORM_CONTRACTS,
  ...REVIEW_MODERATION_CONTRACTS,
  ...ACCOUNT_CONTRACTS,
  ...HEALTH_CONTRACTS,
  ...CAPTCHA_CONTRACTS,
  ...LEAD_FORM_CONTRACTS,
  ...LEAD_INBOX_CONTRACTS,
  ...LEAD_MESSAGE_CONTRACTS,
  ...QUOTE_CONTRACTS,
  ...USER_ADMIN_CONTRACTS,
  ...SECURITY_LOG_CONTRACTS,
  ...INVOICE_CONTRACTS,
  ...PAYMENT_CONTRACTS,
  ...CONTENT_DOCUMENT_CONTRACTS,
  ...CONTENT_REVISION_CONTRACTS,
  ...CONTENT_PREVIEW_CONTRACTS,
  ...CONTENT_IMAGE_CONTRACTS,
  ...DELIVERY_CONTRACTS,
  ...MY_DELIVERY_CONTRACTS,
  ...INSIGHT_BEACON_CONTRACTS,
  ...INSIGHT_REPORT_CONTRACTS,
  ...DASHBOARD_CONTRACTS,
  ...INVITATION_CONTRACTS,
  ...INVITATION_ACCEPT_CONTRACTS,
  ...ENQUIRY_INBOX_CONTRACTS,
} as const satisfies Record<ApiName, Contract>;

// Every contract has a name in ./routes.ts, and every name a contract (the `satisfies` above).
const _named: [Exclude<keyof typeof API, ApiName>] extends [never] ? true : never = true;
void _named;

export type Api = typeof API;

type Fields<S> = { [K in keyof S]: string | number };

/** What a call is sent as JSON, as the page writes it. */
export type BodyOf<N extends ApiName> = Api[N] extends { body: z.ZodType } ? z.input<Api[N]['body']> : undefined;
/** Its query parameters, for a call that has them. */
export type QueryOf<N extends ApiName> = Api[N] extends { query: z.ZodType } ? Fields<z.input<Api[N]['query']>> : undefined;
/** The parts of its address that name a record (`content/:key`), for a call that has them. */
export type ParamsOf<N extends ApiName> = Api[N] extends { params: z.ZodType } ? Fields<z.input<Api[N]['params']>> : undefined;
/** True for a call that sends a multipart form (an upload) instead of JSON. */
export type IsForm<N extends ApiName> = Api[N] extends { form: FormContract } ? true : false;
/** The text fields of a multipart call, as the route checks them. */
export type FormFieldsOf<N extends ApiName> = Api[N] extends { form: FormContract } ? z.input<Api[N]['form']['fields']> : undefined;
/** The fields of a multipart call that may carry a file. */
export type FileFieldsOf<N extends ApiName> = Api[N] extends { form: { files: readonly (infer F extends string)[] } } ? F : never;
/**
 * A multipart call's form as a page writes it, field by field: the text fields of the contract
 * (a number is sent as its digits; a field left out or undefined is not sent) and its file fields
 * (null or undefined: no file).
 */
export type MultipartOf<N extends ApiName> = TextFieldsOf<N> & { [F in FileFieldsOf<N>]?: Blob | null };
/** A form without text fields (`z.object({})`) has an index signature in zod's types: no field then. */
type TextFieldsOf<N extends ApiName> = string extends keyof FormFieldsOf<N> ? unknown : { [K in keyof FormFieldsOf<N>]?: string | number };
/** What a call answers on success. */
export type AnswerOf<N extends ApiName> = z.output<Api[N]['answer']>;
export type ErrorAnswerBody = z.output<typeof ErrorAnswer>;

type OkOf<N extends ApiName> = Api[N]['ok'] extends readonly (infer S)[] ? S : Api[N]['ok'];

export type RouteSchema<N extends ApiName> = (Api[N] extends { params: infer P } ? { params: P } : unknown) &
  (Api[N] extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Api[N] extends { body: infer B } ? { body: B } : unknown) &
  (Api[N] extends { form: infer F } ? { form: F } : unknown) & {
    response: Record<OkOf<N> & OkStatus, Api[N]['answer']>;
  };

/**
 * The route options of a call for Fastify (with the zod type provider): the address's record, the
 * query and the body to validate, and the answer to serialise. A multipart call's form is read and
 * checked by its route (Fastify does not parse it); `form` is there for the API description
 * (server/http/openapi.ts). Refusals are written by the one error handler
 * (server/http/errors.ts) as ErrorAnswer.
 */
export function routeSchema<N extends ApiName>(name: N): RouteSchema<N> {
  const c: Contract = API[name];
  const oks: OkStatus[] = [c.ok].flat();
  return {
    ...(c.params ? { params: c.params } : {}),
    ...(c.query ? { querystring: c.query } : {}),
    ...(c.body ? { body: c.body } : {}),
    ...(c.form ? { form: c.form } : {}),
    response: Object.fromEntries(oks.map((status) => [status, c.answer])),
  } as RouteSchema<N>;
}

/** The method and address of a call (for a route test or an API description). */
export const routeOf = (name: ApiName) => API_ROUTES[name];
