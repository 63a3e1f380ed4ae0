import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Lead, LeadFilters } from '../leads.schemas';
import { LEAD_STATUSES, LEAD_STATUS_WORDS } from '../leads.words';
import { Icon } from '../../../app/components/icon';
import { formatDate } from '../../../app/lib/dates';
import { plural } from '../../../app/features/admin/format';
import { ListState } from '../../../app/features/admin/list-state';
import { Pager } from '../../../app/features/admin/pager';
import { useAnswer } from '../../../app/features/admin/use-list';
import { SpamCheckBadge } from '../../../app/features/admin/spam-check-note';
import { filtersOf, leadsHref } from './filters';
import { LeadDetail } from './lead-detail';
import { OwnerOptions } from './lead-work';
import { ExportButton } from './export-button';
import { formatDay, kindWord, leadTitle, originWords } from './inbox-words';
import { followUpOverdue } from '../leads.words';
import { quoteItemWords } from '../quote.words';

/**
 * The leads inbox (docs/decisions/0024-leads.md): every contact message and topic request, with
 * its status, owner and follow-up date; filtered, searched and paged. `?lead=` opens one lead.
 */
export function LeadsSection({ onChange }: { onChange: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('lead')) || null;
  // The page of leads with its counts and the owners a lead can be given to; the page on screen stays while the next loads.
  const list = useAnswer('leads', { ...filters, page }, { keep: true });
  const go = (f: LeadFilters, extra: { page?: number; lead?: number } = {}) => navigate(leadsHref(f, extra), { preventScrollReset: true });

  // Back from a lead, the list shows what changed meanwhile.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void list.reload();
    wasOpen.current = open;
  }, [open, list]);

  if (open) {
    return (
      <LeadDetail
        key={open}
        id={open}
        owners={list.data?.owners ?? []}
        backHref={leadsHref(filters, { page })}
        onChange={() => {
          onChange();
          void list.reload();
        }}
        onGone={() => go(filters, { page })}
      />
    );
  }

  const data = list.data;
  const all = data ? LEAD_STATUSES.reduce((n, s) => n + (data.counts[s] ?? 0), 0) : 0;
  return (
    <div className="card admin-list-card leads">
      <p className="admin-muted">
        Every contact message and topic request, newest first. Open one to call or answer the person, note what was agreed and
        set its status, owner and follow-up date.
      </p>
      <div className="leads-statuses" role="group" aria-label="Show leads by status">
        <StatusChip label="All" count={data ? all : null} pressed={!filters.status} onClick={() => go({ ...filters, status: undefined })} />
        {LEAD_STATUSES.map((s) => (
          <StatusChip
            key={s}
            label={LEAD_STATUS_WORDS[s]}
            count={data ? (data.counts[s] ?? 0) : null}
            pressed={filters.status === s}
            onClick={() => go({ ...filters, status: s })}
          />
        ))}
      </div>
      <Filters filters={filters} owners={data?.owners ?? []} onFilters={(f) => go(f)} />
      <div className="leads-summary">
        <p aria-live="polite">
          {data ? (
            <>
              <strong>{plural(data.total, 'lead')}</strong> shown
              {data.unread ? <>, {data.unread.toLocaleString('en-NG')} unread in all</> : null}
            </>
          ) : null}
        </p>
        <ExportButton filters={filters} disabled={!data || data.total === 0} />
      </div>
      {/* A page already on screen stays while the next one loads. */}
      {!(list.state === 'loading' && data) && <ListState list={list} what="the leads" />}
      {data &&
        (data.leads.length === 0 ? (
          <p className="admin-empty">
            {Object.keys(filters).length
              ? 'No leads match these filters.'
              : 'No leads yet. Messages sent with the contact form and topic requests will appear here.'}
          </p>
        ) : (
          <ul className="leads-list" aria-label="Leads">
            {data.leads.map((l) => (
              <LeadRow key={l.id} lead={l} href={leadsHref(filters, { page, lead: l.id })} />
            ))}
          </ul>
        ))}
      {data && <Pager page={data.page} pages={data.pages} onPage={(p) => go(filters, { page: p })} label="Pages of leads" />}
    </div>
  );
}

