import type { Page } from '@playwright/test';

/** Fills the contact form's name, e-mail and message (the fields every sender fills in). */
export async function fillSender(page: Page, name: string, email: string, message: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill(message);
}
