import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { explainRefusal } from './feedback';

export interface ApiList<T> {
  items: T[];
  /** 'loading' only before the first answer; a refresh keeps the list on screen. */
  state: 'loading' | 'ready' | 'error';
  error: string;
  reload: () => Promise<void>;
}

/** Loads one admin list from the API with the bearer token; `reload` after each save or delete. */
export function useApiList<T>(path: string, key: string): ApiList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [state, setState] = useState<ApiList<T>['state']>('loading');
  const [error, setError] = useState('');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const r = await api<Record<string, T[]>>(path, { auth: true });
      if (ticket !== latest.current) return;
      if (r.ok && Array.isArray(r.data[key])) {
        setItems(r.data[key]);
        setState('ready');
        setError('');
      } else {
        setError(explainRefusal(r.status, r.data.message));
        setState('error');
      }
    } catch {
      if (ticket !== latest.current) return;
      setError('The list could not be loaded. Please check your internet connection and try again.');
      setState('error');
    }
  }, [path, key]);

  useEffect(() => {
    setState('loading');
    void reload();
  }, [reload]);

  return { items, state, error, reload };
}
