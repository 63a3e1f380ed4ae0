import { Link } from 'react-router';
import type { ScreenSpec } from '../../../content/product-screens';
import { ShowMoreList } from '../../../app/components/show-more-list';
import { Icon } from '../../../app/components/icon';
import { useCompany } from '../../../app/lib/company';
import { ProductScreen } from './product-screen';
import './product-page.css';
import { phoneDisplay } from '../../../common/phone';
import type { PriceHint } from '../../../common/price-words';
import { quoteHref } from '../../leads/quote.words';
import { jsonLdText } from '../../../app/lib/meta';
import { PriceTag } from './price-tag';
import { PhoneLink } from '../../../app/components/phone-link';

/** What the product page shows, read by its loader from the published 'product:<slug>' document. */
export interface ProductPageData {
  slug: string;
  price: PriceHint;
  /** The page's Product with its Offer (app/lib/offer-json-ld.ts). */
  jsonLd: Record<string, unknown>;
  name: string;
  version: string | null;
  title: string;
  headline: string;
  subtitle: string;
  summary: string;
  intro: string[];
  sections: { heading: string; items: string[]; id: string }[];
  screen: ScreenSpec | null;
}

/** A software product page: the 'product:<slug>' document, its drawn dashboard and the demo call to action. */
export function ProductPageView({ page: p }: { page: ProductPageData }) {
  const site = useCompany();
  const phone = site.phones[0];
  const label = p.version ?? p.name;
  return (
    <main className="product-page">
      {/* A data block, not a script: CSP does not apply and nothing executes. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(p.jsonLd) }} />
      <section className="page-hero product-hero">
        <div className="container product-hero__grid">
          <div className="product-hero__text">
            <p className="eyebrow">{p.name}</p>
            <h1>
              <span className="product-hero__headline">{p.headline}</span>
              {p.subtitle && (
                <>
                  <span className="visually-hidden">: </span>
                  <span className="product-hero__subtitle">{p.subtitle}</span>
                </>
              )}
            </h1>
            <p className="product-hero__summary">{p.summary}</p>
            <PriceTag price={p.price} on="dark" />
            <div className="product-hero__actions">
              <Link className="btn btn-accent" to={quoteHref(p.slug, 'demo')}>
                Request a demo
              </Link>
              <a className="btn product-hero__ghost" href={`#${p.sections[0]?.id ?? ''}`}>
                See what it does
              </a>
            </div>
          </div>
          {p.screen && (
            <div className="product-hero__screen">
              <ProductScreen spec={p.screen} label={`Illustration of the ${label} dashboard: ${p.screen.heading.toLowerCase()}, key figures, a chart and recent records.`} />
            </div>
          )}
        </div>
      </section>

      <section className="section product-intro" aria-labelledby="product-intro-heading">
        <div className="container product-intro__grid">
          <div className="product-intro__text">
            <h2 id="product-intro-heading">About {label}</h2>
            {p.intro.map((para, i) => (
              <p key={i} className={i === 0 ? 'lead' : undefined}>
                {para}
              </p>
            ))}
          </div>
          <nav className="product-toc" aria-label="On this page">
            <p className="product-toc__title">On this page</p>
            <ul>
              {p.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>
                    {s.heading}
                    <span className="product-toc__count">{s.items.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="section section--alt product-sections" aria-label={`${label}: features and benefits`}>
        <div className="container product-sections__grid">
          {p.sections.map((s) => (
            <section key={s.id} id={s.id} className={s.heading === 'Benefits' ? 'product-list product-list--benefits' : 'product-list'} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              <ShowMoreList items={s.items} describedBy={`${s.id}-heading`} />
            </section>
          ))}
        </div>
      </section>

      <section className="section section--brand product-cta" aria-labelledby="product-cta-heading">
        <div className="container product-cta__inner">
          <div>
            <h2 id="product-cta-heading">See {label} working with your own data</h2>
            <p>
              We demonstrate it at your premises or online, install it, move your existing records across and train your
              staff, then stay on call for support from our Enugu office.
            </p>
            <PriceTag price={p.price} on="dark" />
          </div>
          <div className="product-cta__actions">
            <Link className="btn btn-accent" to={quoteHref(p.slug, 'demo')}>
              Request a demo
            </Link>
            <Link className="btn product-cta__phone" to={quoteHref(p.slug, 'quote')}>
              Get a quote
            </Link>
            <PhoneLink tel={phone.tel} className="btn product-cta__phone">
              <Icon name="phone-small" size={16} />
              Call {phoneDisplay(phone.tel)}
            </PhoneLink>
          </div>
        </div>
      </section>
    </main>
  );
}
