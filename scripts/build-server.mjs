// Bundles the server (server/index.ts and everything it imports from server/, common/, content/)
// into one ES module, dist/server/server.js (started by dist/server/index.js), so production runs plain JavaScript: no TypeScript
// transpiler in the process (tsx cost ~35 MB of memory and every module's transpiled copy).
// Packages in node_modules stay external and are loaded by Node as usual. Not minified, so stack
// traces keep readable names and line contents.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildEntry } from './build-entry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// index.js is a small entry (server/entry.ts, built by ./build-entry.mjs) that checks the Node
// version, makes production the default mode, then loads the bundle (server.js). It must run
// first: React and others read NODE_ENV once, when they are imported, and a module's static
// imports run before its own code; and the SQLite driver crashes an older Node while it loads.
const entry = path.join(root, 'dist', 'server', 'index.js');
const outfile = path.join(root, 'dist', 'server', 'server.js');
const outdir = path.dirname(outfile);

/**
 * `import.meta.url` in a bundled module would be the bundle's address, not the source file's, so
 * paths resolved from it (server/pages/render.ts finds the project root from its own address)
 * would point into dist/. Each occurrence is rewritten to the source file's address, computed
 * relative to the bundle, so the same code works under tsx and bundled, wherever the checkout is.
 */
/**
 * Worker threads' entries, emitted beside the bundle (a worker runs a file of its own): source, and
 * the module that starts it. That module keeps the bundle's own import.meta.url, so its
 * `new URL('./<entry name>', import.meta.url)` finds the emitted copy in dist/server/, as it finds
 * the source beside itself under tsx.
 */
const WORKERS = [
  { entry: path.join(root, 'modules', 'insights', 'rollup-worker.mjs'), startedBy: path.join(root, 'modules', 'insights', 'rollup-thread.service.ts') },
];
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };
const sourceUrlPlugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      if (WORKERS.some((w) => w.startedBy === args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/\bimport\.meta\.url\b/.test(source)) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const contents = source.replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      const loader = LOADERS[path.extname(args.path)];
      return { contents, loader, resolveDir: path.dirname(args.path) };
    });
  },
};

const started = Date.now();
/** The same options for the server and for each worker it starts: ESM for Node, packages external, readable output. */
const options = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  minify: false,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
};
await build({ ...options, entryPoints: [path.join(root, 'server', 'index.ts')], outfile, plugins: [sourceUrlPlugin] });
for (const worker of WORKERS) {
  await build({ ...options, entryPoints: [worker.entry], outfile: path.join(outdir, path.basename(worker.entry)) });
}
await buildEntry(entry);
console.log(`build-server: ${path.relative(root, entry)} → ${path.basename(outfile)} in ${Date.now() - started} ms`);
