import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/**
 * The rules a page cannot use, left out of the stylesheets it carries inline
 * (docs/decisions/0038-pages-without-react-in-the-browser.md, "Stylesheets on the first page").
 *
 * The build bundles the styles of several pages' blocks into shared stylesheets: the home page's
 * carried the company profile's, the sectors' and the reviews page's too, about a third of its
 * HTML. A page's first load carries its stylesheets inline; there every byte delays the first
 * paint, and a document that fits the connection's first round trips (about 14 KB) paints one
 * round trip sooner. So a rule whose selectors all need a class that can never be on the page is
 * dropped from the inline copy: a class can be on the page when its name is written in one of the
 * page's class attributes or inline scripts, or anywhere in the scripts of its widgets (which add
 * classes such as `is-open`, or build them from a prefix such as `form-message--`). The linked
 * stylesheets stay whole: the next page gets them all.
 *
 * Cautious by construction: a class inside `:not()`, `:is()`, `:where()` or `:has()` is not
 * required; rules without classes, `@keyframes`, `@font-face` and any other at-rule without rules
 * inside stay; when every rule is kept the stylesheet is the built one to the byte.
 */

/** A class, as a selector writes it (`.name`, with CSS escapes). */
const CLASS = /\.((?:\\.|[\w-])+)/g;
/** The functional pseudo-classes whose classes a match does not require. */
const OPTIONAL_PARTS = /:(?:not|is|where|has|matches)\((?:[^()]|\([^()]*\))*\)/g;
/** A word that may be a class name: how the page's HTML and scripts are read. */
const WORD = /[A-Za-z_][\w-]*/g;
/** At-rules whose content is rules, which may be dropped one by one. */
const GROUPING = new Set(['media', 'supports', 'container', 'layer', 'document']);

/** The classes one selector needs, every one of them, to match anything. */
export function requiredClasses(selector: string): string[] {
  return [...selector.replace(OPTIONAL_PARTS, '').matchAll(CLASS)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/** Whether the class `name` can be on a page: written in it, or begun by a prefix its scripts build names from. */
export type ClassTest = (name: string) => boolean;

/** Every word of a text that could be a class name, and those that end as a prefix does (`form-message--`). */
export function wordsOf(text: string, into = new Set<string>()): Set<string> {
  for (const m of text.matchAll(WORD)) into.add(m[0]);
  return into;
}

/** An element's classes, as React writes them, and the inline scripts (which may add classes). */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type="application\/ld\+json")[\s=>])[^>]*>([\s\S]*?)<\/script>/g;

/** The words of a page that could give an element a class: its class attributes and its inline scripts. */
export function pageWords(html: string): Set<string> {
  const words = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) wordsOf(m[1], words);
  for (const m of html.matchAll(INLINE_SCRIPT)) wordsOf(m[1], words);
  return words;
}
export const prefixesOf = (words: Iterable<string>): string[] => [...words].filter((w) => w.length > 2 && /[-_]$/.test(w));

/**
 * One stylesheet, parsed once, and the copies of it pages have needed, by which of its classes
 * each page can have (pages alike share one copy).
 */
export function stylesheetSieve(css: string): (canHave: ClassTest) => string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return () => css;
  }
  const candidates = new Set<string>();
  root.walkRules((rule) => {
    if (!insideKeyframes(rule)) for (const s of rule.selectors) for (const c of requiredClasses(s)) candidates.add(c);
  });
  const classes = [...candidates];
  const copies = new Map<string, string>();
  return (canHave) => {
    const present = new Set(classes.filter(canHave));
    if (present.size === classes.length) return css;
    const key = classes.map((c) => (present.has(c) ? '1' : '0')).join('');
    let copy = copies.get(key);
    if (copy === undefined) {
      const pruned = root.clone();
      prune(pruned, (c) => present.has(c));
      copy = pruned.toString();
      if (copies.size >= 64) copies.delete(copies.keys().next().value!);
      copies.set(key, copy);
    }
    return copy;
  };
}

function insideKeyframes(node: ChildNode): boolean {
  for (let p = node.parent as postcss.Node | undefined; p && p.type !== 'root'; p = p.parent as postcss.Node | undefined) {
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  }
  return false;
}

/** Drops the selectors that cannot match and the rules (and grouping at-rules) left empty. */
function prune(container: Container, has: (c: string) => boolean): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const kept = rule.selectors.filter((s) => requiredClasses(s).every(has));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
    } else if (node.type === 'atrule' && GROUPING.has((node as AtRule).name.toLowerCase()) && (node as AtRule).nodes) {
      prune(node as AtRule, has);
      if ((node as AtRule).nodes!.length === 0) node.remove();
    }
  }
}

/** A widget a page has, as it names it for the widget script (`data-widget="marquee"`). */
const WIDGET = /data-widget=\\?"([\w-]+)\\?"/g;

/**
 * The words of a page's widget script and of every script it imports, read from the build's
 * assets folder (their names carry their content's hash). The chunk of a widget the page does not
 * have is left out: app/widgets/site.widget.ts fetches `./<name>` only for a page with an element
 * `[data-widget="<name>"]`, so a chunk whose file is named after a widget the script names belongs
 * to that widget alone; any other chunk is read.
 */
export function widgetWords(assetsDir: string): (script: string, html: string) => { words: Set<string>; prefixes: string[] } {
  const known = new Map<string, { words: Set<string>; prefixes: string[] }>();
  const code = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (!code.has(file)) {
      try {
        code.set(file, readFileSync(path.join(assetsDir, file), 'utf8'));
      } catch {
        code.set(file, null);
      }
    }
    return code.get(file) ?? null;
  };
  // The widgets each widget script names (read once per script: its name carries its hash).
  const widgetsOf = new Map<string, Set<string>>();
  return (script, html) => {
    const entry = path.basename(script);
    let named = widgetsOf.get(entry);
    if (!named) widgetsOf.set(entry, (named = new Set([...(read(entry) ?? '').matchAll(WIDGET)].map((m) => m[1]))));
    const present = [...new Set([...html.matchAll(WIDGET)].map((m) => m[1]))].filter((w) => named.has(w)).sort();
    const key = `${entry} ${present.join(' ')}`;
    let found = known.get(key);
    if (!found) {
      const words = new Set<string>();
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file) || !/^[\w.-]+\.js$/.test(file)) return;
        const widget = [...named!].find((w) => file.startsWith(`${w}-`));
        if (widget && !present.includes(widget)) return;
        seen.add(file);
        const text = read(file);
        if (text === null) return;
        wordsOf(text, words);
        for (const m of text.matchAll(/["'`](?:\.\/|\/assets\/)([\w.-]+\.js)["'`]/g)) visit(m[1]);
      };
      visit(entry);
      found = { words, prefixes: prefixesOf(words) };
      known.set(key, found);
    }
    return found;
  };
}
