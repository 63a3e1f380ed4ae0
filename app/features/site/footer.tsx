import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FooterDocument } from '../../../content/types';
import { formatHours, headOffice, socialProfiles, useCompany } from '../../lib/company';
import { Logo } from './logo';
import { Icon } from '../../components/icon';
import type { IconName } from '../../components/icon-names';
import './footer.css';
import { PhoneLink } from '../../components/phone-link';

/** The site footer; the company details and the footer's copy are published site content. */

const socialNetworks: Record<ReturnType<typeof socialProfiles>[number]['key'], { name: string; icon: IconName }> = {
  facebook: { name: 'Facebook', icon: 'facebook' },
  x: { name: 'X (Twitter)', icon: 'x' },
  linkedin: { name: 'LinkedIn', icon: 'linked-in' },
  instagram: { name: 'Instagram', icon: 'instagram' },
  whatsapp: { name: 'WhatsApp', icon: 'whats-app' },
};

/**
 * `year` comes from the root loader, so the server and the browser print the same one; `footer` is
 * the 'footer' site-content document (quick links and the rights notice), also from the root loader.
 */
export function Footer({ year, footer }: { year: number; footer: FooterDocument }) {
  const site = useCompany();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="footer-brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {site.shortName}
          </h2>
          <Link to="/" className="footer-logo">
            <Logo inverse />
          </Link>
          <p className="footer-blurb">{site.description}</p>
          <ul className="footer-social" aria-label="Social media">
            {socialProfiles(site).map(({ key, url }) => {
              const { name, icon } = socialNetworks[key];
              return (
                <li key={key}>
                  <a href={url} rel="noopener noreferrer me" aria-label={`${site.shortName} on ${name}`}>
                    <Icon name={icon} size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <FooterColumn as="nav" id="footer-quick" title="Quick Links">
          <ul className="footer-links">
            {footer.quickLinks.map((l, i) => (
              <li key={i}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-offices" title="Our Offices">
          {site.offices.map((office, i) => (
            <address key={i} className="footer-office">
              <Icon name="map-pin" size={18} className="footer-icon" />
              <span>
                <strong>{office.label}</strong>
                <br />
                {office.streetAddress}
                <br />
                {office.city} {office.postalCode}, {office.region}
              </span>
            </address>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-contact" title="Contact Us">
          <ul className="footer-contact">
            {site.phones.map((phone, i) => (
              <li key={i}>
                <Icon name="phone" size={18} className="footer-icon" />
                <span>
                  <span className="footer-label">{phone.label}</span>
                  <PhoneLink tel={phone.tel} />
                </span>
              </li>
            ))}
            <li>
              <Icon name="mail" size={18} className="footer-icon" />
              <span>
                <span className="footer-label">Email</span>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </span>
            </li>
            <li>
              <Icon name="clock" size={18} className="footer-icon" />
              <span>
                <span className="footer-label">Opening hours</span>
                {formatHours(headOffice(site)?.hours, 'short').map(({ days, hours }) => `${days} ${hours}`).map((line) => (
                  <span key={line} className="footer-hours">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </FooterColumn>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {site.name}. {footer.rightsNotice} <Link to="/privacy">Privacy Notice</Link>
          </p>
          <p>
            {site.offices.map((o) => o.city).join(' · ')} · Nigeria
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A column of the footer under its heading (the heading names the column for screen readers). */
function FooterColumn({ as: Tag = 'section', id, title, children }: { as?: 'section' | 'nav'; id: string; title: string; children: ReactNode }) {
  return (
    <Tag className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
