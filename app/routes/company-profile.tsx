import { Link } from 'react-router';
import type { Route } from './+types/company-profile';
import { FormattedText } from '../components/formatted-text';
import { Icon } from '../components/icon';
import type { IconName } from '../components/icon-names';
import { CtaBand, StatTiles, TeamGrid, VisionMission } from '../../modules/catalogue/pages/marketing-blocks';
import { pageMeta } from '../lib/meta';
import '../../modules/catalogue/pages/hero-art.css';
import '../../modules/catalogue/pages/page-layout.css';
import '../../modules/catalogue/pages/service-sections.css';
import './company-profile.css';
import { companyOf, countWord, useCompany } from '../lib/company';
import { servicesContext } from '../context';
import { PhoneLink } from '../components/phone-link';
import { STATIC_PAGE } from '../widgets/page-handle';

export const meta: Route.MetaFunction = (args) => {
  const site = companyOf(args);
  if (!site) return [];
  return pageMeta(
    args,
    'Company Profile',
    `About ${site.name}: an Enugu ICT company serving over ${site.claims.clients} clients with software, databases, training, web hosting and bulk SMS since ${site.foundingYear}.`,
  );
};

const VALUE_ICONS: IconName[] = ['i-shield', 'i-users', 'i-cap', 'i-phone'];

/** The 'about' document: the profile text as sanitised HTML (rendered by the server), vision, mission, values. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // The management team is the 'team' document (an admin's ?preview= view shows the drafts).
  const [about, team] = await Promise.all([services.content('about', request), services.content('team', request)]);
  return {
    team: team.members,
    about: {
      profileHtml: await services.formattedText(about.profile, request, { headingLevel: 3 }),
      vision: about.vision,
      mission: about.mission,
      values: about.values,
    },
  };
}

/** Served without React in the browser: its widgets are enhanced by app/widgets/site.widget.ts. */
export const handle = STATIC_PAGE;

export default function CompanyProfile({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const site = useCompany();
  const { about } = loaderData;
  const [head, branch] = site.offices;
  return (
    <main>
      <section className="page-hero hero-art">
        <div className="container">
          <div>
            <span className="eyebrow">About Us</span>
            <h1>Company Profile</h1>
            <p>
              {site.name}: software, databases, training and web services from Enugu and Port Harcourt, trusted by
              organisations across Nigeria since {site.foundingYear}.
            </p>
          </div>
          <div className="stat-tiles--dark hero-stats">
            <StatTiles />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className="container two-col">
          <div className="prose">
            <span className="eyebrow">Who we are</span>
            <h2 id="story-title">Technology that works in local conditions</h2>
            <FormattedText html={about.profileHtml} />
          </div>
          <aside className="card glance" aria-labelledby="glance-title">
            <h3 id="glance-title">At a glance</h3>
            <dl className="glance__list">
              <div>
                <dt>Founded</dt>
                <dd>{site.foundingYear}, Enugu</dd>
              </div>
              <div>
                <dt>Head office</dt>
                <dd>
                  {head.streetAddress}, {head.city}
                </dd>
              </div>
              {branch && (
                <div>
                  <dt>Branch office</dt>
                  <dd>
                    {branch.streetAddress}, {branch.city}
                  </dd>
                </div>
              )}
              <div>
                <dt>Phone</dt>
                <dd>
                  {site.phones.map((p) => (
                    <PhoneLink key={p.tel} tel={p.tel} />
                  ))}
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </dd>
              </div>
            </dl>
            <Link to="/products" className="btn btn-outline">
              See our software products
            </Link>
          </aside>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="vm-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Purpose</span>
            <h2 id="vm-title">Our vision and mission</h2>
          </div>
          <div className="pillars pillars--two">
            <VisionMission vision={about.vision} mission={about.mission} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">How we work</span>
            <h2 id="values-title">Our values</h2>
          </div>
          <ul className="tile-grid" role="list">
            {about.values.map((v, i) => (
              <li key={i} className="tile">
                <span className="tile__icon">
                  <Icon name={VALUE_ICONS[i % VALUE_ICONS.length]} size={26} />
                </span>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" id="team" aria-labelledby="team-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Leadership</span>
            <h2 id="team-title">Our Management Team</h2>
            <p>
              {`${team.length === 1 ? 'One person who answers' : `${countWord(team.length)} people who answer`} ` +
                'for every installation, course and project we deliver.'}
            </p>
          </div>
          <TeamGrid team={team} withBio />
        </div>
      </section>

      <CtaBand
        title="Work with an ICT partner who picks up the phone"
        text="Visit our Enugu or Port Harcourt office, or send us a message and we will reply within one working day."
      />
    </main>
  );
}
