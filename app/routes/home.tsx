import { Link } from 'react-router';
import type { Route } from './+types/home';
import { FormattedText } from '../components/formatted-text';
import { sectors } from '../../content/sectors';
import type { SlideArt } from '../../content/types';
import { pageMeta } from '../lib/meta';
import { BannerSlider } from '../../modules/catalogue/pages/banner-slider';
import { Icon } from '../components/icon';
import { illustrationIcon } from '../components/icon-names';
import { CtaBand, StatTiles, TeamGrid, VisionMission } from '../../modules/catalogue/pages/marketing-blocks';
import { Marquee, type MarqueeClient } from '../../modules/catalogue/pages/marquee';
import { REVIEWS_SHOWN, ReviewCards, toReviewCard } from '../../modules/reviews/pages/review-cards';
import { servicesContext } from '../context';
import '../../modules/catalogue/pages/marketing-blocks.css';
import './home.css';
import { companyOf, countWord, useCompany } from '../lib/company';
import { STATIC_PAGE } from '../widgets/page-handle';

/** The built-in illustration of a slide without an uploaded picture. */
const slideArt = (art: SlideArt) => `/images/slide-${art}.svg`;

type ClientRow = { name: string; logo: string; logo_srcset: string };

/**
 * Marquee tiles: from each sector, its clients as the sector page shows them (the database rows,
 * or the built-in list when the query failed), those with an uploaded logo first, two per sector.
 */
function marqueeClients(storedOrNull: (ClientRow[] | null)[], perSector: number): MarqueeClient[] {
  const stored = storedOrNull.map((rows, i) => rows ?? sectors[i].clients.map((c) => ({ name: c.name, logo: '', logo_srcset: '' })));
  const key = (name: string) => name.trim().toLowerCase();
  const seen = new Set<string>();
  const out: MarqueeClient[] = [];
  sectors.forEach((sector, i) => {
    const logos = new Map(stored[i].filter((r) => r.logo).map((r) => [key(r.name), r]));
    const names = [...new Map(stored[i].map((c) => [key(c.name), c.name.trim()])).values()];
    names.sort((a, b) => Number(logos.has(key(b))) - Number(logos.has(key(a))));
    for (const name of names.filter((n) => !seen.has(key(n))).slice(0, perSector)) {
      seen.add(key(name));
      const row = logos.get(key(name));
      // Keys without a value are left out: they would still travel in the page's data, 26 times.
      out.push(row ? { name, sector: sector.heading, logo: row.logo, ...(row.logo_srcset ? { srcset: row.logo_srcset } : {}) } : { name, sector: sector.heading });
    }
  });
  return out;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // The banner, services teaser, clients strip and team are site content (the 'home' and 'team'
  // documents, from the cache; an admin's ?preview= view shows the drafts).
  const [reviews, stored, home, team, about] = await Promise.all([
    services.reviews.approved(REVIEWS_SHOWN),
    Promise.all(sectors.map((s) => services.clients.ofSector(s.module))),
    services.content('home', request),
    services.content('team', request),
    services.content('about', request),
  ]);
  // The company copy travels as loader data, not in the page's JavaScript (first-load JS budget).
  return {
    reviews: reviews.map(toReviewCard),
    // Icon names are checked here, on the server, so the browser needs no list of them.
    services: home.services.map((s) => ({ ...s, icon: illustrationIcon(s.icon) })),
    clients: marqueeClients(stored, home.clients.perSector),
    // The 'about' document: the intro as sanitised HTML rendered by the server (formatted text).
    about: { introHtml: await services.formattedText(about.intro, request), vision: about.vision, mission: about.mission },
    slides: home.slides,
    team: team.members,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(args, `${site.name}: ${site.tagline}`, site.description, { fullTitle: true });
};

/** Served without React in the browser: the banner and the marquee are widgets (app/widgets/site.widget.ts). */
export const handle = STATIC_PAGE;

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  const { reviews, services, clients, about, slides, team } = loaderData;
  return (
    <main>
      <BannerSlider heading={site.name} slides={slides.map((s) => ({ ...s, art: slideArt(s.art) }))} />

      <section className="section" aria-labelledby="about-title">
        <div className="container home-about">
          <div className="home-about__copy">
            <span className="eyebrow">About us</span>
            <h2 id="about-title">Your technology partner in Enugu since {site.foundingYear}</h2>
            <FormattedText html={about.introHtml} />
            <Link to="/companyProfile" className="btn btn-primary">
              Learn More<span className="visually-hidden"> about {site.shortName}</span>
            </Link>
          </div>
          <StatTiles stacked />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="who-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Who we are</span>
            <h2 id="who-title">Vision, mission and leadership</h2>
          </div>
          <div className="pillars">
            <VisionMission vision={about.vision} mission={about.mission} />
            <article className="pillar">
              <Icon name="i-users" size={28} className="pillar__icon" />
              <h3>Management Team</h3>
              <p>
                {`${team.length === 1 ? 'One experienced person leads' : `${countWord(team.length)} experienced people lead`} our work, ` +
                  'from software engineering and training to sales in Enugu and Port Harcourt. ' +
                  'Each client has a named contact who answers the phone.'}
              </p>
              <a href="#team" className="pillar__link">
                Meet the team
              </a>
            </article>
          </div>
        </div>
      </section>

      <section className="section" id="team" aria-labelledby="team-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Leadership</span>
            <h2 id="team-title">Our Management Team</h2>
            <p>The people accountable for every installation, course and project we deliver.</p>
          </div>
          <TeamGrid team={team} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">What we do</span>
            <h2 id="services-title">Our Services</h2>
            <p>Software, data, skills and an online presence: everything a growing organisation needs from one local team.</p>
          </div>
          <ul className="service-grid" role="list">
            {services.map((s) => (
              <li key={`${s.href}-${s.title}`} className="service-card">
                <span className="service-card__icon">
                  <Icon name={s.icon} size={28} />
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
                <Link to={s.href} className="service-card__link">
                  Read More<span className="visually-hidden"> about {s.title}</span>
                  <Icon name="arrow-link" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section home-clients" aria-labelledby="clients-title">
        <div className="container section-head">
          <span className="eyebrow">Trusted across Nigeria</span>
          <h2 id="clients-title">Some of our Clients</h2>
          <p>Hotels, hospitals, schools, government agencies, transport companies and many more run on our software.</p>
        </div>
        <Marquee clients={clients} />
      </section>

      <section className="section section--alt" aria-labelledby="reviews-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Testimonials</span>
            <h2 id="reviews-title">What Our Customers Say</h2>
          </div>
          <ReviewCards reviews={reviews} />
        </div>
      </section>

      <CtaBand
        title="Let’s build something that works for you"
        text="Tell us about your business, school or project. We reply within one working day."
      />
    </main>
  );
}
