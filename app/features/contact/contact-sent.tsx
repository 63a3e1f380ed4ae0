import { useEffect, useRef } from 'react';
import { messages } from '../../../common/messages';
import { type ReplyChannel } from '../../../modules/leads/leads.words';
import { displayNigerianPhone } from '../../../common/phone';
import { WhatsAppLink } from '../../components/phone-link';
import type { CompanyDetails } from '../../../content/types';
import { Icon } from '../../components/icon';
import { formatHours, headOffice, useCompany } from '../../lib/company';
import { useHydrated } from '../../components/use-hydrated';

/** What the confirmation knows of the message just sent (only the channel after a post without JavaScript). */
export interface SentMessage {
  replyVia: ReplyChannel;
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
}

/** How we will answer, in the sender's terms. */
function answerLine(sent: SentMessage): string {
  const phone = sent.phone ? displayNigerianPhone(sent.phone) : null;
  switch (sent.replyVia) {
    case 'phone':
      return phone ? `We will call you on ${phone}.` : 'We will call you on the number you gave us.';
    case 'whatsapp':
      return phone ? `We will answer you on WhatsApp at ${phone}.` : 'We will answer you on WhatsApp at the number you gave us.';
    default:
      return sent.email ? `We will answer by e-mail at ${sent.email}.` : 'We will answer by e-mail at the address you gave us.';
  }
}

/** When to expect the answer: within a working day, and the head office's opening days and hours. */
export function answerTime(site: CompanyDetails): string {
  const open = formatHours(headOffice(site)?.hours, 'long').filter((row) => row.hours !== 'Closed');
  const hours = open.map((row) => `${row.days}, ${row.hours}`).join('; ');
  return hours ? `We answer within one working day (our office is open ${hours}).` : 'We answer within one working day.';
}

/** The first WhatsApp message to the company about the message just sent. */
export function whatsappFollowUpText(site: CompanyDetails, sent: SentMessage): string {
  const about = sent.subject ? ` about “${sent.subject}”` : '';
  const from = sent.name ? ` This is ${sent.name}.` : '';
  return `Hello ${site.shortName},${from} I have just sent you a message${about} through the contact form on your website.`;
}

/**
 * The lasting confirmation that replaces the contact form once a message is stored: the spec's
 * sentence, how and when we will answer, a WhatsApp chat to follow up at once, and a way back to an
 * empty form. Its heading takes the focus (so a screen reader reads it, and the panel is scrolled
 * into view) when it replaces the form on this page (`announce`); after the post without
 * JavaScript the browser scrolls to it by the address's anchor.
 */
export function ContactSent({ sent, announce, onAnother }: { sent: SentMessage; announce: boolean; onAnother: () => void }) {
  const site = useCompany();
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!announce) return;
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'start' });
  }, [announce]);
  return (
    <section ref={panel} className="contact-sent" aria-labelledby="contact-sent-title">
      <Icon name="check" className="contact-sent__icon" />
      <h3 id="contact-sent-title" ref={heading} tabIndex={-1}>
        {messages.contactSuccess}
      </h3>
      <p>{answerLine(sent)}</p>
      <p>{answerTime(site)}</p>
      <p className="contact-sent__whatsapp-note">Need an answer sooner? Chat with us on WhatsApp now.</p>
      <div className="contact-sent__actions">
        <WhatsAppLink className="btn btn-primary contact-sent__whatsapp" site={site} text={whatsappFollowUpText(site, sent)}>
          <Icon name="whats-app" />
          Follow up on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </WhatsAppLink>
        {/* Before the script runs, a link to an empty form; once it runs, the form comes back in place. */}
        {hydrated ? (
          <button type="button" className="btn btn-outline" onClick={onAnother}>
            Send another message
          </button>
        ) : (
          <a className="btn btn-outline" href="/contact#contact-form-title">
            Send another message
          </a>
        )}
      </div>
    </section>
  );
}
