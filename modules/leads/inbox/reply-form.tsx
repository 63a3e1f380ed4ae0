import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { Lead } from '../leads.schemas';
import { composeLeadReply, type ReplyFrame } from '../reply.words';
import { call } from '../../../app/features/admin/call';
import { explainRefusal, useAdminAction } from '../../../app/features/admin/feedback';
import { FormEnd } from './form-end';
import { KeptNote, useKeptInput } from '../../../app/components/kept-input/kept-input';
import { replySubject } from './inbox-words';
import { FieldNotes, TextField } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { ReplyFormSchema } from '../reply-fields';

type Preview = { to: string; subject: string; text: string };

/**
 * A reply by e-mail from the company, through the site's own mail server (stored first, then sent).
 * The greeting and the signature the mail adds stand above and below the text box, composed as
 * they change by the function the server sends with (modules/leads/reply.words.ts); Preview shows the whole
 * mail as the server would send it now.
 */
export function ReplyForm({ lead, frame, onSent }: { lead: Lead; frame: ReplyFrame; onSent: () => void }) {
  const id = useId();
  const run = useAdminAction();
  const [subject, setSubject] = useState(() => replySubject(lead));
  const [body, setBody] = useState('');
  /** Why the preview could not be shown (the fields' own errors are shown under them). */
  const [error, setError] = useState('');
  const { check, bindValue, errors } = useSchemaForm(['subject', 'body']);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const kept = useKeptInput({
    form: `lead:${lead.id}:reply`,
    value: { subject, body },
    dirty: body !== '' || subject !== replySubject(lead),
    ready: true,
    restore: (v) => {
      setSubject(String(v.subject ?? ''));
      setBody(String(v.body ?? ''));
    },
    reset: useCallback(() => {
      setSubject(replySubject(lead));
      setBody('');
    }, [lead]),
  });
  const parts = composeLeadReply(frame, body);

  async function showPreview(e: MouseEvent<HTMLButtonElement>) {
    const form = e.currentTarget.form;
    setError('');
    const reply = form && (await check(form, ReplyFormSchema));
    if (!reply) return;
    try {
      const r = await call('previewLeadReply', { params: { id: lead.id }, json: reply, auth: true });
      if (r.ok) setPreview(r.data.mail);
      else setError(explainRefusal(r.status, r.data.message));
    } catch {
      setError('The preview could not be loaded. Please check your internet connection and try again.');
    }
  }

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError('');
    const reply = await check(e.currentTarget, ReplyFormSchema);
    if (!reply) return;
    setBusy(true);
    const r = await run(() => call('replyToLead', { params: { id: lead.id }, json: reply, auth: true }));
    setBusy(false);
    if (r?.ok) {
      setBody('');
      setSubject(replySubject(lead));
      setPreview(null);
      onSent();
    }
  }

  // A preview shows the mail as it was; any change of the text makes it stale, so it is put away.
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPreview(null);
  };

  // The reply's text box stands between its greeting and signature, so it is bound by hand.
  const bodyField = bindValue('body', body, edit(setBody));

  return (
    <form className="card admin-form leads-reply" onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Reply by e-mail</h4>
      <KeptNote kept={kept} />
      <p className="admin-muted">
        Goes to <strong>{lead.email}</strong> from the website&rsquo;s mail; their answer comes to the company inbox.
      </p>
      <TextField id={`${id}-subject`} label="Subject" maxLength={200} {...bindValue('subject', subject, edit(setSubject))} />
      <div className="field">
        <label htmlFor={`${id}-body`}>Your reply</label>
        <p className="leads-reply__frame" id={`${id}-greeting`} data-testid="reply-greeting">
          {parts.greeting ?? 'Your own greeting opens the e-mail; no other is added.'}
        </p>
        <textarea
          id={`${id}-body`}
          maxLength={10_000}
          rows={6}
          name={bodyField.name}
          value={bodyField.value}
          onChange={bodyField.onChange}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${errors.body ? `${id}-body-error ` : ''}${id}-greeting ${id}-signature-hint`}
        />
        <FieldNotes id={`${id}-body`} error={errors.body} />
        <p className="leads-reply__frame leads-reply__signature" data-testid="reply-signature">
          {parts.signature.join('\n')}
        </p>
        <p className="hint" id={`${id}-signature-hint`}>
          The e-mail opens with the greeting above and ends with the lines below your text. Write your own &ldquo;Dear …&rdquo; or
          &ldquo;Regards&rdquo; and it replaces them.
        </p>
      </div>
      {preview && <MailPreview preview={preview} onClose={() => setPreview(null)} />}
      <FormEnd error={error} busy={busy} label="Send reply" busyLabel="Sending…">
        <button type="button" className="btn btn-outline" onClick={(e) => void showPreview(e)} disabled={busy}>
          Preview
        </button>
      </FormEnd>
    </form>
  );
}

/** The whole mail as the customer will get it: recipient, subject and text. */
function MailPreview({ preview, onClose }: { preview: Preview; onClose: () => void }) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  // Shown on request: the focus moves to it, so a screen reader reads it and a phone scrolls to it.
  useEffect(() => box.current?.focus(), []);
  return (
    <section className="leads-preview" aria-labelledby={`${id}-title`} tabIndex={-1} ref={box}>
      <h5 id={`${id}-title`}>Preview: the e-mail as {preview.to} will get it</h5>
      <dl className="leads-preview__head">
        <div>
          <dt>To</dt>
          <dd>{preview.to}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{preview.subject}</dd>
        </div>
      </dl>
      <p className="leads-preview__text">{preview.text.trimEnd()}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
        Close the preview
      </button>
    </section>
  );
}
