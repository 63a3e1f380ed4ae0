import { Link } from 'react-router';
import { Icon } from '../../app/components/icon';
import type { IconName } from '../../app/components/icon-names';
import { sectionHref, type SectionId } from '../../app/features/admin/sections';
import type { Counts } from './dashboard.schemas';
import { InsightsSummaryCard } from '../insights';
import { LeadsDue } from '../leads';
import { GoLiveCard } from './go-live-card';
import { DeliveriesDue } from '../deliveries';

interface Card {
  key: keyof Counts;
  section: SectionId;
  icon: IconName;
  label: (n: number) => string;
  action: string;
  /** A non-zero count here needs someone's attention. */
  urgent?: boolean;
  extra?: Record<string, string>;
}

const CARDS: Card[] = [
  { key: 'pendingReviews', section: 'reviews', icon: 'star-outline', label: (n) => (n === 1 ? 'review waiting for moderation' : 'reviews waiting for moderation'), action: 'Moderate reviews', urgent: true, extra: { tab: 'pending' } },
  { key: 'unreadMessages', section: 'leads', icon: 'envelope', label: (n) => (n === 1 ? 'unread enquiry' : 'unread enquiries'), action: 'Open the leads', urgent: true, extra: { unread: '1' } },
  { key: 'topics', section: 'projects', icon: 'document', label: (n) => (n === 1 ? 'project topic' : 'project topics'), action: 'Manage topics' },
  { key: 'clients', section: 'clients', icon: 'building', label: (n) => (n === 1 ? 'client' : 'clients'), action: 'Manage clients' },
  { key: 'galleryImages', section: 'gallery', icon: 'photo', label: (n) => (n === 1 ? 'gallery image' : 'gallery images'), action: 'Manage gallery' },
];

/** The admin's welcome text, with the counts that say where work is waiting. */
export function Dashboard({ counts, failed, onRetry }: { counts: Counts | null; failed: boolean; onRetry: () => void }) {
  const waiting = counts ? counts.pendingReviews + counts.unreadMessages + counts.overdueFollowUps + counts.unansweredLeads : 0;
  return (
    <>
      <p className="admin-lead">
        {!counts
          ? 'Here is an overview of the website.'
          : waiting === 0
            ? 'Everything is up to date: no reviews are waiting, every enquiry has been read and answered, and no follow-up is overdue.'
            : 'Some items need your attention. Choose a card below to deal with them.'}
      </p>
      {!counts && failed ? (
        <div className="form-message form-message--error admin-load-error" role="alert">
          <p>The figures could not be loaded. Please check your internet connection and try again.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : !counts ? (
        <p className="admin-muted" role="status">
          Loading the figures…
        </p>
      ) : (
        <ul className="admin-stats">
          {CARDS.map((c) => {
            const n = counts[c.key];
            const hot = c.urgent && n > 0;
            return (
              <li key={c.key}>
                <Link to={sectionHref(c.section, c.extra)} className={`admin-stat${hot ? ' admin-stat--hot' : ''}`} preventScrollReset>
                  <span className="admin-stat__icon">
                    <Icon name={c.icon} size={20} />
                  </span>
                  <span className="admin-stat__count">{n.toLocaleString('en-NG')}</span>
                  <span className="admin-stat__label">{c.label(n)}</span>
                  <span className="admin-stat__action">
                    {c.action} <Icon name="chevron-right" size={20} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {counts && <LeadsDue overdue={counts.overdueFollowUps} unanswered={counts.unansweredLeads} />}
      {counts && <DeliveriesDue />}
      <GoLiveCard />
      <InsightsSummaryCard />
      <div className="admin-help card">
        <h3>How this area works</h3>
        <ul className="check-list">
          <li>Use the menu to pick what you want to manage. Every change appears on the public website straight away.</li>
          <li>New reviews from customers stay hidden until you approve them under Reviews.</li>
          <li>Deleting anything asks you to confirm first, and a message at the top right tells you whether it worked.</li>
        </ul>
      </div>
    </>
  );
}
