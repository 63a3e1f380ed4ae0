import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import type { AppContext } from '../context';
import type { AuditAction } from '../../common/audit';
import * as auditLog from '../db/repositories/audit-log';
import { findClient } from '../../modules/clients/index.server';
import { findImage } from '../../modules/gallery/index.server';
import { findMessage } from '../../modules/leads/index.server';
import { findReview } from '../../modules/reviews/index.server';
import { findTopic } from '../../modules/topics/index.server';

/**
 * The security log: who did what, to whom, when and from where. Entries go to the `audit_log`
 * table (the admin's Security log screen) and, as one line each, to the process log.
 *
 * - Sign-ins, failed sign-ins and locks are recorded by the sign-in route.
 * - Refused admin calls and every admin change are recorded by the admin scope
 *   (server/http/scopes.ts) for all its routes at once, so a new admin route is logged without
 *   anyone remembering to: `adminChange` names the action from the route and the method.
 * - A route that knows better (user administration) records its own entry and marks the request,
 *   and the scope then leaves it alone.
 *
 * A failed write of an entry is logged and never fails the request it describes.
 */
export interface AuditEvent {
  action: AuditAction;
  /** Who acted: the request's user by default; null for anonymous. */
  actor?: { id: number; email: string } | null;
  target?: { type: string; id?: number | null; label: string };
  detail?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once this request has its audit entry, so no second one is written. */
    audited?: boolean;
    /** The target's label read before a change (a deleted row is gone afterwards). */
    auditTarget?: { type: string; id: number; label: string };
  }
}

export async function audit(ctx: AppContext, req: FastifyRequest, e: AuditEvent): Promise<void> {
  req.audited = true;
  const actor = e.actor !== undefined ? e.actor : req.user ? { id: req.user.id, email: req.user.email } : null;
  await auditFrom(ctx, req.ip, { ...e, actor });
}

/**
 * An entry for something that did not come through an API route: a form posted to a page (with the
 * client's address) or the server itself (no address). The actor is anonymous unless named.
 */
export async function auditFrom(ctx: Pick<AppContext, 'db' | 'log'>, ip: string | null, e: AuditEvent): Promise<void> {
  const actor = e.actor ?? null;
  ctx.log.info(
    { audit: { action: e.action, actorId: actor?.id ?? null, targetType: e.target?.type, targetId: e.target?.id ?? null }, ip },
    `security: ${e.action}`,
  );
  try {
    await auditLog.record(ctx.db, { actor, action: e.action, target: e.target, detail: e.detail, ip: ip ?? '' });
  } catch (err) {
    ctx.log.error({ err: { message: (err as Error).message }, action: e.action }, 'the security log could not be written');
  }
}

/**
 * A failed sign-in. Anyone can cause one, so at most 10 per client address and hour reach the
 * table (a lock is always written); every one reaches the process log.
 */
export async function failedSignIn(ctx: AppContext, req: FastifyRequest, target: AuditEvent['target']): Promise<void> {
  const quota = await ctx.limiter.hit(`audit-failed-signin:${clientAddressKey(req.ip)}`, 10, 3_600_000);
  if (!quota.ok) {
    ctx.log.warn({ ip: req.ip }, 'security: auth.login.fail (not stored: too many from this address)');
    return;
  }
  await audit(ctx, req, { action: 'auth.login.fail', actor: null, target });
}

/** A refused admin call (401 or 403). At most a few per address and minute reach the table; every one reaches the process log. */
export async function refused(ctx: AppContext, req: FastifyRequest, status: number): Promise<void> {
  const detail = `${status} ${req.method} ${req.url.split('?')[0].slice(0, 200)}`;
  // Per client as the rate limits count one (an IPv6 client by its /64), so fresh addresses do not fill the table.
  const quota = await ctx.limiter.hit(`audit-refused:${clientAddressKey(req.ip)}`, 10, 60_000);
  if (!quota.ok) {
    ctx.log.warn({ ip: req.ip, detail }, 'security: access.refused (not stored: too many from this address)');
    return;
  }
  await audit(ctx, req, { action: 'access.refused', detail });
}

type Resource = 'clients' | 'topics' | 'reviews' | 'gallery' | 'messages' | 'content';

