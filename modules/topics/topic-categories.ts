/**
 * The project topics list as pure functions, so the page does no heavy work per keystroke: titles
 * are normalised, de-duplicated and sorted once when they arrive. The search that ranks them is in
 * topic-search.ts.
 */
import { topicCategories, type TopicCategory } from '../../content/topic-meta';
import { plainOf } from './topic-search';

export interface TopicEntry {
  title: string;
  /** The title in lower case, computed once for the case-insensitive search. */
  key: string;
  /** `key` with every punctuation mark turned into a space (same length, so indexes line up with the title). */
  plain: string;
  /** One of the six categories, or null for a topic the server gives none. */
  category: TopicCategory | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const categoryOf = (value: unknown): TopicCategory | null =>
  (topicCategories as readonly unknown[]).includes(value) ? (value as TopicCategory) : null;

/** Items may be objects with a title (and a category) or plain strings; both are accepted. */
export function normaliseTopics(items: unknown): TopicEntry[] {
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  const out: TopicEntry[] = [];
  for (const item of items) {
    const object = item && typeof item === 'object' ? (item as { title?: unknown; category?: unknown }) : null;
    const raw = typeof item === 'string' ? item : typeof object?.title === 'string' ? object.title : '';
    const title = raw.replace(/\s+/g, ' ').trim();
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    seen.add(key);
    out.push({ title, key, plain: plainOf(key), category: categoryOf(object?.category) });
  }
  return out.sort((a, b) => collator.compare(a.title, b.title));
}

/** The topics of one category, or all of them when none is chosen (the same array). */
export function inCategory(topics: readonly TopicEntry[], category: TopicCategory | null): readonly TopicEntry[] {
  return category ? topics.filter((t) => t.category === category) : topics;
}

/** How many topics each category holds, for the category control. */
export function categoryCounts(topics: readonly TopicEntry[]): Record<TopicCategory, number> {
  const counts = Object.fromEntries(topicCategories.map((c) => [c, 0])) as Record<TopicCategory, number>;
  for (const t of topics) if (t.category) counts[t.category]++;
  return counts;
}

/** A category named in the address (`?category=Management`), or null for anything else. */
export const parseCategory = (value: string | null | undefined): TopicCategory | null => categoryOf(value);
