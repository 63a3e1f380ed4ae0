import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { likeAPerson } from '../support/like-a-person';
import { adminGet } from '../support/accounts';

/**
 * The contact and review forms with JavaScript turned off, and with JavaScript on but the page's
 * scripts failing to load: the form posts to the page's own action, which checks the same schema,
 * applies the server's spam checks in place of the captcha, and shows either the errors with the
 * typed values or the success text (docs/decisions/0020-forms-without-javascript.md).
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows its errors with the typed values, then sends the message', async ({ consoleErrors, page, request }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(400, '/contact');
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    // A browser with scripting off shows the note in place of the captcha. (Playwright turns off
    // script execution but not the parser's scripting flag, so <noscript> is not drawn here.)
    const html = await (await request.get('/contact')).text();
    expect(html).toContain('<noscript>JavaScript is off, so this check cannot run here.');

    await page.getByLabel('Name').fill('Ifeoma Nnaji');
    await page.getByLabel('Email').fill('ifeoma-at-example.com');
    await page.getByLabel('Message', { exact: true }).fill('Please send a quote for a school management system.');
    await likeAPerson(page);
    await send.click();
    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Ifeoma Nnaji');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Please send a quote for a school management system.');

    await page.getByLabel('Email').fill('ifeoma.nojs@example.com');
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=email#contact-sent-title$/);
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

    const { messages } = await adminGet<{ messages: { email: string; spam_check: string }[] }>(request, '/api/messages');
    expect(messages.find((m) => m.email === 'ifeoma.nojs@example.com')?.spam_check).toBe('form');
  });

  test('the review form sends a rating, a comment and a picture', async ({ page, request }) => {
    await page.goto('/reviewForm');
    await page.getByLabel('Your name').fill('Emeka, Abakpa Stores');
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Comment').fill('The POS system keeps our stock right, and the training was clear.');
    const picture = await sharp({ create: { width: 160, height: 160, channels: 3, background: { r: 11, g: 93, b: 75 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile picture (optional)').setInputFiles({ name: 'emeka.png', mimeType: 'image/png', buffer: picture });
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL(/\/reviewForm\?sent=1/);
    await expect(page.getByText('Review submitted successfully! In review.')).toBeVisible();

    const { reviews } = await adminGet<{ reviews: { username: string; rating: number; image_path: string; spam_check: string }[] }>(
      request,
      '/api/reviews?status=pending',
    );
    const mine = reviews.find((r) => r.username === 'Emeka, Abakpa Stores');
    expect(mine).toMatchObject({ rating: 4, spam_check: 'form' });
    expect(mine?.image_path).toMatch(/^\/uploads\//);
  });

  test('a review without a rating comes back with the message beside the stars and the comment kept', async ({ consoleErrors, page }) => {
    // A mistake posted without JavaScript comes back as a page with status 400 (or 429), which Chromium logs:
    consoleErrors.allowResponse(400, '/reviewForm');
    await page.goto('/reviewForm');
    await page.getByLabel('Your name').fill('Adaeze');
    await page.getByLabel('Comment').fill('Fast hosting support.');
    await likeAPerson(page);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveValue('Fast hosting support.');
    await expect(page.getByLabel('Your name')).toHaveValue('Adaeze');
  });
});

test('with JavaScript on but the scripts failing to load, the contact form still sends', async ({ consoleErrors, page, request }) => {
  // The test makes the page's scripts fail to load:
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED \(.*\/assets\/.*\.js\)$/);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Tobenna');
  await page.getByLabel('Email').fill('tobenna.flaky@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Do you host websites for churches?');
  await likeAPerson(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=email#contact-sent-title$/);
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
  const { messages } = await adminGet<{ messages: { email: string; spam_check: string }[] }>(request, '/api/messages');
  expect(messages.find((m) => m.email === 'tobenna.flaky@example.com')?.spam_check).toBe('form');
});
