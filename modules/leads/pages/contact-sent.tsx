import { useEffect, useRef } from 'react';
import { messages } from '../../../common/messages';
import { WhatsAppLink } from '../../../app/components/phone-link';
import type { CompanyDetails } from '../../../content/types';
import { Icon } from '../../../app/components/icon';
import { formatHours, headOffice, useCompany } from '../../../app/lib/company';
import { useHydrated } from '../../../app/components/use-hydrated';
import { answerLine, whatsappFollowUpText, type SentMessage } from '../contact-sent.words';

export type { SentMessage } from '../contact-sent.words';

/** When to expect the answer: within a working day, and the head office's opening days and hours. */
export function answerTime(site: CompanyDetails): string {
  const open = formatHours(headOffice(site)?.hours, 'long').filter((row) => row.hours !== 'Closed');
  const hours = open.map((row) => `${row.days}, ${row.hours}`).join('; ');
  return hours ? `We answer within one working day (our office is open ${hours}).` : 'We answer within one working day.';
}

/**
 * The lasting confirmation that replaces the contact form once a message is stored: the spec's
 * sentence, how and when we will answer, a WhatsApp chat to follow up at once, and a way back to an
 * empty form. Its heading takes the focus (so a screen reader reads it, and the panel is scrolled
 * into view) when it replaces the form on this page (`announce`); after the post without
 * JavaScript the browser scrolls to it by the address's anchor. `anotherInPlace`: "Send another
 * message" is a button even before hydration (the copy the contact form's widget shows on the page
 * served without React, see ./contact-form.tsx).
 */
export function ContactSent({ sent, announce, onAnother, anotherInPlace = false }: { sent: SentMessage; announce: boolean; onAnother: () => void; anotherInPlace?: boolean }) {
  const site = useCompany();
  const hydrated = useHydrated() || anotherInPlace;
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
