import type { AppContext } from '../../server/context';
import { conflict, notFound } from '../../server/http/errors';
import { categoryOfTitle, topicCategories, type TopicCategory } from '../../content/topics';
import * as topics from './topics.repository';

/**
 * The project topics' rules (docs/decisions/0032-topic-search-and-categories.md): a topic's category
 * is the one staff chose, or else, for a built-in title, the one it is listed under; two topics never
 * share a title.
 */

/** A stored category, if it is still one of the six. */
const parseTopicCategory = (value: string | null): TopicCategory | null =>
  (topicCategories as readonly string[]).includes(value ?? '') ? (value as TopicCategory) : null;

/** Every topic with its category, by title. */
export async function topicsWithCategories(ctx: AppContext) {
  const rows = await topics.list(ctx.db);
  return rows.map((t) => ({ ...t, category: parseTopicCategory(t.category) ?? categoryOfTitle(t.title) }));
}

const TITLE_TAKEN = 'A topic with this title already exists.';

/** Adds a topic: 409 when its title is taken. */
export async function addTopic(ctx: AppContext, title: string, category: string | null): Promise<number> {
  if (await topics.findByTitle(ctx.db, title)) throw conflict(TITLE_TAKEN);
  return topics.create(ctx.db, title, category);
}

/** Changes a topic (a category left out stays): 409 when another topic has the title, 404 when it is gone. */
export async function changeTopic(ctx: AppContext, id: number, title: string, category: string | null | undefined): Promise<void> {
  const same = await topics.findByTitle(ctx.db, title);
  if (same && same.id !== id) throw conflict(TITLE_TAKEN);
  if (!(await topics.update(ctx.db, id, title, category))) throw notFound('This topic no longer exists.');
}

export async function deleteTopic(ctx: AppContext, id: number): Promise<void> {
  if (!(await topics.remove(ctx.db, id))) throw notFound('This topic no longer exists.');
}
