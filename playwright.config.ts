import { defineConfig, devices } from '@playwright/test';
import { findTestChromium } from './tests/support/provision';

/**
 * Each worker starts the built site of its own on a port free at run time
 * (tests/e2e/support/fixtures.ts, `site`), so there is no web server here. The outputs of two runs
 * in one checkout stay apart: the runner names its run once, and its workers inherit the name.
 */
if (!process.env.E2E_RUN) process.env.E2E_RUN = `${Date.now().toString(36)}-${process.pid}`;
/**
 * Chromium keeps only the last `--disable-features` of its command line, and Playwright puts its own
 * (features that get in the way of tests: paint holding, HTTPS upgrades, the media router…) before
 * the launch options' arguments: ours must repeat Playwright's list, or it would switch those back
 * on. This is the list of @playwright/test 1.65.1; tests/unit/playwright-config.test.ts fails when
 * the installed Playwright disables a feature this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * The full Chromium 156 (when CHROMIUM_PATH names it) still preloads the address bar's drop-down (a
 * WebUI page in a renderer of its own) for every window, that is for every browser context a test
 * opens: about a third of the CPU a context costs (25 contexts: 18 s of CPU with it, 12 s without),
 * and no test uses the address bar. The headless shell has no address bar and ignores these.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/**
 * Debian's Chromium, its headless shell unless CHROMIUM_PATH names another (npm test finds or installs
 * it and sets CHROMIUM_PATH; docs/decisions/0030-headless-shell-for-browser-tests.md); never a
 * downloaded browser.
 */
const launchOptions = {
  executablePath: findTestChromium() ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
    // All pages of the site in one browser context share one renderer process, which the kept
    // contexts of tests/e2e/support/warm-contexts.ts keep warm from test to test.
    '--process-per-site',
  ],
};

/**
 * Browser tests against the BUILT site (run `npm run build` first), on Debian's Chromium:
 * Playwright never downloads a browser here: its download needs the internet, so the test runner
 * finds or installs Chromium (docs/decisions/0008-test-provisioning.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${process.env.E2E_RUN}`,
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
    // No trace by default: recording one (snapshots of every step, kept only when a test fails)
    // cost a fifth of the browser stage's time and CPU, and a CI run shows only its log. To look
    // into a failure: `npm run test:e2e -- <spec> --trace retain-on-failure`, then `npx playwright show-trace`.
    trace: 'off',
  },
  projects: [
    // Site-content edits change what every page shows. Their tests run in workers of their own
    // (a worker serves one project), so no other test ever sees an edit; they come first because
    // they are the longest, which keeps the end of the run from waiting on one slow file.
    {
      name: 'content-edits',
      testMatch: /site-content\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'chromium',
      testIgnore: /site-content\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
});
