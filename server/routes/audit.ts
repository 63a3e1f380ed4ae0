import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { actionsOfFilter } from '../../common/audit';
import { routeSchema } from '../../common/api/endpoints';
import * as auditLog from '../db/repositories/audit-log';

export const AUDIT_PER_PAGE = 25;

/**
 * GET /api/audit: the security log, newest first, for the admin's Security log screen. Filters: a
 * kind of entry (sign-ins, successful sign-ins alone, refused calls, users, site content …), text in who or whom or the
 * address, and a range of days (UTC, both ends included).
 */
export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', { schema: routeSchema('securityLog') }, async (req) => {
      const { group, q, from, to, page } = req.query;
      const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const r = await auditLog.list(
        ctx.db,
        { actions: group ? actionsOfFilter(group) : undefined, q: q || undefined, from: from ? `${from}T00:00:00.000Z` : undefined, to: end },
        page,
        AUDIT_PER_PAGE,
      );
      return { status: 'success' as const, ...r };
    });
  };
}
