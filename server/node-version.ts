/**
 * The check the production entry (server/entry.ts, built as dist/server/index.js) makes before it
 * loads anything else: the SQLite driver's prebuilt addon needs a newer Node than some machines
 * still have, and on those it kills the process with a segmentation fault while loading, with no
 * word of why (docs/decisions/0017-node-24.md). Plain code without imports, so it runs on any Node.
 */

/** The lowest version an `engines` range such as ">=24.11" allows, as [major, minor, patch], or null for another form. */
export function minimumOf(range: string): [number, number, number] | null {
  const m = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
}

/**
 * The one line to print when Node `version` (process.versions.node, such as "20.20.2") is older than
 * the `engines` range allows, or null when it may run the site (or the range has a form not read here).
 */
export function nodeVersionProblem(version: string, range: string): string | null {
  const minimum = minimumOf(range);
  if (!minimum) return null;
  const parts = version.replace(/^v/, '').split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < 3; i++) {
    const have = parts[i] ?? 0;
    if (have > minimum[i]) return null;
    if (have < minimum[i]) {
      const needed = minimum[2] ? minimum.join('.') : `${minimum[0]}.${minimum[1]}`;
      return `The site needs Node.js ${needed} or newer (package.json "engines": "${range}"), but this is Node.js ${version}: install Node.js 24 LTS and start it again.`;
    }
  }
  return null;
}
