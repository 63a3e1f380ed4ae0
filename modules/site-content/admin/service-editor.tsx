import { CARD_ICONS, SECTION_LAYOUTS, SERVICE_LIMITS, ServiceSchema } from '../../../common/site-content';
import { services } from '../../../content/services';
import type { ServiceContent, ServiceSectionContent, ServiceSectionLayout, ServiceTileIcon } from '../../../content/types';
import { ContentImageField } from './content-image-field';
import type { EditorApi } from './document-editor';
import { ItemList, SelectField, TextField } from './fields';
import { TextListField, pageScreen, quote, type PageChoice } from './page-fields';
import { CoursesField, PriceField } from './price-fields';
import { builtInPrice } from '../../../content/prices';

const PAGES: PageChoice[] = services.map((s) => ({ slug: s.slug, label: s.title }));
const newSection = (): ServiceSectionContent => ({ heading: '', layout: 'list', items: [''], body: [] });
const LAYOUT_OPTIONS = (Object.keys(SECTION_LAYOUTS) as ServiceSectionLayout[]).map((value) => ({ value, label: SECTION_LAYOUTS[value] }));
const TILE_ICON_OPTIONS = (Object.keys(CARD_ICONS) as ServiceTileIcon[]).map((value) => ({ value, label: CARD_ICONS[value] }));
const PRICE_CARD_OPTIONS = [
  { value: 'shown', label: 'Shown' },
  { value: 'hidden', label: 'Not shown' },
] as const;
/** A document stored before the page fields existed has none: the page shows its built-in choice. */
const builtInPage = (slug: string) => services.find((s) => s.slug === slug)!;

/**
 * Site content → Services: the words of the six service pages, one page at a time.
 * The hero picture may be replaced by an uploaded one; the routes and search-engine descriptions stay as they are.
 */
export default pageScreen({
  screen: 'services',
  kind: 'service',
  pages: PAGES,
  pickerLabel: 'Service page to edit',
  pickerHint: 'The six service pages of the Our Services menu. Each page is saved and published on its own.',
  schema: ServiceSchema,
  title: (p) => `Service page: ${p.label}`,
  description: 'The heading, summary, price, overview paragraphs, sections and the closing call to action of this page (and on the training page, the courses with their fees and dates).',
  Fields: ServiceFields,
});

