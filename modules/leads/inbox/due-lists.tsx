import { Link } from 'react-router';
import { UNANSWERED_AFTER_HOURS } from '../leads.words';
import { formatDate } from '../../../app/lib/dates';
import { useAnswer } from '../../../app/features/admin/use-list';
import { leadsHref } from './filters';
import { formatDay, leadTitle } from './inbox-words';

const SHOWN = 5;

type Due = 'overdue' | 'unanswered';

const WORDS: Record<Due, { title: string; none: string; all: (n: number) => string }> = {
  overdue: {
    title: 'Follow-ups overdue',
    none: 'No follow-up is overdue.',
    all: (n) => `See all ${n.toLocaleString('en-NG')} overdue follow-ups`,
  },
  unanswered: {
    title: `Unanswered for over ${UNANSWERED_AFTER_HOURS} hours`,
    none: 'Every enquiry has been answered within a day.',
    all: (n) => `See all ${n.toLocaleString('en-NG')} unanswered enquiries`,
  },
};

/**
 * The dashboard's two lists of leads waiting for someone: follow-ups whose day has passed, and
 * enquiries nobody answered within a day. The counts come with the dashboard's figures; the first
 * few leads of each are loaded here, each linking to the lead.
 */
export function LeadsDue({ overdue, unanswered }: { overdue: number; unanswered: number }) {
  return (
    <div className="leads-due">
      <DueList due="overdue" count={overdue} />
      <DueList due="unanswered" count={unanswered} />
    </div>
  );
}

function DueList({ due, count }: { due: Due; count: number }) {
  const w = WORDS[due];
  const id = `due-${due}`;
  return (
    <section className={`card leads-due__card${count > 0 ? ' leads-due__card--hot' : ''}`} aria-labelledby={id}>
      <h3 id={id}>
        <span className="leads-due__count">{count.toLocaleString('en-NG')}</span> {w.title}
      </h3>
      {count === 0 ? <p className="admin-muted">{w.none}</p> : <DueLeads due={due} count={count} />}
      {count > 0 && (
        <Link to={leadsHref({ due })} className="leads-due__all" preventScrollReset>
          {w.all(count)}
        </Link>
      )}
    </section>
  );
}

/**
 * The first few leads of a list that has some (an empty one loads nothing). A new count (the
 * dashboard's figures read again) reads the list again, the last one staying on screen meanwhile.
 */
function DueLeads({ due, count }: { due: Due; count: number }) {
  const { state, data } = useAnswer('leads', { due, page: 1 }, { keep: true, again: count });
  const leads = data?.leads.slice(0, SHOWN);
  return state === 'error' ? (
    <p className="admin-muted">The list could not be loaded; open the leads to see them.</p>
  ) : !leads ? (
    <p className="admin-muted">Loading…</p>
  ) : (
    <ul className="leads-due__list">
      {leads.map((l) => (
        <li key={l.id}>
          <Link to={leadsHref({ due }, { lead: l.id })} preventScrollReset>
            <strong>{l.name}</strong>: {leadTitle(l)}
          </Link>
          <span className="admin-muted">
            {due === 'overdue' && l.follow_up_on ? (
              <>Follow up was due {formatDay(l.follow_up_on)}</>
            ) : (
              <>Received {formatDate(l.created_at)}</>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
