import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access, Call } from '../../common/api/calls';
import type { ApiName } from '../../common/api/routes';
import { routeSchema, type RouteSchema } from '../../common/api/endpoints';
import { acceptFormUrlEncoded } from './form-urlencoded';
import { keepRawBody } from './raw-body';

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
/**
 * What a call's route may add to its handler, each at its stage of the request: `onRequest` before
 * the body is read (a rate limit; a public read answered from the cache, ./public-cache.ts; several
 * run in order), `preHandler` once the scope has checked the caller but with a multipart body still
 * unread, since the multipart plugin reads a form only when the handler asks for it (an upload's
 * admission to the image slots, ./upload-admission.ts), `onSend` on the serialised answer (a public
 * read stored in the cache), `bodyLimit` for a call whose contract is small (a lower limit on the
 * body's bytes than the server's), and `formUrlEncoded` for the one call whose original clients send
 * its body form-encoded (its route alone gets that parser; every other route answers 415 to it).
 */
export interface RouteExtras {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  bodyLimit?: number;
  formUrlEncoded?: true;
  /** The body as the bytes received (./raw-body.ts), for a call that checks a signature over them. */
  rawBody?: true;
}

/** A handler, or one with its route's extras. */
export type Served<N extends ApiName> = CallHandler<N> | (RouteExtras & { handler: CallHandler<N> });

/** A Fastify route constraint strategy: derives, from the request, the value a declared `constraint` names. */
export type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];

/**
 * A module's calls with their handlers, one per declared call (the type says when one is missing).
 * `N` names the calls, so the server's list of every module's calls can be checked, by type, to
 * serve every call of the registry (server/routes/index.ts).
 */
export interface ServedCalls<N extends string = string> {
  calls: Record<N, Call>;
  handlers: Record<string, Served<any>>;
  /** The strategies of the route constraints its calls declare. */
  constraints?: ConstraintStrategy[];
}

export function served<C extends Record<string, Call>>(
  calls: C,
  handlers: { [N in keyof C & ApiName]: Served<N> },
  options: { constraints?: ConstraintStrategy[] } = {},
): ServedCalls<keyof C & string> {
  return { calls, handlers, ...options };
}

/** Once, on the instance above the scopes and before any route: the constraint strategies the modules' calls use. */
export function addDeclaredConstraints(app: FastifyInstance, modules: ServedCalls[]) {
  const added = new Set<string>();
  for (const strategy of modules.flatMap((m) => m.constraints ?? [])) {
    if (added.has(strategy.name)) continue;
    added.add(strategy.name);
    app.addConstraintStrategy(strategy);
  }
}

/** The addresses of a call under its scope: its path, and the `.php` twin of its first segment when declared. */
export function urlsOf(call: Call): string[] {
  const [first, ...rest] = call.path.split('/');
  return call.php ? [`/${call.path}`, `/${[`${first}.php`, ...rest].join('/')}`] : [`/${call.path}`];
}

/** Registers, in the scope `app` (public, member, staff or admin), every declared call of that access. */
export function mountDeclared(app: FastifyInstance, access: Access, modules: ServedCalls[]) {
  for (const { calls, handlers } of modules) {
    for (const [name, call] of Object.entries(calls)) {
      if (call.access !== access) continue;
      const entry = handlers[name];
      const { handler, formUrlEncoded, rawBody, ...hooks }: RouteExtras & { handler: CallHandler<any> } = typeof entry === 'function' ? { handler: entry } : entry;
      const routes = (scope: FastifyInstance) => {
        for (const url of urlsOf(call)) {
          scope.withTypeProvider<ZodTypeProvider>().route({
            method: call.method,
            url,
            schema: routeSchema(name as ApiName),
            ...(call.constraint ? { constraints: call.constraint } : {}),
            ...hooks,
            handler: handler as RouteHandlerMethod,
          });
        }
      };
      // The form-encoded parser is the route's own: a plugin of its own keeps it from the scope's other routes.
      if (formUrlEncoded || rawBody) {
        void app.register(async (own) => {
          if (rawBody) keepRawBody(own);
          else acceptFormUrlEncoded(own);
          routes(own);
        });
      } else routes(app);
    }
  }
}
