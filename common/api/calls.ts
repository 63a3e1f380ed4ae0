/**
 * A call declared once, in its domain's module (docs/decisions/0033-domain-modules.md): its method,
 * its address under /api, who may make it, and whether it also answers at the `.php` twin of its
 * first path segment (`contact.php`) that the original clients call. The page-side table of calls
 * (./routes.ts), the access table (./access.ts) and the server's mounting (server/http/declared-calls.ts)
 * all read the declaration; its contract (schemas) sits beside it in the module, under the same name.
 * Zod-free, like every table a page loads.
 */
export type Access = 'public' | 'member' | 'staff' | 'admin';

/** A call's method and address under /api; `:name` in the path names a record. */
export type Route = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };

/**
 * `constraint` tells a call apart from another declared at the same method and address, as a Fastify
 * route constraint `{ strategy: value }`: the strategy (given by the module that serves the call, see
 * server/http/declared-calls.ts) derives the value from the request before any hook runs, so each
 * request reaches the one call, and the scope, it belongs to. Pages ignore it: the address is the same.
 */
export type Call = Route & { access: Access; php?: boolean; constraint?: Readonly<Record<string, string>> };

/** Who may make each of the calls, as a table of name → access. */
export function accessOf<C extends Record<string, Call>>(calls: C): { [K in keyof C]: C[K]['access'] } {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.access])) as { [K in keyof C]: C[K]['access'] };
}
