import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest } from '../../server/http/errors';
import { isRealDay } from '../../common/lagos-days';
import { INSIGHT_REPORT_CALLS } from './report.calls';

/** A report covers at most a year and a day (a leap year's range, or this day last year to today). */
const MAX_RANGE_DAYS = 366;

/**
 * GET /api/insights?from=&to= and GET /api/insights/summary (./report.calls.ts): the admin's
 * figures, read from the roll-ups (./report.service.ts builds the report).
 */
export const reportHandlers = (ctx: AppContext) =>
  served(INSIGHT_REPORT_CALLS, {
    insights: async (req) => {
      const { from, to } = req.query;
      if (!isRealDay(from) || !isRealDay(to)) throw badRequest('Please choose real dates.');
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      if (days < 0) throw badRequest('The first day must not be after the last day.');
      if (days >= MAX_RANGE_DAYS) throw badRequest(`Please choose at most ${MAX_RANGE_DAYS} days.`);
      return ctx.insights.report(from, to);
    },
    insightsSummary: async () => ctx.insights.summary(),
  });
