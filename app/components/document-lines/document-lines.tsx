import { formatNaira } from '../../../common/money';
import { vatRateWords } from '../../../modules/quotes/quotes.words';
import './document-lines.css';

/*
 * Why this lives in app/components/: the quotes module and the invoices module both draw it, and a
 * module may not reach into another's inner files. Exporting it from modules/quotes/index.ts would
 * make the invoice page load the quotes' admin screens and their styles with it, so it sits in the
 * shared page kit, which every module may import. It knows nothing of either domain beyond the shape
 * of a priced line and the sums the server computed; only the VAT rate's wording is borrowed from the
 * quotes' words, since an invoice keeps the rate of the quote it came from.
 */

/** One priced line of a quote or an invoice, in whole kobo. */
export interface DocumentLine {
  description: string;
  quantity: number;
  unit_kobo: number;
  line_kobo: number;
}

/** The sums the server computed for the document; the page never adds them up again. */
export interface DocumentSums {
  subtotal_kobo: number;
  /** Taken off the subtotal; none when 0. */
  discount_kobo: number;
  vat_basis_points: number;
  vat_kobo: number;
  total_kobo: number;
}

/** A row a document adds under its total (an invoice's "Paid" and "Amount due"). */
export interface DocumentTotalRow {
  label: string;
  kobo: number;
  /** Drawn like the total: bold, with a rule above. */
  strong?: boolean;
}

/**
 * "−₦5,000": an amount taken off, written with a minus sign in front of the formatted amount.
 * formatNaira refuses anything below zero, so the sign is never carried by the number itself; a
 * discount handed over negative is shown the same way instead of failing the whole page.
 */
export const minusNaira = (kobo: number): string => `\u2212${formatNaira(Math.abs(kobo))}`;

function TotalRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'doc-totals__strong' : undefined}>
      <th scope="row">{label}</th>
      <td>{amount}</td>
    </tr>
  );
}

/**
 * A document's lines and totals, the same on the customer's quote and invoice: a table of the lines
 * (description, quantity, unit price, amount), then subtotal, the discount when there is one, VAT at
 * the document's own rate (shown at 0 % too: the customer sees that no VAT was charged) and the
 * total, followed by the document's own rows. Plain HTML and CSS, complete without JavaScript. On a
 * phone each line folds into two rows (description, then quantity × unit price and the amount), so
 * nothing scrolls sideways and no column is dropped.
 */
export function DocumentLines({ caption, lines, sums, after = [], className }: { caption: string; lines: DocumentLine[]; sums: DocumentSums; after?: DocumentTotalRow[]; className?: string }) {
  return (
    <div className={className ? `doc-lines-block ${className}` : 'doc-lines-block'}>
      <div className="doc-lines-wrap">
        <table className="doc-lines">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="doc-num">
                Qty
              </th>
              <th scope="col" className="doc-num">
                Unit price
              </th>
              <th scope="col" className="doc-num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, n) => (
              <tr key={n}>
                <td>{l.description}</td>
                <td className="doc-num">{l.quantity}</td>
                <td className="doc-num">{formatNaira(l.unit_kobo)}</td>
                <td className="doc-num">{formatNaira(l.line_kobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="doc-totals">
        <tbody>
          <TotalRow label="Subtotal" amount={formatNaira(sums.subtotal_kobo)} />
          {sums.discount_kobo !== 0 ? <TotalRow label="Discount" amount={minusNaira(sums.discount_kobo)} /> : null}
          <TotalRow label={`VAT (${vatRateWords(sums.vat_basis_points)})`} amount={formatNaira(sums.vat_kobo)} />
          <TotalRow label="Total" amount={formatNaira(sums.total_kobo)} strong />
          {after.map((r) => (
            <TotalRow key={r.label} label={r.label} amount={formatNaira(r.kobo)} strong={r.strong} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
