import { lagosToday } from '../../common/lagos-days';
import { UNANSWERED_AFTER_HOURS, type LeadStatus } from './leads.words';

/** The statuses a follow-up day no longer matters for: a won, lost or spam lead is never due. */
export const NEVER_DUE: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/** Whether the lead's follow-up day has passed (Lagos days) while the lead is still open. */
export function followUpOverdue(lead: { follow_up_on: string | null; status: LeadStatus }, today = lagosToday()): boolean {
  return !!lead.follow_up_on && lead.follow_up_on < today && !NEVER_DUE.includes(lead.status);
}

/**
 * When a lead is due, as the inbox and dashboard queries ask it: a follow-up day before today (in
 * Lagos) is overdue (`followUpOverdue`, the same rule in SQL), and a lead that came in before
 * `unansweredBefore` and is still "new" without a reply waits too long for an answer.
 */
export function dueCutOffs(now = new Date()) {
  return { today: lagosToday(now), unansweredBefore: new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 3_600_000).toISOString() };
}
