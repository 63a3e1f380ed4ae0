import type { Page } from '@playwright/test';

/**
 * Holds the requests to `url` until the returned function is called, so a test can see the state a
 * form shows while it waits ("Sending...", "Logging in...") however slow the machine is.
 */
export async function hold(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
