import type { CompanyDetails, Office, PhoneNumber } from '../../../content/types';
import { phoneDisplay, whatsappTel } from '../../../common/phone';
import { Icon } from '../../../app/components/icon';
import { formatHours, headOffice, useCompany } from '../../../app/lib/company';
import './contact.css';
import { PhoneLink, WhatsAppLink } from '../../../app/components/phone-link';

/** How to reach us: one card per office, e-mail and WhatsApp, and the opening hours. */
export function ContactCards() {
  const site = useCompany();
  return (
    <div className="contact-cards">
      {site.offices.map((office, i) => (
        <article key={i} className="card contact-card">
          <h3>
            <Icon name="map-pin-solid" className="contact-card__icon" />
            {office.label}
          </h3>
          <OfficeAddress office={office} />
          <OfficePhone phone={phoneFor(site, office, i)} />
        </article>
      ))}
      <article className="card contact-card">
        <h3>
          <Icon name="mail-solid" className="contact-card__icon" />
          Email and WhatsApp
        </h3>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>
          <WhatsAppLink site={site}>
            Chat on WhatsApp ({phoneDisplay(whatsappTel(site))})
            <span className="visually-hidden"> (opens in a new tab)</span>
          </WhatsAppLink>
        </p>
      </article>
      <article className="card contact-card">
        <h3>
          <Icon name="clock-solid" className="contact-card__icon" />
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

function OfficePhone({ phone }: { phone?: PhoneNumber }) {
  if (!phone) return null;
  return (
    <p>
      <PhoneLink tel={phone.tel} className="contact-card__phone" />
    </p>
  );
}

/** The phone of an office: the one whose label names its city, else the one at the same position. */
function phoneFor(site: CompanyDetails, office: Office, index: number): PhoneNumber | undefined {
  return site.phones.find((p) => p.label.toLowerCase().includes(office.city.toLowerCase())) ?? site.phones[index];
}
