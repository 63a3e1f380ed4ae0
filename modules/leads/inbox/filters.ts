import type { LeadFilters } from '../leads.schemas';
import { ENQUIRY_KINDS, LEAD_STATUSES } from '../leads.words';

/**
 * The inbox's filters live in the address (`/admin?section=leads&status=quoted&owner=me`), so a
 * reload, the back button from a lead and a link from the dashboard all show the same list.
 */
export const FILTER_KEYS = ['status', 'kind', 'owner', 'due', 'unread', 'q'] as const;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined => (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

export function filtersOf(params: URLSearchParams): LeadFilters {
  const owner = params.get('owner') ?? '';
  const q = (params.get('q') ?? '').trim();
  const f: LeadFilters = {
    status: oneOf(LEAD_STATUSES, params.get('status')),
    kind: oneOf(ENQUIRY_KINDS, params.get('kind')),
    owner: /^(me|none|\d{1,9})$/.test(owner) ? owner : undefined,
    due: oneOf(['overdue', 'unanswered'] as const, params.get('due')),
    unread: params.get('unread') === '1' ? '1' : undefined,
    q: q || undefined,
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as LeadFilters;
}

/** The address of the inbox with these filters (and a page, or a lead opened). */
export function leadsHref(filters: LeadFilters, extra: { page?: number; lead?: number } = {}): string {
  const q = new URLSearchParams({ section: 'leads' });
  for (const k of FILTER_KEYS) {
    const v = filters[k];
    if (v) q.set(k, String(v));
  }
  if (extra.page && extra.page > 1) q.set('page', String(extra.page));
  if (extra.lead) q.set('lead', String(extra.lead));
  return `/admin?${q.toString()}`;
}
