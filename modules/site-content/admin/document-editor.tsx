import type { ComponentType, FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { formatDate } from '../../../app/lib/dates';
import type { EditorApi } from './editor-api';
import { HistoryPanel } from './history-panel';
import { useDocumentDraft } from './use-document-draft';
import { KeptNote } from '../../../app/components/kept-input/kept-input';
import { PreviewButton, type PreviewPage } from './preview-button';

export type { EditorApi } from './editor-api';

export type { PreviewPage } from './preview-button';

/** What the frame needs to know of a document. */
export interface DocumentFrame<T> {
  docKey: string;
  schema: z.ZodType<T>;
  title: string;
  description: ReactNode;
  /** What the document is called in messages: "the company details", "the home page". */
  noun: string;
  previewPages: readonly PreviewPage[];
}

/** The fields of one screen: they get the value being edited and the helpers. */
export type FieldsComponent<T, Extra = object> = ComponentType<{ editor: EditorApi<T> } & Extra>;

/**
 * Declares a screen that edits one document: the frame's settings and the screen's fields. The
 * result is the component an editor module exports as its default (screens.ts loads each lazily).
 */
export function documentScreen<T>({ Fields, ...frame }: DocumentFrame<T> & { Fields: FieldsComponent<T> }): ComponentType {
  return function DocumentScreen() {
    return <DocumentEditor {...frame}>{(editor) => <Fields editor={editor} />}</DocumentEditor>;
  };
}

/**
 * The frame of every Site content screen: it loads one document, edits a DRAFT of it,
 * and offers Preview at the top (the real pages with what is typed, saved as the draft first, for
 * admins only), Save draft (kept in the database: it survives a reload and a restart), Publish (on the public site at once), Discard, and
 * the History panel. Validation is the server's own schema (common/site-content.ts), run here on
 * every save; each problem is shown at its field and the focus moves to the first. The state and
 * the requests are in useDocumentDraft.
 *
 * The screen itself only draws the fields: `children` gets the value and the helpers (EditorApi).
 */
export function DocumentEditor<T>({ docKey, schema, title, description, noun, previewPages, onDirtyChange, children }: DocumentFrame<T> & {
  /** Told when the form gets or loses unsaved changes (a page picker asks before leaving them). */
  onDirtyChange?: (dirty: boolean) => void;
  children: (editor: EditorApi<T>) => ReactNode;
}) {
  const { doc, loadFailed, load, editor, dirty, hasDraft, busy, formError, previewReady, previewAddress, version, kept, save, publish, discard, restored } =
    useDocumentDraft(docKey, schema, onDirtyChange);
  const titleId = `sc-${docKey.replace(/[^a-zA-Z0-9]+/g, '-')}-title`;

  if (loadFailed) {
    return (
      <div className="card admin-load-error">
        <p>{`${noun[0].toUpperCase()}${noun.slice(1)} could not be loaded.`}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (!doc || editor === null) return <p className="admin-muted">{`Loading ${noun}…`}</p>;

  function onSave(e: FormEvent) {
    e.preventDefault();
    void save();
  }

  const status = dirty
    ? {
        tone: 'warn',
        text: 'You have unsaved changes. Save the draft to keep them, or publish them straight away.',
      }
    : hasDraft
      ? {
          tone: 'draft',
          text: `Draft saved ${formatDate(doc.draftSavedAt!)} by ${doc.draftSavedBy}. Visitors do not see it until you publish.`,
        }
      : {
          tone: 'live',
          text: `The form shows what is on the site now (published ${formatDate(doc.publishedAt)}).`,
        };

  return (
    <div className="admin-stack sc-editor">
      <form className="card admin-form" onSubmit={onSave} noValidate aria-labelledby={titleId}>
        <div className="sc-head">
          <h3 id={titleId}>{title}</h3>
          <PreviewButton pages={previewPages} disabled={busy !== null} check={previewReady} prepare={previewAddress} />
          <p className="admin-muted">{description}</p>
        </div>
        <p className={`sc-status sc-status--${status.tone}`} role="status">
          {status.text}
        </p>
        <KeptNote kept={kept} />
        {formError ? (
          <p className="form-message form-message--error" id="sc-form-error" tabIndex={-1} role="alert">
            {formError}
          </p>
        ) : null}

        {children(editor)}

        {/* Kept in view at the bottom of the screen only while there is something to save or publish. */}
        <div className={dirty || hasDraft ? 'sc-actions sc-actions--sticky' : 'sc-actions'} data-sticky-bar="bottom">
          <button type="submit" className="btn btn-outline" disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void publish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void discard()}>
            {hasDraft ? 'Discard draft' : 'Undo changes'}
          </button>
        </div>
      </form>

      <HistoryPanel docKey={docKey} schema={schema} version={version} onRestored={restored} />
    </div>
  );
}
