/**
 * The client list a sector page shows, in one place so the rule is tested once
 * (tests/unit/clients-merge.test.ts).
 *
 * Where the list comes from:
 * the built-in lists of content/sectors.ts are seeded into the database at first start, and
 * admins may edit or delete any entry, built-in ones included. So the page shows the DATABASE
 * rows whenever there are any: that respects an admin's edits and deletions, which a union with
 * the built-in list would undo. The built-in list is the fallback for a failed query: a failure is
 * only logged, and visitors see the built-in list.
 *
 * Page services answer null for a failed query (modules/clients/page.server.ts `ofSector`), so an
 * empty answer (an admin removed every client of a sector) shows "No {module} found." and only a
 * failure falls back to the built-in list.
 *
 * In every case the same rule applies: de-duplicate by name, case-insensitively (first
 * occurrence wins), then sort alphabetically by name.
 */

export interface ClientEntry {
  name: string;
  location?: string;
  /** Websites clients only. */
  url?: string;
  /** Uploaded logo (largest variant), absent when the client has none. */
  logo?: string;
  /** `srcset` of the uploaded logo's variants. */
  logoSrcset?: string;
}

/** The shape of a clients table row as far as the page needs it (server/db/schema.ts). */
export interface ClientRowLike {
  name: string;
  location: string | null;
  url: string | null;
  logo: string;
  logo_srcset: string;
}

/** A database row as the page uses it: empty strings and nulls become absent fields. */
export function fromRow(row: ClientRowLike): ClientEntry {
  const entry: ClientEntry = { name: row.name };
  if (row.location?.trim()) entry.location = row.location.trim();
  if (row.url?.trim()) entry.url = row.url.trim();
  if (row.logo) entry.logo = row.logo;
  if (row.logo && row.logo_srcset) entry.logoSrcset = row.logo_srcset;
  return entry;
}

/** The name as compared for duplicates: trimmed, inner spaces collapsed, case ignored. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The first occurrence of each name wins; then alphabetical by name (stable for ties). */
export function uniqueSortedByName<T extends { name: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const item of list) {
    const key = nameKey(item.name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(item);
  }
  return unique.sort((a, b) => a.name.trim().localeCompare(b.name.trim(), 'en', { sensitivity: 'base' }));
}

/**
 * The list a sector page shows: the database rows, or the built-in list when the query failed
 * (`rows` is null), de-duplicated and sorted. An empty answer is shown as empty.
 */
export function mergeClients<T extends { name: string }>(rows: readonly T[] | null, builtIn: readonly T[]): T[] {
  return uniqueSortedByName(rows ?? builtIn);
}

/** Only http(s) addresses become links; anything else is not shown as a link at all. */
export function safeHttpUrl(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** "https://www.ogbete.example.com/path" becomes "ogbete.example.com/path" for display. */
export function displayUrl(url: URL): string {
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}
