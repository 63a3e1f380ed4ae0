import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { call } from '../../../app/features/admin/call';
import { TopicSchema } from '../../../common/schemas';
import { messages } from '../../../common/messages';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import { Pager } from '../../../app/features/admin/pager';
import { Icon } from '../../../app/components/icon';
import { SearchField } from '../../../app/features/admin/search-field';
import { plural } from '../../../app/features/admin/format';
import type { Topic } from '../topics.schemas';
import { KeptNote, useKeptInput } from '../../../app/components/kept-input/kept-input';
import { FieldNotes, TextField, describedByOf } from '../../../app/components/form/fields';
import { topicCategories, type TopicCategory } from '../../../content/topic-meta';
import { parseCategory } from '../topic-categories';
import { filterTopics } from './topic-filter';
import { useSchemaForm } from '../../../app/components/form/use-schema-form';
import { scrollMotion } from '../../../app/lib/motion';

const PER_PAGE = 25;
const FIELDS = ['title', 'category'] as const;

/**
 * Projects: the add/edit form and the paged list of 190+ topics, each with its category, searched
 * and filtered by category as members do on /topics (./topic-filter.ts).
 */
export function TopicsSection({ onChange }: { onChange: () => void }) {
  const list = useList('topics');
  const run = useAdminAction();
  const [editing, setEditing] = useState<Topic | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const { setErrors, check, refusal, bindValue } = useSchemaForm(FIELDS);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const [shownCategory, setShownCategory] = useState<TopicCategory | null>(null);
  const [page, setPage] = useState(1);
  const [highlight, setHighlight] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = () => form.current?.elements.namedItem('title') as HTMLInputElement | null | undefined;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const filtered = useMemo(() => filterTopics(list.items, query, shownCategory), [list.items, query, shownCategory]);
  const pages = Math.max(1, Math.ceil(filtered.length / PER_PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PER_PAGE;
  const shown = filtered.slice(first, first + PER_PAGE);

  // After a save, show the page that holds the saved topic and mark it for a moment.
  const jumpTo = useRef<number | null>(null);
  useEffect(() => {
    const target = jumpTo.current;
    if (target === null) return;
    const saved = list.items.find((t) => t.id === target);
    if (!saved) return;
    jumpTo.current = null;
    // Keep the search and category if the saved topic is among what they show; otherwise clear them so it can be seen.
    const kept = filterTopics(list.items, query, shownCategory);
    const keep = kept.includes(saved);
    if (!keep) {
      setQuery('');
      setShownCategory(null);
    }
    const within = keep ? kept : list.items;
    setPage(Math.floor(within.indexOf(saved) / PER_PAGE) + 1);
    setHighlight(target);
  }, [list.items, query, shownCategory]);
  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), 4000);
    return () => clearTimeout(timer);
  }, [highlight]);

  const reset = useCallback(() => {
    setEditing(null);
    setTitle('');
    setCategory('');
    setErrors({});
  }, [setErrors]);

  // The title being typed, and the topic it changes, are kept in this browser until saved.
  const kept = useKeptInput<{ id: number | null; title: string; category: string }>({
    form: 'topic',
    value: { id: editing?.id ?? null, title, category },
    dirty: title !== (editing?.title ?? '') || category !== (editing?.category ?? ''),
    ready: list.state === 'ready',
    restore: (v) => {
      // A topic deleted meanwhile: the text comes back as a new topic.
      setEditing(list.items.find((t) => t.id === v.id) ?? null);
      setTitle(String(v.title ?? ''));
      setCategory(String(v.category ?? ''));
    },
    reset,
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const checked = await check(el, TopicSchema);
    if (!checked) return;
    setBusy(true);
    const target = editing;
    const r = await run(() =>
      target
        ? call('updateTopic', { query: { id: target.id }, json: checked, auth: true })
        : call('addTopic', { json: checked, auth: true }),
    );
    setBusy(false);
    if (r?.ok) {
      reset();
      jumpTo.current = target ? target.id : Number((r.data as { id?: number }).id) || null;
      await list.reload();
      onChange();
    } else if (r && r.status < 500 && r.data.message) {
      // Any refusal of the one field's form (a title that exists already) is shown under it.
      refusal(el, r.data.message, { fallback: 'title' });
    }
  }

  function edit(t: Topic) {
    setEditing(t);
    setTitle(t.title);
    setCategory(t.category ?? '');
    setErrors({});
    input()?.scrollIntoView({ block: 'center', behavior: scrollMotion() });
    input()?.focus({ preventScroll: true });
  }

  async function remove(t: Topic) {
    if (!confirmed(messages.confirmDeleteTopic)) return;
    const r = await run(() => call('deleteTopic', { query: { id: t.id }, auth: true }));
    if (editing?.id === t.id) reset();
    if (r) {
      await list.reload();
      onChange();
      listHeading.current?.focus();
    }
  }

  return (
    <div className="admin-stack">
      <form ref={form} className={`card admin-form${editing ? ' admin-form--editing' : ''}`} onSubmit={submit} noValidate>
        <h3>{editing ? 'Edit project topic' : 'Add a project topic'}</h3>
        {editing && <p className="admin-muted">You are changing an existing topic. Save your changes or press Cancel.</p>}
        <KeptNote kept={kept} />
        <TextField
          id={`${id}-title`}
          label="Topic title"
          {...bindValue('title', title, setTitle)}
          maxLength={300}
          autoComplete="off"
          hint="For example: Design and Implementation of a Hostel Allocation System."
        />
        <CategoryField id={`${id}-category`} {...bindValue('category', category, setCategory)} />
        <div className="admin-form__actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save changes' : 'Add topic'}
          </button>
          {editing && (
            <button type="button" className="btn btn-outline" onClick={reset}>
              Cancel
            </button>
          )}
        </div>
      </form>

      <div className="card admin-list-card">
        <div className="admin-list-head">
          <h3 ref={listHeading} tabIndex={-1}>
            All topics {list.state === 'ready' && <span className="badge">{list.items.length}</span>}
          </h3>
          <div className="admin-search">
            <SearchField
              id={`${id}-search`}
              label="Search topics"
              placeholder="Search project topics..."
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="field admin-topics__category">
            <label htmlFor={`${id}-shown-category`}>Show topics in</label>
            <select
              id={`${id}-shown-category`}
              className="input"
              value={shownCategory ?? ''}
              onChange={(e) => {
                setShownCategory(parseCategory(e.target.value));
                setPage(1);
              }}
            >
              <option value="">All categories</option>
              {topicCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ListState list={list} what="the topics" />
        {list.state === 'ready' && (
          <>
            <p className="admin-muted" aria-live="polite">
              {filtered.length === 0
                ? messages.topicsEmpty
                : `Showing ${first + 1}–${first + shown.length} of ${plural(filtered.length, 'topic')}${shownCategory ? ` in ${shownCategory}` : ''}${query.trim() ? ` matching “${query.trim()}”, best first` : ''}.`}
            </p>
            <ol className="admin-rows" start={first + 1}>
              {shown.map((t) => (
                <li key={t.id} className={`admin-row${t.id === highlight ? ' admin-row--new' : ''}${t.id === editing?.id ? ' admin-row--editing' : ''}`}>
                  <span className="admin-row__main">{t.title}</span>
                  <span className="admin-row__meta">{t.category ?? 'No category'}</span>
                  <span className="admin-row__actions">
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => edit(t)} aria-label={`Edit: ${t.title}`}>
                      <Icon name="pencil" size={20} /> Edit
                    </button>
                    <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(t)} aria-label={`Delete: ${t.title}`}>
                      <Icon name="trash" size={20} /> Delete
                    </button>
                  </span>
                </li>
              ))}
            </ol>
            <Pager page={current} pages={pages} onPage={setPage} label="Topic pages" />
          </>
        )}
      </div>
    </div>
  );
}

/** The topic's category: members can list the topics of one category on /topics. */
function CategoryField({ id, error, ...select }: { id: string; name: string; value: string; error?: string; onChange: (e: { target: { value: string } }) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Category</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, HINT, error)} {...select}>
        <option value="">Not set</option>
        {topicCategories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={HINT} error={error} />
    </div>
  );
}
const HINT = 'Members can list the topics of one category. Not set: a built-in title keeps the category it is listed under.';
