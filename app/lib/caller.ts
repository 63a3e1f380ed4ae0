import { api, type ApiOptions } from './api';
import { urlOf, type Route, type UrlValues } from '../../common/api/public-routes';
import type { ApiName } from '../../common/api/routes';
import type { AnswerOf, BodyOf, ErrorAnswerBody, IsForm, MultipartOf, ParamsOf, QueryOf } from '../../common/api/endpoints';

/**
 * The typed way to call the API: by the call's name in common/api/routes.ts. The request (the
 * record in the address, the query, the JSON body or the multipart form) and the answer take their
 * types from the call's contract (common/api/endpoints.ts, imported for its types only, so the
 * validation library stays out of the page's script); a refusal is always the one error envelope.
 *
 * The pages call through `call` (./call.ts), which knows the calls of the public pages and My account
 * (common/api/public-routes.ts), a few hundred bytes loaded with the form kit. The admin area calls
 * through the same function made over the whole table (app/features/admin/call.ts), loaded with
 * the admin's scripts. A form's widget on a page served without React calls through one made over
 * its module's own calls (app/widgets/review-form.ts), so the table stays out of its script.
 */
export type CallAnswer<N extends ApiName> =
  | { ok: true; status: number; data: AnswerOf<N> }
  | { ok: false; status: number; data: ErrorAnswerBody };

/**
 * JSON for most calls; a multipart form (with upload progress) for the calls whose contract has a
 * form, written field by field as the contract names them.
 */
type Payload<N extends ApiName> =
  IsForm<N> extends true
    ? { form: MultipartOf<N>; onProgress?: (fraction: number) => void; json?: never }
    : (BodyOf<N> extends undefined ? { json?: undefined } : { json: BodyOf<N> }) & { form?: never; onProgress?: never };

/** The query may be left out when every parameter is optional. */
type Address<N extends ApiName> = (QueryOf<N> extends undefined
  ? { query?: undefined }
  : object extends QueryOf<N>
    ? { query?: QueryOf<N> }
    : { query: QueryOf<N> }) &
  (ParamsOf<N> extends undefined ? { params?: undefined } : { params: ParamsOf<N> });

export type CallOptions<N extends ApiName> = Pick<ApiOptions, 'auth' | 'signal' | 'keepalive'> & Payload<N> & Address<N>;

/** `call` and `apiUrl` for the calls of one table: its names only, each typed by its contract. */
export function callerFor<T extends Partial<Record<ApiName, Route>>>(table: T) {
  const routeOf = (name: keyof T) => table[name] as Route;
  return {
    async call<N extends keyof T & ApiName>(name: N, opts: CallOptions<N>): Promise<CallAnswer<N>> {
      const route = routeOf(name);
      const o = opts as { json?: unknown; form?: Record<string, unknown>; onProgress?: (fraction: number) => void; query?: UrlValues; params?: UrlValues };
      const sent: ApiOptions = o.form
        ? { form: formData(o.form), onProgress: o.onProgress }
        : // A POST without fields still sends an empty JSON object, as the forms always have.
          { json: o.json ?? (route.method === 'POST' ? {} : undefined) };
      return (await api(urlOf(route, o.query, o.params), { method: route.method, auth: opts.auth, signal: opts.signal, keepalive: opts.keepalive, ...sent })) as CallAnswer<N>;
    },
    /** The address of a call (for a link or a widget that requests it itself). */
    apiUrl(name: keyof T & ApiName, query?: UrlValues, params?: UrlValues): string {
      return urlOf(routeOf(name), query, params);
    },
  };
}

/** The multipart body of a form written field by field: files as they are, other values as text. */
function formData(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.set(name, value instanceof Blob ? value : String(value));
  }
  return body;
}

