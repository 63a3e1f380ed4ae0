import { Link } from 'react-router';
import type { TeamMember } from '../../../content/types';
import { Avatar } from '../../../app/components/initials';
import { Icon } from '../../../app/components/icon';
import type { IconName } from '../../../app/components/icon-names';
import { useCompany } from '../../../app/lib/company';
import './marketing-blocks.css';
import { phoneDisplay } from '../../../common/phone';
import { PhoneLink } from '../../../app/components/phone-link';

/** Thousands separator without Intl, so server and browser render identically. */
const fmt = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The three marketing claims (from the company details); `stacked` lists them one under another on wide screens. */
export function StatTiles({ stacked = false }: { stacked?: boolean }) {
  const site = useCompany();
  const { clients, students, deliveryHours } = site.claims;
  const stats: { icon: IconName; value: string; label: string }[] = [
    { icon: 'i-users', value: `${fmt(clients)}+`, label: 'Clients served across Nigeria' },
    { icon: 'i-cap', value: `${fmt(students)}+`, label: 'Students trained and assisted' },
    { icon: 'i-clock', value: `${deliveryHours}-hour`, label: 'Delivery after payment terms are met' },
  ];
  return (
    <ul className={stacked ? 'stat-tiles stat-tiles--stack' : 'stat-tiles'} role="list">
      {stats.map((s) => (
        <li key={s.label} className="stat-tile">
          <Icon name={s.icon} size={28} className="stat-tile__icon" />
          <strong className="stat-tile__value">{s.value}</strong>
          <span className="stat-tile__label">{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Palette indexes (see illustrations.tsx) so that neighbouring avatars differ. */
const TEAM_TONES = [0, 1, 3, 2, 5];

/** Management team grid (5 people with roles); bios on the company profile. */
export function TeamGrid({ team, withBio = false }: { team: TeamMember[]; withBio?: boolean }) {
  return (
    <ul className={withBio ? 'team-grid team-grid--bio' : 'team-grid'} role="list">
      {team.map((m, i) => (
        <li key={`${i}-${m.name}`} className="team-card">
          {m.photo ? (
            // An uploaded photo (the 'team' document): WebP and AVIF variants, sized like the
            // initials circle it replaces, so nothing moves when it arrives. Lazy, and fetched only
            // after the page's first paint (app/widgets/late-pictures.ts): a lazy picture this near
            // the top is fetched at once, beside the banner's first picture on a phone's slow line.
            // Without JavaScript the browser reads the <noscript> copy.
            <span className="avatar team-card__photo" data-late-picture="">
              <noscript>
                <img className="team-card__img" src={m.photo.url} srcSet={m.photo.srcset} sizes="88px" width={88} height={88} alt="" loading="lazy" decoding="async" />
              </noscript>
            </span>
          ) : (
            <Avatar name={m.name} initials={m.initials || undefined} tone={TEAM_TONES[i % TEAM_TONES.length]} />
          )}
          <div className="team-card__body">
          <h3 className="team-card__name">{m.name}</h3>
          <p className="team-card__role">{m.role}</p>
          </div>
          {withBio && <p className="team-card__bio">{m.bio}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action of the marketing pages: contact page plus the head-office phone. */
export function CtaBand({ title, text, to = '/contact' }: { title: string; text: string; to?: string }) {
  const site = useCompany();
  const phone = site.phones[0];
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__actions">
          <Link to={to} className="btn btn-accent">
            Contact Us
          </Link>
          <PhoneLink tel={phone.tel} className="btn cta-band__phone">
            <Icon name="i-phone" size={20} />
            <span>
              <span className="visually-hidden">Call </span>
              {phoneDisplay(phone.tel)}
            </span>
          </PhoneLink>
        </div>
      </div>
    </section>
  );
}

/** The vision and mission cards (home and company profile), inside a `.pillars` grid. */
export function VisionMission({ vision, mission }: { vision: string; mission: string }) {
  return (
    <>
      <article className="pillar">
        <Icon name="i-globe" size={28} className="pillar__icon" />
        <h3>Our Vision</h3>
        <p>{vision}</p>
      </article>
      <article className="pillar">
        <Icon name="i-shield" size={28} className="pillar__icon" />
        <h3>Our Mission</h3>
        <p>{mission}</p>
      </article>
    </>
  );
}
