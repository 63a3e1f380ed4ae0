import { api, type ApiOptions } from './api';
import { API_ROUTES, apiUrl, type ApiName } from '../../common/api/routes';
import type { AnswerOf, BodyOf, ErrorAnswerBody, QueryOf } from '../../common/api/endpoints';

/**
 * The typed way to call the API: by the call's name in common/api/routes.ts. The request body and
 * the answer take their types from the call's schemas (common/api/endpoints.ts, imported for its
 * types only, so the validation library stays out of the page's script); a refusal is always the
 * one error envelope. A module of its own, so the table of calls is loaded
 * with the pages that make them, not with every page.
 */
export type CallAnswer<N extends ApiName> =
  | { ok: true; status: number; data: AnswerOf<N> }
  | { ok: false; status: number; data: ErrorAnswerBody };

type CallOptions<N extends ApiName> = Pick<ApiOptions, 'auth' | 'signal'> &
  (BodyOf<N> extends undefined ? { json?: undefined } : { json: BodyOf<N> }) &
  (QueryOf<N> extends undefined ? { query?: undefined } : { query: QueryOf<N> });

export async function call<N extends ApiName>(name: N, opts: CallOptions<N>): Promise<CallAnswer<N>> {
  const { method } = API_ROUTES[name];
  // A POST without fields still sends an empty JSON object, as the forms always have.
  const json = opts.json ?? (method === 'POST' ? {} : undefined);
  const url = apiUrl(name, opts.query as Record<string, string | number> | undefined);
  return (await api(url, { method, json, auth: opts.auth, signal: opts.signal })) as CallAnswer<N>;
}
