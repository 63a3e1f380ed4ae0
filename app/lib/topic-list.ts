/**
 * The project topics list as pure functions, so the page does no heavy work per
 * keystroke: titles are normalised, de-duplicated and sorted once when they arrive; a search only
 * scans the pre-lowered titles.
 */

export interface TopicEntry {
  title: string;
  /** The title in lower case, computed once for the case-insensitive filter. */
  key: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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
    out.push({ title, key });
  }
  return out.sort((a, b) => collator.compare(a.title, b.title));
}

/** Case-insensitive substring match on the title; an empty query keeps everything. */
export function filterTopics(topics: TopicEntry[], query: string): TopicEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return topics;
  return topics.filter((t) => t.key.includes(q));
}
