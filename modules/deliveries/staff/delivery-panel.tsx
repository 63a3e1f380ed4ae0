import { useId, useState, type FormEvent } from 'react';
import type { Delivery } from '../deliveries.schemas';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useAnswer } from '../../../app/features/admin/use-list';
import { useToast } from '../../../app/components/toast';
import { DOCUMENT_ACCEPT, lagosTime, megabytesOf } from '../deliveries.words';
import { downloadDocument } from '../download';
import '../deliveries.css';

/** Where a delivery stands, in words staff act on. */
export function stateWords(d: Delivery): string {
  if (d.delivered_at) return `Delivered on ${lagosTime(d.delivered_at)}${Date.parse(d.delivered_at) > Date.parse(d.due_at) ? ' (late)' : ''}.`;
  return d.state === 'late' ? `Late: it was due by ${lagosTime(d.due_at)}.` : `Paid ${lagosTime(d.paid_at)}: due by ${lagosTime(d.due_at)}.`;
}

/**
 * A topic request's delivery, in the lead's detail beside "Quotes and invoices"
 * (docs/decisions/0037-deliveries.md): when the work is due (Lagos time), the documents attached
 * (PDF or Word, checked by the server), and the button that delivers them and mails the student.
 */
export function DeliveryPanel({ lead }: { lead: { id: number; kind: string } }) {
  return lead.kind === 'topic' ? <TopicDelivery leadId={lead.id} /> : null;
}

/** The delivery of a topic request (other leads have none, and load nothing). */
function TopicDelivery({ leadId }: { leadId: number }) {
  const id = useId();
  const run = useAdminAction();
  const { state, data, reload: load } = useAnswer('leadDeliveries', undefined, { params: { id: leadId } });
  const list = data?.deliveries ?? null;
  const maxBytes = data?.max_bytes ?? 0;
  const failed = state === 'error';
  return (
    <section className="card delivery-panel" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Delivery</h4>
      {failed ? (
        <p className="admin-empty" role="alert">
          The delivery could not be loaded. Please check your internet connection and reopen the lead.
        </p>
      ) : !list ? (
        <p className="admin-muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="admin-muted">Nothing to deliver yet: the 24-hour clock starts when the invoice is paid in full.</p>
      ) : (
        list.map((d) => <DeliveryItem key={d.id} d={d} maxBytes={maxBytes} run={run} onChange={load} />)
      )}
    </section>
  );
}

function DeliveryItem({ d, maxBytes, run, onChange }: { d: Delivery; maxBytes: number; run: ReturnType<typeof useAdminAction>; onChange: () => Promise<void> }) {
  const id = useId();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const open = !d.delivered_at;

  async function act(work: () => Promise<Awaited<ReturnType<typeof call>>>) {
    setBusy(true);
    await run(work as never);
    setBusy(false);
    await onChange();
  }
  async function attach(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return;
    const form = e.currentTarget;
    await act(() => call('addDeliveryDocument', { params: { id: d.id }, form: { document: file }, auth: true }));
    form.reset();
    setFile(null);
  }
  async function download(docId: number, name: string) {
    const refused = await downloadDocument(docId, name);
    if (refused) toast.error(refused);
  }

  return (
    <div className="delivery-panel__item">
      <p className={`delivery-panel__state delivery-panel__state--${d.state}`}>
        <strong>{d.topic}</strong> — {stateWords(d)}
      </p>
      {d.documents.length === 0 ? (
        <p className="admin-muted">No document attached yet.</p>
      ) : (
        <ul className="delivery-panel__docs">
          {d.documents.map((doc) => (
            <li key={doc.id}>
              <button type="button" className="delivery-link" onClick={() => void download(doc.id, doc.filename)}>
                {doc.filename}
              </button>{' '}
              <span className="admin-muted">({megabytesOf(doc.size_bytes)})</span>
              {open && (
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => confirmed(`Remove ${doc.filename}?`) && void act(() => call('removeDeliveryDocument', { params: { id: doc.id }, auth: true }))}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <>
          <form className="delivery-panel__attach" onSubmit={(e) => void attach(e)}>
            <label htmlFor={`${id}-file`}>Attach a document (PDF or Word, up to {megabytesOf(maxBytes)})</label>
            <input id={`${id}-file`} type="file" accept={DOCUMENT_ACCEPT} onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
            <button type="submit" className="btn btn-outline btn-sm" disabled={!file || busy}>
              Attach
            </button>
          </form>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy || d.documents.length === 0}
            onClick={() => confirmed('Mark the work delivered and mail the student? The documents can no longer be changed after this.') && void act(() => call('deliver', { params: { id: d.id }, auth: true }))}
          >
            Mark delivered and mail the student
          </button>
        </>
      )}
    </div>
  );
}
