import { useId, useState, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { useAnswer } from '../../../app/features/admin/use-list';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { vatRateWords } from '../quotes.words';
import { VatFormSchema } from '../vat-fields';

/**
 * The VAT rate new quotes start with (`PUT /api/settings/vat`, in basis points: 750 is 7.5 %), beside
 * the bank account for invoices. Administrators only; a quote keeps the rate it was made with, so a
 * change never alters quotes already drafted or sent. The change is in the security log.
 */
export function VatRatePanel() {
  const id = useId();
  const run = useAdminAction();
  const answer = useAnswer('vatRate');
  const rate = answer.data?.vat_basis_points ?? null;
  const failed = answer.state === 'error';
  // The field is the rate in percent; the schema's (and the API's) is in basis points.
  const { check, bind } = useSchemaForm(['vat_percent'], { names: { vat_basis_points: 'vat_percent' } });
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const vat = await check(e.currentTarget, VatFormSchema);
    if (!vat) return;
    setSaving(true);
    const r = await run(() => call('setVatRate', { auth: true, json: vat }));
    setSaving(false);
    if (r?.ok && answer.data) answer.put({ ...answer.data, ...vat });
  }

  return (
    <div className="card admin-list-card">
      <div className="admin-list-head">
        <h3>VAT on new quotes</h3>
      </div>
      <p className="admin-muted">
        New quotes start with this VAT rate (7.5 % is Nigeria&apos;s standard rate). A quote keeps the rate it was made with, so changing it
        does not alter quotes already drafted or sent. Only administrators can change it.
      </p>
      {failed && (
        <p className="admin-empty" role="alert">
          The VAT rate could not be loaded.{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void answer.reload()}>
            Try again
          </button>
        </p>
      )}
      {rate !== null && (
        <>
          <p className="admin-inbox__now">
            In use now: <strong>{vatRateWords(rate)}</strong>
          </p>
          <form className="admin-invite admin-inbox__form" noValidate onSubmit={onSubmit} key={rate}>
            <TextField
              id={`${id}-vat`}
              {...bind('vat_percent')}
              label="VAT rate (%)"
              hint="A percentage, such as 7.5; 0 for no VAT."
              inputMode="decimal"
              maxLength={8}
              autoComplete="off"
              defaultValue={vatRateWords(rate).replace(' %', '')}
              required
              disabled={saving}
            />
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save VAT rate'}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
