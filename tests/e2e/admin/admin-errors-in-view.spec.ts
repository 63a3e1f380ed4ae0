import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { screenshotForReview } from '../support/screenshots';

/**
 * After a refused save the first field with an error takes the focus and is scrolled fully into
 * view: not under the site's sticky header, nor under the editor's sticky Save / Publish bar
 * (app/components/form/reveal.ts). Nothing is saved: the shared schema refuses in the browser.
 */

const WIDTHS = [375, 1280] as const;

async function openHomeEditor(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await page.goto('/admin?section=content&screen=home');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: 'Home page' })).toBeVisible();
}

/**
 * Scrolls the window so that `input` sits mostly under a bar: its top 10 px above the action bar's
 * top, or its bottom 10 px below the header's bottom. The browser's own scrolling on focus leaves
 * such an input where it is (it counts as in view), which is what the site must correct.
 */
async function tuckUnder(page: Page, input: Locator, bar: 'top' | 'bottom') {
  await input.evaluate((el, edge) => {
    const r = el.getBoundingClientRect();
    const barBox = document.querySelector(edge === 'top' ? '.site-header' : '[data-sticky-bar="bottom"]')!.getBoundingClientRect();
    const dy = edge === 'bottom' ? r.top - (barBox.top - 10) : r.bottom - (barBox.bottom + 10);
    window.scrollBy({ top: dy, behavior: 'instant' });
  }, bar);
}

/** The field's box (label, input, message, hint) is inside the window, below the header and above the action bar. */
async function expectClearOfBars(page: Page, input: Locator) {
  const field = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field ")][1]');
  await expect.poll(async () => {
    const [box, header, bar] = await Promise.all([field.boundingBox(), page.locator('.site-header').boundingBox(), page.locator('[data-sticky-bar="bottom"]').boundingBox()]);
    const vh = page.viewportSize()!.height;
    if (!box || !header || !bar) return 'not drawn';
    const problems = [];
    if (box.y < header.y + header.height) problems.push(`under the header (${box.y} < ${header.y + header.height})`);
    if (box.y + box.height > bar.y) problems.push(`under the action bar (${box.y + box.height} > ${bar.y})`);
    if (box.y + box.height > vh) problems.push('below the window');
    return problems.join('; ') || 'clear';
  }).toBe('clear');
}

for (const width of WIDTHS) {
  test(`at ${width} px, a refused link far down the form is focused above the sticky action bar`, async ({ adminPage: page }, info) => {
    await openHomeEditor(page, width);
    const cards = page.getByRole('group', { name: /^Card \d+/ });
    const last = cards.last();
    await last.getByLabel('Read More link').selectOption({ label: 'Another address…' });
    const address = last.getByLabel('Other address');
    await address.fill('javascript:alert(1)');
    await tuckUnder(page, address, 'bottom');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(last.getByText(/^Card link must be a page of this site/)).toBeVisible();
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expectClearOfBars(page, address);
    await screenshotForReview(page, { path: info.outputPath(`error-below-${width}.png`) });
  });

  test(`at ${width} px, a refused field high up the form is focused below the sticky header`, async ({ adminPage: page }, info) => {
    await openHomeEditor(page, width);
    const heading = page.getByRole('group', { name: /^Slide 1/ }).getByLabel('Heading');
    await heading.fill('');
    await tuckUnder(page, heading, 'top');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(heading).toBeFocused();
    await expectClearOfBars(page, heading);
    await screenshotForReview(page, { path: info.outputPath(`error-above-${width}.png`) });
  });
}
