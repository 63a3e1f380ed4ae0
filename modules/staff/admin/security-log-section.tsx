import { useId, useState } from 'react';
import { AUDIT_FILTERS, auditWords, type AuditFilter } from '../../../common/audit';
import { useList } from '../../../app/features/admin/use-list';
import { Pager } from '../../../app/features/admin/pager';
import { formatDate } from '../../../app/lib/dates';

interface Filters {
  group: AuditFilter | '';
  q: string;
  from: string;
  to: string;
}

const NONE: Filters = { group: '', q: '', from: '', to: '' };

/** What the server filters by: only the filters that are set. */
const query = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

/**
 * The security log: sign-ins (good and failed), account locks, refused administrator calls and
 * every change made in this admin area, newest first, with filters by kind, text and days.
 */
export function AuditSection() {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [applied, setApplied] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const log = useList('securityLog', query(applied), page);
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <div className="card admin-list-card admin-audit">
      <p className="admin-muted">
        Who signed in (or tried to), who was refused, and every change made in this admin area: who did what, to what, when and
        from which internet address. Entries cannot be edited or removed.
      </p>
      <form
        className="admin-audit__filters"
        role="search"
        aria-label="Filter the security log"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setApplied({ ...draft, q: draft.q.trim() });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-group`}>Kind</label>
          <select id={`${id}-group`} className="input" value={draft.group} onChange={set('group')}>
            <option value="">Everything</option>
            {(Object.keys(AUDIT_FILTERS) as AuditFilter[]).map((g) => (
              <option key={g} value={g}>
                {AUDIT_FILTERS[g]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>Person, item or address</label>
          <input id={`${id}-q`} type="search" className="input" value={draft.q} onChange={set('q')} maxLength={254} placeholder="e.g. ada@ or 102.89." />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" className="input" value={draft.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" className="input" value={draft.to} onChange={set('to')} />
        </div>
        <div className="admin-audit__actions">
          <button type="submit" className="btn btn-primary btn-sm">
            Show
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setDraft(NONE);
              setApplied(NONE);
              setPage(1);
            }}
          >
            Clear
          </button>
        </div>
      </form>

      {log.state === 'error' && (
        <div className="form-message form-message--error admin-load-error" role="alert">
          <p>{log.error}</p>
        </div>
      )}
      {log.state === 'ready' && (
        <p className="admin-muted" aria-live="polite">
          {log.total === 1 ? '1 entry' : `${log.total.toLocaleString('en-NG')} entries`}
        </p>
      )}
      {log.state === 'ready' &&
        (log.items.length === 0 ? (
          <p className="admin-empty">Nothing matches these filters.</p>
        ) : (
          <ol className="admin-rows admin-audit__list">
            {log.items.map((e) => (
              <li key={e.id} className="admin-row" data-action={e.action}>
                <div className="admin-row__main">
                  <span>
                    <strong>{e.actor_email || 'Someone not signed in'}</strong> {auditWords(e.action)}{' '}
                    {e.target_label && <strong>{e.target_label}</strong>}
                    {e.detail && <span className="admin-row__meta"> ({e.detail})</span>}
                  </span>
                  <span className="admin-row__meta">
                    <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
                    {e.ip && <> · from {e.ip}</>}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        ))}
      <Pager page={log.page} pages={log.pages} onPage={setPage} label="Pages of the security log" />
    </div>
  );
}
