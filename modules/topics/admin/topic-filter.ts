import type { TopicCategory } from '../../../content/topic-meta';
import { plainOf, rankTopics } from '../topic-search';
import type { Topic } from '../topics.schemas';

/**
 * The staff's list as the members see it: narrowed to one category if chosen, then ranked by the
 * members' own search (../topic-search.ts: whole phrase, then every word, then most words with a
 * typo forgiven, best first). No search keeps the list's order, A to Z.
 */
export function filterTopics(topics: readonly Topic[], query: string, category: TopicCategory | null): readonly Topic[] {
  const pool = category ? topics.filter((t) => t.category === category) : topics;
  if (!query.trim()) return pool;
  const entries = pool.map((topic) => {
    const key = topic.title.toLowerCase();
    return { topic, key, plain: plainOf(key) };
  });
  return rankTopics(entries, query).map((e) => e.topic);
}
