import { useId, useState, type FormEvent } from 'react';
import type { Invoice } from '../invoices.schemas';
import { TextField } from '../../../app/components/form/fields';
import { call } from '../../../app/features/admin/call';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { formatNaira, parseNaira } from '../../../common/money';
import { isRealDay, lagosToday } from '../../../common/lagos-days';

type Errors = Partial<Record<'amount' | 'paid_on' | 'reference', string>>;

/**
 * A bank transfer received against an invoice, as staff read it off the bank statement: the amount
 * in naira (sent as kobo), the day and the bank's reference. The server refuses a reference already
 * recorded and more than is due; its message is shown under the form.
 */
export function TransferForm({ invoice, onRecorded }: { invoice: Invoice; onRecorded: () => void }) {
  const id = useId();
  const run = useAdminAction();
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = parseNaira(String(form.get('amount') ?? ''));
    const paid_on = String(form.get('paid_on') ?? '').trim();
    const reference = String(form.get('reference') ?? '').trim();
    const next: Errors = {};
    if (amount == null || amount === 0) next.amount = 'Enter the amount received in naira, for example 150,000 or 1,075.50.';
    else if (amount > invoice.due_kobo) next.amount = `This is more than is due: ${formatNaira(invoice.due_kobo)} is left to pay.`;
    if (!isRealDay(paid_on)) next.paid_on = 'Enter the day the money arrived, as YYYY-MM-DD.';
    if (!reference) next.reference = "Enter the bank's reference of the transfer, as the statement shows it.";
    setErrors(next);
    setRefusal('');
    if (Object.keys(next).length) return;
    setSaving(true);
    const r = await run(() => call('recordPayment', { params: { id: invoice.id }, auth: true, json: { amount_kobo: amount!, paid_on, reference } }));
    setSaving(false);
    if (r?.ok) onRecorded();
    else if (r) setRefusal(r.data.message);
  }

  return (
    <form className="invoices-transfer" noValidate onSubmit={onSubmit} aria-label={`Record a transfer for ${invoice.number}`}>
      <TextField id={`${id}-amount`} name="amount" label="Amount received (₦)" inputMode="decimal" autoComplete="off" required error={errors.amount} disabled={saving} hint={`Due: ${formatNaira(invoice.due_kobo)}`} />
      <TextField id={`${id}-day`} name="paid_on" label="Day received" type="date" defaultValue={lagosToday()} required error={errors.paid_on} disabled={saving} />
      <TextField id={`${id}-ref`} name="reference" label="Bank reference" maxLength={100} autoComplete="off" required error={errors.reference} disabled={saving} />
      <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
        {saving ? 'Recording…' : 'Record transfer'}
      </button>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
