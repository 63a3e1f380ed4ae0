import { useEffect, useState } from 'react';
import type { MyRequest } from '../deliveries.schemas';
import { call } from '../../../app/lib/call';
import { formatDate } from '../../../app/lib/dates';
import { formatNaira } from '../../../common/money';
import { lagosTime, megabytesOf } from '../deliveries.words';
import { downloadDocument } from '../download';
import '../deliveries.css';

const day = (iso: string, calendarDay = false) => formatDate(calendarDay ? `${iso}T12:00:00Z` : iso, { month: 'long', time: false, timeZone: 'Africa/Lagos' });

/** The member's requests as the server sees them (GET /api/account/deliveries), by request id; null until loaded or when it failed. */
export function useRequestProgress(): Map<number, MyRequest> | null {
  const [map, setMap] = useState<Map<number, MyRequest> | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    call('myDeliveries', { auth: true, signal: ctrl.signal })
      .then((r) => r.ok && setMap(new Map(r.data.requests.map((x) => [x.lead_id, x]))))
      .catch(() => undefined);
    return () => ctrl.abort();
  }, []);
  return map;
}

function quoteWords(q: NonNullable<MyRequest['quote']>): string {
  const total = formatNaira(q.total_kobo);
  if (q.status === 'accepted') return `${total}, accepted${q.accepted_at ? ` on ${day(q.accepted_at)}` : ''}.`;
  if (q.status === 'withdrawn') return `${total}, withdrawn by us. We will send you a new quote.`;
  return `${total}, valid until ${day(q.valid_until, true)}. ${q.link ? 'Open it to read each line and accept it.' : 'We will send you a new link to it.'}`;
}

function invoiceWords(i: NonNullable<MyRequest['invoice']>): string {
  if (i.status === 'void') return `${i.number} was cancelled.`;
  if (i.status === 'paid') return `${i.number}: ${formatNaira(i.total_kobo)}, paid in full.`;
  return `${i.number}: ${formatNaira(i.total_kobo - i.paid_kobo)} to pay by ${day(i.due_on, true)}. ${i.link ? 'Open it for our bank details or to pay by card.' : 'We will send you a new link to it.'}`;
}

function deliveryWords(d: NonNullable<MyRequest['delivery']>): string {
  if (d.delivered_at) return `Delivered on ${lagosTime(d.delivered_at)} (Lagos time).`;
  if (d.state === 'late') return `Paid — it was due by ${lagosTime(d.due_at)} (Lagos time) and is late. We are sorry: we are finishing it and will mail you the moment it is ready.`;
  return `Paid — due by ${lagosTime(d.due_at)} (Lagos time).`;
}

/** A plain link to the member's own quote or invoice page, which works without JavaScript. */
function DocumentLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="delivery-open" href={href}>
      {children}
    </a>
  );
}

/**
 * One topic request's way from quote to delivery, in My account (docs/decisions/0037-deliveries.md):
 * the quote, the invoice, the receipt once paid, the delivery's due time (a late one said plainly),
 * and the delivered documents to download. Nothing shows before a quote is sent.
 */
export function RequestProgress({ progress }: { progress: MyRequest | undefined }) {
  const [refused, setRefused] = useState('');
  if (!progress || (!progress.quote && !progress.invoice && !progress.delivery)) return null;
  const { quote, invoice, delivery } = progress;
  async function download(id: number, name: string) {
    setRefused((await downloadDocument(id, name)) ?? '');
  }
  return (
    <div className="delivery-status">
      <h4>Quote, payment and delivery</h4>
      <dl>
        {quote && (
          <div>
            <dt>Quote</dt>
            <dd>
              {quoteWords(quote)} {quote.link && <DocumentLink href={quote.link}>Open the quote</DocumentLink>}
            </dd>
          </div>
        )}
        {invoice && (
          <div>
            <dt>Invoice</dt>
            <dd>
              {invoiceWords(invoice)} {invoice.link && <DocumentLink href={invoice.link}>Open the invoice</DocumentLink>}
            </dd>
          </div>
        )}
        {invoice?.status === 'paid' && (
          <div>
            <dt>Receipt</dt>
            <dd>
              {formatNaira(invoice.paid_kobo)} received{invoice.paid_at ? ` on ${day(invoice.paid_at)}` : ''}. The receipt was e-mailed to you.
            </dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>Delivery</dt>
            <dd className={`delivery-status--${delivery.state}`}>{deliveryWords(delivery)}</dd>
          </div>
        )}
      </dl>
      {delivery && delivery.documents.length > 0 && (
        <>
          <p>Your documents:</p>
          <ul>
            {delivery.documents.map((doc) => (
              <li key={doc.id}>
                <button type="button" className="delivery-link" onClick={() => void download(doc.id, doc.filename)}>
                  Download {doc.filename}
                </button>{' '}
                ({megabytesOf(doc.size_bytes)})
              </li>
            ))}
          </ul>
        </>
      )}
      {refused && (
        <p className="form-message form-message--error" role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}
