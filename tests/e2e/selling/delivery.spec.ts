import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, apiLogin, createMember, seedSession } from '../support/accounts';
import { fileOnDisk, loginAsAdmin } from '../admin/admin-helpers';
import { allMail } from '../support/mail';
import { screenshotForReview } from '../support/screenshots';
import { PDF } from '../../support/documents';
import { lagosToday } from '../../../common/lagos-days';

/**
 * A topic request delivered (docs/decisions/0037-deliveries.md): paid in full, it is on the
 * dashboard's deliveries due; staff attach a PDF on the lead and deliver; the student gets the mail
 * and downloads the document from My account on a 375 px phone.
 */

/** The topic request's accepted quote, written into the site's database (the quote builder is another module's). */
function acceptQuote(dataDir: string, leadId: number, topic: string): number {
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const quote = db
      // As a quote that was sent: with the hash of its link's token (the e-mailed link is not used here).
      .prepare(`insert into quotes (lead_id, status, subtotal_kobo, vat_basis_points, vat_kobo, total_kobo, valid_until, created_at, updated_at, sent_at, accepted_at, accepted_name, token_hash) values (?, 'accepted', 12000000, 0, 0, 12000000, '2027-12-31', ?, ?, ?, ?, 'Ngozi Eze', ?) returning id`)
      .get(leadId, now, now, now, now, randomBytes(32).toString('hex')) as { id: number };
    db.prepare('insert into quote_lines (quote_id, position, description, quantity, unit_kobo, line_kobo) values (?, 1, ?, 1, 12000000, 12000000)').run(quote.id, `Project research materials: ${topic}`);
    return quote.id;
  } finally {
    db.close();
  }
}

async function shots(page: Page, info: TestInfo, what: string, target: string, widths = [375, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 1200 });
    await page.locator(target).first().scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: info.outputPath(`${what}-${width}.png`), fullPage: false });
  }
}