function StatusChip({ label, count, pressed, onClick }: { label: string; count: number | null; pressed: boolean; onClick: () => void }) {
  return (
    <button type="button" className="leads-chip" aria-pressed={pressed} onClick={onClick}>
      {label}
      {count !== null && <span className="leads-chip__count">{count.toLocaleString('en-NG')}</span>}
    </button>
  );
}

/** Kind, owner, what needs doing, unread only, and the search box; each applies at once. */
function Filters({ filters, owners, onFilters }: { filters: LeadFilters; owners: { id: number; username: string }[]; onFilters: (f: LeadFilters) => void }) {
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const set = (k: keyof LeadFilters) => (e: { target: { value: string } }) => onFilters({ ...filters, [k]: e.target.value || undefined });
  return (
    <form
      className="leads-filters"
      role="search"
      aria-label="Filter the leads"
      onSubmit={(e) => {
        e.preventDefault();
        onFilters({ ...filters, q: q.trim() || undefined });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} className="input" value={filters.kind ?? ''} onChange={set('kind')}>
          <option value="">Messages and topic requests</option>
          <option value="contact">Messages</option>
          <option value="topic">Topic requests</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-owner`}>Owner</label>
        <select id={`${id}-owner`} className="input" value={filters.owner ?? ''} onChange={set('owner')}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody yet</option>
          <OwnerOptions owners={owners} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-due`}>Needs doing</label>
        <select id={`${id}-due`} className="input" value={filters.due ?? ''} onChange={set('due')}>
          <option value="">Everything</option>
          <option value="overdue">Overdue follow-ups</option>
          <option value="unanswered">Unanswered for over 24 hours</option>
        </select>
      </div>
      <label className="leads-filters__check">
        <input type="checkbox" checked={filters.unread === '1'} onChange={(e) => onFilters({ ...filters, unread: e.target.checked ? '1' : undefined })} />
        Unread only
      </label>
      <div className="leads-filters__search">
        <label htmlFor={`${id}-q`}>Search</label>
        <div className="leads-filters__row">
          <div className="admin-search">
            <Icon name="search" size={20} />
            <input
              id={`${id}-q`}
              type="search"
              className="input"
              value={q}
              maxLength={100}
              placeholder="Name, e-mail, phone or words"
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary btn-sm">
            Search
          </button>
          {Object.keys(filters).length > 0 && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => onFilters({})}>
              Clear filters
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

function LeadRow({ lead: l, href }: { lead: Lead; href: string }) {
  const unread = !l.read_at;
  const overdue = followUpOverdue(l);
  const origin = originWords(l);
  const about = quoteItemWords(l);
  return (
    <li className={`leads-row${unread ? ' leads-row--unread' : ''}`}>
      <Link to={href} className="leads-row__link" preventScrollReset>
        <span className="leads-row__top">
          {unread && <span className="admin-new">Unread</span>}
          <span className="leads-row__name">{l.name}</span>
          <span className={`leads-status leads-status--${l.status}`}>{LEAD_STATUS_WORDS[l.status]}</span>
          <span className="leads-row__kind">{kindWord(l)}</span>
          <SpamCheckBadge check={l.spam_check === 'account' ? 'captcha' : l.spam_check} />
          <time className="leads-row__date" dateTime={l.created_at}>
            {formatDate(l.created_at)}
          </time>
        </span>
        <span className="leads-row__title">{leadTitle(l)}</span>
        <span className="leads-row__meta">
          <span>Owner: {l.owner_name ?? 'nobody yet'}</span>
          {l.follow_up_on && (
            <span className={overdue ? 'leads-overdue' : undefined}>
              Follow up {formatDay(l.follow_up_on)}
              {overdue && ' (overdue)'}
            </span>
          )}
          {about && <span className="leads-row__about">About: {about}</span>}
          {origin && <span>From {origin}</span>}
        </span>
        <Icon name="chevron-right" size={20} className="leads-row__chevron" />
      </Link>
    </li>
  );
}
