import { Link } from 'react-router';
import type { Route } from './+types/products';
import { products } from '../../content/products';
import { Icon } from '../components/illustrations';
import { CtaBand } from '../components/marketing-blocks';
import { pageMeta } from '../lib/meta';
import { servicesContext } from '../context';
import './pages.css';

/**
 * Card fields only, so the product pages' copy stays out of this page's bundle; the words are the
 * published 'product:<slug>' documents, read from the in-memory cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pages = context.get(servicesContext);
  const docs = await Promise.all(products.map((p) => pages.content(`product:${p.slug}`, request)));
  return { products: docs.map((d, i) => ({ slug: products[i].slug, name: d.name, version: d.version, summary: d.summary })) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Our Software Products',
    'Point of sale, hospital, school, bus ticketing, estate, hotel, HR and payroll, laboratory, cooperative, farm and inventory software, built and supported in Enugu.',
  );

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section className="page-hero hero-art">
        <div className="container hero-art__inner">
          <div>
            <span className="eyebrow">Softwares</span>
            <h1>Our Software Products</h1>
            <p>
              Ready-made business systems that run offline on your local network, report in naira and come with
              installation, training and local support.
            </p>
          </div>
          <img className="hero-art__img" src="/images/slide-software.svg" width={480} height={360} alt="" />
        </div>
      </section>

      <section className="section" aria-labelledby="catalogue-title">
        <div className="container">
          <div className="section-head">
            <h2 id="catalogue-title">{loaderData.products.length} products, one support desk</h2>
            <p>Choose a product to see its features and benefits, or ask us for a free demonstration at your premises.</p>
          </div>
          <ul className="product-grid" role="list">
            {loaderData.products.map((p) => (
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
                  View details<span className="visually-hidden"> of {p.name}</span>
                  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title="See it working before you buy"
        text="We demonstrate any product at your premises in Enugu or Port Harcourt, with your own sample data."
      />
    </main>
  );
}
