import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, HttpError } from './errors';
import { adminChange, beforeAdminChange, refused } from '../services/audit';
import { authenticateSession, type AuthSession } from '../services/sessions';
import type { TokenUser } from '../services/tokens';
import type { UserRow } from '../../modules/accounts/index.server';
import { isStaff, type Role } from '../../common/roles';

/**
 * The four access levels of the API, each an encapsulated Fastify plugin that route files are
 * registered into (server/routes/index.ts). "Who may call this" is answered by the scope a route
 * sits in, and nowhere else:
 *
 * - public: anyone; nothing is checked here (abuse limits are per route).
 * - member: a valid session of a verified, enabled account whose session has not ended.
 * - staff: the same, and the account's current role is staff or admin: the admin area's daily
 *   work (content, gallery, clients, topics, reviews, leads, dashboard, Insights).
 * - admin: the same, and the account's current role is admin: accounts and roles, invitations,
 *   the security log, the API description (docs/decisions/0025-staff-role.md).
 *
 * The checks run in `onRequest`, before the body is read or validated, so a caller without the
 * right gets 401/403 and nothing else. The checked user is `req.user`, and every answer of these
 * scopes is `private, no-store`: a shared cache must never keep one.
 *
 * The staff and admin scopes also keep the security log (server/services/audit.ts): every refused
 * call and every change that succeeded is recorded with who, what, whom and when.
 */
export type Routes = (app: FastifyInstance) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the member and admin scopes; null in the public scope. */
    user: TokenUser | null;
    /** The caller's session (its id and version), set with `user`; null in the public scope. */
    authSession: AuthSession | null;
  }
}

/** Once, on the root instance, before any scope is registered. */
export function decorateUser(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
}

/** The user a member or admin route runs for (the scope has checked it). */
export function userOf(req: FastifyRequest): TokenUser {
  if (!req.user) throw new Error('userOf() used outside the member or admin scope');
  return req.user;
}

/**
 * The account row of the caller of a member or admin route, as the scope read it when it checked
 * the session (a handler never reads it a second time).
 */
export function accountOf(req: FastifyRequest): UserRow {
  return sessionOf(req).account;
}

/** The session a member or admin route runs in (logout, a renewed token, a preview token). */
export function sessionOf(req: FastifyRequest): AuthSession {
  if (!req.authSession) throw new Error('sessionOf() used outside the member or admin scope');
  return req.authSession;
}

async function privateNoStore(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'private, no-store');
  return payload;
}

export function publicScope(routes: Routes): FastifyPluginAsync {
  return async (app) => {
    await routes(app);
  };
}

export function memberScope(ctx: AppContext, routes: Routes): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (req) => {
      req.authSession = await authenticateSession(ctx, req);
      req.user = req.authSession.user;
    });
    app.addHook('onSend', privateNoStore);
    await routes(app);
  };
}

/** Staff and administrators: the admin area's daily work. */
export function staffScope(ctx: AppContext, routes: Routes): FastifyPluginAsync {
  return roleScope(ctx, routes, isStaff, 'Only staff and administrators can do this.');
}

/** Administrators only: accounts and roles, invitations, the security log. */
export function adminScope(ctx: AppContext, routes: Routes): FastifyPluginAsync {
  return roleScope(ctx, routes, (role) => role === 'admin', 'Only administrators can do this.');
}

function roleScope(ctx: AppContext, routes: Routes, allowed: (role: Role) => boolean, refusal: string): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (req) => {
      try {
        const session = await authenticateSession(ctx, req);
        req.user = session.user;
        // A member is recorded as the actor of the refusal, then forgotten.
        if (!allowed(session.user.role)) throw forbidden(refusal);
        req.authSession = session;
      } catch (err) {
        if (err instanceof HttpError) await refused(ctx, req, err.statusCode);
        req.user = null;
        req.authSession = null;
        throw err;
      }
    });
    app.addHook('preHandler', async (req) => beforeAdminChange(ctx, req));
    app.addHook('onSend', async (req, reply, payload) => {
      await adminChange(ctx, req, reply, payload);
      return privateNoStore(req, reply, payload);
    });
    await routes(app);
  };
}
