/**
 * The project topics list as pure functions, so the page does no heavy work per
 * keystroke: titles are normalised, de-duplicated and sorted once when they arrive; a search only
 * scans the pre-lowered titles.
 */

export interface TopicEntry {
  title: string;
  /** The title in lower case, computed once for the case-insensitive filter. */
  key: string;
  /** `key` with every punctuation mark turned into a space (same length, so indexes line up with the title). */
  plain: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Anything that is not a letter, a digit or white space: hyphens, brackets, commas, `&`, `+`… */
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;

/** Lower case, each punctuation mark replaced by as many spaces as it is long (indexes are kept). */
const plainOf = (lowered: string) => lowered.replace(PUNCTUATION, (m) => ' '.repeat(m.length));

/** Items may be objects with a title or plain strings; both are accepted. */
export function normaliseTopics(items: unknown): TopicEntry[] {
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  const out: TopicEntry[] = [];
  for (const item of items) {
    const raw =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string'
          ? (item as { title: string }).title
          : '';
    const title = raw.replace(/\s+/g, ' ').trim();
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    seen.add(key);
    out.push({ title, key, plain: plainOf(key) });
  }
  return out.sort((a, b) => collator.compare(a.title, b.title));
}

/**
 * The words of a search, lower case, without punctuation: "Hospital-records, system" →
 * ["hospital", "records", "system"]. Empty when the query holds no letter or digit.
 */
export function searchWords(query: string): string[] {
  return plainOf(query.trim().toLowerCase()).split(/\s+/).filter(Boolean);
}

/**
 * Whether a title matches a search: every word of the query is somewhere in the title, in any
 * order, whatever the case and punctuation ("hospital system" finds "… Computerised Hospital
 * Records System"). A title that holds the query as one piece (the plain substring search) always
 * matches too, since each of its words is then in the title. A query of punctuation only ("++") is
 * looked for as it is.
 */
export function matchesSearch(entry: Pick<TopicEntry, 'key' | 'plain'>, query: string, words = searchWords(query)): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (words.length === 0) return entry.key.includes(q);
  return words.every((w) => entry.plain.includes(w));
}

/** The topics matching a search (see matchesSearch); an empty query keeps everything. */
export function filterTopics(topics: TopicEntry[], query: string): TopicEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return topics;
  const words = searchWords(q);
  return topics.filter((t) => matchesSearch(t, q, words));
}

/**
 * Where to mark a search in a title: every occurrence of each word (or of the whole query when it
 * is punctuation only), as [start, end) ranges, sorted, overlapping ones merged.
 */
export function matchRanges(entry: Pick<TopicEntry, 'key' | 'plain'>, query: string): Array<[number, number]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const words = searchWords(q);
  const [text, needles] = words.length ? [entry.plain, words] : [entry.key, [q]];
  const found: Array<[number, number]> = [];
  for (const w of needles) {
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + w.length)) found.push([at, at + w.length]);
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
