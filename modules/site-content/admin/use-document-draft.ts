import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../../app/features/admin/call';
import type { ContentDocument } from '../site-content.schemas';
import { issueMessage, pathKey } from '../../../common/site-content';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { editorApi } from './editor-api';
import { fieldId } from './fields';
import { useKeptInput } from '../../../app/components/kept-input/kept-input';
import { focusFieldById } from '../../../app/components/form/reveal';

/** A document as the contract answers it, its values read with the editor's schema. */
type DocumentAnswer<T> = Omit<ContentDocument, 'published' | 'draft'> & { published: T; draft: T | null };

/**
 * The state behind the DocumentEditor frame: it loads one document, edits a DRAFT of it and
 * saves, publishes or discards that draft. Validation is the server's own schema
 * (common/site-content.ts), run on every save; each problem is kept at its field path and the focus
 * moves to the first.
 */
export function useDocumentDraft<T>(docKey: string, schema: z.ZodType<T>, onDirtyChange?: (dirty: boolean) => void) {
  const run = useAdminAction();
  const [doc, setDoc] = useState<DocumentAnswer<T> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [value, setValue] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | 'preview' | null>(null);
  // The admin's preview token (30 minutes), fetched when Preview is first pressed and renewed near its end.
  const preview = useRef<{ token: string; until: number } | null>(null);
  const [version, setVersion] = useState(0);
  const pendingFocus = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const r = await call('contentDocument', { params: { key: docKey }, auth: true });
      if (!r.ok) {
        setLoadFailed(true);
        return;
      }
      // Read as the pages read it: a document stored before a field existed gets that field's
      // default (a section's layout, for one), so the form shows what the page shows.
      const asRead = (v: unknown): T => {
        const parsed = schema.safeParse(v);
        return parsed.success ? parsed.data : (v as T);
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
  }, [docKey, schema]);
  useEffect(() => {
    setDoc(null);
    setValue(null);
    void load();
  }, [load]);

  const saved = doc ? (doc.draft ?? doc.published) : null;
  const dirty = useMemo(() => value !== null && saved !== null && JSON.stringify(value) !== JSON.stringify(saved), [value, saved]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // What is typed is kept in this browser until it is saved: a session that ends does not lose it.
  const kept = useKeptInput<T | null>({
    form: `content:${docKey}`,
    value,
    dirty,
    ready: saved !== null && value !== null,
    restore: (v) => setValue(structuredClone(v)),
    reset: useCallback(() => setValue(saved === null ? null : structuredClone(saved)), [saved]),
  });

  // Unsaved edits are not lost to a closed tab by accident.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const hasDraft = doc?.draft != null;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    focusFieldById(target);
  });

  const focusLater = (id: string) => {
    pendingFocus.current = id;
  };
  const editor = value === null ? null : editorApi<T>({ value, setValue, errors, setErrors, focusLater });

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
    focusLater(target ?? 'sc-form-error');
    return null;
  }

  /**
   * Saves the form as the draft. On its own it says so and shows the saved draft; as the first step
   * of Publish (`quiet`) it says nothing and reloads nothing, so Publish says one thing: published.
   */
  async function saveDraft(quiet = false): Promise<boolean> {
    const checked = validate();
    if (!checked) return false;
    const send = () => call('saveDraft', { params: { key: docKey }, json: checked as Record<string, unknown>, auth: true });
    const r = quiet ? await quietly(send) : await run(send);
    if (!r?.ok) {
      if (r && r.status === 400) setFormError(r.data.message ?? 'The server refused the draft.');
      return false;
    }
    if (quiet) return true;
    await load();
    setVersion((n) => n + 1);
    return true;
  }

  /** A call whose success is not announced (its refusal still is). */
  async function quietly<A extends Awaited<ReturnType<typeof call>>>(send: () => Promise<A>): Promise<A | null> {
    try {
      const r = await send();
      if (!r.ok) await run(async () => r);
      return r;
    } catch (err) {
      // Told the way every failed call is (run's own message), without sending it again.
      return run(() => Promise.reject(err));
    }
  }

  async function save() {
    setBusy('save');
    await saveDraft();
    setBusy(null);
  }

  async function publish() {
    setBusy('publish');
    try {
      if (dirty && !(await saveDraft(true))) return;
      const r = await run(() => call('publishDraft', { params: { key: docKey }, auth: true }));
      if (r?.ok) {
        await load();
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(null);
    }
  }

  /**
   * Preview: saves what was typed as the draft without a toast (as Publish does), then answers the
   * address of `path` that shows the draft, to this admin only. Null when the form has errors (they
   * are shown, as on Save draft) or a call failed (its toast says why). Without a draft or changes,
   * the published page is all there is to see.
   */
  /** Before Preview opens a tab: the typed changes pass the schema (else their errors are shown). */
  function previewReady(): boolean {
    return !dirty || validate() !== null;
  }

  async function previewAddress(path: string): Promise<string | null> {
    if (!dirty && !hasDraft) return path;
    setBusy('preview');
    try {
      if (dirty) {
        if (!(await saveDraft(true))) return null;
        await load();
        setVersion((n) => n + 1);
      }
      if (!preview.current || preview.current.until < Date.now() + 60_000) {
        const r = await quietly(() => call('previewToken', { auth: true }));
        if (!r?.ok) return null;
        preview.current = { token: r.data.token, until: Date.parse(r.data.expiresAt) };
      }
      return `${path}?preview=${encodeURIComponent(preview.current.token)}`;
    } finally {
      setBusy(null);
    }
  }

  async function discard() {
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
    const r = await run(() => call('discardDraft', { params: { key: docKey }, auth: true }));
    setBusy(null);
    if (r?.ok) await load();
  }

  /** After a version was restored from the history: the form shows it, and the history lists it. */
  function restored() {
    void load();
    setVersion((n) => n + 1);
  }

  return { doc, loadFailed, editor, dirty, hasDraft, busy, formError, previewReady, previewAddress, version, kept, load, save, publish, discard, restored };
}
