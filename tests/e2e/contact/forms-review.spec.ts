import { expectNoAxeViolationsAtBothWidths } from '../support/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminGet, gotoHydrated as open } from '../support/accounts';
import sharp from 'sharp';
import { expectFormPageBudget } from '../support/form-widget-budget';

/** The review form (/reviewForm): stars, picture, validation, the spam check and the texts of each answer. */

const RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars.';

async function pngBuffer(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 11, g: 93, b: 75 } } }).png().toBuffer();
}

/** The spam check solves itself once the visitor is in the form; slow on a busy machine. */
async function expectSpamCheckPassed(page: Page) {
  await expect(page.locator('altcha-widget .altcha[data-state]')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

/** Opens the form, fills it in, waits for the spam check to pass and sends it. */
async function sendReview(page: Page, name: string, stars: string, comment: string) {
  await open(page, '/reviewForm');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('radio', { name: stars }).click();
  await page.getByLabel('Comment').fill(comment);
  await expectSpamCheckPassed(page);
  await page.getByRole('button', { name: 'Submit Review' }).click();
}

test.describe('the review form', () => {
  test('the page explains moderation and links back to the reviews before any JavaScript runs', async ({ request }) => {
    const html = await (await request.get('/reviewForm')).text();
    expect(html).toContain('Leave a Review');
    expect(html).toContain('appears after moderation');
    expect(html).toMatch(/href="\/allreviews"/);
  });

  test('the page is served without React, and the captcha code loads once the form is used', async ({ page, request }) => {
    // docs/decisions/0038-pages-without-react-in-the-browser.md: the widget script, which fetches the form's widget.
    const html = await (await request.get('/reviewForm')).text();
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('__reactRouterContext');
    expectFormPageBudget(html, 'review-form', '/reviewForm');

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await open(page, '/reviewForm');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /altcha/i.test(s))).toEqual([]);
    await page.getByLabel('Your name').focus();
    await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible();
    expect(scripts.some((s) => /altcha/i.test(s))).toBe(true);
  });

  test('stars can be chosen by clicking them', async ({ page }) => {
    await open(page, '/reviewForm');
    const radios = page.getByRole('radiogroup', { name: 'Your rating', exact: true }).getByRole('radio');
    await expect(radios).toHaveCount(5);
    for (const r of await radios.all()) await expect(r).not.toBeChecked();
    await expect(page.getByText('Not rated yet')).toBeVisible();

    await page.getByRole('radio', { name: '3 stars' }).click();
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(page.getByText('3 of 5: Good')).toBeVisible();
    await page.getByRole('radio', { name: '1 star', exact: true }).click();
    await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
    await expect(page.getByText('1 of 5: Poor')).toBeVisible();
  });

  test('stars can be chosen with the keyboard and show a visible focus ring', async ({ page }) => {
    await open(page, '/reviewForm');
    await page.getByLabel('Your name').fill('Keyboard user');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    const outline = await page.evaluate(() => {
      const label = document.activeElement?.nextElementSibling as HTMLElement;
      return getComputedStyle(label).outlineStyle;
    });
    expect(outline).toBe('solid');

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(page.getByText('3 of 5: Good')).toBeVisible();
  });

  test('a file that is not an image is refused with a message', async ({ page }) => {
    await open(page, '/reviewForm');
    const picker = page.getByLabel('Profile picture (optional)');
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') });
    await expect(page.getByText('“cv.pdf” is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();
    expect(await picker.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
    await expect(page.getByRole('img', { name: 'Preview of your profile picture' })).toHaveCount(0);
    await expect(page.getByText('JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.')).toBeVisible();
  });

  test('a chosen image shows a preview that can be removed', async ({ page }) => {
    await open(page, '/reviewForm');
    await page.getByLabel('Profile picture (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBuffer() });
    const preview = page.getByRole('img', { name: 'Preview of your profile picture' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(preview).toHaveCount(0);
    expect(await page.getByLabel('Profile picture (optional)').evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
  });

  test('a submitted review is confirmed with the exact text, clears the form and waits for moderation', async ({ page, request }) => {
    const text = `Our school portal went live in a week. ${Date.now()}`;
    await open(page, '/reviewForm');
    await page.getByLabel('Your name').fill('Adaeze, Trans-Ekulu Academy');
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByLabel('Comment').fill(text);
    await page.getByLabel('Profile picture (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBuffer() });
    await expectSpamCheckPassed(page);
    await page.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Review submitted successfully! In review.' })).toHaveText(
      'Review submitted successfully! In review.',
    );
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Comment')).toHaveValue('');
    await expect(page.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    await expect(page.getByRole('img', { name: 'Preview of your profile picture' })).toHaveCount(0);

    const { reviews } = await adminGet<{ reviews: { username: string; rating: number; review_text: string; image_path: string }[] }>(
      request,
      '/api/reviews?status=pending',
    );
    const mine = reviews.find((r) => r.review_text === text);
    expect(mine).toMatchObject({ username: 'Adaeze, Trans-Ekulu Academy', rating: 5 });
    expect(mine!.image_path).not.toBe('');
    const approved = await (await request.get('/api/reviews?status=approved')).json();
    expect(approved.reviews.some((r: { review_text: string }) => r.review_text === text)).toBe(false);
  });

  test('sending without a rating shows the rating message beside the stars', async ({ page }) => {
    let posted = false;
    await page.route('**/api/reviews', (route) => {
      posted = true;
      return route.continue();
    });
    await open(page, '/reviewForm');
    await page.getByLabel('Your name').fill('Emeka');
    await page.getByLabel('Comment').fill('Good training on Oracle.');
    await page.getByRole('button', { name: 'Submit Review' }).click();

    const group = page.getByRole('radiogroup', { name: 'Your rating', exact: true });
    await expect(group.getByText(RATING_MESSAGE)).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    expect(posted).toBe(false);

    await page.getByRole('radio', { name: '4 stars' }).click();
    await expect(group.getByText(RATING_MESSAGE)).toHaveCount(0);
  });

  test('empty required fields show their messages', async ({ page }) => {
    await open(page, '/reviewForm');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Comment is required.')).toBeVisible();
    await expect(page.getByText(RATING_MESSAGE)).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sending without solving the spam check asks the visitor to verify, and sends nothing', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/captcha/challenge');
    let posted = false;
    await page.route('**/api/reviews', (route) => {
      posted = true;
      return route.continue();
    });
    await page.route('**/api/captcha/challenge', (route) => route.abort());
    await open(page, '/reviewForm');
    await expect(page.getByRole('group', { name: 'Spam check' })).toBeVisible();
    await page.getByLabel('Your name').fill('Emeka');
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Comment').fill('Good training on Oracle.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please verify you are not a robot.', { exact: true })).toBeVisible();
    expect(posted).toBe(false);
    await expect(page.getByLabel('Comment')).toHaveValue('Good training on Oracle.');
  });

  test('the server refusing the spam check is shown, and the check runs again', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(400, '/api/reviews');
    await page.route('**/api/reviews', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'Please verify you are not a robot.' }) }),
    );
    await sendReview(page, 'Ifeoma', '4 stars', 'Helpful hosting support.');
    await expect(page.getByRole('alert').filter({ hasText: 'Please verify you are not a robot.' })).toBeVisible();
    await expect(page.locator('altcha-widget .altcha[data-state]')).not.toHaveAttribute('data-state', 'verified');
  });

  test('a refused review shows the server message', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse(413, '/api/reviews');
    await page.route('**/api/reviews', (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'The picture is too large.' }) }),
    );
    await sendReview(page, 'Ifeoma', '4 stars', 'Helpful hosting support.');
    await expect(page.getByRole('alert').filter({ hasText: 'The picture is too large.' })).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveValue('Helpful hosting support.');
  });

  test('a network failure shows the server-error alert', async ({ consoleErrors, page }) => {
    // What this test provokes on purpose (Chromium logs every refused or failed request):
    consoleErrors.allowResponse('network', '/api/reviews');
    await page.route('**/api/reviews', (route) => route.abort());
    await sendReview(page, 'Obinna', '2 stars', 'The network dropped.');
    await expect(page.getByRole('alert').filter({ hasText: 'Server error, try again later.' })).toHaveText('Server error, try again later.');
    await expect(page.getByLabel('Comment')).toHaveValue('The network dropped.');
    await expect(page.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  // The form as first loaded is checked by axe-all.spec.ts.
  test('the review form has no accessibility violations at 375 and 1280 px with errors', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 900 });
    await open(page, '/reviewForm');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'the review form with errors');
  });
});
