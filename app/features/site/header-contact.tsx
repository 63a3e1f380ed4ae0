import { Icon } from '../../components/icon';
import { formatHours, headOffice, useCompany } from '../../lib/company';
import { phoneDisplay, whatsappGreeting } from '../../../common/phone';
import './header-contact.css';
import { PhoneLink, WhatsAppLink } from '../../components/phone-link';

/**
 * The header's contact strip on wide screens (64rem and up; hidden below, where the call button
 * beside the menu and the quick-contact bar do this job): the head office's opening hours, then
 * the main number to call and the WhatsApp chat, with the same number and page greeting as the
 * phone's quick-contact bar (quick-contact.tsx). All from the published company details (Site
 * content → Company details), as plain links in the server's HTML, so they work without JavaScript.
 * It sits above the menu row, so the menu keeps its room; the header grows by its height
 * (--header-h, header-contact.css), which every sticky part of the pages already follows.
 */
export function HeaderContact({ pageName }: { pageName: string | null }) {
  const site = useCompany();
  const phone = site.phones[0];
  const hours = formatHours(headOffice(site)?.hours, 'short');
  return (
    <div className="header-contact">
      <div className="container header-contact__row">
        {hours.length ? (
          <p className="header-contact__hours">
            <Icon name="clock" size={16} />
            <span>
              {headOffice(site).city} office: {hours.map((h) => `${h.days} ${h.hours}`).join(' · ')}
            </span>
          </p>
        ) : null}
        <ul className="header-contact__links" aria-label={`Contact ${site.shortName}`}>
          <li>
            <PhoneLink tel={phone.tel} className="header-contact__link header-contact__call">
              <Icon name="phone" size={16} />
              <span>
                <span className="visually-hidden">Call {site.shortName} on </span>
                {phoneDisplay(phone.tel)}
              </span>
            </PhoneLink>
          </li>
          <li>
            <WhatsAppLink className="header-contact__link header-contact__whatsapp" site={site} text={whatsappGreeting(site, pageName)}>
              <Icon name="whats-app" size={16} />
              <span>
                WhatsApp<span className="visually-hidden"> chat with {site.shortName}</span>
              </span>
            </WhatsAppLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
