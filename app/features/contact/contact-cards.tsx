import type { CompanyDetails, Office, PhoneNumber } from '../../../content/types';
import { formatHours, headOffice, useCompany, whatsappUrl } from '../../lib/company';
import './contact.css';

/** How to reach us: one card per office, e-mail and WhatsApp, and the opening hours. */
export function ContactCards() {
  const site = useCompany();
  const whatsappDigits = site.whatsapp.replace(/\D/g, '');
  const whatsappPhone = site.phones.find((p) => p.tel.replace(/\D/g, '') === whatsappDigits);
  return (
    <div className="contact-cards">
      {site.offices.map((office, i) => (
        <article key={i} className="card contact-card">
          <h3>
            <Icon name="pin" />
            {office.label}
          </h3>
          <OfficeAddress office={office} />
          <PhoneLink phone={phoneFor(site, office, i)} />
        </article>
      ))}
      <article className="card contact-card">
        <h3>
          <Icon name="mail" />
          Email and WhatsApp
        </h3>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>
          <a href={whatsappUrl(site)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp{whatsappPhone ? ` (${whatsappPhone.display})` : ''}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </article>
      <article className="card contact-card">
        <h3>
          <Icon name="clock" />
          Opening hours
        </h3>
        <dl className="contact-hours">
          {formatHours(headOffice(site)?.hours, 'long').map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}

function OfficeAddress({ office }: { office: Office }) {
  return (
    <address>
      {office.streetAddress}
      <br />
      {office.city} {office.postalCode}, {office.region}
      <br />
      Nigeria
    </address>
  );
}

function PhoneLink({ phone }: { phone?: PhoneNumber }) {
  if (!phone) return null;
  return (
    <p>
      <a href={`tel:${phone.tel}`} className="contact-card__phone">
        {phone.display}
      </a>
    </p>
  );
}

/** The phone of an office: the one whose label names its city, else the one at the same position. */
function phoneFor(site: CompanyDetails, office: Office, index: number): PhoneNumber | undefined {
  return site.phones.find((p) => p.label.toLowerCase().includes(office.city.toLowerCase())) ?? site.phones[index];
}

function Icon({ name }: { name: 'pin' | 'mail' | 'clock' }) {
  const paths = {
    pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
    mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.3V17h16V7.3l-8 5.4zM5.4 7l6.6 4.4L18.6 7z',
    clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z',
  };
  return (
    <svg className="contact-card__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
