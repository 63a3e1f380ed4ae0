import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/topics';
import { pageMeta } from '../lib/meta';
import { call } from '../lib/call';
import { normaliseTopics, type TopicEntry } from '../lib/topic-list';
import { matchRanges, rankTopics } from '../lib/topic-search';
import { RequireAuth } from '../features/auth/require-auth';
import { TopicRequestDialog, type TopicRequestOpen } from '../features/topics/topic-request';
import { useHydrated } from '../components/use-hydrated';
import { useSession } from '../lib/session';
import { messages } from '../../common/messages';
import { programmingLanguages } from '../../content/topic-meta';
import './topics.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Project Topics',
    'About 190 BSc, MSc and PhD project topics in Computer Science, Engineering, Management and Economics, for members of our project research service.',
  );

/**
 * The server renders the public shell only; the titles are members-only, so the list loads in the browser from GET /api/topics with the bearer token.
 */
export default function Topics() {
  const [request, setRequest] = useState<TopicRequestOpen | null>(null);
  const opened = useRef(0);
  const requestTopic = useCallback((topic: string, opener: HTMLElement | null) => {
    opened.current += 1;
    setRequest({ topic, opener, id: opened.current });
  }, []);
  const closeRequest = useCallback(() => setRequest(null), []);
  return (
    <main className="topics-page">
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Members&apos; area</p>
          <h1>Project Topics</h1>
          <p>
            Topics for BSc, MSc and PhD students in Computer Science, Engineering, Management and Economics. Search by
            keyword, pick a topic, and our research team in Enugu will guide you from proposal to defence.
          </p>
        </div>
      </header>
      <div className="container topics-layout">
        <section className="topics-main" aria-labelledby="topics-list-title">
          <h2 id="topics-list-title" className="visually-hidden">
            Topic list
          </h2>
          <RequireAuth fallback={<LoadingNote />}>
            <TopicBrowser onRequest={requestTopic} />
          </RequireAuth>
        </section>
        <aside className="topics-aside">
          <section className="card topics-languages" aria-labelledby="languages-title">
            <h2 id="languages-title">Programming languages we use</h2>
            <ul className="language-list">
              {programmingLanguages.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </section>
          <section className="card topics-request" aria-labelledby="request-title">
            <h2 id="request-title">Can&apos;t find your topic?</h2>
            <p>Tell us your department, level and area of interest and we will suggest topics that fit, or work on one you bring.</p>
            <RequestOther onRequest={requestTopic} />
          </section>
        </aside>
      </div>
      <TopicRequestDialog open={request} onClose={closeRequest} />
    </main>
  );
}

/**
 * "Request a topic" for a topic not on the list: the same request form with an empty topic, for a
 * member whose page has started; before that (or logged out) a link to the contact form.
 */
function RequestOther({ onRequest }: { onRequest: (topic: string, opener: HTMLElement | null) => void }) {
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated || !session) {
    return (
      <Link to="/contact" className="btn btn-primary">
        Request a topic
      </Link>
    );
  }
  return (
    <button type="button" className="btn btn-primary" onClick={(e) => onRequest('', e.currentTarget)}>
      Request a topic
    </button>
  );
}

function LoadingNote() {
  return (
    <div className="topics-loading" aria-busy="true">
      <p>Loading the topic list…</p>
      <noscript>
        <p>
          The topic list needs JavaScript. Please turn it on, then <a href="/login?redirect=%2Ftopics">log in</a>.
        </p>
      </noscript>
    </div>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; topics: TopicEntry[] } | { state: 'failed' };

type OnRequest = (topic: string, opener: HTMLElement | null) => void;

function TopicBrowser({ onRequest }: { onRequest: OnRequest }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

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
  const all = load.state === 'ready' ? load.topics : EMPTY;
  const shown = useMemo(() => rankTopics(all, deferredQuery), [all, deferredQuery]);
  const q = deferredQuery.trim();

  return (
    <div className="topic-browser">
      <div className="topic-search" role="search">
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
      <p className="topic-count" role="status" aria-live="polite" aria-atomic="true">
        {load.state === 'ready'
          ? q
            ? `${shown.length} of ${all.length} topics match “${q}”`
            : `${all.length} topics, A to Z`
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
        <p className="topics-empty">{messages.topicsEmpty}</p>
      ) : (
        <div className={query !== deferredQuery ? 'topic-results is-stale' : 'topic-results'}>
          <TopicList topics={shown} query={q.toLowerCase()} onRequest={onRequest} />
        </div>
      )}
    </div>
  );
}

const EMPTY: TopicEntry[] = [];

/** Memoised: while a keystroke is pending (useDeferredValue) the old list is not re-rendered. */
const TopicList = memo(function TopicList({ topics, query, onRequest }: { topics: TopicEntry[]; query: string; onRequest: OnRequest }) {
  return (
    // role="list": Safari drops the list role of a list styled with list-style: none.
    <ol className="topic-list" role="list">
      {topics.map((t) => (
        <li key={t.key}>
          {/* One grid cell for the whole title, however many <mark>s it holds, and one for its button. */}
          <div className="topic-list__item">
            <span className="topic-list__title">
              <Highlight entry={t} query={query} />
            </span>
            <button type="button" className="btn btn-outline btn-sm topic-list__request" onClick={(e) => onRequest(t.title, e.currentTarget)}>
              Request this topic<span className="visually-hidden">: {t.title}</span>
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
});

/** Marks every word of the search in the title (titles are plain English, so indexes line up). */
function Highlight({ entry, query }: { entry: TopicEntry; query: string }) {
  if (!query || entry.key.length !== entry.title.length) return <>{entry.title}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of matchRanges(entry, query)) {
    parts.push(entry.title.slice(from, start), <mark key={start}>{entry.title.slice(start, end)}</mark>);
    from = end;
  }
  parts.push(entry.title.slice(from));
  return <>{parts}</>;
}
