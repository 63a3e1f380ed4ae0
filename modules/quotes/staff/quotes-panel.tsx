import { useId, useState } from 'react';
import { formatNaira } from '../../../common/money';
import { whatsappShareHref } from '../../../common/phone';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useAnswer } from '../../../app/features/admin/use-list';
import type { Quote } from '../quotes.schemas';
import { QUOTE_STATUS_WORDS, vatRateWords } from '../quotes.words';
import { QuoteEditor } from './quote-editor';

type Editing = { quote: Quote | null } | null;

/**
 * The lead detail's "Quotes" panel (docs/decisions/0034-selling.md): the lead's
 * quotes, a new one or a draft to edit, and what staff do with one: send it (mailed to the lead;
 * its link shown once, to copy for WhatsApp), revoke its link, withdraw it.
 */
export function QuotesPanel({ lead, onChange }: { lead: { id: number; name: string; email: string; kind?: string; topic?: string | null }; onChange?: () => void }) {
  const id = useId();
  const run = useAdminAction();
  const quotes = useAnswer('leadQuotes', undefined, { params: { id: lead.id } });
  const loaded = quotes.data;
  const load = quotes.reload;
  const failed = quotes.state !== 'error' ? '' : quotes.status === 0 ? 'The quotes could not be loaded. Please check your internet connection and reload.' : quotes.error;
  const [editing, setEditing] = useState<Editing>(null);
  const [link, setLink] = useState<{ quote: number; url: string } | null>(null);
  const [conflict, setConflict] = useState('');


  const changed = () => {
    void load();
    onChange?.();
  };
  const stale = (message: string) => {
    setConflict(message);
    setEditing(null);
    void load();
  };

  async function act(q: Quote, what: 'send' | 'revoke' | 'withdraw') {
    if (what === 'withdraw' && !confirmed(`Withdraw quote ${q.id}? The customer's page will say it can no longer be accepted.`)) return;
    if (what === 'revoke' && !confirmed(`Revoke the link of quote ${q.id}? It will stop opening the quote; send the quote again for a new link.`)) return;
    const json = { version: q.version };
    let r;
    if (what === 'send') {
      r = await run(() => call('sendQuote', { params: { id: q.id }, json, auth: true }));
      if (r?.ok) setLink({ quote: q.id, url: r.data.link });
    } else {
      r = await run(() => call(what === 'revoke' ? 'revokeQuoteLink' : 'withdrawQuote', { params: { id: q.id }, json, auth: true }));
    }
    if (r?.status === 409) stale(r.data.message);
    else changed();
  }

  return (
    <section className="card leads-quotes" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Quotes</h4>
      {failed && <p className="form-message form-message--error">{failed}</p>}
      {conflict && (
        <p className="form-message form-message--error" role="alert">
          {conflict}
        </p>
      )}
      {link && <LinkOnce lead={lead} link={link} onDone={() => setLink(null)} />}
      {loaded && loaded.quotes.length === 0 && !editing && <p className="admin-muted">No quote yet for {lead.name}.</p>}
      {loaded && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
          {loaded.quotes.map((q) => (
            <li key={q.id} style={{ borderTop: '1px solid #d8dde3', paddingTop: '0.6rem' }} data-testid={`quote-${q.id}`}>
              <p style={{ margin: 0 }}>
                <strong>Quote {q.id}</strong> · {QUOTE_STATUS_WORDS[q.status]} · {formatNaira(q.total_kobo)} (VAT {vatRateWords(q.vat_basis_points)} included) · valid until{' '}
                {q.valid_until}
                {q.status === 'sent' && !q.has_link ? ' · link revoked' : ''}
              </p>
              <p className="admin-muted" style={{ margin: 0 }}>
                {q.lines.map((l) => `${l.quantity} × ${l.description}`).join('; ')}
                {q.accepted_name ? ` · Accepted by ${q.accepted_name}` : ''}
              </p>
              <div className="admin-row__actions">
                {q.status === 'draft' && (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing({ quote: q })}>
                    Edit the draft
                  </button>
                )}
                {(q.status === 'draft' || q.status === 'sent') && (
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => void act(q, 'send')}>
                    {q.status === 'draft' ? 'Send to the customer' : 'Send again with a new link'}
                  </button>
                )}
                {q.has_link && (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => void act(q, 'revoke')}>
                    Revoke the link
                  </button>
                )}
                {(q.status === 'draft' || q.status === 'sent') && (
                  <button type="button" className="btn btn-danger btn-sm" onClick={() => void act(q, 'withdraw')}>
                    Withdraw
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {loaded && editing && (
        <QuoteEditor
          key={editing.quote?.id ?? 'new'}
          leadId={lead.id}
          quote={editing.quote}
          firstLine={lead.kind === 'topic' && lead.topic ? `Project research materials: ${lead.topic}`.slice(0, 300) : undefined}
          catalogue={loaded.catalogue}
          vatBasisPoints={loaded.vat_basis_points}
          validUntil={loaded.valid_until}
          onSaved={() => {
            setEditing(null);
            setConflict('');
            changed();
          }}
          onCancel={() => setEditing(null)}
          onConflict={stale}
        />
      )}
      {loaded && !editing && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing({ quote: null })}>
          New quote
        </button>
      )}
    </section>
  );
}

/** The link of a quote just sent: shown this once (only its hash is kept), to copy or share on WhatsApp. */
function LinkOnce({ lead, link, onDone }: { lead: { name: string; email: string }; link: { quote: number; url: string }; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const text = `Hello ${lead.name}, here is your quote: ${link.url}`;
  return (
    <div className="form-message form-message--success" role="status">
      <p>
        Quote {link.quote} is sent{lead.email ? ` to ${lead.email}` : ''}. Its link is shown only now: copy it to share on WhatsApp.
      </p>
      <label htmlFor={`${id}-link`} className="visually-hidden">
        The quote&rsquo;s link
      </label>
      <input id={`${id}-link`} readOnly value={link.url} onFocus={(e) => e.target.select()} style={{ width: '100%' }} data-testid="quote-link" />
      <div className="admin-row__actions">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() =>
            void navigator.clipboard?.writeText(link.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the link'}
        </button>
        <a className="btn btn-outline btn-sm" href={whatsappShareHref(text)} target="_blank" rel="noreferrer noopener">
          Share on WhatsApp
        </a>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
