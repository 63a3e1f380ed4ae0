import { Link } from 'react-router';
import { Icon } from '../../../app/components/icon';
import type { IconName } from '../../../app/components/icon-names';
import type { PriceHint } from '../../../common/price-words';
import { PriceTag } from './price-tag';
import './product-card.css';

/** What a product card shows: the published 'product:<slug>' document's name, version and summary. */
export interface ProductCardData {
  slug: string;
  /** The product's illustration icon, named by the loader (illustrationIcon of the slug). */
  icon: IconName;
  name: string;
  version: string;
  summary: string;
  /** The starting price, or "on request". */
  price: PriceHint;
}

/**
 * One software product as a card linking to its page. `link` is the link's wording: "View details"
 * with an arrow on /products, "View product" in the service page's product grid.
 */
export function ProductCard({ product: p, link }: { product: ProductCardData; link: 'details' | 'product' }) {
  return (
    <li className="product-card">
      <div className="product-card__top">
        <span className="tile__icon">
          <Icon name={p.icon} size={26} />
        </span>
        {p.version && <span className="badge badge--accent">{p.version}</span>}
      </div>
      <h3>{p.name}</h3>
      <p>{p.summary}</p>
      <PriceTag price={p.price} />
      {link === 'details' ? (
        <Link to={`/${p.slug}`} className="product-card__link">
          View details<span className="visually-hidden"> of {p.name}</span>
          <Icon name="arrow-link" size={16} />
        </Link>
      ) : (
        // The name in full, as one string: a hidden span after the words reads as "View product : …".
        <Link to={`/${p.slug}`} className="product-card__link" aria-label={`View product: ${p.name}`}>
          View product
        </Link>
      )}
    </li>
  );
}

/** The cards of several products. */
export function ProductGrid({ products, link }: { products: readonly ProductCardData[]; link: 'details' | 'product' }) {
  return (
    <ul className="product-grid" role="list">
      {products.map((p) => (
        <ProductCard key={p.slug} product={p} link={link} />
      ))}
    </ul>
  );
}
