import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LEAD_STATUS_WORDS } from '../leads.words';
import { Icon } from '../../../app/components/icon';
import { formatDate } from '../../../app/lib/dates';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useAnswer } from '../../../app/features/admin/use-list';
import { SpamCheckNote } from '../../../app/features/admin/spam-check-note';
import { LeadHistory, NoteForm } from './lead-history';
import { ReplyForm } from './reply-form';
import { ContactBlock, Enquiry, Origin } from './lead-facts';
import { LeadWork } from './lead-work';
import { deliveryWords, kindWord } from './inbox-words';
import { QuotesPanel } from '../../quotes';
import { InvoicesPanel } from '../../invoices';
import { DeliveryPanel } from '../../deliveries';

export const CONFIRM_DELETE_LEAD = 'Are you sure you want to delete this enquiry? Its notes and replies are deleted with it.';

type Owner = { id: number; username: string };

/** How often an open lead looks again while one of its replies is still on its way. */
const SENDING_POLL_MS = 3000;

/**
 * One lead: who wrote, what they asked, buttons to call or WhatsApp them, where they came from, the
 * working fields, a reply by e-mail, internal notes and the history. Opening it marks it read.
 */
export function LeadDetail({ id, owners, backHref, onChange, onGone }: { id: number; owners: Owner[]; backHref: string; onChange: () => void; onGone: () => void }) {
  const answer = useAnswer('lead', undefined, { params: { id } });
  const { data: loaded, reload: load, put } = answer;
  const failure =
    answer.state !== 'error'
      ? ''
      : answer.status === 404
        ? 'This lead no longer exists: someone may have deleted it.'
        : answer.status === 0
          ? 'The lead could not be loaded. Please check your internet connection and try again.'
          : answer.error;
  const [conflict, setConflict] = useState('');
  const run = useAdminAction();
  const heading = useRef<HTMLHeadingElement>(null);

  // Once a lead is first shown, its heading takes the focus; opening it marks it read, quietly: no
  // toast for something the person did not ask for.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || loaded.lead.id !== id || opened.current === id) return;
    opened.current = id;
    heading.current?.focus();
    if (loaded.lead.read_at) return;
    const first = loaded;
    void (async () => {
      try {
        const r = await call('updateLead', { params: { id }, json: { version: first.lead.version, read: true }, auth: true });
        if (r.ok) put({ ...first, lead: r.data.lead });
        onChange();
      } catch {
        /* it simply stays unread */
      }
    })();
    // Once per lead opened: `onChange`, the parent's, is left out on purpose.
  }, [loaded, id, put]);

  // While a reply is on its way, look again now and then so its state ("Sent at …") shows.
  const sending = loaded?.history.some((e) => e.kind === 'reply' && deliveryWords(e).state === 'sending') ?? false;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void load(), SENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [sending, load]);

  /** A change refused because the lead changed meanwhile: say so, and show the lead as it is now. */
  const changedMeanwhile = useCallback(
    async (message: string) => {
      setConflict(message);
      await load();
    },
    [load],
  );

  if (!loaded) {
    return (
      <div className="card leads-detail">
        <BackLink href={backHref} />
        {failure ? (
          <div className="form-message form-message--error admin-load-error" role="alert">
            <p>{failure}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="admin-muted" role="status">
            Loading the lead…
          </p>
        )}
      </div>
    );
  }

  const { lead, history, reply_frame: frame } = loaded;

  async function markUnread() {
    const r = await run(() => call('updateLead', { params: { id }, json: { version: lead.version, read: false }, auth: true }));
    if (r?.ok) {
      onChange();
      onGone();
    } else if (r?.status === 409) await changedMeanwhile(r.data.message);
  }

  async function remove() {
    if (!confirmed(CONFIRM_DELETE_LEAD)) return;
    const r = await run(() => call('deleteLead', { params: { id }, auth: true }));
    if (r?.ok) {
      onChange();
      onGone();
    }
  }

  return (
    <article className="leads-detail" aria-labelledby="lead-heading">
      <BackLink href={backHref} />
      <header className="card leads-detail__head">
        <h3 id="lead-heading" ref={heading} tabIndex={-1}>
          {lead.name}
        </h3>
        <p className="leads-detail__badges">
          <span className={`leads-status leads-status--${lead.status}`}>{LEAD_STATUS_WORDS[lead.status]}</span>
          <span className="leads-row__kind">{kindWord(lead)}</span>
          {lead.spam_check === 'account' && <span className="leads-row__kind">From a signed-in member</span>}
          <span className="admin-muted">
            Received <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
          </span>
        </p>
        <SpamCheckNote check={lead.spam_check === 'account' ? 'captcha' : lead.spam_check} what="message" />
        <ContactBlock lead={lead} onTapLogged={() => void load()} />
      </header>

      {conflict && (
        <div className="form-message form-message--error leads-conflict" role="alert">
          <p>
            <strong>{conflict}</strong> The lead below now shows what was saved meanwhile. Check it, then make your change again; your
            typed note and reply are kept.
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setConflict('')}>
            OK
          </button>
        </div>
      )}

      <section className="card leads-detail__enquiry" aria-labelledby="lead-enquiry">
        <h4 id="lead-enquiry">{lead.kind === 'topic' ? 'Topic request' : 'Message'}</h4>
        <Enquiry lead={lead} />
      </section>

      <LeadWork
        key={lead.version}
        lead={lead}
        owners={owners}
        onSaved={(next) => {
          setConflict('');
          put({ ...loaded, lead: next });
          void load();
          onChange();
        }}
        onConflict={changedMeanwhile}
      />

      <ReplyForm
        lead={lead}
        frame={frame}
        onSent={() => {
          void load();
          onChange();
        }}
      />
      <QuotesPanel lead={lead} onChange={() => void load()} />
      <InvoicesPanel leadId={lead.id} onChange={() => void load().then(onChange)} />
      <DeliveryPanel key={`delivery-${lead.version}`} lead={lead} />
      <NoteForm lead={lead} onAdded={() => void load()} />
      <LeadHistory lead={lead} history={history} />
      <Origin lead={lead} />

      <div className="admin-row__actions leads-detail__actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void markUnread()}>
          <Icon name="envelope-dot" size={20} /> Mark as unread
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove()} aria-label={`Delete the enquiry from ${lead.name}`}>
          <Icon name="trash" size={20} /> Delete
        </button>
      </div>
    </article>
  );
}

function BackLink({ href }: { href: string }) {
  return (
    <Link to={href} className="btn btn-ghost btn-sm leads-back" preventScrollReset>
      <Icon name="arrow-left" size={20} /> All leads
    </Link>
  );
}
