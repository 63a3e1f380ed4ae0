import { useId, useState, type FormEvent } from 'react';
import type { BankAccount } from '../invoices.schemas';
import { call } from '../../../app/features/admin/call';
import { SavedBy, SettingPanel, useAdminSetting } from '../../../app/features/admin/setting-panel';
import { TextField } from '../../../app/components/form/fields';

type Errors = Partial<Record<keyof BankAccount, string>>;

/**
 * The bank account invoice pages ask customers to pay into by transfer, beside "Where enquiries
 * are sent". Administrators only; until it is set, invoice pages ask the customer to call.
 */
export function BankAccountPanel() {
  const id = useId();
  const { state, saving, save: saveWith, panel } = useAdminSetting('invoiceBankAccount');
  const [errors, setErrors] = useState<Errors>({});
  const save = (account: BankAccount | null) => saveWith(() => call('setInvoiceBankAccount', { auth: true, json: { account } }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const account = {
      bank_name: String(form.get('bank_name') ?? '').trim(),
      account_name: String(form.get('account_name') ?? '').trim(),
      account_number: String(form.get('account_number') ?? '').replace(/\s/g, ''),
    };
    const next: Errors = {};
    if (!account.bank_name) next.bank_name = 'Enter the name of the bank, for example Zenith Bank.';
    if (!account.account_name) next.account_name = 'Enter the account name exactly as the bank shows it.';
    if (!/^\d{10}$/.test(account.account_number)) next.account_number = 'Enter the 10 digits of the account number (NUBAN).';
    setErrors(next);
    if (Object.keys(next).length) return;
    await save(account);
  }

  const a = state?.account;
  return (
    <SettingPanel
      title="Bank account for invoices"
      intro="Invoice pages ask customers to pay into this account by bank transfer, with the invoice number as the narration. Until it is set, they ask the customer to call the office. Only administrators can change it."
      failedText="The bank account could not be loaded."
      panel={panel}
    >
      {state && (
        <>
          <p className="admin-inbox__now">
            In use now: <strong>{a ? `${a.bank_name}, ${a.account_name}, ${a.account_number}` : 'none (customers are asked to call)'}</strong>
            {a && <SavedBy email={state.updated_by_email} at={state.updated_at} />}
          </p>
          <form className="admin-invite admin-inbox__form" noValidate onSubmit={onSubmit} key={state.updated_at ?? ''}>
            <TextField id={`${id}-bank`} name="bank_name" label="Bank" maxLength={80} autoComplete="off" defaultValue={a?.bank_name ?? ''} required error={errors.bank_name} disabled={saving} />
            <TextField id={`${id}-name`} name="account_name" label="Account name" maxLength={120} autoComplete="off" defaultValue={a?.account_name ?? ''} required error={errors.account_name} disabled={saving} />
            <TextField id={`${id}-number`} name="account_number" label="Account number" inputMode="numeric" maxLength={13} autoComplete="off" defaultValue={a?.account_number ?? ''} required error={errors.account_number} disabled={saving} />
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save bank account'}
            </button>
            {a && (
              <button type="button" className="btn btn-outline" disabled={saving} onClick={() => void save(null)}>
                Remove
              </button>
            )}
          </form>
        </>
      )}
    </SettingPanel>
  );
}
