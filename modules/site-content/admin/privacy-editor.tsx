import { PrivacySchema } from '../../../common/site-content';
import type { PrivacyDocument } from '../../../content/types';
import { TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';
import { MarkdownField } from './markdown-field';
import './texts.css';

/** Today in Lagos (UTC+1), as the date field wants it. */
const todayInLagos = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Site content → Privacy notice. The notice is
 * formatted text; the retention periods are placeholders the server fills in from the settings the
 * scheduled purge uses, so the notice can never state other numbers than the ones applied.
 */
export default documentScreen({
  docKey: 'privacy',
  schema: PrivacySchema,
  noun: 'the privacy notice',
  title: 'Privacy notice',
  description:
    'The notice at /privacy that the sign-up, contact and review forms link to (Nigeria Data Protection Act 2023). Keep it true to what the site does: what is collected, why, how long it is kept and who to ask.',
  previewPages: [{ path: '/privacy', label: 'privacy notice' }],
  Fields: PrivacyFields,
});

function PrivacyFields({ editor }: { editor: EditorApi<PrivacyDocument> }) {
  const { value, set, field } = editor;
  return (
    <>
      <TextField {...field('summary')} label="Summary" multiline hint="Plain text under the page title, 20 to 300 characters." maxLength={300} />
      <MarkdownField
        {...field('notice')}
        label="Notice"
        hint={
          <>
            Start each part with a subheading (<code>## Your rights</code>). The notice must keep <code>{'{contactRetentionDays}'}</code> and{' '}
            <code>{'{unverifiedAccountDays}'}</code>: the site writes the numbers of days it really keeps contact messages and unconfirmed accounts
            there (the settings CONTACT_RETENTION_DAYS and UNVERIFIED_ACCOUNT_DAYS), so the notice always matches what the server deletes.
          </>
        }
        maxLength={20000}
        headingLevel={2}
        rows={18}
      />
      <div className="sc-date-row">
        <TextField
          {...field('lastUpdated')}
          label="Last updated"
          type="date"
          hint={
            value.lastUpdated > todayInLagos()
              ? 'This date is in the future: is that right? Shown at the end of the notice.'
              : 'Shown at the end of the notice. Change it when what the notice says changes, not for a typo.'
          }
        />
        <button type="button" className="btn btn-outline btn-sm" onClick={() => set('lastUpdated', (d) => (d.lastUpdated = todayInLagos()))}>
          Set to today
        </button>
      </div>
    </>
  );
}
