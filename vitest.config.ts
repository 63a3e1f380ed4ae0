import { defineConfig } from 'vitest/config';

/**
 * Test files that change what the whole process shares (fake timers, stubbed globals such as
 * window and localStorage, a mocked package, the image-job slots and their test hook): each runs in a fresh module
 * graph. Every other file runs in the `shared` project, where a worker keeps the modules it
 * imported (the server, Kysely, React) from one test file to the next instead of importing them
 * again per file, about a third of the run's time otherwise. A file added here costs that import
 * again; a new file that stubs globals or timers belongs here.
 */
const ISOLATED = [
  'tests/unit/captcha.test.ts',
  'tests/unit/kept-input.test.ts',
  'tests/unit/mail.test.ts',
  'tests/unit/response-cache.test.ts',
  'tests/unit/session.test.ts',
  'tests/api/kernel/image-jobs.test.ts',
];

// Unit and API tests only; the browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Only to catch a test that hangs, never a speed check: generous, so a busy machine passes too.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for a state; its default limit (1 s) is far too short on a busy machine.
    expect: { poll: { timeout: 60_000 } },
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'content/**/*.test.ts', 'common/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
          // One migrated and seeded database per run that the test apps copy (tests/support/database-template.ts).
          globalSetup: ['tests/support/database-template.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
