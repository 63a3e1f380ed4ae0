import { lagosToday } from '../../common/lagos-days';
import { UNANSWERED_AFTER_HOURS } from './leads.words';

/**
 * When a lead is due: a follow-up day before today (in Lagos) is overdue, and a lead that came in
 * before `unansweredBefore` and is still "new" without a reply waits too long for an answer.
 */
export function dueCutOffs(now = new Date()) {
  return { today: lagosToday(now), unansweredBefore: new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 3_600_000).toISOString() };
}
