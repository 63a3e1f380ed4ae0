import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { explainRefusal } from './feedback';

interface Page<T> {
  state: 'loading' | 'ready' | 'error';
  items: T[];
  page: number;
  pages: number;
  total: number;
  error: string;
}

/**
 * Loads one page of a paged admin list (`?page=` plus filters; the answer has the items under
 * `key`, and `page`, `pages`, `total`); keeps the last page on screen while reloading.
 */
export function usePagedList<T>(path: string, key: string, filters: Record<string, string>, page: number) {
  const [data, setData] = useState<Page<T>>({ state: 'loading', items: [], page: 1, pages: 1, total: 0, error: '' });
  const ticket = useRef(0);
  // The filters as one stable value, so a new object with the same filters does not reload.
  const filterKey = JSON.stringify(filters);
  const reload = useCallback(async () => {
    const mine = ++ticket.current;
    try {
      const query = new URLSearchParams({ page: String(page), ...(JSON.parse(filterKey) as Record<string, string>) });
      const r = await api<Record<string, unknown>>(`${path}?${query}`, { auth: true });
      if (mine !== ticket.current) return;
      if (r.ok && Array.isArray(r.data[key])) {
        setData({
          state: 'ready',
          items: r.data[key] as T[],
          page: Number(r.data.page) || 1,
          pages: Number(r.data.pages) || 1,
          total: Number(r.data.total ?? (r.data[key] as T[]).length),
          error: '',
        });
      } else {
        setData((d) => ({ ...d, state: 'error', error: explainRefusal(r.status, r.data.message) }));
      }
    } catch {
      if (mine === ticket.current) {
        setData((d) => ({ ...d, state: 'error', error: 'The list could not be loaded. Please check your internet connection and try again.' }));
      }
    }
  }, [path, key, filterKey, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...data, reload };
}

