/**
 * The project topics search, as pure functions: it finds what students type, not only the exact
 * piece of a title. Results come in three ranks (docs/decisions/0032-topic-search-and-categories.md):
 *
 * 1. the titles that hold the search as one piece, whatever the case: the plain substring filter,
 *    which stays the rule ("hms" still finds "Algorithms");
 * 2. then the titles that hold every word typed, in any order, whatever the punctuation;
 * 3. then the titles that hold most of the words that carry meaning ("of", "for"… are left out),
 *    a word one typo away counting as found ("managment" finds "Management"): those with more
 *    words found first, then those whose words are rarer in the list, then those with fewer typos.
 *
 * Within a rank (and a score) the list keeps the order it came in: alphabetical on the page.
 */

/** Anything that is not a letter, a digit or white space: hyphens, brackets, commas, `&`, `+`… */
const PUNCTUATION = /[^\p{L}\p{N}\s]/gu;
/** A word of a title: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case text with each punctuation mark replaced by as many spaces as it is long (indexes are kept). */
export const plainOf = (lowered: string) => lowered.replace(PUNCTUATION, (m) => ' '.repeat(m.length));

/** What the search reads of a topic: its title in lower case, and the same without punctuation. */
export interface Searchable {
  key: string;
  plain: string;
}

/** Words that say nothing about a topic: a search does not need them to rank a title third. */
const FILLER = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'with', 'at', 'by', 'from', 'its', 'as', 'or', 'into']);

/** A typo is forgiven in words of this many letters or more (shorter ones would match too much). */
const TYPO_MIN_LENGTH = 4;

/**
 * The words of a search, lower case, without punctuation: "Hospital-records, system" →
 * ["hospital", "records", "system"]. Empty when the query holds no letter or digit.
 */
export function searchWords(query: string): string[] {
  return plainOf(query.trim().toLowerCase()).split(/\s+/).filter(Boolean);
}

/** Whether a[ai..] and the first `lb` letters of b from bi are the same text. */
function sameTail(a: string, ai: number, b: string, bi: number, lb: number): boolean {
  if (a.length - ai !== lb - bi) return false;
  for (; ai < a.length; ai++, bi++) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/**
 * Whether a word is at most one edit from another (or from its first `lb` letters): one letter
 * added, dropped or changed, or two neighbouring letters swapped ("managment", "managemnet" and
 * "management"). Compares in place: it runs for every word of every title as a student types.
 */
export function withinOneEdit(a: string, b: string, lb = b.length): boolean {
  const la = a.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    if (i === la || sameTail(a, i + 1, b, i + 1, lb)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameTail(a, i + 2, b, i + 2, lb);
  }
  return la > lb ? sameTail(a, i + 1, b, i, lb) : sameTail(a, i, b, i + 1, lb);
}

/**
 * Whether a word typed is one typo away from a word of a title, or from its beginning (a word
 * still being typed: "hospitl" is near "hospitals").
 */
export function nearWord(typed: string, word: string): boolean {
  if (typed.length < TYPO_MIN_LENGTH) return false;
  if (withinOneEdit(typed, word)) return true;
  for (let n = typed.length - 1; n <= typed.length + 1 && n < word.length; n++) {
    if (withinOneEdit(typed, word, n)) return true;
  }
  return false;
}

interface Query {
  /** The search as one piece: lower case, its spaces tidied. */
  phrase: string;
  /** Every word typed. */
  words: string[];
  /** The words that carry meaning (all of them when every word is a filler). */
  telling: string[];
}

function prepare(query: string): Query {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const words = searchWords(phrase);
  const telling = words.filter((w) => !FILLER.has(w));
  return { phrase, words, telling: telling.length ? telling : words };
}

/** What a title holds of a search: its rank (see the top of this file, 0: no match), and for rank 3 which telling words it holds. */
interface Grade {
  rank: number;
  /** Per telling word: 2 found as typed, 1 found one typo away, 0 not found (rank 3 only). */
  found: number[];
}

/** The words of each title, split once per topic (the page keeps its topics between keystrokes). */
const titleWordCache = new WeakMap<Searchable, readonly string[]>();
function wordsOf(entry: Searchable): readonly string[] {
  let words = titleWordCache.get(entry);
  if (!words) titleWordCache.set(entry, (words = entry.plain.match(WORD) ?? []));
  return words;
}

function grade(entry: Searchable, q: Query): Grade {
  if (entry.key.includes(q.phrase)) return { rank: 1, found: [] };
  if (q.words.length === 0) return { rank: 0, found: [] };
  if (q.words.every((w) => entry.plain.includes(w))) return { rank: 2, found: [] };
  const titleWords = wordsOf(entry);
  const found = q.telling.map((w) => (entry.plain.includes(w) ? 2 : titleWords.some((t) => nearWord(w, t)) ? 1 : 0));
  // "Most" of the words: more than half of them, so one word of two is not enough.
  const count = found.filter(Boolean).length;
  return { rank: count * 2 > q.telling.length ? 3 : 0, found };
}

/**
 * The topics that match a search, best first (see the top of this file). In rank 3 a title with
 * more words found comes first; for as many words, the one whose words are rarer in the list
 * ("hospital" says more than "system"), then the one with fewer typos. An empty or blank search
 * keeps every topic, in its order (the same array).
 */
export function rankTopics<T extends Searchable>(topics: readonly T[], query: string): readonly T[] {
  const q = prepare(query);
  if (!q.phrase) return topics;
  const graded = topics.map((topic, at) => ({ topic, at, ...grade(topic, q) })).filter((g) => g.rank);
  // How many titles of rank 3 hold each telling word: the fewer, the more it tells.
  const holders = q.telling.map((_, i) => graded.filter((g) => g.found[i]).length);
  const keyed = graded.map((g) => {
    let count = 0;
    let rarity = 0;
    let typos = 0;
    g.found.forEach((f, i) => {
      if (!f) return;
      count++;
      rarity += 1 / holders[i];
      if (f === 1) typos++;
    });
    return { ...g, count, rarity, typos };
  });
  keyed.sort((a, b) => a.rank - b.rank || b.count - a.count || b.rarity - a.rarity || a.typos - b.typos || a.at - b.at);
  return keyed.map((k) => k.topic);
}

/**
 * Where to mark a search in a title: every occurrence of each word (or of the whole search when it
 * is punctuation only) and every word of the title one typo away from a word typed, as [start,
 * end) ranges, sorted, overlapping ones merged.
 */
export function matchRanges(entry: Searchable, query: string): Array<[number, number]> {
  const q = prepare(query);
  if (!q.phrase) return [];
  const [text, needles] = q.words.length ? [entry.plain, q.words] : [entry.key, [q.phrase]];
  const found: Array<[number, number]> = [];
  for (const w of needles) {
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + w.length)) found.push([at, at + w.length]);
  }
  for (const m of entry.plain.matchAll(WORD)) {
    if (q.words.some((w) => !entry.plain.includes(w) && nearWord(w, m[0]))) found.push([m.index, m.index + m[0].length]);
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
