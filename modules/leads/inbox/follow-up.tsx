import { useId } from 'react';
import type { Lead } from '../leads.schemas';
import { LEAD_STATUS_WORDS, type LeadStatus } from '../leads.words';
import { lagosToday } from '../../../common/lagos-days';
import { formatDay } from './words';
import { NEVER_DUE } from '../leads.words';

// A lead's follow-up day as the working form shows it: a hint that says what the field holds, and
// the question asked when a lead with a follow-up is closed as won or lost.

export type FollowUpChoice = 'keep' | 'clear';

/** The statuses that close a lead: marking one of them while a follow-up is set asks what to do with it. */
const CLOSING = new Set<LeadStatus>(['won', 'lost']);

/** Whether saving `status` would close the lead while the follow-up field holds a day. */
export function asksAboutFollowUp(lead: Pick<Lead, 'status'>, status: LeadStatus, followUp: string): boolean {
  return CLOSING.has(status) && status !== lead.status && followUp !== '';
}

/** The hint under the follow-up field, for the day it holds now (typed, or as saved) and the status chosen. */
export function followUpHint(followUp: string, lead: Pick<Lead, 'follow_up_on'>, status: LeadStatus, today = lagosToday()): string {
  if (!followUp) return lead.follow_up_on ? 'Saving clears the follow-up.' : 'No follow-up planned. Choose a day to see this lead among the follow-ups due.';
  const when = formatDay(followUp);
  const saved = followUp === lead.follow_up_on ? '' : ' once you save';
  if (NEVER_DUE.includes(status)) return `Follow-up on ${when}${saved}: kept as a note only, since a ${LEAD_STATUS_WORDS[status]} lead is never listed as due.`;
  if (followUp < today) return `Follow-up on ${when}${saved}: that day has passed, so the lead is listed as overdue. Clear the date when nothing is left to do.`;
  return `Follow-up planned for ${when}${saved}. Clear the date when nothing is left to do.`;
}

/** Asked when a lead with a follow-up is marked won or lost: keep the follow-up, or clear it. */
export function FollowUpQuestion({ day, status, choice, onChoose }: { day: string; status: LeadStatus; choice: FollowUpChoice | ''; onChoose: (c: FollowUpChoice) => void }) {
  const id = useId();
  return (
    <fieldset className="leads-closing" aria-describedby={`${id}-why`}>
      <legend>
        This lead has a follow-up on {formatDay(day)}. You are marking it {LEAD_STATUS_WORDS[status]}: what should happen to the follow-up?
      </legend>
      <p className="hint" id={`${id}-why`}>
        Won and lost leads are never listed as due: a kept day stays on the lead and in the list as a note.
      </p>
      <label className="leads-closing__choice">
        <input type="radio" name={`${id}-closing`} value="clear" checked={choice === 'clear'} onChange={() => onChoose('clear')} />
        Clear the follow-up: nothing is left to do
      </label>
      <label className="leads-closing__choice">
        <input type="radio" name={`${id}-closing`} value="keep" checked={choice === 'keep'} onChange={() => onChoose('keep')} />
        Keep the follow-up{status === 'won' ? ' (for example, to check on the delivered work)' : ' (for example, to try again later)'}
      </label>
    </fieldset>
  );
}
