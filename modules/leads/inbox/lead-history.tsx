import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Lead, LeadEvent } from '../leads.schemas';
import { formatDate } from '../../../app/lib/dates';
import { call } from '../../../app/features/admin/call';
import { useAdminAction } from '../../../app/features/admin/feedback';
import { FormEnd } from './form-end';
import { KeptNote, useKeptInput } from '../../../app/components/kept-input/kept-input';
import { TextAreaField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { NoteFormSchema } from '../reply-fields';
import { deliveryWords } from './inbox-words';

const EVENT_WORDS: Record<LeadEvent['kind'], string> = { note: 'Note', reply: 'Reply', change: 'Change', call: 'Call', whatsapp: 'WhatsApp', question: 'Customer’s question' };

/** An internal note: seen by staff only, never sent to the person. */
export function NoteForm({ lead, onAdded }: { lead: Lead; onAdded: () => void }) {
  const id = useId();
  const run = useAdminAction();
  const [body, setBody] = useState('');
  const { check, bindValue } = useSchemaForm(['body']);
  const [busy, setBusy] = useState(false);
  const kept = useKeptInput({
    form: `lead:${lead.id}:note`,
    value: body,
    dirty: body !== '',
    ready: true,
    restore: (v) => setBody(String(v ?? '')),
    reset: useCallback(() => setBody(''), []),
  });

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const note = await check(e.currentTarget, NoteFormSchema);
    if (!note) return;
    setBusy(true);
    const r = await run(() => call('addLeadNote', { params: { id: lead.id }, json: note, auth: true }));
    setBusy(false);
    if (r?.ok) {
      setBody('');
      onAdded();
    }
  }

  return (
    <form className="card admin-form leads-note" onSubmit={add} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Internal note</h4>
      <KeptNote kept={kept} />
      <TextAreaField id={`${id}-body`} label="Note for the team (the customer never sees it)" maxLength={4000} rows={3} {...bindValue('body', body, setBody)} />
      <FormEnd error="" busy={busy} label="Add note" busyLabel="Adding…" className="btn btn-outline" />
    </form>
  );
}

/** Notes, replies, changes and taps on Call or WhatsApp, oldest first, each with who and when; a reply with its delivery. */
export function LeadHistory({ lead, history }: { lead: Lead; history: LeadEvent[] }) {
  const events = [...history].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <section className="card" aria-labelledby="lead-history">
      <h4 id="lead-history">History</h4>
      <ol className="leads-history">
        <li className="leads-event leads-event--received">
          <p className="leads-event__head">
            <strong>Received</strong> <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
          </p>
        </li>
        {events.map((e) => {
          const delivery = e.kind === 'reply' ? deliveryWords(e) : null;
          return (
            <li key={e.id} className={`leads-event leads-event--${e.kind}`}>
              <p className="leads-event__head">
                <strong>{EVENT_WORDS[e.kind]}</strong> by {e.author_name}, <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
              </p>
              {e.kind === 'reply' && (
                <p className="leads-event__subject">
                  To {e.to_email}: <strong>{e.subject}</strong>
                </p>
              )}
              <p className="leads-event__body">{e.body}</p>
              {delivery && <p className={`leads-delivery leads-delivery--${delivery.state}`}>{delivery.text}</p>}
            </li>
          );
        })}
      </ol>
      {events.length === 0 && <p className="admin-muted">No notes, replies or changes yet.</p>}
    </section>
  );
}
