import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AUDIT_GROUPS, actionsOf, type AuditGroup } from '../../common/audit';
import * as auditLog from '../db/repositories/audit-log';

export const AUDIT_PER_PAGE = 25;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'This date does not exist.');

const AuditQuery = z
  .object({
    group: z
      .enum(Object.keys(AUDIT_GROUPS) as [AuditGroup, ...AuditGroup[]], { error: 'Choose one of the kinds of entry the list offers.' })
      .optional(),
    q: z.string().trim().max(254, 'The search text must be at most 254 characters.').optional().default(''),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page must be 1 or more.').max(100_000).optional().default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The start date must not be after the end date.', path: ['from'] });

const EntryOut = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().nullable(),
  target_label: z.string(),
  detail: z.string(),
  ip: z.string(),
  created_at: z.string(),
});

/**
 * GET /api/audit: the security log, newest first, for the admin's Security log screen. Filters: a
 * kind of entry (sign-ins, refused calls, users, site content …), text in who or whom or the
 * address, and a range of days (UTC, both ends included).
 */
export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', {
      schema: {
        querystring: AuditQuery,
        response: {
          200: z.object({ status: z.literal('success'), entries: z.array(EntryOut), total: z.number(), page: z.number(), pages: z.number() }),
        },
      },
    }, async (req) => {
      const { group, q, from, to, page } = req.query;
      const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const r = await auditLog.list(
        ctx.db,
        { actions: group ? actionsOf(group) : undefined, q: q || undefined, from: from ? `${from}T00:00:00.000Z` : undefined, to: end },
        page,
        AUDIT_PER_PAGE,
      );
      return { status: 'success' as const, ...r };
    });
  };
}
