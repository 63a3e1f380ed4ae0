import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { projectRoot, startSite } from './site';
import { seedReviews } from './load';
import { BROWSER, CONNECTIONS, DURATION, SLICES, WARMUP } from './options';
import { writeBlock } from './report';
import { cachedBytes } from './wire';

/** `--compare <rev>`: this checkout against the build of another revision, read for read. */

/** `--compare <rev>`: that revision, checked out and built in a temporary git worktree. */
function buildRevision(rev: string): { root: string; label: string; remove(): void } {
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
    return r.stdout.trim();
  };
  const label = git('log', '-1', '--format=%h, %cs', rev);
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
  git('worktree', 'add', '--detach', root, rev);
  const remove = () => git('worktree', 'remove', '--force', root);
  try {
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    console.log(`Building ${label} in ${root} …`);
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_DIR: 'build' } });
    if (r.status !== 0) throw new Error(`npm run build failed for ${rev}`);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, label, remove };
}

interface Comparison {
  name: string;
  now: { rps: number; p99: number; bytes: number };
  then: { rps: number; p99: number; bytes: number };
}

/**
 * The same reads against this checkout and against the build of `rev`, both seeded alike, in
 * alternating slices after a warm-up of each: the ratio of their request rates says whether a
 * change made a page slower to serve, whatever else the shared machine is doing meanwhile.
 */
export async function runComparison(rev: string, machine: string) {
  const other = buildRevision(rev);
  const sites: Awaited<ReturnType<typeof startSite>>[] = [];
  const rows: Comparison[] = [];
  try {
    sites.push(await startSite(), await startSite({}, other.root));
    for (const s of sites) await seedReviews(s.base, s.token);
    const reads = [
      ['GET / (server-rendered)', '/'],
      ['GET /hotels (server-rendered)', '/hotels'],
      ['GET /api/reviews?status=approved', '/api/reviews?status=approved'],
    ] as const;
    const slice = DURATION / SLICES;
    for (const [name, url] of reads) {
      const [now, then] = sites.map((s) => ({ connections: CONNECTIONS, url: s.base + url, headers: BROWSER }));
      const bytes = await Promise.all(sites.map((s) => cachedBytes(s.base + url)));
      for (const o of [now, then]) await autocannon({ ...o, duration: WARMUP });
      const results: [Result[], Result[]] = [[], []];
      for (let i = 0; i < SLICES; i++) {
        results[0].push(await autocannon({ ...now, duration: slice }));
        results[1].push(await autocannon({ ...then, duration: slice }));
      }
      const rate = (rs: Result[]) => rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0);
      const side = (rs: Result[], b: number) => ({ rps: rate(rs), p99: Math.max(...rs.map((r) => r.latency.p99)), bytes: b });
      const row = { name, now: side(results[0], bytes[0]), then: side(results[1], bytes[1]) };
      rows.push(row);
      console.log(
        `  ${name.padEnd(36)} now ${row.now.rps.toFixed(0).padStart(6)} req/s (${row.now.bytes} B)   ${other.label} ${row.then.rps.toFixed(0).padStart(6)} req/s (${row.then.bytes} B)   ${((row.now.rps / row.then.rps) * 100).toFixed(0)} %`,
      );
    }
  } finally {
    for (const s of sites) await s.close();
    other.remove();
  }
  const block = [
    '<!-- bench-compare:start -->',
    `## This checkout against ${other.label} (\`npm run bench -- --compare ${rev}\`)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    `Both builds in production mode on SQLite with 12 approved reviews; autocannon, ${CONNECTIONS} connections, ${DURATION} s per`,
    `side in ${SLICES} alternating slices after a ${WARMUP} s warm-up of each; bodies as a browser gets them (brotli, from the page cache).`,
    '',
    `| what | req/s now | bytes now | req/s ${other.label} | bytes then | now ÷ then |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.now.rps.toFixed(0)} | ${r.now.bytes} | ${r.then.rps.toFixed(0)} | ${r.then.bytes} | ${((r.now.rps / r.then.rps) * 100).toFixed(0)} % |`),
    '<!-- bench-compare:end -->',
  ].join('\n');
  writeBlock('bench-compare', block);
}
