import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { issueMessage, pathKey } from '../../../../common/site-content';
import { confirmed, useAdminAction } from '../feedback';
import { formatDate } from '../../../lib/dates';
import { fieldId, moveItem } from './fields';
import { HistoryPanel } from './history-panel';

interface DocumentAnswer<T> {
  published: T;
  publishedAt: string;
  draft: T | null;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
}

export interface PreviewPage {
  path: string;
  /** Lower-case words after "Preview the", e.g. "contact page". */
  label: string;
}

/** What an editor's form gets from the frame: the value being edited and its errors. */
export interface EditorApi<T> {
  value: T;
  /** Changes the value: `change` gets a copy it may mutate. */
  update(change: (draft: T) => void): void;
  /** The error at a field path ("offices.1.label"), if any. */
  err(path: string): string | undefined;
  clearError(path: string): void;
  /** Moves the keyboard focus to the element with this id after the next render. */
  focusLater(id: string): void;
  /**
   * The handlers of one list field (`path` is the list's path, e.g. "slides"): move an item (the
   * focus follows the moved item's button), remove one after a confirmation, add one (the focus
   * goes to `focusField` of the new item). Spread `tools(i)` into <ItemTools>.
   */
  list<I>(
    path: string,
    opts: {
      noun: string;
      idBase: string;
      describe?: (item: I, index: number) => string;
      focusField?: string;
    },
  ): {
    items: I[];
    onMove(from: number, to: number): void;
    add(item: I): void;
    tools(i: number): {
      what: string;
      index: number;
      count: number;
      idBase: string;
      onMove(from: number, to: number): void;
      onRemove(): void;
    };
  };
}

/** Reads a value at a dotted path ("offices.1.hours"). */
function getAt(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}
function setAt(obj: unknown, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as Record<string, unknown>;
  parent[last] = value;
}

/**
 * After a move, the focus stays on the moved item's button of the same direction, or on the other
 * one when the item reached the end of the list (that button is then disabled).
 */
function moveFocusId(base: string, from: number, to: number, count: number): string {
  const up = to < from;
  const atEnd = up ? to === 0 : to === count - 1;
  return `${base}-${up !== atEnd ? 'up' : 'down'}-${to}`;
}

/**
 * The frame of every Site content screen: it loads one document, edits a DRAFT of it,
 * and offers Save draft (kept in the database: it survives a reload and a restart), Preview (the
 * real pages with the draft, for admins only), Publish (on the public site at once), Discard, and
 * the History panel. Validation is the server's own schema (common/site-content.ts), run here on
 * every save; each problem is shown at its field and the focus moves to the first.
 *
 * The screen itself only draws the fields: `children` gets the value and the helpers (EditorApi).
 */
