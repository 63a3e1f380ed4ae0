import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { ContentImage, ServiceContent } from '../../../content/types';
import { Icon } from '../../../app/components/icon';
import { useCompany } from '../../../app/lib/company';
import { CtaBand } from './marketing-blocks';
import type { ProductCardData } from './product-card';
import { ServiceSections, sectionId, type ShownSection } from './service-sections';
import './hero-art.css';
import './page-layout.css';
import './service-page.css';
import { phoneDisplay } from '../../../common/phone';
import type { PriceHint } from '../../../common/price-words';
import { priceParts } from '../../../common/price-words';
import { quoteHref } from '../../leads/quote.words';
import { jsonLdText } from '../../../app/lib/meta';
import { CourseFees, type ShownCourse } from './course-fees';
import { PriceTag } from './price-tag';
import { PhoneLink } from '../../../app/components/phone-link';

/**
 * The hero picture's drawn width (hero-art.css .hero-art__img): 24rem from 48rem up, 18rem below.
 * Under 30rem (a phone held upright) it is hidden, and the <picture>'s source has HERO_MEDIA, so a
 * phone downloads none of it: its <img> falls back to an empty 1×1 GIF.
 */
const HERO_SIZES = '(min-width: 48rem) 24rem, 18rem';
const HERO_MEDIA = '(min-width: 30rem)';
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

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

/** A service page: the 'service:<slug>' document, its built-in illustration, and the product cards when a section shows them. */
export function ServicePageView({
  slug,
  service,
  art,
  products,
  jsonLd,
}: {
  slug: string;
  service: Omit<ServiceContent, 'courses'> & { sections: ShownSection[]; price: PriceHint; courses: ShownCourse[] };
  art: string;
  products: readonly ProductCardData[];
  /** The Service (and the training page's Courses) with their Offers (app/lib/offer-json-ld.ts). */
  jsonLd: Record<string, unknown>[];
}) {
  const site = useCompany();
  const phone = site.phones[0];
  const hosting = priceParts(service.price);
  const quote = quoteHref(slug, 'quote');
  return (
    <main>
      {jsonLd.map((item, i) => (
        // Data blocks, not scripts: CSP does not apply and nothing executes.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
      <section className="page-hero hero-art">
        <div className="container hero-art__inner">
          <div>
            <span className="eyebrow">Our Services</span>
            <h1>{service.title}</h1>
            <p>{service.summary}</p>
            <PriceTag price={service.price} on="dark" />
            <div className="hero-art__actions">
              <Link to={quote} className="btn btn-accent">
                Get a Quote
              </Link>
              <PhoneLink tel={phone.tel} className="btn btn-on-dark">
                <span className="visually-hidden">Call </span>
                {phoneDisplay(phone.tel)}
              </PhoneLink>
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
        // With the hosting price card the strip lists what every hosting plan includes.
        <section className="highlights" aria-label={service.priceCard ? 'Included with every hosting plan' : `${service.title}: highlights`}>
          <div className="container">
            <ul className="highlights__list" role="list">
              {service.highlights.map((h) => (
                <li key={h}>
                  <Icon name="i-shield" size={20} />
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
            {service.priceCard && hosting && (
              <div className="price-card">
                <span className="price-card__label">Web hosting</span>
                <span className="price-card__price">
                  {hosting.amount}
                  <small> {hosting.unit}</small>
                </span>
                <p>
                  Hosting from {hosting.amount} {hosting.unit} with a free domain.
                </p>
                <Link to={quote} className="btn btn-accent">
                  Order Hosting
                </Link>
              </div>
            )}
            <nav className="card on-this-page" aria-label="On this page">
              <h2 className="on-this-page__title">On this page</h2>
              <ul>
                {service.sections.map((s) => (
                  <li key={s.heading}>
                    <a href={`#${sectionId(s.heading)}`}>{s.heading}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>

      {service.courses.length > 0 && <CourseFees courses={service.courses} />}

      <ServiceSections sections={service.sections} products={products} />

      <CtaBand title={service.cta.title} text={service.cta.text} to={quote} />
    </main>
  );
}
