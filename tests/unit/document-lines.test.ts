import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentLines, minusNaira, type DocumentSums, type DocumentTotalRow } from '../../app/components/document-lines/document-lines';

/**
 * The lines and totals the customer's quote and invoice pages share: every row is there with its
 * words and amount, a discount is taken off as "−₦…" (never handed to formatNaira as a negative
 * number, which once failed the invoice page), and VAT shows its rate, 0 % included.
 */

const LINES = [
  { description: 'Cat6 cabling, per point, installed and tested', quantity: 24, unit_kobo: 1_500_000, line_kobo: 36_000_000 },
  { description: '24-port gigabit switch', quantity: 1, unit_kobo: 18_500_050, line_kobo: 18_500_050 },
];
const SUBTOTAL = 54_500_050;

const render = (sums: DocumentSums, after?: DocumentTotalRow[]) => renderToStaticMarkup(createElement(DocumentLines, { caption: 'What this quote is for', lines: LINES, sums, after }));

/** The totals' rows as "label | amount", in order. */
const totals = (html: string) =>
  [...html.split('<table class="doc-totals">')[1].matchAll(/<tr[^>]*><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><\/tr>/g)].map((m) => `${m[1]} | ${m[2]}`);

describe('DocumentLines', () => {
  it('draws each line with its quantity, unit price and amount under the four column headings', () => {
    const html = render({ subtotal_kobo: SUBTOTAL, discount_kobo: 0, vat_basis_points: 750, vat_kobo: 4_087_504, total_kobo: 58_587_554 });
    expect(html).toContain('<caption class="visually-hidden">What this quote is for</caption>');
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual(['Description', 'Qty', 'Unit price', 'Amount']);
    expect(html).toContain('<td>Cat6 cabling, per point, installed and tested</td><td class="doc-num">24</td><td class="doc-num">₦15,000</td><td class="doc-num">₦360,000</td>');
    expect(html).toContain('<td>24-port gigabit switch</td><td class="doc-num">1</td><td class="doc-num">₦185,000.50</td><td class="doc-num">₦185,000.50</td>');
  });

  it('without a discount: subtotal, VAT at its rate and the total, and no discount row', () => {
    const html = render({ subtotal_kobo: SUBTOTAL, discount_kobo: 0, vat_basis_points: 750, vat_kobo: 4_087_504, total_kobo: 58_587_554 });
    expect(totals(html)).toEqual(['Subtotal | ₦545,000.50', 'VAT (7.5 %) | ₦40,875.04', 'Total | ₦585,875.54']);
    expect(html).not.toContain('Discount');
  });

  it('takes a discount off as −₦ and marks the total strong', () => {
    const html = render({ subtotal_kobo: SUBTOTAL, discount_kobo: 500_000, vat_basis_points: 750, vat_kobo: 4_050_004, total_kobo: 58_050_054 });
    expect(totals(html)).toEqual(['Subtotal | ₦545,000.50', 'Discount | −₦5,000', 'VAT (7.5 %) | ₦40,500.04', 'Total | ₦580,500.54']);
    expect(html).toContain('<tr class="doc-totals__strong"><th scope="row">Total</th>');
  });

  it('shows a discount handed over as a negative number the same way instead of failing', () => {
    expect(() => render({ subtotal_kobo: SUBTOTAL, discount_kobo: -500_000, vat_basis_points: 750, vat_kobo: 4_050_004, total_kobo: 58_050_054 })).not.toThrow();
    expect(totals(render({ subtotal_kobo: SUBTOTAL, discount_kobo: -500_000, vat_basis_points: 750, vat_kobo: 4_050_004, total_kobo: 58_050_054 }))[1]).toBe('Discount | −₦5,000');
    expect(minusNaira(1)).toBe('−₦0.01');
  });

  it('shows VAT at 0 % with ₦0 rather than leaving the row out, and at a rate with hundredths', () => {
    expect(totals(render({ subtotal_kobo: SUBTOTAL, discount_kobo: 0, vat_basis_points: 0, vat_kobo: 0, total_kobo: SUBTOTAL }))).toEqual([
      'Subtotal | ₦545,000.50',
      'VAT (0 %) | ₦0',
      'Total | ₦545,000.50',
    ]);
    expect(totals(render({ subtotal_kobo: 100_000, discount_kobo: 0, vat_basis_points: 705, vat_kobo: 7_050, total_kobo: 107_050 }))[1]).toBe('VAT (7.05 %) | ₦70.50');
  });

  it("adds the document's own rows under the total, in order", () => {
    const html = render({ subtotal_kobo: SUBTOTAL, discount_kobo: 500_000, vat_basis_points: 750, vat_kobo: 4_050_004, total_kobo: 58_050_054 }, [
      { label: 'Paid', kobo: 8_050_054 },
      { label: 'Amount due', kobo: 50_000_000, strong: true },
    ]);
    expect(totals(html).slice(3)).toEqual(['Total | ₦580,500.54', 'Paid | ₦80,500.54', 'Amount due | ₦500,000']);
    expect(html).toContain('<tr class="doc-totals__strong"><th scope="row">Amount due</th>');
  });
});
