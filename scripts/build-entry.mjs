// Builds the production entry, server/entry.ts, into one small module (dist/server/index.js) that
// runs on any Node: it checks the Node version, then loads the server bundle beside it
// (./server.js, which scripts/build-server.mjs builds). Used by build-server.mjs and by the test of
// the check (tests/unit/node-version.test.ts), which builds it into a folder of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes the entry to `outfile`; its `./server.js` is resolved beside it when it runs. */
export async function buildEntry(outfile) {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server', 'entry.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    // The oldest Node that may start it and must be able to read it, to say it is too old.
    target: 'node18',
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
