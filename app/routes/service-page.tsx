import { Fragment, type ReactNode } from 'react';
import { Link, data } from 'react-router';
import type { Route } from './+types/service-page';
import { products } from '../../content/products';
import { services } from '../../content/services';
import type { ContentSection } from '../../content/types';
import { Icon } from '../components/illustrations';
import { CtaBand } from '../components/marketing-blocks';
import { pageMeta } from '../lib/meta';
import './pages.css';
import { useCompany } from '../lib/company';

/** Per-page art and closing call to action, keyed by slug. */
const EXTRAS: Record<string, { art: string; cta: [string, string] }> = {
  domain: {
    art: '/images/slide-hosting.svg',
    cta: ['Ready to get your business online?', 'Call or message us and we will recommend the right plan and domain name for you.'],
  },
  softwareDev: {
    art: '/images/slide-software.svg',
    cta: ['Let’s discuss your software project', 'Book a free demonstration of any product, or tell us what you need built.'],
  },
  databaseManagement: {
    art: '/images/hero-database.svg',
    cta: ['Is your data safe and fast?', 'Ask for a database health check and we will tell you where you stand, in writing.'],
  },
  BulkSMS: {
    art: '/images/hero-sms.svg',
    cta: ['Start sending in minutes', 'Open an account today and we will register your sender ID for you.'],
  },
  training: {
    art: '/images/slide-training.svg',
    cta: ['Enrol for the next class', 'New weekday, weekend and evening classes start every month at our Enugu centre.'],
  },
  project: {
    art: '/images/slide-research.svg',
    cta: ['Need help choosing a topic?', 'Tell us your department and level, and we will suggest topics and a timeline.'],
  },
};

