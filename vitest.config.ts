import { defineConfig } from 'vitest/config';

// Unit and API tests only; the browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'content/**/*.test.ts', 'common/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
