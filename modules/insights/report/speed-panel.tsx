import type { InsightsReport } from '../insights.schemas';
import { DataTable, SpeedBadge } from './data-table';
import { describeRange } from './range';
import { speedTables } from './tables';
import { METRIC_ORDER, METRIC_WORDS, count, thresholdWords } from './words';

/**
 * Real visitors' speed: the site's four figures as cards (value, rating in words, what the figure
 * means and Google's limits), then the same figures by device, by connection and per page.
 */
export function SpeedPanel({ report }: { report: InsightsReport }) {
  const { speed } = report;
  return (
    <section className="card ins-card" aria-labelledby="ins-speed">
      <h3 id="ins-speed">Speed for real visitors</h3>
      <p className="ins-card__intro">
        Measured in visitors&rsquo; own browsers over the 28 days {describeRange({ from: speed.from, to: report.to })}. Each figure is the
        one that three visits out of four matched or beat, as Google measures it.
      </p>
      {speed.site.length === 0 ? (
        <p className="admin-empty">No speed figures yet: they arrive as people use the site in Chrome, Edge or Firefox.</p>
      ) : (
        <>
          <ul className="ins-speed">
            {METRIC_ORDER.map((m) => {
              const f = speed.site.find((x) => x.metric === m);
              return (
                <li key={m} className={`ins-speed__item${f ? ` ins-speed__item--${f.rating}` : ''}`}>
                  <span className="ins-speed__name">{METRIC_WORDS[m].name}</span>
                  {f ? <SpeedBadge cell={f} /> : <span className="admin-muted">Not measured yet</span>}
                  <span className="ins-speed__explain">{METRIC_WORDS[m].explain}</span>
                  <span className="ins-speed__limits">
                    {thresholdWords(m)}
                    {f && <> · {count(f.samples)} measured</>}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="ins-stack">
            {speedTables(report).map((t) => (
              <DataTable key={t.id} table={t} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
