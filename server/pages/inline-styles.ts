import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageWords, prefixesOf, stylesheetSieve, widgetWords } from './unused-rules';

/**
 * The first page of a visit carries its stylesheets in its HTML
 * (docs/decisions/0038-pages-without-react-in-the-browser.md, "Stylesheets on the first page").
 *
 * A linked stylesheet blocks the first paint until it has come, one more round trip after the
 * HTML: on a phone's connection most of the time between the HTML and the first words on screen.
 * A page served without React therefore gets its built stylesheets as `<style>` elements when the
 * visitor did not come from another page of the site (a search result, a shared link, an address
 * typed). Pages reached from the site's own links keep the `<link>`s, which the first page has
 * fetched into the browser's cache after its load event (app/widgets/site.widget.ts), so a visit
 * downloads its styles once either way. Hydrated pages keep their links: React Router manages them.
 * The inline copies leave out the rules the page cannot use (./unused-rules.ts).
 */

/** The attribute of the widget script, which only a page served without React loads (app/root.tsx). */
const SERVED_STATIC = /<script type="module" src="\/assets\/([^"]+)"[^>]* data-widgets=""/;

/** A built stylesheet as React Router's `<Links>` writes it (its `#` marks a stylesheet it may dedupe). */
const BUILT_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"(?: nonce="[^"]*")?\/>/g;

/** A `url()` the stylesheet's own address would resolve differently from the page's. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|\/|#|[a-z][\w+.-]*:))/i;

/**
 * True when a page request is the first of a visit: the browser says it did not come from a page
 * of this site. Browsers that do not send Sec-Fetch-Site count as first visits, the safe side.
 */
export function firstPageOfVisit(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-fetch-site'] !== 'same-origin';
}

/**
 * Makes the function that puts a static page's built stylesheets into its HTML, read from the
 * build's assets folder once each. A stylesheet that cannot be read, or whose relative `url()`s
 * would point elsewhere from the page's address, stays a link.
 */
export function styleInliner(assetsDir: string): (html: string) => string {
  type Sieve = ReturnType<typeof stylesheetSieve>;
  const read = new Map<string, Sieve | null>();
  const sieveOf = (href: string): Sieve | null => {
    if (!read.has(href)) {
      let sieve: Sieve | null = null;
      try {
        const text = readFileSync(path.join(assetsDir, path.basename(href)), 'utf8');
        // A stylesheet cannot end the element early: `</style` is written as CSS's own escape.
        if (!RELATIVE_URL.test(text)) sieve = stylesheetSieve(text.replace(/<\/style/gi, '<\\/style'));
      } catch {
        sieve = null;
      }
      read.set(href, sieve);
    }
    return read.get(href) ?? null;
  };
  const scriptWords = widgetWords(assetsDir);
  return (html) => {
    const widgets = SERVED_STATIC.exec(html);
    if (!widgets) return html;
    // The classes this page can have: named in its HTML, or by its widgets' scripts.
    const page = pageWords(html);
    const script = scriptWords(widgets[1], html);
    const prefixes = [...prefixesOf(page), ...script.prefixes];
    const canHave = (name: string) => page.has(name) || script.words.has(name) || prefixes.some((p) => name.startsWith(p));
    return html.replace(BUILT_STYLESHEET, (link, href: string) => {
      const sieve = sieveOf(href);
      return sieve === null ? link : `<style data-href="${href}">${sieve(canHave)}</style>`;
    });
  };
}

/** A rendered page's response with its stylesheets inline (`inline` given, HTML); any other as it is. */
export async function withInlineStyles(res: Response, inline: ((html: string) => string) | undefined): Promise<Response> {
  if (!inline || !/^text\/html/.test(res.headers.get('content-type') ?? '')) return res;
  const headers = [...res.headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie');
  const page = new Response(inline(await res.text()), { status: res.status, headers });
  for (const cookie of res.headers.getSetCookie()) page.headers.append('set-cookie', cookie);
  return page;
}
