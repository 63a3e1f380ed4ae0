import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { useAdminAction } from '../../../app/features/admin/feedback';
import type { EnquiryInboxAnswer } from '../staff.schemas';
import type { InboxSource } from '../staff.words';
import { TextField } from '../../../app/components/form/fields';
import { formatDate } from '../../../app/lib/dates';

/** Where the address in use comes from, in words. */
const SOURCE_WORDS: Record<InboxSource, string> = {
  CONTACT_INBOX: 'set on the server (CONTACT_INBOX), which wins over the address saved here',
  setting: 'saved here by an administrator',
  ADMIN_EMAIL: 'the default: the administrator address set on the server (ADMIN_EMAIL)',
  administrator: 'the default: the address of the first administrator',
  none: 'none yet: new enquiries are kept in Leads, but nobody is told by e-mail',
};

/**
 * Where enquiries are sent: the address that hears of every new contact message, topic request
 * and review, and that customers' answers to staff replies go to. Administrators only; the
 * published company e-mail (Site content, which staff may edit) is not used for it.
 */
export function EnquiryInboxPanel() {
  const id = useId();
  const run = useAdminAction();
  const [state, setState] = useState<EnquiryInboxAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const r = await call('enquiryInbox', { auth: true });
      if (r.ok) setState(r.data);
      setFailed(!r.ok);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function save(inbox: string | null) {
    setSaving(true);
    const r = await run(() => call('setEnquiryInbox', { auth: true, json: { inbox } }));
    setSaving(false);
    if (r?.ok) setState(r.data);
    else if (r) setError(r.data.message);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const inbox = String(new FormData(form).get('inbox') ?? '').trim();
    if (!inbox) {
      setError('Enter the e-mail address that should receive new enquiries.');
      form.querySelector<HTMLInputElement>('input[name="inbox"]')?.focus();
      return;
    }
    setError(undefined);
    await save(inbox);
  }

  return (
    <div className="card admin-list-card">
      <div className="admin-list-head">
        <h3>Where enquiries are sent</h3>
      </div>
      <p className="admin-muted">
        New contact messages, topic requests and reviews are announced to this address, and customers who answer a reply from the admin area
        write to it. Only administrators can change it; the e-mail address published under Site content is not used for it.
      </p>
      {failed && (
        <p className="admin-empty" role="alert">
          The address could not be loaded.{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      {state && (
        <>
          <p className="admin-inbox__now">
            In use now: <strong>{state.effective ?? 'no address'}</strong> — {SOURCE_WORDS[state.source]}.
            {state.inbox && state.updated_at && (
              <span className="admin-row__meta">
                {' '}
                Saved by {state.updated_by_email} on {formatDate(state.updated_at)}.
              </span>
            )}
          </p>
          <form className="admin-invite admin-inbox__form" noValidate onSubmit={onSubmit} key={state.inbox ?? ''}>
            <TextField
              id={`${id}-inbox`}
              name="inbox"
              label="Send enquiries to"
              type="email"
              autoComplete="off"
              maxLength={254}
              defaultValue={state.inbox ?? ''}
              required
              error={error}
              disabled={saving}
            />
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save address'}
            </button>
            {state.inbox && (
              <button type="button" className="btn btn-outline" disabled={saving} onClick={() => void save(null)}>
                Use the default
              </button>
            )}
          </form>
        </>
      )}
    </div>
  );
}
