import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RequireAuth } from '../../../app/features/auth/require-auth';
import { useHydrated } from '../../../app/components/use-hydrated';
import { useSession } from '../../../app/lib/session';
import { programmingLanguages } from '../../../content/topic-meta';
import { TopicRequestDialog, type TopicRequestOpen } from './topic-request-dialog';
import { TopicBrowser } from './topic-browser';
import type { OnRequest } from './topic-list';
import './topics-page.css';

/**
 * The server renders the public shell only (with the link to /contact to request a topic); the
 * titles are members-only, so the list loads in the browser from GET /api/topics with the bearer
 * token (./topic-browser.tsx). A member's request of a topic opens ./topic-request-dialog.tsx.
 */
export function TopicsPage() {
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
            keyword or choose a category, pick a topic, and our research team in Enugu will guide you from proposal to defence.
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
          <section className="card topics-request" aria-labelledby="request-title">
            <h2 id="request-title">Can&apos;t find your topic?</h2>
            <p>Tell us your department, level and area of interest and we will suggest topics that fit, or work on one you bring.</p>
            <RequestOther onRequest={requestTopic} />
            <p className="topics-request__contact">
              Rather call, chat on WhatsApp or write? <Link to="/contact">Request a topic through our contact page</Link>.
            </p>
          </section>
          <section className="card topics-languages" aria-labelledby="languages-title">
            <h2 id="languages-title">Programming languages we use</h2>
            <ul className="language-list">
              {programmingLanguages.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
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
function RequestOther({ onRequest }: { onRequest: OnRequest }) {
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
