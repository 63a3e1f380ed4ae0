/**
 * `Save-Data: on`: the visitor's browser asks for less data (Chrome's Lite mode, a phone's data
 * saver). Pages then offer only the smallest width of each picture and draw the home banner without
 * its pictures (docs/decisions/0036-avif-and-save-data.md).
 */
export function savesData(header: string | string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

/** The smallest candidate of a srcset ('url 480w, url 960w' → 'url 480w'); the srcset itself when it has one or none. */
export function smallestCandidate(srcset: string | undefined): string | undefined {
  if (!srcset) return srcset;
  const candidates = srcset
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => ({ c, w: Number(/\s(\d+)w$/.exec(c)?.[1] ?? Infinity) }));
  if (candidates.length < 2) return srcset;
  return candidates.reduce((a, b) => (b.w < a.w ? b : a)).c;
}
