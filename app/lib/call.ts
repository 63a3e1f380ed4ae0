import { api, type ApiOptions } from './api';
import { API_ROUTES, apiUrl, type ApiName } from '../../common/api/routes';
import type { AnswerOf, BodyOf, ErrorAnswerBody, IsForm, ParamsOf, QueryOf } from '../../common/api/endpoints';

/**
 * The typed way to call the API: by the call's name in common/api/routes.ts. The request (the
 * record in the address, the query, the JSON body or the multipart form) and the answer take their
 * types from the call's contract (common/api/endpoints.ts, imported for its types only, so the
 * validation library stays out of the page's script); a refusal is always the one error envelope.
 * A module of its own, so the table of calls is loaded with the pages that make them, not with
 * every page.
 */
export type CallAnswer<N extends ApiName> =
  | { ok: true; status: number; data: AnswerOf<N> }
  | { ok: false; status: number; data: ErrorAnswerBody };

/** JSON for most calls; a multipart form (with upload progress) for the calls whose contract has a form. */
type Payload<N extends ApiName> =
  IsForm<N> extends true
    ? { form: FormData; onProgress?: (fraction: number) => void; json?: never }
    : (BodyOf<N> extends undefined ? { json?: undefined } : { json: BodyOf<N> }) & { form?: never; onProgress?: never };

/** The query may be left out when every parameter is optional. */
type Address<N extends ApiName> = (QueryOf<N> extends undefined
  ? { query?: undefined }
  : object extends QueryOf<N>
    ? { query?: QueryOf<N> }
    : { query: QueryOf<N> }) &
  (ParamsOf<N> extends undefined ? { params?: undefined } : { params: ParamsOf<N> });

export type CallOptions<N extends ApiName> = Pick<ApiOptions, 'auth' | 'signal'> & Payload<N> & Address<N>;

type Values = Record<string, string | number | undefined>;

export async function call<N extends ApiName>(name: N, opts: CallOptions<N>): Promise<CallAnswer<N>> {
  const { method } = API_ROUTES[name];
  const o = opts as { json?: unknown; form?: FormData; onProgress?: (fraction: number) => void; query?: Values; params?: Values };
  const url = apiUrl(name, o.query, o.params);
  const sent: ApiOptions = o.form
    ? { form: o.form, onProgress: o.onProgress }
    : // A POST without fields still sends an empty JSON object, as the forms always have.
      { json: o.json ?? (method === 'POST' ? {} : undefined) };
  return (await api(url, { method, auth: opts.auth, signal: opts.signal, ...sent })) as CallAnswer<N>;
}
