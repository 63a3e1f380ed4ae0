#!/usr/bin/env node
// `npm test`: unit and API tests on SQLite, the API suite again on PostgreSQL when
// TEST_DATABASE_URL names a server (.ci/run starts one), then the browser tests in Chromium
// against a fresh production build. Exits non-zero on the first failing stage.
import { spawnSync } from 'node:child_process';

const stages = [];
const run = (name, cmd, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  stages.push(`${ok ? 'passed' : 'FAILED'}  ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (!ok) {
    console.log(`\n${stages.join('\n')}`);
    process.exit(r.status ?? 1);
  }
};

const pgUrl = process.env.TEST_DATABASE_URL;
run('unit and API tests on SQLite', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (pgUrl) {
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', 'tests/api'], { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('\nPostgreSQL run skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres (a role allowed to create databases).');
  stages.push('skipped API tests on PostgreSQL (no TEST_DATABASE_URL)');
}
if (process.env.SKIP_E2E !== '1') {
  run('production build', 'npm', ['run', 'build']);
  run('browser tests in Chromium', 'npx', ['playwright', 'test']);
}
console.log(`\n${stages.join('\n')}`);
