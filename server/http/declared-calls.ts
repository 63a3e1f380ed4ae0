import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access, Call } from '../../common/api/calls';
import type { ApiName } from '../../common/api/routes';
import { routeSchema, type RouteSchema } from '../../common/api/endpoints';

/**
 * The server's side of the calls a domain module declares once (docs/decisions/0033-domain-modules.md):
 * the module gives its declarations (method, path, access, `.php` twin) and one handler per call; the
 * route, its schema (validation, answer, /api/openapi.json) and the scope that checks who may call
 * it (./scopes.ts) all come from the declaration. server/routes/index.ts mounts each scope's calls.
 */

/** A handler of the call `N`: its request and answer typed by the call's contract. */
export type CallHandler<N extends ApiName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  object,
  unknown,
  RouteSchema<N>,
  ZodTypeProvider
>;

/**
 * The route hooks a call may add to its scope's, each at its stage of the request: `onRequest`
 * before the body is read (a rate limit; a public read answered from the cache,
 * ./public-cache.ts), `preHandler` once the scope has checked the caller but with a multipart body
 * still unread, since the multipart plugin reads a form only when the handler asks for it (an
 * upload's admission to the image slots, ./upload-admission.ts), and `onSend` on the serialised
 * answer (a public read stored in the cache).
 */
export interface CallHooks {
  /** Several run in order (a rate limit, then the public cache). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  /** For a call whose contract is small, a lower limit on the body's bytes than the server's. */
  bodyLimit?: number;
}

/** A handler, or one with its route hooks (CallHooks). */
export type Served<N extends ApiName> = CallHandler<N> | (CallHooks & { handler: CallHandler<N> });

/** A module's calls with their handlers, one per declared call (the type says when one is missing). */
export interface ServedCalls {
  calls: Record<string, Call>;
  handlers: Record<string, Served<any>>;
}

export function served<C extends Record<string, Call>>(calls: C, handlers: { [N in keyof C & ApiName]: Served<N> }): ServedCalls {
  return { calls, handlers };
}

/** The addresses of a call under its scope: its path, and the `.php` twin of its first segment when declared. */
export function urlsOf(call: Call): string[] {
  const [first, ...rest] = call.path.split('/');
  return call.php ? [`/${call.path}`, `/${[`${first}.php`, ...rest].join('/')}`] : [`/${call.path}`];
}

/** Registers, in the scope `app` (public, member, staff or admin), every declared call of that access. */
export function mountDeclared(app: FastifyInstance, access: Access, modules: ServedCalls[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { calls, handlers } of modules) {
    for (const [name, call] of Object.entries(calls)) {
      if (call.access !== access) continue;
      const entry = handlers[name];
      const { handler, ...hooks }: CallHooks & { handler: CallHandler<any> } = typeof entry === 'function' ? { handler: entry } : entry;
      for (const url of urlsOf(call)) {
        typed.route({ method: call.method, url, schema: routeSchema(name as ApiName), ...hooks, handler: handler as RouteHandlerMethod });
      }
    }
  }
}