function ServiceFields({ editor, page }: { editor: EditorApi<ServiceContent>; page: PageChoice }) {
  const { value, err, set, field } = editor;
  const sections = editor.list<ServiceSectionContent>('sections', {
    noun: 'section',
    idBase: 'sc-section',
    focusField: 'heading',
    describe: (s) => (s.heading.trim() ? `the section ${quote(s.heading)} with its items and paragraphs` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Top of the page</legend>
        <TextField {...field('title')} label="Page heading" hint="The large heading at the top; the Our Services menu and the browser tab show it too. Up to 80 characters." maxLength={80} />
        <TextField {...field('summary')} label="Summary" multiline hint="One or two sentences under the heading, up to 300 characters. The About Us page shows it too." maxLength={300} />
        {/* A document stored before pictures existed has no `image` field yet: it means none. */}
        <ContentImageField
          path="image"
          label="Picture"
          kind="service"
          value={value.image ?? null}
          emptyText="the page's built-in illustration"
          hint="JPEG, PNG or WebP, up to 20 MB. Best 1200 × 900 px or larger, landscape: it is shown beside the heading at the top of the page (up to 384 px wide on computers, 288 px on tablets, hidden on small phones) and cropped to 4:3, so keep the subject in the middle. “Remove the picture” brings back the built-in illustration."
          error={err('image') ?? err('image.url')}
          onChange={(img) => set('image', (d) => (d.image = img))}
        />
      </fieldset>

      <PriceField editor={editor} path="price" fallback={builtInPrice('service', page.slug)} legend="Price (shown under the summary at the top of the page)" />

      {page.slug === 'training' || value.courses ? <CoursesField editor={editor} /> : null}

      <fieldset className="sc-group">
        <legend>Highlights</legend>
        <TextListField editor={editor} path="highlights" idBase="sc-highlight" noun="highlight" itemLabel={(i) => `Highlight ${i + 1}`} addLabel="Add a highlight" max={SERVICE_LIMITS.highlights} maxLength={60} hint="Short points shown in a strip under the banner, up to 60 characters each. Leave the list empty to hide the strip." />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Overview</legend>
        <TextListField editor={editor} path="intro" idBase="sc-intro" noun="paragraph" itemLabel={(i) => `Paragraph ${i + 1}`} addLabel="Add a paragraph" max={SERVICE_LIMITS.intro} maxLength={1200} minimum={1} multiline hint={`The paragraphs under “Overview”: at least one, at most ${SERVICE_LIMITS.intro}, up to 1,200 characters each.`} />
        <SelectField path="priceCard" label="Web hosting price card beside the overview (it shows this page's price, set above)" value={(value.priceCard ?? builtInPage(page.slug).priceCard) ? 'shown' : 'hidden'} options={PRICE_CARD_OPTIONS} error={err('priceCard')} onChange={(v) => set('priceCard', (d) => (d.priceCard = v === 'shown'))} />
        <SelectField<ServiceTileIcon> path="tileIcon" label="Icon of a tile whose title suggests none (sections with the “Tiles with a title and a description” layout)" value={value.tileIcon ?? builtInPage(page.slug).tileIcon} options={TILE_ICON_OPTIONS} error={err('tileIcon')} onChange={(v) => set('tileIcon', (d) => (d.tileIcon = v))} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Sections</legend>
        <p className="hint">
          Each section has a heading (listed under “On this page”), a layout, optional paragraphs and a list of items. The
          layout says how the page draws the items; the heading is only words, so you may rename it freely.
        </p>
        <ItemList list={sections} dragIdBase="sc-section-box" max={SERVICE_LIMITS.sections} addLabel="Add a section" newItem={newSection} legend={(section, i) => `Section ${i + 1}${section.heading.trim() ? `: ${section.heading}` : ''}`}>
          {(section, i) => {
            const productCards = section.layout === 'products';
            return (
              <>
                <TextField {...field(`sections.${i}.heading`)} label="Section heading" hint="Up to 80 characters; each section needs its own." maxLength={80} />
                <SelectField<ServiceSectionLayout> {...field(`sections.${i}.layout`)} label="Layout" options={LAYOUT_OPTIONS} />
                {productCards ? (
                  <p className="sc-note">
                    On the page, this section shows the software product cards (their names and summaries are edited under Software
                    products). The items below are used only if the cards cannot be shown.
                  </p>
                ) : null}
                <TextListField editor={editor} path={`sections.${i}.body`} idBase={`sc-s${i}-body`} noun="paragraph" itemLabel={(j) => `Paragraph ${j + 1}`} addLabel="Add a paragraph" max={SERVICE_LIMITS.body} maxLength={1200} multiline hint="Paragraphs shown before the list (optional)." />
                <TextListField editor={editor} path={`sections.${i}.items`} idBase={`sc-s${i}-items`} noun="item" itemLabel={(j) => `Item ${j + 1}`} addLabel="Add an item" max={SERVICE_LIMITS.items} maxLength={300} hint={`Up to ${SERVICE_LIMITS.items} items of up to 300 characters. A section needs at least one item or paragraph.`} />
              </>
            );
          }}
        </ItemList>
      </fieldset>

      <fieldset className="sc-group">
        <legend>Closing call to action</legend>
        <p className="hint">The coloured band at the end of the page, above the footer.</p>
        <TextField {...field('cta.title')} label="Closing heading" hint="Up to 100 characters." maxLength={100} />
        <TextField {...field('cta.text')} label="Closing text" multiline hint="One sentence, up to 300 characters." maxLength={300} />
      </fieldset>
    </>
  );
}
