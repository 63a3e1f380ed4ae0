import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextAreaField, TextField, type FormStatus, StatusAndSubmit, FieldNotes, describedByOf } from '../../../app/components/form/fields';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { TOPIC_LEVELS } from '../../leads/leads.words';
import { messages } from '../../../common/messages';
import { call } from '../../../app/lib/call';
import { useSession } from '../../../app/lib/session';
import { visitOrigin } from '../../../app/lib/visit-origin';
import { topicCategories } from '../../../content/topic-meta';
import { Icon } from '../../../app/components/icon';
import './topic-request-dialog.css';
import { refusalText } from '../../../app/lib/refusal';

const FIELDS = ['topic', 'level', 'department', 'deadline', 'phone', 'message'] as const;

/** What opens the request form: the topic (empty for one not on the list) and the control that opened it. */
export interface TopicRequestOpen {
  topic: string;
  opener: HTMLElement | null;
  /** A new number each time, so the form starts afresh. */
  id: number;
}

/**
 * A member's request of a project topic, in a modal dialog over the list: the topic filled in
 * (editable), the member's name and e-mail from the account (the server takes them from the
 * account too), level, department, an optional deadline and phone. Sent as the leads' call
 * `requestTopic` (POST /api/topic-requests): the request becomes a lead in the staff's inbox, received
 * by modules/leads/forms.server.ts `requestTopic` → modules/leads/leads.service.ts
 * `receiveTopicRequest`. The answer replaces the form with a confirmation and a link to My account,
 * where the request's status is shown. Escape or Close shuts the dialog and the focus goes back to
 * the button that opened it.
 */
export function TopicRequestDialog({ open, onClose }: { open: TopicRequestOpen | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // The topic first: the member reads or edits it before anything else.
      el.querySelector<HTMLTextAreaElement>('textarea[name="topic"]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="topic-request"
      aria-labelledby="topic-request-title"
      onClose={() => {
        onClose();
        open?.opener?.focus();
      }}
    >
      {/* A new form each time the dialog opens: nothing typed for one topic is left in the next. */}
      {open ? <RequestBody key={open.id} topic={open.topic} close={() => dialog.current?.close()} /> : null}
    </dialog>
  );
}

function RequestBody({ topic, close }: { topic: string; close: () => void }) {
  const session = useSession();
  const { errors, check, bind, prefetch } = useSchemaForm(FIELDS);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    prefetch();
  }, [prefetch]);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setStatus(null);
    setBusy(true);
    try {
      const checked = await check(form, (s) => s.TopicRequestSchema, visitOrigin());
      if (!checked) return;
      const res = await call('requestTopic', { json: { ...checked, deadline: checked.deadline ?? undefined }, auth: true });
      if (res.ok) setSent(res.data.request.topic);
      else if (res.status !== 401) setStatus({ kind: 'error', text: `${messages.cross} ${refusalText(res)}` });
    } catch {
      setStatus({ kind: 'error', text: messages.networkTryAgain });
    } finally {
      setBusy(false);
    }
  }

  const header = (
    <div className="topic-request__head">
      <h2 id="topic-request-title">{sent ? 'Topic request sent' : 'Request a project topic'}</h2>
      <button type="button" className="topic-request__close" onClick={close}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
    </div>
  );

  if (sent) {
    return (
      <div className="topic-request__done">
        {header}
        <p ref={done} tabIndex={-1} className="topic-request__sent">
          <Icon name="check" className="topic-request__check" />
          We have your request for “{sent}”.
        </p>
        <p>Our research team will contact you within one working day to agree the scope, the timeline and the fee.</p>
        <p>
          You can follow it under “My topic requests” in <Link to="/account">My account</Link>.
        </p>
        <button type="button" className="btn btn-outline" onClick={close}>
          Back to the topics
        </button>
      </div>
    );
  }

  const deptError = errors.department;
  return (
    <form className="form topic-request__form" noValidate onSubmit={submit}>
      {header}
      <TextAreaField
        id="request-topic"
        {...bind('topic')}
        defaultValue={topic}
        label="Topic"
        rows={3}
        maxLength={300}
        required
        hint={topic ? 'You may change the wording or add your own angle.' : 'A topic not on the list: describe your idea or area of interest.'}
      />
      <dl className="topic-request__who">
        <div>
          <dt>Name</dt>
          <dd>{session?.user.username ?? ''}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{session?.user.email ?? ''}</dd>
        </div>
      </dl>
      <div className="topic-request__row">
        <div className="field">
          <label htmlFor="request-level">Level</label>
          <select
            id="request-level"
            name="level"
            defaultValue=""
            required
            aria-invalid={errors.level ? true : undefined}
            aria-describedby={describedByOf('request-level', undefined, errors.level)}
            onChange={bind('level').onChange}
          >
            <option value="" disabled>
              Choose…
            </option>
            {TOPIC_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          <FieldNotes id="request-level" error={errors.level} />
        </div>
        <div className="field">
          <label htmlFor="request-department">Department</label>
          <input
            id="request-department"
            name="department"
            list="request-departments"
            maxLength={120}
            required
            autoComplete="off"
            aria-invalid={deptError ? true : undefined}
            aria-describedby={describedByOf('request-department', undefined, deptError)}
            onChange={bind('department').onChange}
          />
          <datalist id="request-departments">
            {topicCategories.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          <FieldNotes id="request-department" error={deptError} />
        </div>
      </div>
      <div className="topic-request__row">
        <TextField id="request-deadline" {...bind('deadline')} label="Deadline (optional)" type="date" />
        <TextField
          id="request-phone"
          {...bind('phone')}
          label="Phone / WhatsApp (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          hint="e.g. 0803 555 0199"
        />
      </div>
      <TextAreaField id="request-message" {...bind('message')} label="Notes (optional)" rows={3} maxLength={2000} />
      <div className="topic-request__actions">
        <StatusAndSubmit status={status} working={busy} label="Send request" workingLabel="Sending..." disabled={busy} />
        <button type="button" className="btn btn-ghost" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
