import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../app/features/admin/call';
import type { InsightsSummary } from '../insights.schemas';
import { Icon } from '../../../app/components/icon';
import { sectionHref } from '../../../app/features/admin/sections';
import { changeOf, count } from './words';
import './summary-card.css';

const FIGURES = [
  { key: 'people', label: 'people', one: 'person' },
  { key: 'views', label: 'page views', one: 'page view' },
  { key: 'leads', label: 'leads', one: 'lead' },
] as const;

/**
 * The dashboard's glance at Insights: people, page views and leads of the last 7 days, each with
 * its change on the 7 days before, and a link to the full screen. Until the figures arrive, and
 * if they cannot be loaded, the card is simply not there: the dashboard works without it.
 */
export function InsightsSummaryCard() {
  const [summary, setSummary] = useState<InsightsSummary | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    call('insightsSummary', { auth: true, signal: stop.signal })
      .then((r) => r.ok && setSummary(r.data))
      .catch(() => {});
    return () => stop.abort();
  }, []);
  if (!summary) return null;

  return (
    <section className="card ins-summary" aria-labelledby="ins-summary-heading">
      <div className="ins-summary__head">
        <h3 id="ins-summary-heading">Visitors in the last 7 days</h3>
        <Link to={sectionHref('insights')} className="ins-summary__link" preventScrollReset>
          Open Insights <Icon name="chevron-right" />
        </Link>
      </div>
      <ul className="ins-summary__figures">
        {FIGURES.map((f) => {
          const n = summary[f.key];
          const change = changeOf(n, summary.before[f.key]);
          return (
            <li key={f.key}>
              <span className="ins-summary__count">{count(n)}</span>
              <span className="ins-summary__label">{n === 1 ? f.one : f.label}</span>
              <span className={`ins-change ins-change--${change.direction}`}>
                <span aria-hidden="true">{change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '■'}</span> {change.words}
                <span className="visually-hidden"> on the week before</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="ins-summary__note">Compared with the 7 days before. Counted without cookies.</p>
    </section>
  );
}