/** Which resource and sub-path an admin route serves: `/api/clients.php/` → clients, ''. */
function routeOf(req: FastifyRequest): { resource: string; rest: string } {
  const url = req.routeOptions.url ?? '';
  const m = /^\/api\/([a-z-]+)(?:\.php)?\/?(.*)$/.exec(url);
  return { resource: m?.[1] ?? '', rest: m?.[2] ?? '' };
}

const LABELS: Record<Exclude<Resource, 'content'>, { type: string; read(ctx: AppContext, id: number): Promise<string | undefined> }> = {
  clients: { type: 'client', read: async (ctx, id) => (await findClient(ctx.db, id))?.name },
  gallery: { type: 'gallery', read: async (ctx, id) => (await findImage(ctx.db, id))?.title },
  topics: { type: 'topic', read: async (ctx, id) => (await findTopic(ctx.db, id))?.title },
  reviews: { type: 'review', read: async (ctx, id) => (await findReview(ctx.db, id))?.username || 'Anonymous' },
  messages: {
    type: 'message',
    read: async (ctx, id) => {
      const m = await findMessage(ctx.db, id);
      return m ? `${m.name} <${m.email}>` : undefined;
    },
  },
};

const idIn = (o: unknown): number | undefined => {
  const v = (o as { id?: unknown } | undefined)?.id;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
  return n && n > 0 ? n : undefined;
};

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** Before an admin change runs: the label of what it changes (read now, since a deletion removes it). */
export async function beforeAdminChange(ctx: AppContext, req: FastifyRequest): Promise<void> {
  if (!isChange(req.method)) return;
  const { resource } = routeOf(req);
  const kind = LABELS[resource as keyof typeof LABELS];
  const id = idIn(req.query) ?? idIn(req.body);
  if (!kind || !id) return;
  const label = await kind.read(ctx, id).catch(() => undefined);
  if (label !== undefined) req.auditTarget = { type: kind.type, id, label };
}

/** After an admin change succeeded (2xx): its entry, unless the route wrote one itself. */
export async function adminChange(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  if (req.audited || !isChange(req.method) || reply.statusCode >= 300) return;
  const { resource, rest } = routeOf(req);
  const action = actionOf(req, resource, rest, reply.statusCode);
  if (!action) return;
  let target: AuditEvent['target'] = req.auditTarget;
  const kind = LABELS[resource as keyof typeof LABELS];
  if (!target && kind && typeof payload === 'string') {
    // A creation: the new row's id is in the answer ({ id } or { image: { id } }).
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      answer = undefined;
    }
    const id = idIn(answer) ?? idIn((answer as { image?: unknown } | undefined)?.image);
    const label = id ? await kind.read(ctx, id).catch(() => undefined) : undefined;
    if (id && label !== undefined) target = { type: kind.type, id, label };
  }
  if (resource === 'content') {
    const key = (req.params as { key?: string }).key;
    if (key) target = { type: 'content', label: key.slice(0, 100) };
  }
  await audit(ctx, req, { action, target });
}

function actionOf(req: FastifyRequest, resource: string, rest: string, status: number): AuditAction | undefined {
  const m = req.method;
  const body = (req.body ?? {}) as Record<string, unknown>;
  switch (resource) {
    case 'clients':
      return m === 'DELETE' ? 'client.delete' : status === 201 ? 'client.create' : 'client.update';
    case 'topics':
      return m === 'DELETE' ? 'topic.delete' : m === 'POST' ? 'topic.create' : 'topic.update';
    case 'gallery':
      return m === 'DELETE' ? 'gallery.delete' : m === 'POST' ? 'gallery.upload' : 'gallery.update';
    case 'reviews':
      return m === 'DELETE' ? 'review.delete' : body.action === 'approve' ? 'review.approve' : 'review.reject';
    case 'messages':
      return m === 'DELETE' ? 'message.delete' : body.read === false ? 'message.unread' : 'message.read';
    case 'content':
      if (rest === 'images') return 'content.image';
      if (rest.endsWith('/draft')) return m === 'DELETE' ? 'content.discard' : 'content.draft';
      if (rest.endsWith('/publish')) return 'content.publish';
      if (rest.endsWith('/restore')) return 'content.restore';
      return undefined; // preview tokens and the formatted-text preview change nothing
    default:
      return undefined;
  }
}
