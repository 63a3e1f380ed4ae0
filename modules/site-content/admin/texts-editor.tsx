import { useState } from 'react';
import { AboutSchema, FooterSchema } from '../../../common/site-content';
import type { AboutDocument, FooterDocument, ValueItem } from '../../../content/types';
import { ItemList, TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';
import { LinkField } from './link-field';
import { MarkdownField } from './markdown-field';
import './texts.css';

/** The placeholders that make sense in the company texts (the retention periods belong to the privacy notice). */
const COMPANY_PLACEHOLDERS = ['companyName', 'shortName', 'foundingYear', 'clients', 'students', 'deliveryHours', 'hostingPrice', 'email', 'phone'] as const;

const DOCUMENTS = [
  { id: 'about', label: 'About the company', hint: 'Home page introduction, About Us story, Company Profile text, vision, mission and values.' },
  { id: 'footer', label: 'Footer', hint: 'The quick links and the rights notice at the bottom of every page.' },
] as const;
type DocId = (typeof DOCUMENTS)[number]['id'];

/**
 * Site content → Texts: the company's own words. Two documents, chosen with the
 * buttons at the top: 'about' (formatted texts with a live preview, vision, mission, values) and
 * 'footer'. Draft, preview, publish and history come from the DocumentEditor frame.
 */
export default function TextsEditor() {
  const [doc, setDoc] = useState<DocId>('about');
  return (
    <div className="admin-stack">
      <div className="sc-doc-switch" role="group" aria-label="Which texts to edit">
        {DOCUMENTS.map((d) => (
          <button key={d.id} type="button" className={`btn btn-sm ${d.id === doc ? 'btn-primary' : 'btn-outline'}`} aria-pressed={d.id === doc} onClick={() => setDoc(d.id)}>
            {d.label}
          </button>
        ))}
      </div>
      {doc === 'about' ? <AboutEditor key="about" /> : <FooterEditor key="footer" />}
    </div>
  );
}

const AboutEditor = documentScreen({
  docKey: 'about',
  schema: AboutSchema,
  noun: 'the company texts',
  title: 'About the company',
  description:
    'What the home page, the About Us page and the Company Profile say about the company. The texts can have bold, italic, lists, links and subheadings; the preview under each box shows it as the page will.',
  previewPages: [
    { path: '/companyProfile', label: 'company profile' },
    { path: '/about', label: 'About Us page' },
    { path: '/', label: 'home page' },
  ],
  Fields: AboutFields,
});

const newValue = (): ValueItem => ({ title: '', text: '' });

function AboutFields({ editor }: { editor: EditorApi<AboutDocument> }) {
  const { field } = editor;
  const values = editor.list<ValueItem>('values', {
    noun: 'value',
    idBase: 'sc-value',
    focusField: 'title',
    describe: (v) => (v.title ? `the value “${v.title}”` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Texts</legend>
        <MarkdownField {...field('intro')} placeholders={COMPANY_PLACEHOLDERS} label="Home page introduction" hint="The “About us” part of the home page, next to the figures. Two short paragraphs read best." maxLength={3000} rows={7} />
        <MarkdownField {...field('story')} placeholders={COMPANY_PLACEHOLDERS} label="About Us page: our story" hint="The “Our story” part of the About Us page." maxLength={5000} headingLevel={3} rows={8} />
        <MarkdownField {...field('profile')} placeholders={COMPANY_PLACEHOLDERS} label="Company Profile: who we are" hint="The main text of the Company Profile page, under “Technology that works in local conditions”. A subheading (## ) becomes a heading under that title." maxLength={10000} headingLevel={3} rows={12} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Vision and mission</legend>
        <p className="hint">Plain text, one or two sentences each. Shown on the home page and the Company Profile.</p>
        <TextField {...field('vision')} label="Vision" multiline maxLength={400} />
        <TextField {...field('mission')} label="Mission" multiline maxLength={400} />
      </fieldset>

      <fieldset className="sc-group">
        <legend>Values</legend>
        <p className="hint">The “Our values” tiles on the Company Profile, in this order (1 to 8). Change the order with the Move buttons, or drag an item by its grip.</p>
        <ItemList list={values} max={8} addLabel="Add a value" newItem={newValue} legend={(_, i) => `Value ${i + 1}`}>
          {(_, i) => (
            <>
              <TextField {...field(`values.${i}.title`)} label="Title" hint="One or two words, e.g. Reliability" maxLength={60} />
              <TextField {...field(`values.${i}.text`)} label="Text" multiline hint="One sentence, up to 300 characters." maxLength={300} />
            </>
          )}
        </ItemList>
      </fieldset>
    </>
  );
}

const FooterEditor = documentScreen({
  docKey: 'footer',
  schema: FooterSchema,
  noun: 'the footer',
  title: 'Footer',
  description: 'The quick links and the rights notice at the bottom of every page. The offices, phone numbers, e-mail and social links there come from Company details.',
  previewPages: [{ path: '/', label: 'home page (scroll to the bottom)' }],
  Fields: FooterFields,
});

type QuickLink = FooterDocument['quickLinks'][number];

function FooterFields({ editor }: { editor: EditorApi<FooterDocument> }) {
  const { field } = editor;
  const links = editor.list<QuickLink>('quickLinks', {
    noun: 'quick link',
    idBase: 'sc-qlink',
    focusField: 'label',
    describe: (l) => (l.label ? `the quick link “${l.label}”` : ''),
  });
  return (
    <>
      <fieldset className="sc-group">
        <legend>Quick links</legend>
        <p className="hint">Pages of this site, in this order (1 to 8): choose each from the list of pages.</p>
        <ItemList list={links} max={8} addLabel="Add a quick link" newItem={() => ({ label: '', href: '/' })} legend={(_, i) => `Quick link ${i + 1}`}>
          {(_, i) => (
            <div className="admin-form__grid">
              <TextField {...field(`quickLinks.${i}.label`)} label="Link text" maxLength={40} />
              <LinkField {...field(`quickLinks.${i}.href`)} label="Page" outside={false} maxLength={120} />
            </div>
          )}
        </ItemList>
      </fieldset>
      <fieldset className="sc-group">
        <legend>Bottom line</legend>
        <TextField {...field('rightsNotice')} label="Rights notice" hint="Shown after “© year company name.”, e.g. All rights reserved." maxLength={120} />
      </fieldset>
    </>
  );
}
