import { useId, useState, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { useAnswer } from '../../../app/features/admin/use-list';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { TextField } from '../../../app/components/form/fields';
import { MAX_VAT_BASIS_POINTS, vatRateWords } from '../quotes.words';

/**
 * A rate typed as a percentage ("7.5", "7,5 %", "0") in basis points (750); null when it is not a
 * number with at most two decimals. The server checks the range again.
 */
export function vatBasisPointsOf(typed: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/\s|%/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const VAT_WORDS = {
  notNumber: 'Enter the rate as a percentage, such as 7.5 (at most two decimals).',
  tooHigh: `The VAT rate is at most ${vatRateWords(MAX_VAT_BASIS_POINTS)}.`,
} as const;

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
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const basisPoints = vatBasisPointsOf(String(new FormData(e.currentTarget).get('vat_percent') ?? ''));
    const problem = basisPoints === null ? VAT_WORDS.notNumber : basisPoints > MAX_VAT_BASIS_POINTS ? VAT_WORDS.tooHigh : undefined;
    setError(problem);
    if (problem || basisPoints === null) return;
    setSaving(true);
    const r = await run(() => call('setVatRate', { auth: true, json: { vat_basis_points: basisPoints } }));
    setSaving(false);
    if (r?.ok && answer.data) answer.put({ ...answer.data, vat_basis_points: basisPoints });
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
              name="vat_percent"
              label="VAT rate (%)"
              hint="A percentage, such as 7.5; 0 for no VAT."
              inputMode="decimal"
              maxLength={8}
              autoComplete="off"
              defaultValue={vatRateWords(rate).replace(' %', '')}
              required
              error={error}
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
