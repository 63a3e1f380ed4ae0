import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * The site under test listens on a port free at run time, never a fixed one, so a site already
 * running on this machine does not break the tests. The runner picks it once and writes it into
 * E2E_PORT, which the workers (started later with this environment) and tests/e2e/support read.
 */
function freePortSync(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePortSync());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** Debian's Chromium (npm test finds or installs it and sets CHROMIUM_PATH); never a downloaded browser. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Browser tests against the BUILT site (run `npm run build` first), on Debian's Chromium:
 * Playwright never downloads a browser here: its download needs the internet, so the test runner
 * finds or installs Chromium (docs/decisions/0008-test-provisioning.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  // Time limits only catch a test that hangs; none is a speed check. A passing step ends as soon as
  // what it waits for is there, so generous limits cost nothing, and a machine busy with other work
  // (load 8 on 2 cores) no longer fails tests that are merely slow.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // No trace by default: recording one (snapshots of every step, kept only when a test fails)
    // cost a fifth of the browser stage's time and CPU, and a CI run shows only its log. To look
    // into a failure: `npm run test:e2e -- <spec> --trace retain-on-failure`, then `npx playwright show-trace`.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      // Site-content edits change what every page shows: they run after everything else (below).
      testIgnore: /site-content\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'content-edits',
      testMatch: /site-content\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
