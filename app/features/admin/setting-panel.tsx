import { useCallback, useState, type ReactNode } from 'react';
import type { ApiName } from '../../../common/api/routes';
import type { AnswerOf } from '../../../common/api/endpoints';
import type { CallAnswer } from '../../lib/call';
import { formatDate } from '../../lib/dates';
import { useAdminAction } from './feedback';
import { useAnswer } from './use-list';

/**
 * One setting of the administrators (where enquiries are sent, the bank account for invoices): read
 * when the panel opens (with "Try again" when it could not be), saved or reset with the answer put
 * in its place, and shown as a card with what is in use now and the form that changes it.
 */

export interface AdminSetting<T> {
  /** The setting as last read or saved; null until the first answer. */
  state: T | null;
  saving: boolean;
  /** Saves with `write`; the answer's setting replaces the one shown, and a refusal is given back. */
  save: (write: () => Promise<CallAnswer<ApiName>>) => Promise<CallAnswer<ApiName> | null>;
  panel: { failed: boolean; retry: () => void };
}

/** The setting `name` reads (`useAnswer`), kept on screen while it is read again. */
export function useAdminSetting<N extends ApiName>(name: N): AdminSetting<AnswerOf<N>> {
  const run = useAdminAction();
  const { state, data, reload, put } = useAnswer(name, undefined, { keep: true });
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (write: () => Promise<CallAnswer<ApiName>>) => {
      setSaving(true);
      const r = await run(write);
      setSaving(false);
      if (r?.ok) put(r.data as AnswerOf<N>);
      return r;
    },
    [run, put],
  );

  return { state: data, saving, save, panel: { failed: state === 'error', retry: () => void reload() } };
}

/** "Saved by … on …", after what is in use now, when an administrator saved it. */
export function SavedBy({ email, at }: { email: string | null; at: string | null }) {
  if (!at) return null;
  return (
    <span className="admin-row__meta">
      {' '}
      Saved by {email} on {formatDate(at)}.
    </span>
  );
}

/** The card of a setting: its title and what it does, the loading failure, then (once read) its body. */
export function SettingPanel({
  title,
  intro,
  failedText,
  panel,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** "The address could not be loaded." */
  failedText: string;
  panel: AdminSetting<unknown>['panel'];
  /** What is in use now and the form; left out until the setting is read. */
  children: ReactNode;
}) {
  return (
    <div className="card admin-list-card">
      <div className="admin-list-head">
        <h3>{title}</h3>
      </div>
      <p className="admin-muted">{intro}</p>
      {panel.failed && (
        <p className="admin-empty" role="alert">
          {failedText}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={panel.retry}>
            Try again
          </button>
        </p>
      )}
      {children}
    </div>
  );
}
