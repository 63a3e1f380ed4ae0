import { urlOf, type Route, type UrlValues } from './public-routes';
import { MODULE_CALLS } from '../../modules/registry';

/**
 * Every API call, by name: its method and its address under /api. This file carries no schema, so
 * a page that calls the API ships these few bytes and not the validation library; the schemas of
 * each call are in ./endpoints.ts, under the same name, and the server registers its routes from
 * them (docs/decisions/0021-api-contract.md). An address may name a record in its path
 * (`content/:key`); apiUrl() fills it in. The calls of the public pages and My account are a part
 * of their own (./public-routes.ts); this table adds the admin area's.
 */
export { PUBLIC_ROUTES, urlOf, type PublicName, type Route, type UrlValues } from './public-routes';

export const API_ROUTES = {
  // Every module's calls, the public pages' part first (modules/registry.ts).
  ...MODULE_CALLS,
} as const satisfies Record<string, Route>;

export type ApiName = keyof typeof API_ROUTES;


/**
 * The address of a call, as the browser requests it: the record it names in its path
 * (`content/home` for `content/:key`) and its query parameters (`?id=4`). The one way to write an
 * API address.
 */
export function apiUrl(name: ApiName, query?: UrlValues, params?: UrlValues): string {
  return urlOf(API_ROUTES[name], query, params);
}
