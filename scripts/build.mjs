// The production build (`npm run build`, and `npm start` when the sources changed):
//   1. the pages: `react-router build` into build/ (BUILD_DIR);
//   2. pre-compressed copies of the client files (scripts/precompress.mjs);
//   3. the server bundle, dist/server/ (scripts/build-server.mjs);
//   4. dist/build-stamp.json: a hash of every file the build reads (SOURCES), computed before step 1.
// `npm start` (scripts/start.mjs) compares that hash with the sources' current one and builds only
// when they differ. Each step runs on the Node running this file (Node 24: scripts/node24.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: folders (every file in them) and single files. */
export const SOURCES = [
  'app',
  'common',
  'modules',
  'content',
  'server',
  'public',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/build-entry.mjs',
  'scripts/precompress.mjs',
];

export const buildDir = () => path.join(root, process.env.BUILD_DIR ?? 'build');
export const stampFile = path.join(root, 'dist', 'build-stamp.json');

/** The files of SOURCES, by their path relative to the project, sorted. */
function sourceFiles() {
  const names = [];
  for (const source of SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) names.push(source);
    else {
      for (const e of readdirSync(full, { withFileTypes: true, recursive: true })) {
        if (e.isFile()) names.push(path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
      }
    }
  }
  return names.sort();
}

/** A hash of the names and contents of every file in SOURCES, and of the build folder's name. */
export function sourceHash() {
  const hash = createHash('sha256');
  hash.update(`BUILD_DIR=${process.env.BUILD_DIR ?? ''}\0`);
  for (const name of sourceFiles()) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(path.join(root, name)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the last finished build, or undefined. */
export function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when the last finished build was made from the sources as they are now, and is still there. */
export function buildIsCurrent(hash = sourceHash()) {
  const stamp = readStamp();
  return (
    stamp?.hash === hash &&
    existsSync(path.join(root, 'dist', 'server', 'server.js')) &&
    existsSync(path.join(buildDir(), 'server', 'index.js')) &&
    existsSync(path.join(buildDir(), 'client'))
  );
}

/**
 * Notices the tools print that are not ours to act on, dropped from the build's output so a first
 * `npm start` shows only what matters: the React Router plugin (7.x) passes Vite 8 an option Vite
 * calls deprecated (`envFile`, once per internal compiler), and it announces the behaviour changes
 * of its next major version ("Future Flag Warning", three lines each). Both go when React Router 8
 * is adopted; until then they would read like errors to someone starting the site.
 */
const UPSTREAM_NOTICES = [/The `envFile` option is deprecated/, /Future Flag Warning:/, /You can use the `future\.v8_\w+` flag/, /reactrouter\.com\/v7\/upgrading\/future/];

/** Runs one build step in this Node; its output is passed on without the upstream notices. */
function step(args, { filter = false } = {}) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: filter ? ['inherit', 'pipe', 'pipe'] : 'inherit', maxBuffer: 64 * 1024 * 1024 });
  if (filter) {
    const keep = (text) => text.split('\n').filter((line) => !UPSTREAM_NOTICES.some((n) => n.test(line))).join('\n');
    process.stdout.write(keep(r.stdout.toString()));
    process.stderr.write(keep(r.stderr.toString()));
  }
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Runs the whole build in this process's Node and writes the stamp. */
export function build() {
  const started = Date.now();
  const hash = sourceHash();
  const reactRouter = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
  step([reactRouter, 'build'], { filter: true });
  step([path.join(root, 'scripts', 'precompress.mjs')]);
  step([path.join(root, 'scripts', 'build-server.mjs')]);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ hash, node: process.version, builtAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s on Node ${process.version}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) build();
