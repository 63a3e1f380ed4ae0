// What a test stage's JSON report says (Vitest's or Playwright's): the counts `npm test` prints and
// judges a stage by, and the first lines of each failure for the closing summary (scripts/test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  skippedNames: string[];
  /** Each failed test's name and the first lines of its error, repeated at the end of the run. */
  failures: string[];
}

/**
 * The first lines of an error (colours removed): what failed and where. A CI log is often read
 * from its end, so the summary repeats them after the long reports above it.
 */
function firstLines(message: string | undefined, lines = 4): string {
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, lines)
    .map((l) => `      ${l.slice(0, 200)}`)
    .join('\n');
}

export function vitestCounts(file: string): Counts | undefined {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const skippedNames: string[] = [];
    const failures: string[] = [];
    for (const f of r.testResults ?? []) {
      const file = path.relative(process.cwd(), f.name);
      for (const a of f.assertionResults ?? []) {
        const name = `${file}: ${a.fullName}`;
        if (a.status === 'pending' || a.status === 'skipped' || a.status === 'todo') skippedNames.push(name);
        if (a.status === 'failed') failures.push(`${name}\n${firstLines(a.failureMessages?.[0])}`);
      }
      // A file that failed to load has no tests, only its message.
      if (f.status === 'failed' && !(f.assertionResults ?? []).length) failures.push(`${file}\n${firstLines(f.message)}`);
    }
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, skippedNames, failures };
  } catch {
    return undefined;
  }
}

export function playwrightCounts(file: string): Counts | undefined {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const skippedNames: string[] = [];
    const failures: string[] = [];
    const walk = (suite: any, trail: string[]) => {
      for (const s of suite.suites ?? []) walk(s, [...trail, s.title]);
      for (const spec of suite.specs ?? []) {
        const name = [...trail, `${spec.title} (line ${spec.line})`].filter(Boolean).join(' › ');
        for (const t of spec.tests ?? []) {
          if (t.status === 'skipped') skippedNames.push(name);
          if (t.status === 'unexpected') {
            const error = (t.results ?? []).flatMap((x: any) => x.errors ?? [])[0];
            failures.push(`${name}\n${firstLines(error?.message)}`);
          }
        }
      }
    };
    for (const s of r.suites ?? []) walk(s, [s.title]);
    const st = r.stats ?? {};
    return { passed: (st.expected ?? 0) + (st.flaky ?? 0), failed: st.unexpected ?? 0, skipped: st.skipped ?? 0, skippedNames, failures };
  } catch {
    return undefined;
  }
}
