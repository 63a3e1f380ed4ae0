/**
 * The baseline of `npm run lighthouse`: the same pages measured, in the same run, on a build of
 * another commit (LH_BASELINE, e.g. `main`), so each figure of this build can be given as a ratio
 * that does not follow the machine's load. The commit's files are exported with `git archive` into a
 * temporary folder (no worktree, no branch is touched), given this project's node_modules by a
 * link, and built there; its site runs beside this one, on the next port, with its own data.
 * Pages served without React in the browser (docs/decisions/0038-pages-without-react-in-the-browser.md)
 * are compared with the hydrating pages the baseline serves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Baseline {
  /** The commit named, as given (LH_BASELINE). */
  ref: string;
  /** The folder the commit was exported to and built in: the site starts from there. */
  dir: string;
  remove: () => void;
}

/** Exports and builds LH_BASELINE; undefined when it is not set. */
export function buildBaseline(): Baseline | undefined {
  const ref = process.env.LH_BASELINE;
  if (!ref) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const exported = spawnSync('sh', ['-c', `git archive --format=tar "$REF" | tar -x -C "$DIR"`], { stdio: 'inherit', env: { ...process.env, REF: ref, DIR: dir } });
  if (exported.status !== 0 || !existsSync(path.join(dir, 'package.json'))) {
    remove();
    throw new Error(`LH_BASELINE=${ref}: the commit could not be exported`);
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, BUILD_DIR: 'build' } });
  if (built.status !== 0) {
    remove();
    throw new Error(`LH_BASELINE=${ref}: the build failed`);
  }
  return { ref, dir, remove };
}

/** `this / baseline` as a ratio with two decimals ("0.18×"), or "–" when the baseline is 0. */
export function ratio(value: number, baseline: number | undefined): string {
  if (baseline === undefined || baseline === 0) return '–';
  return `${(value / baseline).toFixed(2)}×`;
}
