import { expect, openAdmin, test } from './support/fixtures';
import { nextDialog, openSection, sendContactMessage, toast, unique } from './admin-helpers';

test('an admin reads a contact message, marks it unread again, and deletes it', async ({ adminPage: page, request }) => {
  const name = unique('Obinna Chukwu');
  const subject = 'Quotation for a hospital system';
  const body = 'Good morning. Our clinic in Abakaliki needs Medical QuickBook for 12 users. Please send a quotation.';
  await sendContactMessage(request, { name, email: 'obinna@example.com', subject, message: body });
  const older = unique('Chioma Okeke');
  // Sent after the first, so it must be listed above it (newest first).
  await sendContactMessage(request, { name: older, email: 'chioma@example.com', subject: '', message: 'Do you train on weekends?' });

  await openAdmin(page);
  await openSection(page, 'Messages');
  const toggles = page.locator('.admin-message__toggle');
  // The list loads after the section opens: wait for both messages before reading the order.
  await expect(toggles.filter({ hasText: older })).toHaveCount(1);
  await expect(toggles.filter({ hasText: name })).toHaveCount(1);
  const order = await toggles.allTextContents();
  const at = (who: string) => order.findIndex((t) => t.includes(who));
  expect(at(older)).toBeGreaterThanOrEqual(0);
  expect(at(older)).toBeLessThan(at(name));

  const item = page.getByRole('listitem').filter({ hasText: name });
  const toggle = item.getByRole('button', { name: new RegExp(`${name}.*${subject}`) });
  // Unread: bold with a 'New' badge, and said so to screen readers.
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAccessibleName(/unread/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByText(body)).toBeVisible();
  await expect(item.getByRole('link', { name: 'obinna@example.com' })).toHaveAttribute('href', 'mailto:obinna@example.com');
  await expect(item.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute('href', /^mailto:obinna@example\.com\?subject=Re%3A%20Quotation/);
  // Opening it marked it read.
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);

  await item.getByRole('button', { name: /Mark as unread/ }).click();
  await expect(toast(page, 'Marked as unread.')).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  let dialog = nextDialog(page, false);
  await item.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this message?');
  await expect(item).toBeVisible();
  dialog = nextDialog(page);
  await item.getByRole('button', { name: /^Delete/ }).click();
  expect(await dialog).toBe('Are you sure you want to delete this message?');
  await expect(toast(page, 'Message deleted.')).toBeVisible();
  await expect(item).toHaveCount(0);
});
