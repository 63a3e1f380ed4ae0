/**
 * Screenshots kept for a person to look at (a screen at 375 and 1280 px after a change), not
 * compared by any test: taken only when E2E_SCREENSHOTS=1 is set, into the test's output folder
 * (test-results/). A full-page screenshot costs about a second of a busy machine, and a run of
 * `npm test` keeps none of them.
 */
import type { Locator, Page } from '@playwright/test';

type Options = NonNullable<Parameters<Page['screenshot']>[0]>;

export async function screenshotForReview(target: Page | Locator, options: Options & { path: string }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await target.screenshot(options);
}
