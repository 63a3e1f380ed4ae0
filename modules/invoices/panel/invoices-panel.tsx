import { useState } from 'react';
import type { Invoice } from '../invoices.schemas';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useAnswer } from '../../../app/features/admin/use-list';
import { formatDate } from '../../../app/lib/dates';
import { formatNaira } from '../../../common/money';
import { TransferForm } from './transfer-form';
import './invoices-panel.css';
import { ProofPictures } from './proof-pictures';

const STATUS_WORDS = { open: 'Open', paid: 'Paid', void: 'Void' } as const;

/** Where the customer's link stands, in words. */
function linkWords(i: Invoice): string {
  if (i.status === 'void') return 'Void: the link no longer works.';
  const m = i.link_mail;
  if (m?.mailed_at) return i.link_active ? `Link mailed to ${i.customer_email} on ${formatDate(m.mailed_at)}.` : 'Link revoked: send a new one when the customer needs it.';
  if (m?.mail_next_at) return m.mail_error ? `Mailing the link failed (${m.mail_error}); it is tried again.` : `The link is being mailed to ${i.customer_email}.`;
  if (m?.mail_error) return `The link was not sent: ${m.mail_error}`;
  return 'No link has been sent.';
}

/**
 * A lead's quotes and invoices, in the lead's detail (modules/leads/inbox/lead-detail.tsx): the
 * accepted quotes to invoice, each invoice with what is paid and due, its payments, its link, and
 * what staff can do with it (record a transfer, send a new link, revoke it, void it).
 */
export function InvoicesPanel({ leadId, onChange }: { leadId: number; onChange?: () => void }) {
  const { state, data: loaded, reload: load } = useAnswer('leadInvoices', undefined, { params: { id: leadId } });
  const failed = state === 'error';
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();

  async function act(work: () => Promise<Awaited<ReturnType<typeof call>>>) {
    setBusy(true);
    const r = await run(work as never);
    setBusy(false);
    await load();
    if (r && (r as { ok: boolean }).ok) onChange?.();
  }

  if (failed) {
    return (
      <section className="card invoices-panel" aria-labelledby={`invoices-${leadId}`}>
        <h4 id={`invoices-${leadId}`}>Invoices and payments</h4>
        <p className="admin-empty" role="alert">
          The invoices could not be loaded.{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
            Try again
          </button>
        </p>
      </section>
    );
  }
  if (!loaded) return null;
  const { invoices, quotes } = loaded;
  return (
    <section className="card invoices-panel" aria-labelledby={`invoices-${leadId}`}>
      <h4 id={`invoices-${leadId}`}>Invoices and payments</h4>
      {!invoices.length && !quotes.length && <p className="admin-muted">No accepted quote yet. Once the customer accepts a quote, you can invoice it here.</p>}
      {quotes.map((q) => (
        <div className="invoices-panel__quote" key={q.id}>
          <p>
            Accepted quote <strong>#{q.id}</strong> for <strong>{formatNaira(q.total_kobo)}</strong>
            {q.accepted_at ? ` (accepted ${formatDate(q.accepted_at)})` : ''}: not invoiced yet. The invoice is due {loaded.payment_terms_days} days after it is issued.
          </p>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void act(() => call('issueInvoice', { auth: true, json: { quote_id: q.id } }))}>
            Issue invoice and mail it
          </button>
        </div>
      ))}
      {invoices.map((i) => (
        <article className="invoices-panel__invoice" key={i.id} aria-label={`Invoice ${i.number}`}>
          <header className="invoices-panel__head">
            <h5>{i.number}</h5>
            <span className={`invoices-panel__status invoices-panel__status--${i.status}`}>{STATUS_WORDS[i.status]}</span>
          </header>
          <dl className="invoices-panel__facts">
            <dt>Total</dt>
            <dd>{formatNaira(i.total_kobo)}</dd>
            <dt>Paid</dt>
            <dd>{formatNaira(i.paid_kobo)}</dd>
            <dt>Due</dt>
            <dd>
              {formatNaira(i.due_kobo)}
              {i.status === 'open' ? ` by ${i.due_on}` : ''}
            </dd>
            <dt>Issued</dt>
            <dd>{formatDate(i.issued_at)}</dd>
          </dl>
          <p className="admin-row__meta">{linkWords(i)}</p>
          {i.payments.length > 0 && (
            <ul className="invoices-panel__payments" aria-label={`Payments on ${i.number}`}>
              {i.payments.map((p) => (
                <li key={p.id}>
                  {formatNaira(p.amount_kobo)} by {p.method === 'transfer' ? 'bank transfer' : 'Paystack'} on {p.paid_on}, reference {p.reference}
                </li>
              ))}
            </ul>
          )}
          {i.proofs.length > 0 && <ProofPictures number={i.number} proofs={i.proofs} />}
          {i.status === 'open' && <TransferForm invoice={i} onRecorded={() => void load().then(() => onChange?.())} />}
          {i.status !== 'void' && (
            <div className="admin-row__actions">
              <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void act(() => call('sendInvoiceLink', { params: { id: i.id }, auth: true }))}>
                Mail a new link
              </button>
              {i.link_active && (
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void act(() => call('revokeInvoiceLink', { params: { id: i.id }, auth: true }))}>
                  Revoke link
                </button>
              )}
              {i.status === 'open' && i.paid_kobo === 0 && (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy}
                  onClick={() => {
                    if (confirmed(`Void ${i.number}? Its number stays used and the customer's link stops working.`))
                      void act(() => call('voidInvoice', { params: { id: i.id }, auth: true, json: { version: i.version } }));
                  }}
                >
                  Void invoice
                </button>
              )}
            </div>
          )}
        </article>
      ))}
    </section>
  );
}
