import { Link } from 'react-router';
import { call } from '../../../app/lib/call';
import { formatDate } from '../../../app/lib/dates';
import { MEMBER_STATUS_WORDS, type LeadStatus } from '../leads.words';
import { StatusLine } from '../../../app/components/form/fields';
import { useMemberRead } from '../../accounts';
import { RequestProgress, useRequestProgress } from '../../deliveries/index.public';
import './topic-requests.css';

/** A day as people in Enugu read it ("4 March 2026"); `day` is a calendar day (YYYY-MM-DD), not a moment. */
const longDay = (iso: string, day = false) =>
  formatDate(day ? `${iso}T12:00:00Z` : iso, { month: 'long', time: false, timeZone: 'Africa/Lagos' });

/**
 * The member's own topic requests (GET /api/topic-requests), newest first as the server sends them,
 * each with where it stands in the member's words (modules/leads/leads.words.ts MEMBER_STATUS_WORDS).
 */
export function TopicRequests() {
  const [load] = useMemberRead((signal) => call('myTopicRequests', { auth: true, signal }));
  const progress = useRequestProgress();

  return (
    <section className="account-section topic-requests" aria-labelledby="topic-requests-title">
      <h2 id="topic-requests-title">My topic requests</h2>
      {load.state === 'loading' ? (
        <p className="account-loading" aria-busy="true">
          Loading your topic requests…
        </p>
      ) : load.state === 'failed' ? (
        <StatusLine status={{ kind: 'error', text: load.text }} />
      ) : load.data.requests.length === 0 ? (
        <p>
          You have not requested a topic yet. <Link to="/topics">Browse the project topics</Link> and request one in a
          tap, or ask for a topic that is not on the list.
        </p>
      ) : (
        <ul className="topic-requests__list" role="list">
          {load.data.requests.map((r) => (
            <li key={r.id} className="topic-requests__item">
              <h3>{r.topic}</h3>
              <p className={`topic-requests__status topic-requests__status--${r.status}`}>{MEMBER_STATUS_WORDS[r.status as LeadStatus]}</p>
              <dl>
                <div>
                  <dt>Level</dt>
                  <dd>{r.level}</dd>
                </div>
                <div>
                  <dt>Department</dt>
                  <dd>{r.department}</dd>
                </div>
                <div>
                  <dt>Deadline</dt>
                  <dd>{r.deadline ? longDay(r.deadline, true) : 'None given'}</dd>
                </div>
                <div>
                  <dt>Requested</dt>
                  <dd>{longDay(r.created_at)}</dd>
                </div>
              </dl>
              <RequestProgress progress={progress?.get(r.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
