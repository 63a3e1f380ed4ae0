import { expect, type Page } from '@playwright/test';
import { STAMP_FIELD } from '../../../common/spam-check';
import { MIN_FILL_MS } from '../../../server/services/form-guard';

/**
 * A person takes a few seconds to fill in a form; the server refuses posts sooner than MIN_FILL_MS
 * after the page was served. This waits until the stamp the page's form was served with (its first
 * part is the time, by this machine's clock) is that old, which often has already happened while
 * the test typed (it asserts nothing about time).
 */
export async function likeAPerson(page: Page) {
  const stamps = await page.locator(`input[name="${STAMP_FIELD}"]`).all();
  expect(stamps.length).toBeGreaterThan(0);
  const served = Math.max(...(await Promise.all(stamps.map(async (s) => Number((await s.inputValue()).split('.')[0])))));
  const oldEnough = served + MIN_FILL_MS;
  while (Date.now() <= oldEnough) await new Promise((r) => setTimeout(r, oldEnough + 1 - Date.now()));
}
