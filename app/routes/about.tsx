import { Link } from 'react-router';
import type { Route } from './+types/about';
import { homeServiceCards, services } from '../../content/services';
import { Icon } from '../components/icon';
import { illustrationIcon } from '../components/icon-names';
import { CtaBand, StatTiles } from '../../modules/catalogue/pages/marketing-blocks';
import { FormattedText } from '../components/formatted-text';
import { servicesContext } from '../context';
import { pageMeta } from '../lib/meta';
import '../../modules/catalogue/pages/page-layout.css';
import '../../modules/catalogue/pages/product-card.css';
import '../../modules/catalogue/pages/service-sections.css';
import '../../modules/catalogue/pages/columns.css';
import { companyOf, useCompany } from '../lib/company';
import { STATIC_PAGE } from '../widgets/page-handle';

/**
 * Service titles and summaries only: the page must not ship the whole services copy. The words are
 * the published 'service:<slug>' documents, read from the in-memory cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // "Our story": the 'about' document's story text, as sanitised HTML rendered by the server.
  const page = context.get(servicesContext);
  const storyHtml = await page.formattedText((await page.content('about', request)).story, request, { headingLevel: 3 });
  const iconOf = (slug: string) => homeServiceCards.find((c) => c.href === `/${slug}`)?.icon;
  const docs = await Promise.all(services.map((s) => page.content(`service:${s.slug}`, request)));
  return {
    storyHtml,
    services: services.map((s, i) => ({
      slug: s.slug,
      title: docs[i].title,
      summary: docs[i].summary,
      icon: illustrationIcon(iconOf(s.slug) ?? (s.slug === 'BulkSMS' ? 'sms' : 'book')),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(args, 'About Us', `The story of ${site.name}, the Enugu ICT company behind software, training, hosting and project research for over ${site.claims.clients} clients.`);
};

const EXPLORE = [
  { to: '/companyProfile', title: 'Company Profile', text: 'Our vision, mission, values and management team.', icon: 'i-users' },
  { to: '/products', title: 'Software Products', text: 'Eleven ready-made systems for hospitals, schools, hotels, retail and more.', icon: 'i-code' },
  { to: '/gallery', title: 'Photo Gallery', text: 'Installations, training classes and events from our work.', icon: 'i-globe' },
  { to: '/allreviews', title: 'Customer Reviews', text: 'What our clients say about working with us.', icon: 'i-shield' },
] as const;

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  return (
    <main>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">{site.shortName}</span>
          <h1>About Us</h1>
          <p>{site.tagline}.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className="container two-col">
          <div className="prose">
            <span className="eyebrow">Our story</span>
            <h2 id="story-title">Built in Enugu, trusted across Nigeria</h2>
            <FormattedText html={loaderData.storyHtml} />
            <Link to="/companyProfile" className="btn btn-primary">
              Read our company profile
            </Link>
          </div>
          <StatTiles stacked />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">What we do</span>
            <h2 id="services-title">Six services, one accountable team</h2>
          </div>
          <ul className="tile-grid cols-3" role="list">
            {loaderData.services.map((s) => (
              <li key={s.slug} className="tile">
                <span className="tile__icon">
                  <Icon name={s.icon} size={26} />
                </span>
                <h3>
                  <Link to={`/${s.slug}`}>{s.title}</Link>
                </h3>
                <p>{s.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="explore-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Learn more</span>
            <h2 id="explore-title">Explore {site.shortName}</h2>
          </div>
          <ul className="product-grid cols-4" role="list">
            {EXPLORE.map((e) => (
              <li key={e.to} className="product-card">
                <span className="tile__icon">
                  <Icon name={e.icon} size={26} />
                </span>
                <h3>{e.title}</h3>
                <p>{e.text}</p>
                <Link to={e.to} className="product-card__link">
                  Visit {e.title}
                  <Icon name="arrow-link" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title="Come and see us" text="Visit our Enugu head office or Port Harcourt branch, or reach us by phone and email." />
    </main>
  );
}
