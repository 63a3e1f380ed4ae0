// Where the test time goes: per-file and per-test durations from a Vitest or Playwright JSON report
// (the ones `npm test` writes; keep them with TEST_REPORTS_DIR). `npm test` puts each stage's
// slowest files into its summary; `npm run test:durations -- <report.json> [count]` lists the
// slowest files and tests of one report.
//
// Durations are the runner's own per-test times summed per file, not wall time: on a machine shared
// with other work they move less than the stage's wall time, so two runs compare better by them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Timing {
  file: string;
  test: string;
  ms: number;
}

/** Every test of a Vitest (`--reporter=json`) or Playwright (JSON reporter) report, with its duration. */
export function readTimings(report: string): Timing[] {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const out: Timing[] = [];
  if (Array.isArray(r.testResults)) {
    for (const f of r.testResults) {
      const file = path.relative(process.cwd(), f.name);
      for (const a of f.assertionResults ?? []) out.push({ file, test: a.fullName, ms: a.duration ?? 0 });
    }
    return out;
  }
  const walk = (suite: any, trail: string[]) => {
    for (const s of suite.suites ?? []) walk(s, [...trail, s.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum: number, x: any) => sum + (x.duration ?? 0), 0);
        out.push({ file: `tests/e2e/${spec.file}`, test: [...trail.slice(1), spec.title].filter(Boolean).join(' › '), ms });
      }
    }
  };
  for (const s of r.suites ?? []) walk(s, [s.title]);
  return out;
}

/** Per file, the sum of its tests' durations, largest first. */
export function byFile(timings: Timing[]): { file: string; ms: number; tests: number }[] {
  const files = new Map<string, { file: string; ms: number; tests: number }>();
  for (const t of timings) {
    const f = files.get(t.file) ?? { file: t.file, ms: 0, tests: 0 };
    f.ms += t.ms;
    f.tests += 1;
    files.set(t.file, f);
  }
  return [...files.values()].sort((a, b) => b.ms - a.ms);
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Summary lines: the total of per-test durations and the slowest files; none when the report is missing. */
export function slowestFiles(report: string, count = 5): string[] {
  let timings: Timing[];
  try {
    timings = readTimings(report);
  } catch {
    return [];
  }
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const files = byFile(timings).slice(0, count);
  return [`sum of test durations ${s(total)}; slowest files: ${files.map((f) => `${f.file} ${s(f.ms)}`).join(', ')}`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [report, n] = process.argv.slice(2);
  if (!report) {
    console.log('usage: npm run test:durations -- <vitest-or-playwright-report.json> [count]');
    process.exit(1);
  }
  const count = Number(n) || 15;
  const timings = readTimings(report);
  console.log(`${timings.length} tests, sum of durations ${s(timings.reduce((sum, t) => sum + t.ms, 0))}\n\nSlowest files:`);
  for (const f of byFile(timings).slice(0, count)) console.log(`${s(f.ms).padStart(9)}  ${f.file} (${f.tests} tests)`);
  console.log('\nSlowest tests:');
  for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`${s(t.ms).padStart(9)}  ${t.file} › ${t.test}`);
}
