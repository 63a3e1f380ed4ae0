import { useId, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { SavedBy, SettingPanel, useAdminSetting } from '../../../app/features/admin/setting-panel';
import type { InboxSource } from '../staff.words';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { EnquiryInboxFormSchema } from '../staff-fields';

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
  const { state, saving, save: saveWith, panel } = useAdminSetting('enquiryInbox');
  const { check, bind, setErrors } = useSchemaForm(['inbox']);

  async function save(inbox: string | null) {
    const r = await saveWith(() => call('setEnquiryInbox', { auth: true, json: { inbox } }));
    // A refusal (an address the server will not send to) is shown at the field.
    if (r && !r.ok) setErrors({ inbox: r.data.message });
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = await check(form, EnquiryInboxFormSchema);
    if (!checked) return;
    await save(checked.inbox);
  }

  return (
    <SettingPanel
      title="Where enquiries are sent"
      intro="New contact messages, topic requests and reviews are announced to this address, and customers who answer a reply from the admin area write to it. Only administrators can change it; the e-mail address published under Site content is not used for it."
      failedText="The address could not be loaded."
      panel={panel}
    >
      {state && (
        <>
          <p className="admin-inbox__now">
            In use now: <strong>{state.effective ?? 'no address'}</strong> — {SOURCE_WORDS[state.source]}.
            {state.inbox && <SavedBy email={state.updated_by_email} at={state.updated_at} />}
          </p>
          <form className="admin-invite admin-inbox__form" noValidate onSubmit={onSubmit} key={state.inbox ?? ''}>
            <TextField
              id={`${id}-inbox`}
              {...bind('inbox')}
              label="Send enquiries to"
              type="email"
              autoComplete="off"
              maxLength={254}
              defaultValue={state.inbox ?? ''}
              required
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
    </SettingPanel>
  );
}