export function DocumentEditor<T>({
  docKey,
  schema,
  title,
  description,
  noun,
  previewPages,
  onDirtyChange,
  children,
}: {
  docKey: string;
  schema: z.ZodType<T>;
  title: string;
  description: ReactNode;
  /** What the document is called in messages: "the company details", "the home page". */
  noun: string;
  previewPages: readonly PreviewPage[];
  /** Told when the form gets or loses unsaved changes (a page picker asks before leaving them). */
  onDirtyChange?: (dirty: boolean) => void;
  children: (editor: EditorApi<T>) => ReactNode;
}) {
  const run = useAdminAction();
  const [doc, setDoc] = useState<DocumentAnswer<T> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [value, setValue] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | null>(null);
  const [preview, setPreview] = useState<{
    token: string;
    until: number;
  } | null>(null);
  const [version, setVersion] = useState(0);
  const pendingFocus = useRef<string | null>(null);
  const path = `content/${encodeURIComponent(docKey)}`;
  const titleId = `sc-${docKey.replace(/[^a-zA-Z0-9]+/g, '-')}-title`;

  const load = useCallback(async () => {
    try {
      const r = await api<DocumentAnswer<T>>(path, { auth: true });
      if (!r.ok) {
        setLoadFailed(true);
        return;
      }
      // Read as the pages read it: a document stored before a field existed gets that field's
      // default (a section's layout, for one), so the form shows what the page shows.
      const asRead = (v: T): T => {
        const parsed = schema.safeParse(v);
        return parsed.success ? parsed.data : v;
      };
      const answer = { ...r.data, published: asRead(r.data.published), draft: r.data.draft === null ? null : asRead(r.data.draft) };
      setDoc(answer);
      setValue(structuredClone(answer.draft ?? answer.published));
      setErrors({});
      setFormError('');
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [path, schema]);
  useEffect(() => {
    setDoc(null);
    setValue(null);
    void load();
  }, [load]);

  const saved = doc ? (doc.draft ?? doc.published) : null;
  const dirty = useMemo(() => value !== null && saved !== null && JSON.stringify(value) !== JSON.stringify(saved), [value, saved]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // Unsaved edits are not lost to a closed tab by accident.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A preview token (30 minutes) is fetched while there is a saved draft, and renewed before it ends.
  const hasDraft = doc?.draft != null;
  useEffect(() => {
    if (!hasDraft || (preview && preview.until > Date.now() + 60_000)) return;
    let cancelled = false;
    void api<{ token: string; expiresAt: string }>('content/preview', {
      method: 'POST',
      auth: true,
    })
      .then((r) => {
        if (!cancelled && r.ok)
          setPreview({
            token: r.data.token,
            until: Date.parse(r.data.expiresAt),
          });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hasDraft, preview, version]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

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
  if (!doc || value === null) return <p className="admin-muted">{`Loading ${noun}…`}</p>;

  const update = (change: (draft: T) => void) => {
    setValue((v) => {
      const next = structuredClone(v!);
      change(next);
      return next;
    });
  };
  const clearError = (p: string) => errors[p] && setErrors(({ [p]: _gone, ...rest }) => rest);

  const editor: EditorApi<T> = {
    value,
    update,
    err: (p) => errors[p],
    clearError,
    focusLater: (id) => {
      pendingFocus.current = id;
    },
    list<I>(
      listPath: string,
      opts: {
        noun: string;
        idBase: string;
        describe?: (item: I, index: number) => string;
        focusField?: string;
      },
    ) {
      const items = (getAt(value, listPath) as I[] | undefined) ?? [];
      const onMove = (from: number, to: number) => {
        update((d) => setAt(d, listPath, moveItem(getAt(d, listPath) as I[], from, to)));
        pendingFocus.current = moveFocusId(opts.idBase, from, to, items.length);
        setErrors({});
      };
      return {
        items,
        onMove,
        add(item: I) {
          update((d) => (getAt(d, listPath) as I[]).push(item));
          if (opts.focusField) pendingFocus.current = fieldId(`${listPath}.${items.length}.${opts.focusField}`);
          setErrors({});
        },
        tools: (i: number) => ({
          what: `${opts.noun} ${i + 1}`,
          index: i,
          count: items.length,
          idBase: opts.idBase,
          onMove,
          onRemove: () => {
            const name = opts.describe?.(items[i], i) || `${opts.noun} ${i + 1}`;
            if (!confirmed(`Remove ${name}?`)) return;
            update((d) => (getAt(d, listPath) as I[]).splice(i, 1));
            setErrors({});
          },
        }),
      };
    },
  };

  /** Runs the shared schema; shows every problem at its field and moves the focus to the first. */
  function validate(): T | null {
    const r = schema.safeParse(value);
    if (r.success) {
      setErrors({});
      setFormError('');
      return r.data;
    }
    const found: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const key = pathKey(issue.path);
      if (!found[key]) found[key] = issue.message;
    }
    setErrors(found);
    const first = r.error.issues[0];
    setFormError(
      `Please correct ${r.error.issues.length === 1 ? 'the marked field' : `the ${r.error.issues.length} marked fields`} first. ${issueMessage(first)}`,
    );
    const target = Object.keys(found)
      .map((k) => fieldId(k))
      .find((id) => document.getElementById(id));
    pendingFocus.current = target ?? 'sc-form-error';
    return null;
  }

  async function saveDraft(): Promise<boolean> {
    const checked = validate();
    if (!checked) return false;
    const r = await run(() => api(`${path}/draft`, { method: 'PUT', json: checked, auth: true }));
    if (!r?.ok) {
      if (r && r.status === 400) setFormError(r.data.message ?? 'The server refused the draft.');
      return false;
    }
    await load();
    setVersion((n) => n + 1);
    return true;
  }

  async function onSave(e: FormEvent) {
    e.preventDefault();
    setBusy('save');
    await saveDraft();
    setBusy(null);
  }

  async function onPublish() {
    setBusy('publish');
    try {
      if (dirty && !(await saveDraft())) return;
      const r = await run(() => api(`${path}/publish`, { method: 'POST', auth: true }));
      if (r?.ok) {
        await load();
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(null);
    }
  }

  async function onDiscard() {
    const question = hasDraft
      ? 'Discard the draft? Your unpublished changes will be lost and the form will show what is published.'
      : 'Undo your unsaved changes?';
    if (!confirmed(question)) return;
    if (!hasDraft) {
      setValue(structuredClone(doc!.published));
      setErrors({});
      setFormError('');
      return;
    }
    setBusy('discard');
    const r = await run(() => api(`${path}/draft`, { method: 'DELETE', auth: true }));
    setBusy(null);
    if (r?.ok) await load();
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
        <div>
          <h3 id={titleId}>{title}</h3>
          <p className="admin-muted">{description}</p>
        </div>
        <p className={`sc-status sc-status--${status.tone}`} role="status">
          {status.text}
        </p>
        {formError ? (
          <p className="form-message form-message--error" id="sc-form-error" tabIndex={-1} role="alert">
            {formError}
          </p>
        ) : null}

        {children(editor)}

        {/* Kept in view at the bottom of the screen only while there is something to save or publish. */}
        <div className={dirty || hasDraft ? 'sc-actions sc-actions--sticky' : 'sc-actions'}>
          <button type="submit" className="btn btn-outline" disabled={busy !== null || !dirty}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void onPublish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy !== null || (!dirty && !hasDraft)} onClick={() => void onDiscard()}>
            {hasDraft ? 'Discard draft' : 'Undo changes'}
          </button>
        </div>
      </form>

      <section className="card sc-preview" aria-labelledby="sc-preview-title">
        <h3 id="sc-preview-title">Preview</h3>
        {dirty ? (
          <p className="admin-muted">Save the draft to preview your changes.</p>
        ) : !hasDraft ? (
          <p className="admin-muted">There is no draft: the site shows what is published. Change something and save the draft to preview it.</p>
        ) : preview ? (
          <>
            <p className="admin-muted">
              Opens the real pages with your draft in a new tab, for you only (for 30 minutes). Visitors still see the published site.
            </p>
            <ul className="sc-preview__links">
              {previewPages.map((p) => (
                <li key={p.path}>
                  <a className="btn btn-outline btn-sm" href={`${p.path}?preview=${encodeURIComponent(preview.token)}`} target="_blank" rel="noopener">
                    Preview the {p.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="admin-muted">Preparing the preview…</p>
        )}
      </section>

      <HistoryPanel
        docKey={docKey}
        version={version}
        onRestored={() => {
          void load();
          setVersion((n) => n + 1);
        }}
      />
    </div>
  );
}
