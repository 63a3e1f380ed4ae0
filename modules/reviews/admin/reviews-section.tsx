import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { call } from '../../../app/features/admin/call';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import { Stars } from '../../../app/components/stars';
import { Avatar } from '../../../app/features/admin/avatar';
import { Icon } from '../../../app/components/icon';
import { formatDate } from '../../../app/lib/dates';
import { plural } from '../../../app/features/admin/format';
import { SpamCheckNote } from '../../../app/features/admin/spam-check-note';
import type { Review } from '../reviews.schemas';

const TABS: Record<ReviewStatus, { label: string; help: string; empty: string }> = {
  pending: {
    label: 'Pending',
    help: 'New reviews from customers. Approve a review to show it on the website, or reject it to keep it hidden.',
    empty: 'No reviews are waiting for moderation.',
  },
  approved: {
    label: 'Approved',
    help: 'These reviews are shown on the website; the three newest appear on the home and reviews pages. Reject one to take it off the website.',
    empty: 'No approved reviews yet.',
  },
  rejected: {
    label: 'Rejected',
    help: 'Rejected reviews are hidden from the website. A rejected review cannot be approved again; it can only be deleted.',
    empty: 'No rejected reviews.',
  },
};

const REJECT_APPROVED = 'Take this review off the website? A rejected review cannot be approved again.';

/** Reviews by status, with the moves each tab allows. */
export function ReviewsSection({ pending, onChange }: { pending?: number; onChange: () => void }) {
  const [params, setParams] = useSearchParams();
  const tab: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as ReviewStatus) : 'pending';
  const list = useList('reviewQueue', { status: tab });
  const run = useAdminAction();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const panel = useRef<HTMLDivElement>(null);

  const choose = (t: ReviewStatus) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', t);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );

  function onKey(e: KeyboardEvent) {
    const at = REVIEW_STATUSES.indexOf(tab);
    const to =
      e.key === 'ArrowRight' ? (at + 1) % 3 : e.key === 'ArrowLeft' ? (at + 2) % 3 : e.key === 'Home' ? 0 : e.key === 'End' ? 2 : -1;
    if (to < 0) return;
    e.preventDefault();
    const t = REVIEW_STATUSES[to];
    choose(t);
    tabs.current[t]?.focus();
  }

  async function act(r: Review, action: 'approve' | 'reject') {
    if (action === 'reject' && r.status === 'approved' && !confirmed(REJECT_APPROVED)) return;
    const answer = await run(() => call('moderateReview', { json: { id: r.id, action }, auth: true }));
    if (answer) await settle();
  }

  async function remove(r: Review) {
    if (!confirmed(messages.confirmDeleteReview)) return;
    if (await run(() => call('deleteReview', { query: { id: r.id }, auth: true }))) await settle();
  }

  /** The review leaves this tab's list; focus goes to the panel so it is not lost with the row. */
  async function settle() {
    await list.reload();
    onChange();
    panel.current?.focus();
  }

  return (
    <div className="admin-stack">
      <div role="tablist" aria-label="Reviews by status" className="admin-tabs">
        {REVIEW_STATUSES.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`review-tab-${t}`}
            aria-selected={t === tab}
            aria-controls="review-panel"
            tabIndex={t === tab ? 0 : -1}
            className="admin-tab"
            ref={(el) => {
              tabs.current[t] = el;
            }}
            onClick={() => choose(t)}
            onKeyDown={onKey}
          >
            {TABS[t].label}
            {t === 'pending' && pending ? (
              <span className="admin-tab__count">
                <span className="visually-hidden">, </span>
                {pending}
                <span className="visually-hidden"> waiting</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="review-panel" aria-labelledby={`review-tab-${tab}`} tabIndex={-1} ref={panel} className="admin-tabpanel">
        <p className="admin-muted">{TABS[tab].help}</p>
        <ListState list={list} what="the reviews" />
        {list.state === 'ready' &&
          (list.items.length === 0 ? (
            <p className="admin-empty">{TABS[tab].empty}</p>
          ) : (
            <>
              <p className="visually-hidden" aria-live="polite">
                {plural(list.items.length, `${tab} review`)}
              </p>
              <ul className="admin-reviews">
                {list.items.map((r) => {
                  const name = r.username || 'Anonymous';
                  return (
                    <li key={r.id} className="card admin-review">
                      <div className="admin-review__head">
                        <Avatar src={r.image_path} name={name} />
                        <div>
                          <p className="admin-review__name">{name}</p>
                          <Stars value={r.rating} size={18} className="admin-stars" />
                          <p className="admin-review__date">
                            Sent <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
                          </p>
                        </div>
                      </div>
                      <SpamCheckNote check={r.spam_check} what="review" />
                      <p className="admin-review__text">{r.review_text}</p>
                      <div className="admin-row__actions">
                        {r.status === 'pending' && (
                          <button type="button" className="btn btn-primary btn-sm" onClick={() => void act(r, 'approve')} aria-label={`Approve the review by ${name}`}>
                            <Icon name="check" size={20} /> Approve
                          </button>
                        )}
                        {r.status !== 'rejected' && (
                          <button type="button" className="btn btn-outline btn-sm" onClick={() => void act(r, 'reject')} aria-label={`Reject the review by ${name}`}>
                            <Icon name="cross" size={20} /> Reject
                          </button>
                        )}
                        <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(r)} aria-label={`Delete the review by ${name}`}>
                          <Icon name="trash" size={20} /> Delete
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          ))}
      </div>
    </div>
  );
}
