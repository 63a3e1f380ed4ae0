import { expect, openAdmin, test } from '../support/fixtures';
import { createPendingReview, nextDialog, openSection, unique } from './admin-helpers';
import { expectToast } from '../support/toasts';

test('an admin approves a review, which then shows on /allreviews, and rejects another, which stays hidden', async ({ adminPage: page, request }) => {
  const kept = unique('The E-School portal saved our bursary office a week of work each term.');
  const spam = unique('Cheap followers, visit my page.');
  await createPendingReview(request, 'Adaeze Nnaji', kept, 5);
  await createPendingReview(request, 'Promo Bot', spam, 1);

  await openAdmin(page);
  await openSection(page, 'Reviews');
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');

  // Each row shows picture, name, stars, text and date.
  const keptRow = page.getByRole('listitem').filter({ hasText: kept });
  await expect(keptRow.getByText('Adaeze Nnaji')).toBeVisible();
  await expect(keptRow.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(keptRow.locator('.admin-avatar')).toBeVisible();
  await expect(keptRow.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
  await expect(keptRow.getByRole('button', { name: /^Approve/ })).toBeVisible();
  await expect(keptRow.getByRole('button', { name: /^Reject/ })).toBeVisible();

  await keptRow.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Review approved.');
  await expect(keptRow).toHaveCount(0);

  const spamRow = page.getByRole('listitem').filter({ hasText: spam });
  await spamRow.getByRole('button', { name: /^Reject/ }).click();
  await expectToast(page, 'Review rejected.');
  await expect(spamRow).toHaveCount(0);

  await page.goto('/allreviews');
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);

  // Approved reviews can only be rejected or deleted; rejected ones only deleted.
  await page.goto('/admin?section=reviews&tab=approved');
  const approvedRow = page.getByRole('listitem').filter({ hasText: kept });
  await expect(approvedRow).toBeVisible();
  await expect(approvedRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(approvedRow.getByRole('button', { name: /^Reject/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Rejected' }).click();
  const rejectedRow = page.getByRole('listitem').filter({ hasText: spam });
  await expect(rejectedRow).toBeVisible();
  await expect(rejectedRow.getByRole('button', { name: /^(Approve|Reject)/ })).toHaveCount(0);
  const dialog = nextDialog(page);
  await rejectedRow.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this review?');
  await expectToast(page, 'Review deleted.');
  await expect(rejectedRow).toHaveCount(0);
});

test('taking an approved review off the website asks first, and it moves to Rejected', async ({ adminPage: page, request }) => {
  const text = unique('Quick response from the Port Harcourt office.');
  const id = await createPendingReview(request, 'Tamuno Briggs', text, 4);
  await openAdmin(page);
  await openSection(page, 'Reviews');
  await page.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: /^Approve/ }).click();
  await expectToast(page, 'Review approved.');

  await page.getByRole('tab', { name: 'Approved' }).click();
  const row = page.getByRole('listitem').filter({ hasText: text });
  let dialog = nextDialog(page, false);
  await row.getByRole('button', { name: /^Reject/ }).click();
  expect(await dialog).toBe('Take this review off the website? A rejected review cannot be approved again.');
  await expect(row).toBeVisible();
  dialog = nextDialog(page);
  await row.getByRole('button', { name: /^Reject/ }).click();
  await dialog;
  await expectToast(page, 'Review rejected.');
  await expect(row).toHaveCount(0);
  const approved = await (await request.get('/api/reviews?status=approved')).json();
  expect(approved.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
});

test('the review tabs follow the arrow keys and the chosen tab survives a reload', async ({ adminPage: page }) => {
  await openAdmin(page);
  await openSection(page, 'Reviews');
  const pending = page.getByRole('tab', { name: /^Pending/ });
  await pending.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Approved' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Rejected' })).toBeFocused();
  await expect(page).toHaveURL(/tab=rejected/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Rejected reviews are hidden from the website.');
});
