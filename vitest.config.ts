import { defineConfig } from 'vitest/config';

// Unit and API tests only; the browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'content/**/*.test.ts', 'common/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Only to catch a test that hangs, never a speed check: generous, so a busy machine passes too.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for a state; its default limit (1 s) is far too short on a busy machine.
    expect: { poll: { timeout: 60_000 } },
    fileParallelism: true,
    maxWorkers: 2,
  },
});
