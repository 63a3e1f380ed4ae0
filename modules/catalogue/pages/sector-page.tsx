import { Link } from 'react-router';
import { messages } from '../../../common/messages';
import { displayUrl, safeHttpUrl, type ClientEntry } from '../../clients/pages/client-list';
import { useCompany } from '../../../app/lib/company';
import { Icon } from '../../../app/components/icon';
import type { IconName } from '../../../app/components/icon-names';
import './sector-page.css';

/** What a sector page shows, read by its loader from 'sector:<slug>', the client rows and the related page. */
export interface SectorPageData {
  heading: string;
  intro: string;
  /** The placeholder logo of clients without one (sectorIcon of the sector's keyword). */
  placeholder: IconName;
  websites: boolean;
  clients: ClientEntry[];
  related: { href: string; label: string } | null;
}

function ClientLogo({ client, placeholder }: { client: ClientEntry; placeholder: IconName }) {
  // The name is printed beside the logo, so the image itself is decorative (alt="").
  return (
    <div className={client.logo ? 'client-card__logo' : 'client-card__logo client-card__logo--placeholder'}>
      {client.logo ? (
        <img
          src={client.logo}
          srcSet={client.logoSrcset || undefined}
          sizes={client.logoSrcset ? '160px' : undefined}
          width={160}
          height={96}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Icon name={placeholder} size={48} className="client-card__icon" />
      )}
    </div>
  );
}

/** "Ogbete Palm Suites" gives "OP": the monogram on a website card without a logo. */
function initials(name: string): string {
  const words = name.split(/[\s&-]+/).filter((w) => /^[A-Za-z0-9]/.test(w) && !/^(of|the|and)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Host names break after their dots rather than in the middle of a word. */
function breakableHost(text: string) {
  return text.split(/(?=\.)/).map((part, i) => (
    <span key={i}>
      {i > 0 && <wbr />}
      {part}
    </span>
  ));
}

/** A website client drawn as a small browser window: its address in the bar, its logo or monogram inside. */
function SiteTile({ client, url, tone }: { client: ClientEntry; url: URL | null; tone: number }) {
  return (
    <div className={`site-tile site-tile--${tone}`} aria-hidden="true">
      <div className="site-tile__bar">
        <span className="site-tile__dots" />
        <span className="site-tile__address">{url ? url.hostname.replace(/^www\./, '') : client.name}</span>
      </div>
      <div className="site-tile__body">
        {client.logo ? (
          <img src={client.logo} srcSet={client.logoSrcset || undefined} sizes={client.logoSrcset ? '160px' : undefined} width={160} height={96} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="site-tile__mono">{initials(client.name)}</span>
        )}
      </div>
    </div>
  );
}

function ClientCard({ client, placeholder, websites, index }: { client: ClientEntry; placeholder: IconName; websites: boolean; index: number }) {
  const url = websites ? safeHttpUrl(client.url) : null;
  return (
    <li className={websites ? 'client-card client-card--site' : 'client-card'}>
      {websites ? <SiteTile client={client} url={url} tone={index % 4} /> : <ClientLogo client={client} placeholder={placeholder} />}
      <div className="client-card__body">
        <h2 className="client-card__name">{client.name}</h2>
        {!websites && client.location && (
          <p className="client-card__meta">
            <Icon name="map-pin-small" size={16} className="client-card__pin" />
            <span className="visually-hidden">Location: </span>
            {client.location}
          </p>
        )}
        {url && (
          <p className="client-card__meta">
            <a className="client-card__link" href={url.href} target="_blank" rel="noopener noreferrer">
              {breakableHost(displayUrl(url))}
              <Icon name="external-small" size={16} className="client-card__ext" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

/** A client sector page: its heading and intro, the client list and a call to action with the related page. */
export function SectorPageView({ page }: { page: SectorPageData }) {
  const site = useCompany();
  const { heading, intro, placeholder, websites, clients, related } = page;
  const noun = websites ? (clients.length === 1 ? 'website' : 'websites') : clients.length === 1 ? 'client' : 'clients';
  return (
    <main className="sector-page">
      <section className="page-hero sector-hero">
        <div className="container sector-hero__inner">
          <div>
            <p className="eyebrow">Our Clients</p>
            <h1>{heading}</h1>
            <p>{intro}</p>
          </div>
          <div className="sector-hero__badge" aria-hidden="true">
            <Icon name={placeholder} size={48} />
          </div>
        </div>
      </section>

      <section className="section sector-list" aria-label={`${heading}: client list`}>
        <div className="container">
          {clients.length === 0 ? (
            <div className="sector-empty">
              <Icon name={placeholder} size={48} className="sector-empty__icon" />
              <p>{messages.clientsEmpty(heading)}</p>
            </div>
          ) : (
            <>
              <p className="sector-list__count">
                {clients.length} {noun}, A to Z
              </p>
              <ul className={websites ? 'client-grid client-grid--websites' : 'client-grid'}>
                {clients.map((c, i) => (
                  <ClientCard key={c.name} client={c} placeholder={placeholder} websites={websites} index={i} />
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      <section className="section section--brand sector-cta">
        <div className="container sector-cta__inner">
          <div>
            <h2>Join more than {site.claims.clients} clients who rely on us</h2>
            <p>
              Tell us about your organisation and we will recommend the right software, network or training, with
              installation and support from our Enugu team.
            </p>
          </div>
          <div className="sector-cta__actions">
            <Link className="btn btn-accent" to="/contact">
              Talk to us
            </Link>
            {related && (
              <Link className="btn btn-outline sector-cta__secondary" to={related.href}>
                {related.label}
              </Link>
            )}
          </div>
        </div>
      </section>
    </main>
  );
}
