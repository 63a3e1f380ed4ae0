import { describe, expect, it } from 'vitest';
import { diff, fieldLabel } from '../../modules/site-content/admin/diff';
import { ProductSchema, firstIssueMessage } from '../../common/site-content';
import { products } from '../../content/products';
import { productDocument } from '../../modules/site-content/built-in.service';

/** The page documents' History labels and the feature-list rules. */
describe('page documents', () => {
  it('name a product’s fields in the History compare in the words of the product screen', () => {
    expect(fieldLabel('sections.0.items.6', 'product')).toBe('Section 1 › Feature 7');
    expect(fieldLabel('name', 'product')).toBe('Product name');
    expect(fieldLabel('intro.1', 'service')).toBe('Paragraph 2');
    expect(fieldLabel('title', 'service')).toBe('Page heading');
    expect(fieldLabel('cta.title', 'service')).toBe('Closing call to action › Heading');
    expect(fieldLabel('intro', 'sector')).toBe('Introduction');
    // The company document keeps its own labels.
    expect(fieldLabel('name')).toBe('Company name');
    const before = productDocument(products[0]);
    const after = structuredClone(before);
    after.sections[0].items.splice(4);
    const changes = diff(before, after, 'product');
    expect(changes.map((c) => c.label)).toEqual(products[0].sections[0].items.slice(4).map((_, i) => `Section 1 › Feature ${i + 5}`));
    expect(changes[0].before).toBe(products[0].sections[0].items[4]);
    expect(changes[0].after).toBe('');
  });

  it('refuse a feature list with a repeated line, naming both places', () => {
    const doc = productDocument(products[0]);
    doc.sections[1].items.push(` ${doc.sections[1].items[2].toUpperCase()}`);
    const r = ProductSchema.safeParse(doc);
    expect(r.success).toBe(false);
    expect(firstIssueMessage(r.error!)).toBe(`Section 2, item ${doc.sections[1].items.length}: This repeats feature 3: each one must be different.`);
  });
});
