import { useId, type FormEvent } from 'react';
import type { BankAccount } from '../invoices.schemas';
import { BankAccountFormSchema } from '../bank-account-fields';
import { call } from '../../../app/features/admin/call';
import { SavedBy, SettingPanel, useAdminSetting } from '../../../app/features/admin/setting-panel';
import { TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';

const FIELDS = ['bank_name', 'account_name', 'account_number'] as const;

/**
 * The bank account invoice pages ask customers to pay into by transfer, beside "Where enquiries
 * are sent". Administrators only; until it is set, invoice pages ask the customer to call.
 */
export function BankAccountPanel() {
  const id = useId();
  const { state, saving, save: saveWith, panel } = useAdminSetting('invoiceBankAccount');
  const { check, bind } = useSchemaForm(FIELDS);
  const save = (account: BankAccount | null) => saveWith(() => call('setInvoiceBankAccount', { auth: true, json: { account } }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // The number as banks print it ("0691 234 567") is its ten digits.
    const typed = String(new FormData(form).get('account_number') ?? '');
    const account = await check(form, BankAccountFormSchema, { account_number: typed.replace(/\s/g, '') });
    if (!account) return;
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
            <TextField id={`${id}-bank`} {...bind('bank_name')} label="Bank" maxLength={80} autoComplete="off" defaultValue={a?.bank_name ?? ''} required disabled={saving} />
            <TextField id={`${id}-name`} {...bind('account_name')} label="Account name" maxLength={120} autoComplete="off" defaultValue={a?.account_name ?? ''} required disabled={saving} />
            <TextField id={`${id}-number`} {...bind('account_number')} label="Account number" inputMode="numeric" maxLength={13} autoComplete="off" defaultValue={a?.account_number ?? ''} required disabled={saving} />
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
