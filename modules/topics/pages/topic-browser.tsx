import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../../app/lib/call';
import { categoryCounts, inCategory, normaliseTopics, parseCategory, type TopicEntry } from '../topic-categories';
import { rankTopics } from '../topic-search';
import { messages } from '../../../common/messages';
import { topicCategories, type TopicCategory } from '../../../content/topic-meta';
import { TopicList, type OnRequest } from './topic-list';

type Load = { state: 'loading' } | { state: 'ready'; topics: TopicEntry[] } | { state: 'failed' };

const EMPTY: TopicEntry[] = [];

/** Whether the search left the topics in the list's order (A to Z), so the count need not say "best first". */
function inListOrder(shown: readonly TopicEntry[], list: readonly TopicEntry[]): boolean {
  const at = new Map(list.map((t, i) => [t, i]));
  return shown.every((t, i) => i === 0 || at.get(shown[i - 1])! < at.get(t)!);
}

/**
 * The members' topic list: loaded in the browser from GET /api/topics with the bearer token (the
 * titles are members-only), narrowed to one category if chosen, then ranked by the search
 * (../topic-search.ts) as the member types.
 */
export function TopicBrowser({ onRequest }: { onRequest: OnRequest }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TopicCategory | null>(null);
  const deferredQuery = useDeferredValue(query);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoad({ state: 'loading' });
    call('topics', { auth: true, signal: ctrl.signal })
      .then((res) => {
        // A 401 has already ended the session; SessionWatcher takes the visitor to /login.
        if (res.status === 401) return;
        if (!res.ok) {
          console.error('topics: the server answered', res.status, res.data.message);
          setLoad({ state: 'failed' });
          return;
        }
        setLoad({ state: 'ready', topics: normaliseTopics(res.data.topics) });
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('topics: the list could not be loaded', err);
        setLoad({ state: 'failed' });
      });
    return () => ctrl.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The button goes away with the empty result: the focus goes to the control it changed.
  const allCategories = useCallback(() => {
    setCategory(null);
    select.current?.focus();
  }, []);
  const all = load.state === 'ready' ? load.topics : EMPTY;
  const counts = useMemo(() => categoryCounts(all), [all]);
  const pool = useMemo(() => inCategory(all, category), [all, category]);
  const shown = useMemo(() => rankTopics(pool, deferredQuery), [pool, deferredQuery]);
  const ranked = useMemo(() => !inListOrder(shown, pool), [shown, pool]);
  const q = deferredQuery.trim();
  const where = category ? ` ${category}` : '';

  return (
    <div className="topic-browser">
      <div className="topic-search" role="search">
        <div className="topic-search__field">
          <label htmlFor="topic-search">Search topics</label>
          <input
            id="topic-search"
            type="search"
            placeholder="Search project topics..."
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="topic-search__field">
          <label htmlFor="topic-category">Category</label>
          <select ref={select} id="topic-category" value={category ?? ''} onChange={(e) => setCategory(parseCategory(e.target.value))}>
            <option value="">All categories{load.state === 'ready' ? ` (${all.length})` : ''}</option>
            {topicCategories.map((c) => (
              <option key={c} value={c}>
                {c}
                {load.state === 'ready' ? ` (${counts[c]})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="topic-count" role="status" aria-live="polite" aria-atomic="true">
        {load.state === 'ready'
          ? q
            ? `${shown.length} of ${pool.length}${where} topics match “${q}”${ranked ? ', best first' : ''}`
            : `${pool.length}${where} topics, A to Z`
          : ''}
      </p>
      {load.state === 'loading' ? (
        <p className="topics-loading" aria-busy="true">
          Loading the topic list…
        </p>
      ) : load.state === 'failed' ? (
        <div className="form-message form-message--error topics-failed">
          <p>The topic list could not be loaded. Please check your connection and try again.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="topics-empty">
          <p>{messages.topicsEmpty}</p>
          {category && rankTopics(all, q).length > 0 ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={allCategories}>
              Search all categories
            </button>
          ) : null}
          {q ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={(e) => onRequest(q, e.currentTarget)}>
              Request “{q}” as a topic
            </button>
          ) : null}
        </div>
      ) : (
        <div className={query !== deferredQuery ? 'topic-results is-stale' : 'topic-results'}>
          <TopicList topics={shown} query={q.toLowerCase()} onRequest={onRequest} />
        </div>
      )}
    </div>
  );
}