/** The delivery of a paid request made late: due two hours ago (the clock moved in the database, not waited for). */
function makeLate(dataDir: string, leadId: number) {
  const db = new Database(path.join(dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update deliveries set due_at = ? where lead_id = ?').run(new Date(Date.now() - 2 * 3_600_000).toISOString(), leadId);
  } finally {
    db.close();
  }
}

/** A member's topic request, quoted (accepted), invoiced and paid in full by transfer: its delivery is due. */
async function paidTopicRequest(request: APIRequestContext, dataDir: string, who: string, topic: string) {
  const member = await createMember(request, who);
  const session = await apiLogin(request, member.email, member.password);
  const asked = await request.post('/api/topic-requests', { headers: { authorization: `Bearer ${session.token}` }, data: { topic, level: 'BSc', department: 'Computer Science', phone: '0803 555 0199' } });
  expect(asked.status()).toBe(201);
  const leadId = (await asked.json()).request.id as number;
  const quoteId = acceptQuote(dataDir, leadId, topic);
  const staff = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${staff.token}` };
  const invoice = await request.post('/api/invoices', { headers: auth, data: { quote_id: quoteId } });
  expect(invoice.status()).toBe(201);
  const paid = await request.post(`/api/invoices/${(await invoice.json()).invoice.id}/payments`, { headers: auth, data: { amount_kobo: 12_000_000, paid_on: lagosToday(), reference: `GTB-${leadId}-${Date.now()}` } });
  expect(paid.status()).toBe(201);
  return { member, session, leadId };
}

test('paid: due on the dashboard; staff attach a PDF and deliver; the student downloads it from My account at 375 px', async ({ page, browser, request, site }, info) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const topic = `Design of a Hospital Records System for Parklane, Enugu ${stamp}`;
  const { member, session } = await paidTopicRequest(request, site.dataDir, 'student', topic);
  const lateTopic = `Inventory Management for a Pharmacy on Ogui Road ${stamp}`;
  const late = await paidTopicRequest(request, site.dataDir, 'late', lateTopic);
  makeLate(site.dataDir, late.leadId);

  // The dashboard lists it as due, in Lagos time.
  await loginAsAdmin(page);
  const due = page.locator('section.deliveries-due');
  await expect(due.getByRole('link', { name: new RegExp(topic) })).toBeVisible();
  await expect(due.locator('li', { hasText: topic })).toContainText(/Due by .+ \(Lagos time\)/);
  await expect(due.locator('li', { hasText: lateTopic })).toContainText(/Late\s*Was due by .+ \(Lagos time\)/);
  await expect(due.getByRole('heading', { name: /Project deliveries due \(\d+, \d+ late\)/ })).toBeVisible();
  await shots(page, info, 'dashboard-deliveries', 'section.deliveries-due');

  // The lead: its Delivery panel; attach the PDF, then deliver.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await due.getByRole('link', { name: new RegExp(topic) }).click();
  const panel = page.locator('section.delivery-panel');
  await expect(panel).toContainText(/Paid .+: due by /);
  await panel.getByLabel(/Attach a document/).setInputFiles(fileOnDisk('hospital-records.pdf', PDF));
  await panel.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'hospital-records.pdf' })).toBeVisible();
  await shots(page, info, 'delivery-panel', 'section.delivery-panel');
  // On a phone the panel fits the screen: the lead's page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 1200 });
  page.once('dialog', (d) => void d.accept());
  await panel.getByRole('button', { name: 'Mark delivered and mail the student' }).click();
  await expect(panel).toContainText('Delivered on');
  const delivered = () => allMail().find((m) => m.to.includes(member.email) && m.subject.startsWith('Your project materials are ready'));
  await expect.poll(() => delivered()?.text ?? '').toContain('- hospital-records.pdf');

  // The student, on a phone: My account shows the way from quote to delivery, and the download.
  const phone = await browser.newContext({ viewport: { width: 375, height: 900 }, acceptDownloads: true });
  const student = await phone.newPage();
  await seedSession(student, session.token, session.user);
  await student.goto('/account');
  const request_ = student.locator('.topic-requests__item', { hasText: topic });
  await expect(request_.getByText(/Delivered on .+ \(Lagos time\)\./)).toBeVisible();
  await expect(request_.getByText('₦120,000, accepted', { exact: false })).toBeVisible();
  await expect(request_.getByText(/INV-\d{4}-\d{4}: ₦120,000, paid in full\./)).toBeVisible();
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await request_.scrollIntoViewIfNeeded();
  await screenshotForReview(student, { path: info.outputPath('my-account-delivered-375.png') });
  await request_.getByRole('button', { name: 'Download hospital-records.pdf' }).scrollIntoViewIfNeeded();
  await screenshotForReview(student, { path: info.outputPath('my-account-documents-375.png') });
  const [download] = await Promise.all([student.waitForEvent('download'), request_.getByRole('button', { name: 'Download hospital-records.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('hospital-records.pdf');
  expect(readFileSync(await download.path()).equals(PDF)).toBe(true);

  // Their quote and invoice open from My account, without our e-mail.
  await request_.getByRole('link', { name: 'Open the invoice' }).click();
  await expect(student).toHaveURL(/\/invoice\/\d+\.\d+\.[\w-]{43}$/);
  await expect(student.getByRole('heading', { level: 1 })).toContainText(/INV-\d{4}-\d{4}/);
  await expect(student.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await student.goBack();
  await request_.getByRole('link', { name: 'Open the quote' }).click();
  await expect(student).toHaveURL(/\/quote\/\d+\.\d+\.[\w-]{43}$/);
  await expect(student.getByText(topic).first()).toBeVisible();
  await screenshotForReview(student, { path: info.outputPath('my-quote-from-account-375.png') });

  // The other student, whose work is late, is told so plainly.
  const lateStudent = await phone.newPage();
  await seedSession(lateStudent, late.session.token, late.session.user);
  await lateStudent.goto('/account');
  const lateItem = lateStudent.locator('.topic-requests__item', { hasText: lateTopic });
  await expect(lateItem.getByText(/Paid — it was due by .+ \(Lagos time\) and is late\./)).toBeVisible();
  await lateItem.locator('.delivery-status').scrollIntoViewIfNeeded();
  await screenshotForReview(lateStudent, { path: info.outputPath('my-account-late-375.png') });
  await phone.close();
});

test("a topic request's new quote starts with a line naming the topic", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const topic = `Online Hostel Allocation System for the University of Nigeria, Enugu Campus ${Date.now().toString(36)}`;
  const member = await createMember(request, 'quoted');
  const session = await apiLogin(request, member.email, member.password);
  const asked = await request.post('/api/topic-requests', { headers: { authorization: `Bearer ${session.token}` }, data: { topic, level: 'BSc', department: 'Computer Science', phone: '0803 555 0177' } });
  expect(asked.status()).toBe(201);
  const leadId = (await asked.json()).request.id as number;

  await loginAsAdmin(page);
  await page.goto(`/admin?section=leads&lead=${leadId}`);
  const panel = page.locator('section.leads-quotes');
  await panel.getByRole('button', { name: 'New quote' }).click();
  await expect(panel.getByLabel('Description')).toHaveValue(`Project research materials: ${topic}`);
  await panel.getByLabel('Unit price (₦)').fill('95,000');
  await shots(page, info, 'topic-quote-editor', 'section.leads-quotes');
  await panel.getByRole('button', { name: 'Save the draft' }).click();
  await expect(panel.locator('li', { hasText: 'Draft' })).toContainText('₦');
});
