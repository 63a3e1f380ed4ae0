import { memo, type ReactNode } from 'react';
import type { TopicEntry } from '../topic-categories';
import { matchRanges } from '../topic-search';

export type OnRequest = (topic: string, opener: HTMLElement | null) => void;

/** Memoised: while a keystroke is pending (useDeferredValue) the old list is not re-rendered. */
export const TopicList = memo(function TopicList({ topics, query, onRequest }: { topics: readonly TopicEntry[]; query: string; onRequest: OnRequest }) {
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

/** Marks every word of the search, and every word one typo away, in the title (titles are plain English, so indexes line up). */
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
