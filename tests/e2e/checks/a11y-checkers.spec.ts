import { expect, test } from '../support/fixtures';
import { axe, codeSnifferErrors } from '../support/a11y';

/**
 * The accessibility checkers the browser tests rely on (tests/e2e/support/a11y.ts) do find faults:
 * a check that cannot fail proves nothing. The page is a real one with faults added to it.
 */
test('axe with the WCAG 2.2 rules and HTML_CodeSniffer both report a picture without alt text and a tiny button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor();
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(await codeSnifferErrors(page)).toEqual([]);

  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    img.id = 'no-alt';
    const row = document.createElement('p');
    for (const label of ['A', 'B']) {
      const b = document.createElement('button');
      b.textContent = label;
      b.style.cssText = 'width:10px;height:10px;padding:0;margin:0;font-size:6px;line-height:1';
      row.append(b);
    }
    main.prepend(img, row);
  });
  const ids = (await axe(page).analyze()).violations.map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'target-size']));
  const sniffed = await codeSnifferErrors(page);
  expect(sniffed.map((e) => e.code)).toContainEqual(expect.stringMatching(/1_1_1\.H37$/));
  expect(sniffed.find((e) => /H37$/.test(e.code))?.element).toContain('id="no-alt"');
});
