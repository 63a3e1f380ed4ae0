import { PRODUCT_LIMITS, ProductSchema } from '../../../common/site-content';
import { LIST_ITEMS_VISIBLE } from '../../../common/constants';
import { products } from '../../../content/products';
import type { ProductContent, ProductSection } from '../../../content/types';
import type { EditorApi } from './document-editor';
import { ItemList, TextField } from './fields';
import { TextListField, pageScreen, quote, type PageChoice } from './page-fields';
import { PriceField } from './price-fields';
import { builtInPrice } from '../../../content/prices';

const PAGES: PageChoice[] = products.map((p) => ({ slug: p.slug, label: p.name }));
const newSection = (): ProductSection => ({ heading: '', items: [''] });

/** "7 features: the first 5 show, and “Show More” reveals the other 2." */
function countLine(n: number): string {
  const noun = n === 1 ? 'feature' : 'features';
  if (n <= LIST_ITEMS_VISIBLE) return `${n} ${noun}: all show. “Show More” appears after the ${ordinal(LIST_ITEMS_VISIBLE)} feature.`;
  return `${n} ${noun}: the first ${LIST_ITEMS_VISIBLE} show, and “Show More” reveals the other ${n - LIST_ITEMS_VISIBLE}.`;
}
const ordinal = (n: number) => ({ 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth' } as Record<number, string>)[n] ?? `${n}th`;

/**
 * Site content → Software products: the words and feature lists of the eleven product
 * pages, one page at a time. The routes, illustrations and search-engine descriptions stay as they are.
 */
export default pageScreen({
  screen: 'products',
  kind: 'product',
  pages: PAGES,
  pickerLabel: 'Product page to edit',
  pickerHint: 'The eleven software product pages. Each page is saved and published on its own.',
  schema: ProductSchema,
  title: (p) => `Software product: ${p.label}`,
  description: 'The name, heading, summary, price, introduction and feature lists of this product page. The name, version, summary and price also show on the product cards.',
  Fields: ProductFields,
});

function ProductFields({ editor, page }: { editor: EditorApi<ProductContent>; page: PageChoice }) {
  const { field } = editor;
  const sections = editor.list<ProductSection>('sections', {
    noun: 'section',
    idBase: 'sc-section',
    focusField: 'heading',
    describe: (s) => (s.heading.trim() ? `the section ${quote(s.heading)} with its ${s.items.length} features` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Product and heading</legend>
        <div className="admin-form__grid">
          <TextField {...field('name')} label="Product name" hint="Shown above the heading, in the Softwares menu and on the product cards. Up to 80 characters." maxLength={80} />
          <TextField {...field('version')} label="Version name (optional)" hint="e.g. Stock Manager 10.2; shown as a badge on the cards. Leave empty if there is none." maxLength={40} />
        </div>
        <TextField {...field('title')} label="Page heading" hint="Up to 120 characters. Text before a colon shows large and the rest under it, e.g. “Stock Manager 10.2: Point of Sale and Inventory Software”. The browser tab shows it too." maxLength={120} />
        <TextField {...field('summary')} label="Summary" multiline hint="One or two sentences under the heading and on the product cards, up to 300 characters." maxLength={300} />
      </fieldset>

      <PriceField editor={editor} path="price" fallback={builtInPrice('product', page.slug)} legend="Price (shown under the summary, on the product cards and by the demo button)" />

      <fieldset className="sc-group">
        <legend>About the product</legend>
        <TextListField editor={editor} path="intro" idBase="sc-intro" noun="paragraph" itemLabel={(i) => `Paragraph ${i + 1}`} addLabel="Add a paragraph" max={PRODUCT_LIMITS.intro} maxLength={1200} minimum={1} multiline hint={`The paragraphs under “About …”; the first shows larger. At least one, at most ${PRODUCT_LIMITS.intro}, up to 1,200 characters each.`} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Feature lists</legend>
        <p className="hint">
          {`Each section is a list with a heading. The first ${LIST_ITEMS_VISIBLE} features of a list show; “Show More” appears after the ${ordinal(LIST_ITEMS_VISIBLE)} feature and reveals the rest. A section headed “Benefits” is drawn in the benefits style. Change the order with Move up / Move down, or drag an item by its grip.`}
        </p>
        <ItemList list={sections} dragIdBase="sc-section-box" max={PRODUCT_LIMITS.sections} addLabel="Add a section" newItem={newSection} legend={(section, i) => `Section ${i + 1}${section.heading.trim() ? `: ${section.heading}` : ''}`}>
          {(section, i) => (
            <>
              <TextField {...field(`sections.${i}.heading`)} label="Section heading" hint="e.g. Features, Payroll, Benefits. Up to 60 characters; each section needs its own." maxLength={60} />
              <p className="sc-count" aria-live="polite">
                {countLine(section.items.length)}
              </p>
              <TextListField
                editor={editor}
                path={`sections.${i}.items`}
                idBase={`sc-s${i}-features`}
                noun="feature"
                itemLabel={(j) => `Feature ${j + 1}`}
                addLabel="Add a feature"
                max={PRODUCT_LIMITS.items}
                maxLength={200}
                minimum={1}
                hint={`At least one, at most ${PRODUCT_LIMITS.items} features, up to 200 characters each.`}
                itemHint={(j) => (j === LIST_ITEMS_VISIBLE ? '“Show More” reveals this feature and the ones after it.' : undefined)}
              />
            </>
          )}
        </ItemList>
      </fieldset>
    </>
  );
}
