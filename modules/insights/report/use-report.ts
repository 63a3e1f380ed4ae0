import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../app/features/admin/call';
import type { InsightsReport } from '../insights.schemas';
import { explainRefusal } from '../../../app/features/admin/feedback';
import type { ApiList } from '../../../app/features/admin/use-list';
import type { Range } from './range';

/** What ListState reads of a list (its loading and error states), and the report itself. */
export interface ReportState extends Pick<ApiList<InsightsReport>, 'state' | 'error' | 'reload'> {
  report: InsightsReport | null;
  /** A new period is being loaded while the previous one stays on screen. */
  busy: boolean;
}

/**
 * Loads the report of a period. Shaped like the admin's lists (use-list.ts), so the shared
 * ListState shows its loading and error states: 'loading' only before the first answer, after
 * which a new period keeps the old figures on screen (marked busy) until its own arrive.
 */
export function useReport({ from, to }: Range): ReportState {
  const [report, setReport] = useState<InsightsReport | null>(null);
  const [state, setState] = useState<ReportState['state']>('loading');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setBusy(true);
    // After an error, "Try again" (or another period) shows the loading state, not the old error.
    setState((s) => (s === 'error' ? 'loading' : s));
    try {
      const r = await call('insights', { query: { from, to }, auth: true });
      if (ticket !== latest.current) return;
      if (r.ok) {
        setReport(r.data);
        setState('ready');
        setError('');
      } else {
        setError(explainRefusal(r.status, r.data.message));
        setState('error');
      }
    } catch {
      if (ticket !== latest.current) return;
      setError('The figures could not be loaded. Please check your internet connection and try again.');
      setState('error');
    }
    setBusy(false);
  }, [from, to]);

  useEffect(() => {
    void reload();
    // A period left before its answer came is not shown when the answer comes.
    return () => void ++latest.current;
  }, [reload]);

  return { report, state, error, reload, busy };
}
