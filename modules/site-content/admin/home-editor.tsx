import { CARD_ICONS, HomeSchema, SLIDE_ARTS, SLIDE_ART_LABELS } from '../../../common/site-content';
import type { HomeContent, HomeServiceCard, HomeSlide, SlideArt } from '../../../content/types';
import { ContentImageField } from './content-image-field';
import { LinkField } from './link-field';
import { ItemList, SelectField, TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';
import { toNumber } from './editor-api';

const ART_OPTIONS = SLIDE_ARTS.map((a) => ({ value: a, label: SLIDE_ART_LABELS[a] }));
const ICON_OPTIONS = (Object.keys(CARD_ICONS) as (keyof typeof CARD_ICONS)[]).map((k) => ({ value: k, label: CARD_ICONS[k] }));
const PREVIEW_PAGES = [{ path: '/', label: 'home page' }];
const MAX_SLIDES = 8;
const MAX_CARDS = 12;

const newSlide = (): HomeSlide => ({ title: '', text: '', cta: { label: '', href: '/contact' }, art: 'software', image: null });
const newCard = (): HomeServiceCard => ({ title: '', text: '', href: '/', icon: 'code' });

/**
 * Site content → Home page: the banner slides (picture, heading, text, button), the
 * services cards and the clients strip. The About and reviews sections have their own screens.
 */
export default documentScreen({
  docKey: 'home',
  schema: HomeSchema,
  noun: 'the home page',
  title: 'Home page',
  description: 'The banner at the top of the home page, the “Our Services” cards and how many clients of each sector the logo strip shows.',
  previewPages: PREVIEW_PAGES,
  Fields: HomeFields,
});

function HomeFields({ editor }: { editor: EditorApi<HomeContent> }) {
  const { value, update, err, set, field } = editor;
  const slides = editor.list<HomeSlide>('slides', {
    noun: 'slide',
    idBase: 'sc-slide',
    focusField: 'title',
    describe: (s) => (s.title ? `the slide “${s.title}”` : ''),
  });
  const cards = editor.list<HomeServiceCard>('services', {
    noun: 'card',
    idBase: 'sc-card',
    focusField: 'title',
    describe: (c) => (c.title ? `the card “${c.title}”` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Banner slides</legend>
        <p className="hint">
          The banner shows one slide at a time and moves on every 5 seconds. The first slide is the one visitors see first; its picture loads
          before anything else. Change the order with the Move buttons, or drag a slide by its grip.
        </p>
        <ItemList list={slides} max={MAX_SLIDES} addLabel="Add a slide" newItem={newSlide} legend={(s, i) => `Slide ${i + 1}${s.title ? `: ${s.title}` : ''}`}>
          {(s, i) => {
            const p = `slides.${i}`;
            return (
              <>
                <TextField {...field(`${p}.title`)} label="Heading" hint="Up to 90 characters; shown large in white." maxLength={90} />
                <TextField {...field(`${p}.text`)} label="Text" multiline hint="One or two sentences under the heading, up to 220 characters." maxLength={220} />
                <div className="admin-form__grid">
                  <TextField {...field(`${p}.cta.label`)} label="Button label" hint="A few words, e.g. View Courses" maxLength={40} />
                  <LinkField {...field(`${p}.cta.href`)} label="Button link" outside maxLength={300} />
                </div>
                <ContentImageField
                  path={`${p}.image`}
                  label="Picture"
                  kind="banner"
                  value={s.image}
                  round={false}
                  emptyText="the built-in illustration chosen below"
                  hint="JPEG, PNG or WebP, up to 20 MB. Best 1600 × 1200 px or larger, landscape: it is shown beside the heading (up to 480 px wide on computers, 256 px on phones) and cropped to 4:3, so keep the subject in the middle."
                  error={err(`${p}.image`) ?? err(`${p}.image.url`)}
                  onChange={(img) => set(`${p}.image`, (d) => (d.slides[i].image = img))}
                />
                <SelectField<SlideArt> path={`${p}.art`} label="Built-in illustration (when there is no picture)" value={s.art} options={ART_OPTIONS} error={err(`${p}.art`)} onChange={(v) => update((d) => (d.slides[i].art = v))} />
              </>
            );
          }}
        </ItemList>
        {value.slides.length >= MAX_SLIDES ? <p className="hint">The banner holds at most {MAX_SLIDES} slides.</p> : null}
      </fieldset>

      <fieldset className="sc-group">
        <legend>“Our Services” cards</legend>
        <p className="hint">Each card has an icon, a title, a short text and a Read More link. They are shown in this order, three to a row on computers.</p>
        <ItemList list={cards} max={MAX_CARDS} addLabel="Add a card" newItem={newCard} legend={(c, i) => `Card ${i + 1}${c.title ? `: ${c.title}` : ''}`}>
          {(c, i) => {
            const p = `services.${i}`;
            return (
              <>
                <div className="admin-form__grid">
                  <TextField {...field(`${p}.title`)} label="Title" hint="Up to 60 characters" maxLength={60} />
                  <SelectField path={`${p}.icon`} label="Icon" value={c.icon as keyof typeof CARD_ICONS} options={ICON_OPTIONS} error={err(`${p}.icon`)} onChange={(v) => update((d) => (d.services[i].icon = v))} />
                </div>
                <TextField {...field(`${p}.text`)} label="Text" multiline hint="One sentence, up to 200 characters." maxLength={200} />
                <LinkField {...field(`${p}.href`)} label="Read More link" outside maxLength={300} />
              </>
            );
          }}
        </ItemList>
      </fieldset>

      <fieldset className="sc-group">
        <legend>Clients strip</legend>
        <p className="hint">
          The moving strip of client logos under “Some of our Clients”. The clients themselves are edited under Clients; those with a logo are
          shown first.
        </p>
        <TextField {...field('clients.perSector', toNumber)} label="Clients per sector" type="number" inputMode="numeric" hint="From 1 to 6 (13 sectors: 2 shows about 26 clients)." />
      </fieldset>
    </>
  );
}
