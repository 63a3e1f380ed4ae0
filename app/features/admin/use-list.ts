import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallOptions } from '../../lib/call';
import { call } from './call';
import type { API_ROUTES, ApiName } from '../../../common/api/routes';
import type { AnswerOf, QueryOf } from '../../../common/api/endpoints';
import { explainRefusal } from './feedback';

/** The fields of an answer that hold an array. */
type ArrayKey<A> = { [K in keyof A]-?: A[K] extends readonly unknown[] ? K : never }[keyof A];
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : false;
type IsOne<K> = [K] extends [never] ? false : IsUnion<K> extends false ? true : false;

/** The calls that answer a list: reads whose answer holds exactly one array (the items). */
export type ListName = {
  [N in ApiName]: (typeof API_ROUTES)[N]['method'] extends 'GET' ? (IsOne<ArrayKey<AnswerOf<N>>> extends true ? N : never) : never;
}[ApiName];
/** One item of a list, as its contract answers it. */
export type ItemOf<N extends ListName> = AnswerOf<N>[ArrayKey<AnswerOf<N>>] extends readonly (infer E)[] ? E : never;
/** The filters of a list: its query, apart from the page. */
type Filters<N extends ListName> = QueryOf<N> extends undefined ? undefined : Omit<QueryOf<N>, 'page'>;
/** A page number, for the lists whose call takes one. */
type PageOf<N extends ListName> = 'page' extends keyof QueryOf<N> ? number : never;

export interface ApiList<T> {
  items: T[];
  /** 'loading' before the first answer (and for another list); a refresh keeps the list on screen. */
  state: 'loading' | 'ready' | 'error';
  error: string;
  /** Of a paged list; a list of one page says 1 of 1, with `total` its length. */
  page: number;
  pages: number;
  total: number;
  reload: () => Promise<void>;
}

const FIRST = { state: 'loading' as const, items: [], page: 1, pages: 1, total: 0, error: '' };
const NETWORK = 'The list could not be loaded. Please check your internet connection and try again.';

/**
 * Loads one admin list by the name of its call, with the bearer token; `reload` after each save or
 * delete. With filters (`{ status: 'pending' }`) the list is another list: it shows as loading
 * until its answer. With a page (for the calls that take `?page=`), the page on screen stays while
 * the next one loads, and the answer's `page`, `pages` and `total` come with the items.
 */
export function useList<N extends ListName>(name: N, filters?: Filters<N>, page?: PageOf<N>): ApiList<ItemOf<N>> {
  const [data, setData] = useState<Omit<ApiList<ItemOf<N>>, 'reload'>>(FIRST);
  const latest = useRef(0);
  const paged = page !== undefined;
  // The query as one stable value, so a new object with the same filters does not reload.
  const query = JSON.stringify(paged ? { page, ...filters } : (filters ?? {}));

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const r = await call(name, { auth: true, query: JSON.parse(query) } as unknown as CallOptions<N>);
      if (ticket !== latest.current) return;
      const answer = r.data as Record<string, unknown>;
      const items = Object.values(answer).find(Array.isArray) as ItemOf<N>[] | undefined;
      if (r.ok && items) {
        const total = Number(answer.total ?? items.length);
        setData({ state: 'ready', items, page: Number(answer.page) || 1, pages: Number(answer.pages) || 1, total, error: '' });
      } else {
        setData((d) => ({ ...d, state: 'error', error: explainRefusal(r.status, answer.message as string | undefined) }));
      }
    } catch {
      if (ticket === latest.current) setData((d) => ({ ...d, state: 'error', error: NETWORK }));
    }
  }, [name, query]);

  useEffect(() => {
    if (!paged) setData((d) => ({ ...d, state: 'loading' }));
    void reload();
    // `paged` only says how this list shows a change of its query, which `reload` follows.
  }, [reload]);

  return { ...data, reload };
}
