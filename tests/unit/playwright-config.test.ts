import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { PLAYWRIGHT_DISABLED_FEATURES } from '../../playwright.config';

/**
 * playwright.config.ts passes Chromium a `--disable-features` of its own, which replaces the one
 * Playwright passes (Chromium keeps the last): so it repeats Playwright's list. Playwright keeps
 * that list in its own code (chromiumSwitches), not in an API; this reads it from the installed
 * package, so an upgrade that disables one more feature fails here instead of quietly switching
 * it back on in the browser tests.
 */
const require = createRequire(import.meta.url);

function installedPlaywrightDisabledFeatures(): string[] {
  const dir = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(dir, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!list) throw new Error(`Playwright's list of disabled Chromium features was not found in ${dir}/lib/coreBundle.js: look for chromiumSwitches there and update this test`);
  return [...list[1].matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((m) => m[1]);
}

describe('the browser tests launch Chromium', () => {
  it("with Playwright's own disabled features kept, in the one --disable-features Chromium reads", () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect(installed.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
    for (const project of config.projects ?? []) {
      const args = (project.use?.launchOptions?.args ?? []) as string[];
      const disabled = args.filter((a) => a.startsWith('--disable-features='));
      expect(disabled).toHaveLength(1);
      const features = disabled[0].slice('--disable-features='.length).split(',');
      expect(features).toEqual(expect.arrayContaining([...installed, 'WebUIOmniboxPopup']));
    }
  });
});
