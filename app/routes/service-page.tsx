import { Fragment, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Link, data } from 'react-router';
import type { Route } from './+types/service-page';
import { products } from '../../content/products';
import { services } from '../../content/services';
import type { ContentImage, ServiceSectionContent } from '../../content/types';
import { servicesContext } from '../context';
import { Icon } from '../components/illustrations';
import { CtaBand } from '../components/marketing-blocks';
import { pageMeta } from '../lib/meta';
import './pages.css';
import { useCompany } from '../lib/company';

/** Per-page art, keyed by slug (the words are the page's site-content document). */
const ART: Record<string, string> = {
  domain: '/images/slide-hosting.svg',
  softwareDev: '/images/slide-software.svg',
  databaseManagement: '/images/hero-database.svg',
  BulkSMS: '/images/hero-sms.svg',
  training: '/images/slide-training.svg',
  project: '/images/slide-research.svg',
};

/**
 * The hero picture's drawn width (pages.css .hero-art__img): 24rem from 48rem up, 18rem below.
 * Under 30rem (a phone held upright) it is hidden, and the <picture>'s source has HERO_MEDIA, so a
 * phone downloads none of it: its <img> falls back to an empty 1×1 GIF.
 */
const HERO_SIZES = '(min-width: 48rem) 24rem, 18rem';
const HERO_MEDIA = '(min-width: 30rem)';
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * The six service pages of spec 2.10; `pattern` is the route's own path ("domain"). The words come
 * from the published 'service:<slug>' document (docs/decisions/0007-site-content.md), read from
 * the in-memory cache; the slug, art and meta description stay in code.
 */
export async function loader({ pattern, request, context }: Route.LoaderArgs) {
  const slug = pattern.replace(/^\/+/, '').toLowerCase();
  const builtIn = services.find((s) => s.slug.toLowerCase() === slug);
  if (!builtIn) throw data(null, { status: 404 });
  const pages = context.get(servicesContext);
  const [service, productDocs] = await Promise.all([
    pages.content(`service:${builtIn.slug}`, request),
    // softwareDev lists the products as cards linking to their pages.
    builtIn.slug === 'softwareDev' ? Promise.all(products.map((p) => pages.content(`product:${p.slug}`, request))) : [],
  ]);
  return {
    slug: builtIn.slug,
    metaDescription: builtIn.metaDescription,
    service,
    art: ART[builtIn.slug] ?? ART.softwareDev,
    products: productDocs.map((doc, i) => ({ slug: products[i].slug, name: doc.name, version: doc.version, summary: doc.summary })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.service.title, args.loaderData.metaDescription) : [];

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

function SectionBody({ section, slug, products }: { section: ServiceSectionContent; slug: string; products: ProductCard[] }) {
  const items = section.items;
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
      {section.body.map((p, i) => (
        <p key={i} className="prose">
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

function HeroPicture({ image }: { image: ContentImage }) {
  // React preloads a plain <img fetchPriority=high> by itself, but not one inside a <picture>.
  preload(image.url, { as: 'image', imageSrcSet: image.srcset, imageSizes: HERO_SIZES, media: HERO_MEDIA, fetchPriority: 'high' });
  return (
    <picture className="hero-art__picture">
      <source media={HERO_MEDIA} srcSet={image.srcset} sizes={HERO_SIZES} />
      <img
        className="hero-art__img hero-art__img--photo"
        src={EMPTY_GIF}
        width={image.width}
        height={image.height}
        alt=""
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const site = useCompany();
  const { slug, service, art, products } = loaderData;
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
          {/* An uploaded picture (the document's `image`) replaces the illustration. Above the fold:
              eager and fetched first, preloaded from the <head> for the screens that show it. */}
          {service.image ? (
            <HeroPicture image={service.image} />
          ) : (
            <img className="hero-art__img" src={art} width={480} height={360} alt="" fetchPriority="high" />
          )}
        </div>
      </section>

      {service.highlights.length > 0 && (
        <section className="highlights" aria-label={slug === 'domain' ? 'Included with every hosting plan' : `${service.title}: highlights`}>
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
            {service.intro.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <aside className="aside-stack">
            {slug === 'domain' && (
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
            <SectionBody section={section} slug={slug} products={products} />
            {slug === 'project' && isSteps(section.heading) && (
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

      <CtaBand title={service.cta.title} text={service.cta.text} />
    </main>
  );
}
