import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * axe-core finds no violations on every public page, at 375 px and at 1280 px. The list
 * of pages is the sitemap's, so a page added to the site is checked without editing this file.
 */
test('every public page in the sitemap has no accessibility violations at 375 and 1280 px', async ({ page, request, baseURL }) => {
  test.setTimeout(600_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // 5 company pages, 6 services, 13 sectors, 11 products, reviews, review form, contact.
  expect(paths.length).toBeGreaterThanOrEqual(38);
  const failures: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(`${baseURL}${path}`);
      await page.locator('html[data-hydrated]').waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) failures.push(`${width}px ${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
    }
  }
  expect(failures).toEqual([]);
});
