import { useId, useState, type FormEvent } from 'react';
import type { Lead, LeadChange } from '../leads.schemas';
import { LEAD_STATUSES, LEAD_STATUS_WORDS, MAX_LEAD_VALUE_NAIRA, NEVER_DUE, type LeadStatus } from '../leads.words';
import { lagosToday } from '../../../common/lagos-days';
import { call } from '../../../app/features/admin/call';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { formatNaira } from '../../../app/features/admin/format';
import { FormEnd } from './form-end';
import { formatDay } from './inbox-words';

type Owner = { id: number; username: string };

/** "1,500,000", "₦1.5m" is not understood: whole naira, digits with or without separators. */
export function parseNaira(text: string): number | null | 'invalid' {
  const t = text.replace(/[₦,\s]/g, '').replace(/^NGN/i, '');
  if (t === '') return null;
  if (!/^\d{1,10}$/.test(t)) return 'invalid';
  const n = Number(t);
  return n > MAX_LEAD_VALUE_NAIRA ? 'invalid' : n;
}

const nairaText = (n: number | null) => (n === null ? '' : n.toLocaleString('en-NG'));

/**
 * The working fields of a lead: status, owner, follow-up day and the value of the work in naira.
 * Saved together, on the version of the lead on screen; a 409 goes to `onConflict`.
 */
export function LeadWork({ lead, owners, onSaved, onConflict }: { lead: Lead; owners: Owner[]; onSaved: (l: Lead) => void; onConflict: (message: string) => void }) {
  const id = useId();
  const run = useAdminAction();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner_id === null ? '' : String(lead.owner_id));
  const [followUp, setFollowUp] = useState(lead.follow_up_on ?? '');
  const [value, setValue] = useState(nairaText(lead.value_naira));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** What to do with the follow-up of a lead being closed as won or lost: the person is asked (FollowUpQuestion). */
  const [closing, setClosing] = useState<FollowUpChoice | ''>('');
  const asks = asksAboutFollowUp(lead, status, followUp);
  // The lead's owner stays choosable even when the list of owners has not loaded or no longer has them.
  const choices = lead.owner_id !== null && !owners.some((o) => o.id === lead.owner_id) ? [...owners, { id: lead.owner_id, username: lead.owner_name ?? `Account ${lead.owner_id}` }] : owners;

  async function save(e: FormEvent) {
    e.preventDefault();
    const naira = parseNaira(value);
    if (naira === 'invalid') {
      setError(`Write the value as whole naira, for example 250,000 (at most ${formatNaira(MAX_LEAD_VALUE_NAIRA)}).`);
      return;
    }
    if (asks && !closing) {
      setError(`Choose whether to keep or clear the follow-up on ${formatDay(followUp)}.`);
      return;
    }
    setError('');
    const change: LeadChange = { version: lead.version };
    if (status !== lead.status) change.status = status;
    const ownerId = owner === '' ? null : Number(owner);
    if (ownerId !== lead.owner_id) change.owner_id = ownerId;
    const day = asks && closing === 'clear' ? null : followUp || null;
    if (day !== lead.follow_up_on) change.follow_up_on = day;
    if (naira !== lead.value_naira) change.value_naira = naira;
    if (Object.keys(change).length === 1) {
      setError('Nothing has changed yet: choose a new status, owner, follow-up date or value first.');
      return;
    }
    setBusy(true);
    const r = await run(() => call('updateLead', { params: { id: lead.id }, json: change, auth: true }));
    setBusy(false);
    if (r?.ok) onSaved(r.data.lead);
    else if (r?.status === 409) onConflict(r.data.message);
  }

  return (
    <form className="card admin-form leads-work" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Working on this lead</h4>
      <div className="leads-work__grid">
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-owner`}>Owner</label>
          <select id={`${id}-owner`} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">Nobody yet</option>
            <OwnerOptions owners={choices} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-follow`}>Follow up on</label>
          <input id={`${id}-follow`} type="date" value={followUp} onChange={(e) => setFollowUp(e.target.value)} aria-describedby={`${id}-follow-hint`} />
          <p className="hint" id={`${id}-follow-hint`}>
            {followUpHint(followUp, lead, status)}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-value`}>Value of the work (₦)</label>
          <div className="leads-naira">
            <span aria-hidden="true">₦</span>
            <input
              id={`${id}-value`}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onBlur={() => {
                const n = parseNaira(value);
                if (typeof n === 'number') setValue(nairaText(n));
              }}
              aria-describedby={`${id}-value-hint`}
              aria-invalid={error.startsWith('Write the value') ? true : undefined}
            />
          </div>
          <p className="hint" id={`${id}-value-hint`}>
            Whole naira, e.g. 250,000. Mostly for won work.
          </p>
        </div>
      </div>
      {asks && <FollowUpQuestion day={followUp} status={status} choice={closing} onChoose={setClosing} />}
      <FormEnd error={error} busy={busy} label="Save changes" busyLabel="Saving…">
        {lead.value_naira !== null && <span className="admin-muted">Recorded value: {formatNaira(lead.value_naira)}</span>}
      </FormEnd>
    </form>
  );
}

/** The staff a lead can be given to, as options of a select (their account id as the value). */
export function OwnerOptions({ owners }: { owners: { id: number; username: string }[] }) {
  return owners.map((o) => (
    <option key={o.id} value={String(o.id)}>
      {o.username}
    </option>
  ));
}

// The follow-up day as the form shows it: a hint that says what the field holds, and the question
// asked when a lead with a follow-up is closed as won or lost.

type FollowUpChoice = 'keep' | 'clear';

/** The statuses that close a lead: marking one of them while a follow-up is set asks what to do with it. */
const CLOSING = new Set<LeadStatus>(['won', 'lost']);

/** Whether saving `status` would close the lead while the follow-up field holds a day. */
function asksAboutFollowUp(lead: Pick<Lead, 'status'>, status: LeadStatus, followUp: string): boolean {
  return CLOSING.has(status) && status !== lead.status && followUp !== '';
}

/** The hint under the follow-up field, for the day it holds now (typed, or as saved) and the status chosen. */
function followUpHint(followUp: string, lead: Pick<Lead, 'follow_up_on'>, status: LeadStatus, today = lagosToday()): string {
  if (!followUp) return lead.follow_up_on ? 'Saving clears the follow-up.' : 'No follow-up planned. Choose a day to see this lead among the follow-ups due.';
  const when = formatDay(followUp);
  const saved = followUp === lead.follow_up_on ? '' : ' once you save';
  if (NEVER_DUE.includes(status)) return `Follow-up on ${when}${saved}: kept as a note only, since a ${LEAD_STATUS_WORDS[status]} lead is never listed as due.`;
  if (followUp < today) return `Follow-up on ${when}${saved}: that day has passed, so the lead is listed as overdue. Clear the date when nothing is left to do.`;
  return `Follow-up planned for ${when}${saved}. Clear the date when nothing is left to do.`;
}

/** Asked when a lead with a follow-up is marked won or lost: keep the follow-up, or clear it. */
function FollowUpQuestion({ day, status, choice, onChoose }: { day: string; status: LeadStatus; choice: FollowUpChoice | ''; onChoose: (c: FollowUpChoice) => void }) {
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
