import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { actionsOfFilter } from '../../common/audit';
import * as securityLog from './security-log.repository';
import { SECURITY_LOG_CALLS } from './security-log.calls';

export const AUDIT_PER_PAGE = 25;

/**
 * GET /api/audit: the security log, newest first, for the admin's Security log screen. Filters: a
 * kind of entry (sign-ins, successful sign-ins alone, refused calls, users, site content …), text in who or whom or the
 * address, and a range of days (UTC, both ends included).
 */
export const securityLogHandlers = (ctx: AppContext) =>
  served(SECURITY_LOG_CALLS, {
    securityLog: async (req) => {
      const { group, q, from, to, page } = req.query;
      const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const r = await securityLog.list(
        ctx.db,
        { actions: group ? actionsOfFilter(group) : undefined, q: q || undefined, from: from ? `${from}T00:00:00.000Z` : undefined, to: end },
        page,
        AUDIT_PER_PAGE,
      );
      return { status: 'success' as const, ...r };
    },
  });
