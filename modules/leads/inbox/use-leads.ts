import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../app/features/admin/call';
import { explainRefusal } from '../../../app/features/admin/feedback';
import type { AnswerOf } from '../../../common/api/endpoints';
import type { LeadFilters } from '../leads.schemas';

type Answer = AnswerOf<'leads'>;

export interface LeadsList {
  state: 'loading' | 'ready' | 'error';
  error: string;
  /** The last answer; kept on screen while the next one loads. */
  data: Answer | null;
  reload: () => Promise<void>;
}

const NETWORK = 'The list could not be loaded. Please check your internet connection and try again.';

/**
 * The inbox's page of leads with its counts and the owners a lead can be given to. Not `useList`:
 * this answer holds two lists (the leads and the owners).
 */
export function useLeads(filters: LeadFilters, page: number): LeadsList {
  const [state, setState] = useState<Omit<LeadsList, 'reload'>>({ state: 'loading', error: '', data: null });
  const latest = useRef(0);
  const query = JSON.stringify({ ...filters, page });

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const r = await call('leads', { auth: true, query: JSON.parse(query) });
      if (ticket !== latest.current) return;
      if (r.ok) setState({ state: 'ready', error: '', data: r.data });
      else setState((s) => ({ ...s, state: 'error', error: explainRefusal(r.status, r.data.message) }));
    } catch {
      if (ticket === latest.current) setState((s) => ({ ...s, state: 'error', error: NETWORK }));
    }
  }, [query]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
