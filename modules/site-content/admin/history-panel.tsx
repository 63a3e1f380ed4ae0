import { useId, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../../app/features/admin/call';
import { useAnswer } from '../../../app/features/admin/use-list';
import type { RevisionSummary } from '../site-content.schemas';
import { confirmed, useAdminAction } from '../../../app/features/admin/feedback';
import { formatDate } from '../../../app/lib/dates';
import { diff, type Change } from './diff';

/**
 * The History panel: every published version of the document (who, when), newest first, each
 * with "Compare with previous" (a field-by-field table) and "Restore" (one click and a
 * confirmation: that version is published again, recorded as a new version).
 */
export function HistoryPanel({ docKey, schema, version, onRestored }: { docKey: string; schema: z.ZodType<unknown>; version: number; onRestored: () => void }) {
  const run = useAdminAction();
  const id = useId();
  // Read again after each publish (a new `version`), the list staying on screen meanwhile.
  const history = useAnswer('contentRevisions', undefined, { params: { key: docKey }, keep: true, again: version });
  const revisions = history.data?.revisions ?? null;
  const failed = history.state === 'error';
  const [open, setOpen] = useState<{ id: number; changes: Change[]; previousAt: string | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function compare(rev: RevisionSummary) {
    if (open?.id === rev.id) {
      setOpen(null);
      return;
    }
    setBusy(rev.id);
    try {
      const r = await call('contentRevision', { params: { key: docKey, id: rev.id }, auth: true });
      if (r.ok) {
        const d = r.data.revision;
        // Both versions read as the pages read them: one stored in an earlier shape (a phone with
        // its shown form) compares by what it means, not by how it was stored.
        const read = (v: unknown) => {
          const parsed = schema.safeParse(v);
          return parsed.success ? parsed.data : v;
        };
        setOpen({ id: rev.id, changes: d.previous ? diff(read(d.previous.value), read(d.value), docKey.split(':')[0]) : [], previousAt: d.previous?.publishedAt ?? null });
      }
    } finally {
      setBusy(null);
    }
  }

  async function restore(rev: RevisionSummary) {
    if (!confirmed(`Publish the version of ${formatDate(rev.publishedAt)} by ${rev.publishedBy} again? The public site shows it at once. Your draft, if any, is kept.`)) return;
    setBusy(rev.id);
    const r = await run(() => call('restoreRevision', { params: { key: docKey, id: rev.id }, auth: true }));
    setBusy(null);
    if (r?.ok) {
      setOpen(null);
      onRestored();
    }
  }

  return (
    <section className="card sc-history" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>History</h3>
      <p className="admin-muted">Every publish is kept. Compare a version with the one before it, or publish an earlier version again.</p>
      {failed ? (
        <p className="admin-load-error">
          The history could not be loaded.{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void history.reload()}>
            Try again
          </button>
        </p>
      ) : revisions === null ? (
        <p className="admin-muted">Loading the history…</p>
      ) : (
        <ol className="sc-history__list">
          {revisions.map((rev, i) => (
            <li key={rev.id} className="sc-history__item">
              <div className="sc-history__head">
                <p className="sc-history__when">
                  <strong>{formatDate(rev.publishedAt)}</strong> by {rev.publishedBy}
                  {i === 0 ? <span className="badge sc-badge--live">On the site now</span> : null}
                </p>
                {rev.note ? <p className="admin-muted sc-history__note">{rev.note}</p> : null}
              </div>
              <div className="sc-history__actions">
                {i < revisions.length - 1 || open?.id === rev.id ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-expanded={open?.id === rev.id}
                    aria-controls={`${id}-diff-${rev.id}`}
                    disabled={busy === rev.id}
                    onClick={() => void compare(rev)}
                  >
                    Compare with previous<span className="visually-hidden"> (version of {formatDate(rev.publishedAt)})</span>
                  </button>
                ) : null}
                {i > 0 ? (
                  <button type="button" className="btn btn-outline btn-sm" disabled={busy === rev.id} onClick={() => void restore(rev)}>
                    Restore<span className="visually-hidden"> the version of {formatDate(rev.publishedAt)}</span>
                  </button>
                ) : null}
              </div>
              {open?.id === rev.id ? (
                <div id={`${id}-diff-${rev.id}`} className="sc-diff">
                  {open.previousAt === null ? (
                    <p className="admin-muted">This is the first version: there is nothing before it.</p>
                  ) : open.changes.length === 0 ? (
                    <p className="admin-muted">No field differs from the version of {formatDate(open.previousAt)}.</p>
                  ) : (
                    <table>
                      <caption>
                        Changes since the version of {formatDate(open.previousAt)}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">Field</th>
                          <th scope="col">Before</th>
                          <th scope="col">After</th>
                        </tr>
                      </thead>
                      <tbody>
                        {open.changes.map((c) => (
                          <tr key={c.path}>
                            <th scope="row">{c.label}</th>
                            <td>{c.before === '' ? <em>(empty)</em> : <del>{c.before}</del>}</td>
                            <td>{c.after === '' ? <em>(empty)</em> : <ins>{c.after}</ins>}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