/** The six service pages of spec 2.10; `pattern` is the route's own path ("domain"). */
export function loader({ pattern }: Route.LoaderArgs) {
  const slug = pattern.replace(/^\/+/, '').toLowerCase();
  const service = services.find((s) => s.slug.toLowerCase() === slug);
  if (!service) throw data(null, { status: 404 });
  const extras = EXTRAS[service.slug] ?? EXTRAS.softwareDev;
  return {
    service,
    art: extras.art,
    cta: extras.cta,
    // softwareDev lists the products as cards linking to their pages.
    products:
      service.slug === 'softwareDev'
        ? products.map((p) => ({ slug: p.slug, name: p.name, version: p.version ?? '', summary: p.summary }))
        : [],
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.service.title, args.loaderData.service.metaDescription) : [];

type ProductCard = Route.ComponentProps['loaderData']['products'][number];

const idOf = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const isSteps = (heading: string) => /^how |getting started/i.test(heading);
const split = (item: string): [string, string] | null => {
  const i = item.indexOf(': ');
  return i > 0 ? [item.slice(0, i), item[i + 2].toUpperCase() + item.slice(i + 3)] : null;
};
/** Title–description pairs only when every item of the list has one. */
const pairs = (items: string[]) => (items.length > 0 && items.every((i) => split(i)) ? items.map((i) => split(i)!) : null);
/** Columns on wide screens that leave no lonely last row (6 → 3 + 3, 7 → 4 + 3). */
const cols = (n: number) => `cols-${n <= 5 ? n : n % 3 === 0 ? 3 : 4}`;
/** Icons for the "Title: description" tiles, by title keyword. */
const TILE_ICONS: [RegExp, string][] = [
  [/^web /i, 'globe'],
  [/artificial/i, 'ai'],
  [/programming/i, 'code'],
  [/accounting/i, 'cooperative'],
  [/data analysis/i, 'training'],
  [/networking/i, 'server'],
  [/computer appreciation/i, 'desktop'],
  [/oracle|mysql|sql server|access|database/i, 'database'],
  [/desktop/i, 'desktop'],
  [/web/i, 'globe'],
  [/mobile/i, 'mobile'],
  [/integration/i, 'plug'],
  [/school/i, 'school'],
  [/church|association/i, 'users'],
  [/business/i, 'pos'],
  [/hospital/i, 'hospital'],
  [/cooperative/i, 'cooperative'],
  [/event/i, 'clock'],
];
const tileIcon = (title: string, fallback: string) => TILE_ICONS.find(([re]) => re.test(title))?.[1] ?? fallback;

/** Turns the words "Login" and "Sign Up" in the /project steps into links, keeping the text intact. */
function withAccountLinks(text: string): ReactNode {
  const parts = text.split(/(Login|Sign Up)/);
  return parts.map((part, i) =>
    part === 'Login' ? (
      <Link key={i} to="/login">
        Login
      </Link>
    ) : part === 'Sign Up' ? (
      <Link key={i} to="/signup">
        Sign Up
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function SectionBody({ section, slug, products }: { section: ContentSection; slug: string; products: ProductCard[] }) {
  const items = section.items ?? [];
  if (section.heading === 'Our software products' && products.length > 0) {
    return (
      <ul className="product-grid" role="list">
        {products.map((p) => (
          <li key={p.slug} className="product-card">
            <div className="product-card__top">
              <span className="tile__icon">
                <Icon name={p.slug} size={26} />
              </span>
              {p.version && <span className="badge badge--accent">{p.version}</span>}
            </div>
            <h3>{p.name}</h3>
            <p>{p.summary}</p>
            <Link to={`/${p.slug}`} className="product-card__link">
              View product<span className="visually-hidden">: {p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (isSteps(section.heading)) {
    const linked = slug === 'project';
    const split2 = pairs(items);
    return (
      <ol className={`steps ${cols(items.length)}${split2 ? ' steps--split' : ''}`}>
        {items.map((item, i) => (
          <li key={item}>
            {split2 ? (
              <>
                <strong>{split2[i][0]}</strong>
                <span>{split2[i][1]}</span>
              </>
            ) : linked ? (
              withAccountLinks(item)
            ) : (
              item
            )}
          </li>
        ))}
      </ol>
    );
  }
  if (/languages/i.test(section.heading)) {
    return (
      <ul className="badge-list" role="list">
        {items.map((item) => (
          <li key={item} className="badge">
            <Icon name="code" size={16} />
            {item}
          </li>
        ))}
      </ul>
    );
  }
  if (/categories|courses/i.test(section.heading)) {
    const courses = /courses/i.test(section.heading);
    return (
      <ul className={`tile-grid ${cols(items.length)}`} role="list">
        {items.map((item) => (
          <li key={item} className="tile tile--row">
            <span className="tile__icon">
              <Icon name={courses ? tileIcon(item, 'cap') : 'cap'} size={24} />
            </span>
            <h3>{item}</h3>
          </li>
        ))}
      </ul>
    );
  }
  const tiles = pairs(items);
  if (tiles) {
    const fallback = slug === 'BulkSMS' ? 'sms' : 'code';
    return (
      <ul className={`tile-grid ${cols(tiles.length)}`} role="list">
        {tiles.map(([title, text]) => (
          <li key={title} className="tile">
            <span className="tile__icon">
              <Icon name={tileIcon(title, fallback)} size={26} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {section.body?.map((p) => (
        <p key={p.slice(0, 24)} className="prose">
          {p}
        </p>
      ))}
      {items.length > 0 && (
        <ul className="check-list feature-list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  const { service, art, cta, products } = loaderData;
  const naira = `\u20a6${site.hostingPriceNaira}`;
  const phone = site.phones[0];
  return (
    <main>
      <section className="page-hero hero-art">
        <div className="container hero-art__inner">
          <div>
            <span className="eyebrow">Our Services</span>
            <h1>{service.title}</h1>
            <p>{service.summary}</p>
            <div className="hero-art__actions">
              <Link to="/contact" className="btn btn-accent">
                Get a Quote
              </Link>
              <a href={`tel:${phone.tel}`} className="btn btn-on-dark">
                <span className="visually-hidden">Call </span>
                {phone.display}
              </a>
            </div>
          </div>
          <img className="hero-art__img" src={art} width={480} height={360} alt="" fetchPriority="high" />
        </div>
      </section>

      {service.highlights && (
        <section className="highlights" aria-label="Included with every hosting plan">
          <div className="container">
            <ul className="highlights__list" role="list">
              {service.highlights.map((h) => (
                <li key={h}>
                  <Icon name="shield" size={20} />
                  {h}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="intro-title">
        <div className="container two-col">
          <div className="prose">
            <h2 id="intro-title">Overview</h2>
            {service.intro.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside className="aside-stack">
            {service.slug === 'domain' && (
              <div className="price-card">
                <span className="price-card__label">Web hosting</span>
                <span className="price-card__price">
                  {naira}
                  <small>/year</small>
                </span>
                <p>Hosting from {naira} per year with a free domain.</p>
                <Link to="/contact" className="btn btn-accent">
                  Order Hosting
                </Link>
              </div>
            )}
            <nav className="card on-this-page" aria-label="On this page">
              <h2 className="on-this-page__title">On this page</h2>
              <ul>
                {service.sections.map((s) => (
                  <li key={s.heading}>
                    <a href={`#${idOf(s.heading)}`}>{s.heading}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>

      {service.sections.map((section, i) => (
        <section
          key={section.heading}
          id={idOf(section.heading)}
          className={i % 2 === 0 ? 'section section--alt' : 'section'}
          aria-labelledby={`${idOf(section.heading)}-title`}
        >
          <div className="container">
            <h2 id={`${idOf(section.heading)}-title`} className="subhead">
              {section.heading}
            </h2>
            <SectionBody section={section} slug={service.slug} products={products} />
            {service.slug === 'project' && isSteps(section.heading) && (
              <p className="step-actions">
                <Link to="/login" className="btn btn-primary">
                  Login
                </Link>
                <Link to="/signup" className="btn btn-outline">
                  Sign Up
                </Link>
              </p>
            )}
          </div>
        </section>
      ))}

      <CtaBand title={cta[0]} text={cta[1]} />
    </main>
  );
}
