import { Link } from 'react-router';
import { useAnswer } from '../../../app/features/admin/use-list';
import { sectionHref } from '../../../app/features/admin/sections';
import { lagosTime } from '../deliveries.words';
import '../deliveries.css';

/**
 * The dashboard's list of project deliveries not yet delivered (docs/decisions/0037-deliveries.md),
 * soonest due first: the student, the topic and the due time in Lagos time; a late one is marked
 * "Late". Each links to its topic request, where staff deliver.
 */
export function DeliveriesDue() {
  const { state, data: due } = useAnswer('deliveriesDue');
  const failed = state === 'error';

  const late = due?.deliveries.filter((d) => d.state === 'late').length ?? 0;
  return (
    <section className={`card deliveries-due${late ? ' leads-due__card--hot' : ''}`} aria-labelledby="deliveries-due-title">
      <h3 id="deliveries-due-title">
        Project deliveries due{due ? ` (${due.total.toLocaleString('en-NG')}${late ? `, ${late} late` : ''})` : ''}
      </h3>
      {failed ? (
        <p className="admin-muted">The deliveries could not be loaded; open the topic requests to see them.</p>
      ) : !due ? (
        <p className="admin-muted">Loading…</p>
      ) : due.deliveries.length === 0 ? (
        <p className="admin-muted">No project is waiting for delivery.</p>
      ) : (
        <ul className="deliveries-due__list">
          {due.deliveries.map((d) => (
            <li key={d.id}>
              {d.lead_id !== null ? (
                <Link to={sectionHref('leads', { lead: String(d.lead_id) })} preventScrollReset>
                  <strong>{d.student}</strong>: {d.topic}
                </Link>
              ) : (
                <span>
                  <strong>{d.student}</strong>: {d.topic}
                </span>
              )}
              <span className={`deliveries-due__when deliveries-due__when--${d.state}`}>
                {d.state === 'late' && <span className="deliveries-due__late">Late</span>}
                {d.state === 'late' ? 'Was due by' : 'Due by'} {lagosTime(d.due_at)} (Lagos time)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
