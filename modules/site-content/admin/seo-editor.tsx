import { useRouteLoaderData } from 'react-router';
import { SeoSchema } from '../../../common/site-content';
import { SEO_LIMITS, SEO_PAGE_GROUPS } from '../../../common/seo-pages';
import type { SeoDocument, SeoEntry } from '../../../content/types';
import { TextField } from './fields';
import { documentScreen, type EditorApi } from './document-editor';
import './seo-editor.css';

const PREVIEW_PAGES = [
  { path: '/', label: 'home page' },
  { path: '/contact', label: 'contact page' },
  { path: '/softwareDev', label: 'Software Development page' },
];

/** Cuts a text at the last whole word before `max` characters, as search results do, with "…". */
export function cutShort(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * Site content → Pages & SEO: for every public page, the title and the description that
 * search engines show, grouped like the site menu, with a live character count against Google's
 * advice and a search-result preview. Draft, preview, publish and history come from DocumentEditor.
 */
export default documentScreen({
  docKey: 'seo',
  schema: SeoSchema,
  noun: 'the page titles and descriptions',
  title: 'Pages & SEO',
  description: 'The title and short description that Google and other search engines show for each page, and that link previews on WhatsApp and Facebook use.',
  previewPages: PREVIEW_PAGES,
  Fields: SeoFields,
});

function SeoFields({ editor }: { editor: EditorApi<SeoDocument> }) {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const host = (root?.origin ?? '').replace(/^https?:\/\//, '') || 'coalcityict.ng';
  return (
    <>
      <div className="sc-seo-advice">
        <p>
          <strong>Google&apos;s advice:</strong> give every page its own title that says what the page is about, with the most
          important words first; Google shows about the first {SEO_LIMITS.title.advised} characters and cuts the rest off with
          “…”. Write the description as one or two plain sentences that make a searcher want to click; about{' '}
          {SEO_LIMITS.description.advised} characters are shown. Do not repeat the same words again and again.
        </p>
        <p className="hint">
          A title may have up to {SEO_LIMITS.title.max} characters and a description up to {SEO_LIMITS.description.max}; the
          count turns red past Google&apos;s advice. A page whose two fields you empty keeps its built-in title and description.
        </p>
      </div>
      {SEO_PAGE_GROUPS.map((group) => (
        <fieldset className="sc-group" key={group.label}>
          <legend>{group.label}</legend>
          <ul className="sc-seo-list">
            {group.pages.map((page) => (
              <li key={page.path}>
                <SeoPage editor={editor} path={page.path} label={page.label} host={host} />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}

function Count({ length, advised, max }: { length: number; advised: number; max: number }) {
  const over = length > advised;
  return (
    <span className={`sc-seo-count${over ? ' sc-seo-count--over' : ''}`}>
      {length} of about {advised} characters
      {over ? ` — longer than Google shows, it may be cut off (at most ${max})` : ''}
    </span>
  );
}

function SeoPage({ editor, path, label, host }: { editor: EditorApi<SeoDocument>; path: string; label: string; host: string }) {
  const { value, update, err, clearError } = editor;
  const entry: SeoEntry = value.pages[path] ?? { title: '', description: '' };
  const unset = !value.pages[path];
  const base = `pages.${path}`;
  const set = (field: keyof SeoEntry, v: string) => {
    clearError(`${base}.${field}`);
    clearError(base);
    update((d) => {
      const next = { ...(d.pages[path] ?? { title: '', description: '' }), [field]: v };
      // Both fields emptied: the page goes back to its built-in texts.
      if (next.title === '' && next.description === '') delete d.pages[path];
      else d.pages[path] = next;
    });
  };
  const headingId = `sc-seo-${path.replace(/[^A-Za-z0-9]+/g, '-')}-label`;
  return (
    <fieldset className="sc-subgroup sc-seo-page" aria-labelledby={headingId}>
      <legend id={headingId}>
        {label} <span className="sc-seo-path">{path}</span>
      </legend>
      {unset ? <p className="hint">Not set: this page shows its built-in title and description.</p> : null}
      {err(base) ? <p className="field-error">{err(base)}</p> : null}
      <TextField
        path={`${base}.title`}
        label="Search title"
        hint={<Count length={entry.title.length} advised={SEO_LIMITS.title.advised} max={SEO_LIMITS.title.max} />}
        value={entry.title}
        maxLength={SEO_LIMITS.title.max}
        error={err(`${base}.title`)}
        onChange={(v) => set('title', v)}
      />
      <TextField
        path={`${base}.description`}
        label="Meta description"
        multiline
        hint={<Count length={entry.description.length} advised={SEO_LIMITS.description.advised} max={SEO_LIMITS.description.max} />}
        value={entry.description}
        maxLength={SEO_LIMITS.description.max}
        error={err(`${base}.description`)}
        onChange={(v) => set('description', v)}
      />
      {entry.title || entry.description ? (
        <figure className="sc-seo-snippet">
          <figcaption className="visually-hidden">How {label} may look in Google&apos;s results</figcaption>
          <p className="sc-seo-snippet__url">
            {host}
            {path === '/' ? '' : ` › ${path.slice(1)}`}
          </p>
          <p className="sc-seo-snippet__title">{cutShort(entry.title.trim(), SEO_LIMITS.title.advised)}</p>
          <p className="sc-seo-snippet__text">{cutShort(entry.description.trim(), SEO_LIMITS.description.advised)}</p>
        </figure>
      ) : null}
    </fieldset>
  );
}
