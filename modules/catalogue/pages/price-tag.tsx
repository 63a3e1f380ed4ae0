import type { PriceHint } from '../../../common/price-words';
import { priceParts } from '../../../common/price-words';
import './price-tag.css';

/**
 * A price hint where a buyer looks (docs/decisions/0035-price-hints-and-quote-requests.md): "From
 * ₦250,000 per licence" with the amount large, or "Price on request". `on` is the background it sits
 * on: the dark hero and closing bands, or a light card.
 */
export function PriceTag({ price, on = 'light', id }: { price: PriceHint; on?: 'dark' | 'light'; id?: string }) {
  const parts = priceParts(price);
  return (
    <p className={`price-tag price-tag--${on}`} id={id}>
      {parts ? (
        <>
          <span className="price-tag__from">From </span>
          <strong className="price-tag__amount">{parts.amount}</strong> <span className="price-tag__unit">{parts.unit}</span>
        </>
      ) : (
        <strong className="price-tag__request">Price on request</strong>
      )}
    </p>
  );
}
