// `npm start`: builds when the sources changed since the last build (scripts/build.mjs keeps a hash
// of them in dist/build-stamp.json), serves the build in production mode, and says where to go.
// Runs on Node 24 (scripts/node24.mjs). A deployment starts `node dist/server/index.js` instead
// (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, readStamp, sourceHash } from './build.mjs';

const hash = sourceHash();
if (buildIsCurrent(hash)) {
  console.log(`npm start: the sources are unchanged since the build of ${readStamp().builtAt}; serving it.`);
} else {
  console.log(`npm start: ${readStamp() ? 'the sources changed since the last build' : 'no build yet'}; building first.`);
  const r = spawnSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url))], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// What dist/server/index.js does: production unless told otherwise, then the server bundle.
process.env.NODE_ENV ||= 'production';
const { listening } = await import('../dist/server/server.js');
const { url, outbox } = await listening;
const home = url.replace(/\/$/, '');
console.log(`
The site is running: ${home}/
  Admin area:          ${home}/admin
  First admin account: set ADMIN_EMAIL and ADMIN_PASSWORD when starting
                       (ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='a long password' npm start),
                       or run \`npm run create-admin\`
  Mail:                ${outbox ? `written to ${path.relative(process.cwd(), outbox) || outbox}/ (no SMTP_URL set), sign-up codes included` : 'sent through SMTP_URL'}
  Ctrl-C stops the site.
`);
