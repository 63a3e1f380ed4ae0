import { useCallback, useRef, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { confirmed } from '../../../app/features/admin/feedback';
import { DocumentEditor, type EditorApi, type FieldsComponent } from './document-editor';
import { ItemTools, SortableList, TextField, fieldId } from './fields';
import './page-fields.css';

/**
 * Pieces shared by the Services, Software products and Sectors screens: each edits one
 * page's document at a time ('service:domain'), chosen in a picker that lives in the URL
 * (`&page=domain`, so a reload or a shared link keeps it), and draws its paragraphs and lists as
 * reorderable lists of text boxes.
 */

export interface PageChoice {
  slug: string;
  /** What the picker shows: the page's built-in name ("Web Designing & Hosting"). */
  label: string;
}

interface PageScreenConfig<T, P extends PageChoice> {
  /** The screen id in the URL ('services'). */
  screen: string;
  /** The document kind ('service'); the key is `${kind}:${slug}`. */
  kind: string;
  pages: readonly P[];
  pickerLabel: string;
  pickerHint: string;
  schema: z.ZodType<T>;
  title: (page: P) => string;
  description: ReactNode;
  Fields: FieldsComponent<T, { page: P }>;
}

/**
 * Declares a screen of pages (Services, Software products, Sectors): the result is the component an
 * editor module exports as its default (screens.ts loads each lazily).
 */
export function pageScreen<T, P extends PageChoice = PageChoice>(config: PageScreenConfig<T, P>): ComponentType {
  return function PageScreenOf() {
    return <PageScreen {...config} />;
  };
}

/**
 * One screen: the page picker, then the DocumentEditor frame of the chosen page's document. The
 * frame is keyed by the document, so switching pages starts from that page's saved state; with
 * unsaved changes, the picker asks first.
 */
function PageScreen<T, P extends PageChoice>({ screen, kind, pages, pickerLabel, pickerHint, schema, title, description, Fields }: PageScreenConfig<T, P>) {
  const [params, setParams] = useSearchParams();
  const page = pages.find((p) => p.slug === params.get('page')) ?? pages[0];
  const dirty = useRef(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const pickerId = `sc-${screen}-page`;
  /** In messages: "the Web Designing & Hosting page". */
  const noun = `the ${page.label} page`;

  function choose(slug: string) {
    if (slug === page.slug) return;
    if (dirty.current && !confirmed(`You have unsaved changes on ${noun}. Leave them and open another page?`)) return;
    dirty.current = false;
    setParams({ section: 'content', screen, page: slug }, { preventScrollReset: true });
  }

  return (
    <div className="admin-stack">
      <div className="card sc-picker">
        <div className="field">
          <label htmlFor={pickerId}>{pickerLabel}</label>
          <select id={pickerId} value={page.slug} onChange={(e) => choose(e.target.value)} aria-describedby={`${pickerId}-hint`}>
            {pages.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.label} (/{p.slug})
              </option>
            ))}
          </select>
          <p className="hint" id={`${pickerId}-hint`}>
            {pickerHint}
          </p>
        </div>
        <a className="btn btn-outline btn-sm sc-picker__open" href={`/${page.slug}`} target="_blank" rel="noopener">
          Open the live page<span className="visually-hidden">: {page.label} (opens in a new tab)</span>
        </a>
      </div>
      <DocumentEditor<T>
        key={`${kind}:${page.slug}`}
        docKey={`${kind}:${page.slug}`}
        schema={schema}
        noun={noun}
        title={title(page)}
        description={description}
        previewPages={[{ path: `/${page.slug}`, label: `${page.label} page` }]}
        onDirtyChange={onDirtyChange}
      >
        {(editor) => <Fields editor={editor} page={page} />}
      </DocumentEditor>
    </div>
  );
}

/** "Barcode scanning and receipt…" for a confirmation question. */
export const quote = (text: string, max = 48) => {
  const t = text.trim();
  return t ? `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”` : '';
};

/**
 * A list of texts (paragraphs, features, highlights) at `path`: one box per text, each with Move
 * up / Move down / Remove (with a confirmation) and a drag grip, and an Add button under the list.
 */
export function TextListField<T>({
  editor,
  path,
  itemLabel,
  noun,
  addLabel,
  idBase,
  max,
  maxLength,
  minimum = 0,
  multiline = false,
  hint,
  itemHint,
}: {
  editor: EditorApi<T>;
  path: string;
  /** The label of item i ("Feature 3"). */
  itemLabel: (i: number) => string;
  /** For screen readers and confirmations: "feature". */
  noun: string;
  addLabel: string;
  idBase: string;
  max: number;
  maxLength: number;
  minimum?: number;
  /** Paragraphs (taller boxes) rather than short items; every box wraps its text either way. */
  multiline?: boolean;
  hint?: ReactNode;
  /** A hint under item i (e.g. "Shown after Show More"). */
  itemHint?: (i: number) => ReactNode;
}) {
  const { err, clearError, update } = editor;
  const list = editor.list<string>(path, { noun, idBase, describe: (item) => (item.trim() ? `the ${noun} ${quote(item)}` : '') });
  const setItem = (i: number, v: string) => {
    clearError(`${path}.${i}`);
    clearError(path);
    update((d) => {
      const items = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string[];
      items[i] = v;
    });
  };
  const listError = err(path);
  return (
    <div className={multiline ? 'sc-textlist sc-textlist--paragraphs' : 'sc-textlist'}>
      {hint ? <p className="hint">{hint}</p> : null}
      {listError ? (
        <p className="field-error" id={fieldId(path)} tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      {list.items.length > 0 ? (
        <SortableList count={list.items.length} idBase={`${idBase}-item`} onMove={list.onMove}>
          {(i) => (
            <div className="sc-textlist__item">
              <TextField
                path={`${path}.${i}`}
                label={itemLabel(i)}
                multiline
                value={list.items[i]}
                maxLength={maxLength}
                hint={itemHint?.(i)}
                error={err(`${path}.${i}`)}
                onChange={(v) => setItem(i, v)}
              />
              <ItemTools {...list.tools(i)} minimum={minimum} />
            </div>
          )}
        </SortableList>
      ) : null}
      <button
        type="button"
        className="btn btn-outline btn-sm sc-textlist__add"
        disabled={list.items.length >= max}
        onClick={() => {
          clearError(path);
          list.add('');
          editor.focusLater(fieldId(`${path}.${list.items.length}`));
        }}
      >
        {addLabel}
      </button>
      {list.items.length >= max ? <p className="hint">{`This list is full (at most ${max}).`}</p> : null}
    </div>
  );
}
