import { Link } from 'react-router';
import { useCompany } from '../../lib/company';
import { Icon } from '../../components/icon';
import './quick-contact.css';
import { phoneDisplay, whatsappGreeting } from '../../../common/phone';
import { PhoneLink, WhatsAppLink } from '../../components/phone-link';
import { quoteHref } from '../../../modules/leads/quote.words';

/**
 * The quick-contact bar: Call, WhatsApp and "Get a quote", fixed at the bottom of the screen on
 * phones (quick-contact.css; hidden on wider screens, where the header and the pages show the
 * numbers). Plain links in the server's HTML, so they work before and without JavaScript. The
 * number dialled is the first phone of the company details (the head office's), the chat opens with
 * a greeting naming the page, which the visitor can edit before sending. On a product, service or
 * training page "Get a quote" names the page's item (`/contact?item=&intent=quote`), like the page's
 * own buttons, so the form's Subject starts with it with and without JavaScript. Insights counts the taps
 * like those on any tel: or wa.me link (modules/insights/beacon/beacon.ts).
 */
export function QuickContact({ pageName, item = null }: { pageName: string | null; item?: string | null }) {
  const site = useCompany();
  const phone = site.phones[0];
  return (
    <nav className="quick-contact" aria-label="Quick contact">
      <PhoneLink tel={phone.tel} className="quick-contact__link quick-contact__call">
        <Icon name="phone" size={22} />
        <span>
          Call<span className="visually-hidden"> {site.shortName} on {phoneDisplay(phone.tel)}</span>
        </span>
      </PhoneLink>
      <WhatsAppLink className="quick-contact__link quick-contact__whatsapp" site={site} text={whatsappGreeting(site, pageName)}>
        <Icon name="whats-app" size={22} />
        <span>
          WhatsApp<span className="visually-hidden"> chat with {site.shortName}</span>
        </span>
      </WhatsAppLink>
      <Link className="quick-contact__link quick-contact__quote" to={item ? quoteHref(item, 'quote') : '/contact#contact-form-title'}>
        <Icon name="document" size={22} />
        <span>Get a quote</span>
      </Link>
    </nav>
  );
}
