import { CtaBand } from './marketing-blocks';
import { ProductGrid, type ProductCardData } from './product-card';
import './hero-art.css';

/** /products: every software product as a card. */
export function ProductsPageView({ products }: { products: readonly ProductCardData[] }) {
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
            <h2 id="catalogue-title">{products.length} products, one support desk</h2>
            <p>Choose a product to see its features and benefits, or ask us for a free demonstration at your premises.</p>
          </div>
          <ProductGrid products={products} link="details" />
        </div>
      </section>

      <CtaBand
        title="See it working before you buy"
        text="We demonstrate any product at your premises in Enugu or Port Harcourt, with your own sample data."
      />
    </main>
  );
}
