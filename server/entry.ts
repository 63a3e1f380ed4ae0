/**
 * The production entry, built as dist/server/index.js (scripts/build-entry.mjs) and started by
 * `node dist/server/index.js` (the deployment's ExecStart) and `npm start`. It imports nothing that
 * needs a recent Node: it first checks the running Node against package.json's `engines` and, on an
 * older one, ends with one line saying which Node is needed (exit status 1) instead of crashing
 * while the SQLite driver loads. Then it makes production the default mode and loads the server
 * bundle (dist/server/server.js). That order matters: React and others read NODE_ENV once, when they
 * are imported, and a module's static imports run before its own code, hence the dynamic import.
 * Development is `npm run dev` (NODE_ENV=development with the TypeScript sources).
 */
import { engines } from '../package.json';
import { nodeVersionProblem } from './node-version';

const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
process.env.NODE_ENV ||= 'production';
// A name the bundler leaves alone: the bundle sits beside this file once built.
const bundle = './server.js';
await import(bundle);
