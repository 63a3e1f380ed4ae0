import { expect, test } from '../support/fixtures';

/**
 * A request cancelled on purpose rejects with an AbortError; one left unhandled (React Router can
 * leave one when navigations interrupt each other) is a cancellation, not an error in the page
 * (app/entry.client.tsx). Any other unhandled rejection is still reported.
 */
test('an unhandled AbortError is not reported as an error in the page; any other unhandled rejection is', async ({ page, consoleErrors }) => {
  const reported: string[] = [];
  page.on('pageerror', (e) => reported.push(e.message));
  // The second rejection below is provoked on purpose, to show that other errors still surface.
  consoleErrors.allow(/^uncaught error in the page: not a cancellation$/);
  // A page that hydrates (the home page is served without React: docs/decisions/0038-pages-without-react-in-the-browser.md).
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    const cancelled = new AbortController();
    cancelled.abort();
    void Promise.reject(cancelled.signal.reason);
    void fetch('/robots.txt', { signal: cancelled.signal });
    void Promise.reject(new Error('not a cancellation'));
  });
  await expect.poll(() => reported).toEqual(['not a cancellation']);
  // Reported in the order they happened: the two cancellations came first and were left out.
  expect(consoleErrors.seen).toEqual(['uncaught error in the page: not a cancellation']);
});
