import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallOptions } from '../../lib/call';
import { call } from './call';
import type { API_ROUTES, ApiName } from '../../../common/api/routes';
import type { AnswerOf, ParamsOf, QueryOf } from '../../../common/api/endpoints';
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

/** The items before the first answer: one array, so a screen's effects see no change between renders. */
const NONE: never[] = [];
const NETWORK = 'The list could not be loaded. Please check your internet connection and try again.';

/** A read of the admin area: loading, its answer (kept while the next one loads) or why it failed. */
export interface ApiAnswer<A> {
  state: 'loading' | 'ready' | 'error';
  error: string;
  /** Of an error: the refusal's HTTP status, or 0 when no answer came (a dropped connection). */
  status: number;
  /** The last answer; null before the first. */
  data: A | null;
  reload: () => Promise<void>;
  /** Puts a newer answer in place of the last (what a save answered). */
  put: (data: A) => void;
}

/** How a read is made: the record in its address (`params`, a lead's id), and whether it keeps the last answer. */
export interface ReadOptions<N extends ApiName> {
  /** A new query or record leaves the last answer on screen while it loads (a next page, new filters). */
  keep?: boolean;
  params?: ParamsOf<N>;
  /** A value whose change reads again (a document's version after a publish, a count that moved). */
  again?: string | number;
}

/**
 * Reads one admin call by its name, with the bearer token, and again on `reload` (after each save or
 * delete) or a new `again`; only the latest answer counts. A new `query` (or `params`) is another read: it shows as
 * loading, unless `keep` (a next page, new filters of the leads inbox) leaves the last answer on
 * screen meanwhile. For an answer that is one list, `useList` below gives its items.
 */
export function useAnswer<N extends ApiName>(name: N, query?: object, { keep = false, params, again }: ReadOptions<N> = {}): ApiAnswer<AnswerOf<N>> {
  const [read, setRead] = useState<Omit<ApiAnswer<AnswerOf<N>>, 'reload' | 'put'>>({ state: 'loading', error: '', status: 0, data: null });
  const latest = useRef(0);
  // The query and record as one stable value, so a new object with the same values does not read again.
  const key = JSON.stringify([query ?? {}, params ?? null, again ?? null]);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    const [q, p] = JSON.parse(key) as [object, object | null];
    try {
      const r = await call(name, { auth: true, query: q, ...(p && { params: p }) } as unknown as CallOptions<N>);
      if (ticket !== latest.current) return;
      if (r.ok) setRead({ state: 'ready', error: '', status: 0, data: r.data as AnswerOf<N> });
      else setRead((d) => ({ ...d, state: 'error', status: r.status, error: explainRefusal(r.status, (r.data as { message?: string }).message) }));
    } catch {
      if (ticket === latest.current) setRead((d) => ({ ...d, state: 'error', status: 0, error: NETWORK }));
    }
  }, [name, key]);

  useEffect(() => {
    if (!keep) setRead((d) => ({ ...d, state: 'loading' }));
    void reload();
    // `keep` only says how a change of the query shows, which `reload` follows.
  }, [reload]);

  const put = useCallback((data: AnswerOf<N>) => setRead({ state: 'ready', error: '', status: 0, data }), []);
  return { ...read, reload, put };
}

/**
 * Loads one admin list by the name of its call (`useAnswer`), as its items. With filters
 * (`{ status: 'pending' }`) the list is another list: it shows as loading until its answer. With a
 * page (for the calls that take `?page=`), the page on screen stays while the next one loads, and
 * the answer's `page`, `pages` and `total` come with the items.
 */
export function useList<N extends ListName>(name: N, filters?: Filters<N>, page?: PageOf<N>): ApiList<ItemOf<N>> {
  const paged = page !== undefined;
  const { state, error, data, reload } = useAnswer(name, paged ? { page, ...filters } : filters, { keep: paged });
  const answer = data as Record<string, unknown> | null;
  const items = (answer && (Object.values(answer).find(Array.isArray) as ItemOf<N>[] | undefined)) ?? NONE;
  const total = Number(answer?.total ?? items.length);
  return { state, error, items, page: Number(answer?.page) || 1, pages: Number(answer?.pages) || 1, total, reload };
}
