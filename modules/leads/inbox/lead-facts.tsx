import type { ReactNode } from 'react';
import type { Lead } from '../leads.schemas';
import { Icon } from '../../../app/components/icon';
import { useCompany } from '../../../app/lib/company';
import { call } from '../../../app/features/admin/call';
import { quoteItemWords } from '../quote.words';
import { formatDay, leadPhones, leadTitle, phoneWords, replyViaWord, whatsappLink } from './inbox-words';
import { PhoneLink } from '../../../app/components/phone-link';

// What a lead says: who wrote and how to reach them, what they asked, and where the visit came from.

/** A list of labelled facts: label, value and, if need be, the value's class. */
function Facts({ items }: { items: [string, ReactNode, string?][] }) {
  return (
    <dl className="leads-facts">
      {items.map(([label, value, ddClass]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={ddClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Writes a tap on Call or WhatsApp to the lead's history, then `onLogged`. The call is kept alive
 * while the phone app or WhatsApp opens; the link itself is never held up, and a failed write only
 * leaves the history without it.
 */
function logTap(lead: Lead, channel: 'call' | 'whatsapp', phone: string, onLogged: () => void) {
  call('logLeadTap', { params: { id: lead.id }, json: { channel, phone }, auth: true, keepalive: true }).then(
    (r) => r.ok && onLogged(),
    () => undefined,
  );
}

/** E-mail, phone and the buttons to call or WhatsApp every Nigerian number the lead gave; a tap on either is written to the history. */
export function ContactBlock({ lead, onTapLogged }: { lead: Lead; onTapLogged: () => void }) {
  const company = useCompany();
  const phones = leadPhones(lead);
  return (
    <div className="leads-contact">
      <Facts
        items={[
          ['E-mail', <a href={`mailto:${lead.email}`}>{lead.email}</a>],
          ['Phone', lead.phone ? phoneWords(lead.phone) : 'Not given'],
          ['Wants an answer by', replyViaWord(lead)],
        ]}
      />
      {phones.length > 0 && (
        <ul className="leads-phones" aria-label="Call or WhatsApp">
          {phones.map((p) => (
            <li key={p}>
              <span className="leads-phones__number">
                {phoneWords(p)}
                {p !== lead.phone && <span className="admin-muted"> (in the message)</span>}
              </span>
              <PhoneLink tel={p} className="btn btn-primary btn-sm" onClick={() => logTap(lead, 'call', p, onTapLogged)}>
                <Icon name="phone" size={20} /> Call<span className="visually-hidden"> {phoneWords(p)}</span>
              </PhoneLink>
              <a
                className="btn btn-outline btn-sm"
                href={whatsappLink(p, lead, company.name)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => logTap(lead, 'whatsapp', p, onTapLogged)}
              >
                <Icon name="whats-app" size={20} /> WhatsApp<span className="visually-hidden"> {phoneWords(p)} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Enquiry({ lead }: { lead: Lead }) {
  if (lead.kind === 'topic') {
    return (
      <>
        <Facts
          items={[
            ['Topic', lead.topic ?? leadTitle(lead)],
            ['Level', lead.level ?? '–'],
            ['Department', lead.department ?? '–'],
            ['Deadline', lead.deadline ? formatDay(lead.deadline) : 'None given'],
          ]}
        />
        {lead.message && <p className="leads-text">{lead.message}</p>}
      </>
    );
  }
  const about = quoteItemWords(lead);
  return (
    <>
      {about && (
        <p className="leads-subject leads-about">
          <span className="admin-muted">About: </span>
          {about}
        </p>
      )}
      <p className="leads-subject">
        <span className="admin-muted">Subject: </span>
        {lead.subject || '(no subject)'}
      </p>
      <p className="leads-text">{lead.message}</p>
      {lead.mail_error && !lead.mailed_at && (
        <p className="admin-muted">The e-mail copy of this message to the company inbox has not been sent yet; the message is safely stored here.</p>
      )}
    </>
  );
}

/** Where the visit that sent the lead came from (docs/decisions/0024-leads.md). */
export function Origin({ lead }: { lead: Lead }) {
  const known = lead.source || lead.medium || lead.campaign || lead.landing_page;
  return (
    <section className="card" aria-labelledby="lead-origin">
      <h4 id="lead-origin">Where this lead came from</h4>
      {known ? (
        <Facts
          items={[
            ['Source', lead.source || 'Not known'],
            ['Medium', lead.medium || 'Not known'],
            ['Campaign', lead.campaign || 'None'],
            ['First page of the visit', lead.landing_page || 'Not known', 'leads-facts__path'],
          ]}
        />
      ) : (
        <p className="admin-muted">Not known: the browser did not say which page the visit started on.</p>
      )}
    </section>
  );
}
