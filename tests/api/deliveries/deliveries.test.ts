import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, dialect, multipart, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { parallel, tally } from '../../support/parallel';
import { DOC, DOCX, EXE, PDF, PNG, XLSX, payInFull, topicRequestInvoice } from '../../support/documents';
import { startClock } from '../../../modules/deliveries/deliveries.service';
import { NOT_A_DOCUMENT } from '../../../modules/deliveries/deliveries.server';
import { DELIVERY_MAX_BYTES, DELIVERY_MAX_DOCUMENTS } from '../../../modules/deliveries/deliveries.words';

/**
 * Deliveries of project research (docs/decisions/0037-deliveries.md): the clock a full payment of a
 * topic request's invoice starts (once, also under 25 parallel payments), the dashboard's due and
 * late lists under a moved clock, documents checked by their content, delivery with the student's
 * mail and the security log, and downloads only for that member and staff.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; email: string; token: string };
let member: { id: number; email: string; token: string };
let other: { id: number; email: string; token: string };
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_TOPIC_REQUEST: '1000/1h' });
  staff = await t.createUser({ role: 'staff', username: 'Obinna Projects' });
  member = await t.createUser({ username: 'Ngozi Okafor', email: 'ngozi.okafor@example.net' });
  other = await t.createUser({ username: 'Tobenna Eze' });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deliveriesOf = (leadId: number) => t.app.ctx.db.selectFrom('deliveries').selectAll().where('lead_id', '=', leadId).execute();

const attach = (deliveryId: number, data: Buffer, filename: string, type = 'application/pdf', token = staff.token) => {
  const body = multipart({}, { field: 'document', filename, type, data }, bearer(token));
  return t.request({ method: 'POST', url: `/api/deliveries/${deliveryId}/documents`, ...body });
};

async function paidRequest(topic: string) {
  const r = await topicRequestInvoice(t, member, staff, topic);
  const paid = await payInFull(t, staff, r.invoiceId, r.totalKobo, `GTB-${r.invoiceId}`);
  expect(paid.statusCode, paid.body).toBe(201);
  const [d] = await deliveriesOf(r.leadId);
  return { ...r, delivery: d };
}

describe(`deliveries: the clock (${dialect})`, () => {
  it('paid in full: the delivery is due 24 hours after the payment, computed on the server', async () => {
    const r = await topicRequestInvoice(t, member, staff, 'Design of a Solar-Powered Irrigation Controller');
    expect(await deliveriesOf(r.leadId)).toEqual([]);
    // A part payment meets no terms: no clock yet.
    expect((await payInFull(t, staff, r.invoiceId, 5_000_000, 'FBN-PART-1')).statusCode).toBe(201);
    expect(await deliveriesOf(r.leadId)).toEqual([]);
    expect((await payInFull(t, staff, r.invoiceId, 10_000_000, 'FBN-PART-2')).statusCode).toBe(201);
    const invoice = await t.app.ctx.db.selectFrom('invoices').selectAll().where('id', '=', r.invoiceId).executeTakeFirstOrThrow();
    const rows = await deliveriesOf(r.leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoice_id: r.invoiceId, user_id: member.id, topic: 'Design of a Solar-Powered Irrigation Controller', paid_at: invoice.paid_at, delivered_at: null });
    expect(Date.parse(rows[0].due_at) - Date.parse(invoice.paid_at!)).toBe(24 * HOUR);
  });

  it('25 parallel payments complete the invoice once and set due_at once; 25 parallel starts of the clock add nothing', async () => {
    const r = await topicRequestInvoice(t, member, staff, 'Mobile Money Fraud Detection with Decision Trees');
    const rs = await parallel(t, 25, (i) => ({
      method: 'POST',
      url: `/api/invoices/${r.invoiceId}/payments`,
      headers: bearer(staff.token),
      payload: { amount_kobo: r.totalKobo / 25, paid_on: new Date().toISOString().slice(0, 10), reference: `UBA-${r.invoiceId}-${i}` },
    }));
    expect(tally(rs)).toEqual({ 201: 25 });
    const first = await deliveriesOf(r.leadId);
    expect(first).toHaveLength(1);
    await Promise.all(Array.from({ length: 25 }, () => startClock(t.app.ctx, r.invoiceId, new Date(Date.now() + 5 * HOUR))));
    expect(await deliveriesOf(r.leadId)).toEqual(first);
  });

  it('a contact enquiry paid in full starts no delivery clock', async () => {
    const before = await t.app.ctx.db.selectFrom('deliveries').select('id').execute();
    await startClock(t.app.ctx, 999_999);
    expect(await t.app.ctx.db.selectFrom('deliveries').select('id').execute()).toEqual(before);
  });

  it('the dashboard lists it as due, then, with the clock moved past the due time, as late; delivered, it leaves the list', async () => {
    const { delivery } = await paidRequest('Smart Attendance System with RFID for a Nigerian University');
    const due = await t.request({ url: '/api/deliveries/due', headers: bearer(staff.token) });
    expect(due.statusCode).toBe(200);
    expect(t.json(due).deliveries).toContainEqual({ id: delivery.id, lead_id: delivery.lead_id, topic: delivery.topic, student: 'Ngozi Okafor', due_at: delivery.due_at, state: 'due' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(delivery.due_at) + 60_000 });
    const lateStaff = await t.createUser({ role: 'staff' });
    const late = await t.request({ url: '/api/deliveries/due', headers: bearer(lateStaff.token) });
    expect(t.json(late).deliveries).toContainEqual(expect.objectContaining({ id: delivery.id, state: 'late' }));
    expect((await attach(delivery.id, PDF, 'chapter-one.pdf', 'application/pdf', lateStaff.token)).statusCode).toBe(201);
    const done = await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(lateStaff.token), payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    expect(t.json(done).delivery.state).toBe('delivered');
    const history = await t.app.ctx.db.selectFrom('lead_events').select('body').where('lead_id', '=', delivery.lead_id!).execute();
    expect(history.map((h) => h.body).join('\n')).toContain('so it was delivered late');
    const after = await t.request({ url: '/api/deliveries/due', headers: bearer(lateStaff.token) });
    expect(t.json(after).deliveries.map((d: { id: number }) => d.id)).not.toContain(delivery.id);
  });
});

describe(`deliveries: documents and delivery (${dialect})`, () => {
  it('refuses by content: a program or a picture named .pdf and a spreadsheet named .docx get a clear 400; PDF, .docx and .doc are taken', async () => {
    const { delivery } = await paidRequest('Expert System for Diagnosing Malaria and Typhoid');
    for (const [data, name] of [[EXE, 'project.pdf'], [PNG, 'chapter-two.pdf'], [XLSX, 'chapter-three.docx'], [Buffer.from('%PDF-1.4 but no end'), 'cut.pdf']] as const) {
      const r = await attach(delivery.id, data, name);
      expect(r.statusCode, name).toBe(400);
      expect(t.json(r).message).toBe(NOT_A_DOCUMENT);
    }
    const big = await attach(delivery.id, Buffer.concat([PDF, Buffer.alloc(DELIVERY_MAX_BYTES)]), 'huge.pdf');
    expect(big.statusCode).toBe(413);
    expect(t.json(big).message).toMatch(/^The document is larger than 20 MB\./);
    const taken = [await attach(delivery.id, PDF, 'Chapter One (final).exe'), await attach(delivery.id, DOCX, 'chapters-2-3.docx', 'application/octet-stream'), await attach(delivery.id, DOC, 'Appendix.doc')];
    expect(taken.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(taken.map((r) => [t.json(r).document.filename, t.json(r).document.content_type])).toEqual([
      ['Chapter One -final.pdf', 'application/pdf'],
      ['chapters-2-3.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['Appendix.doc', 'application/msword'],
    ]);
    const stored = await t.app.ctx.db.selectFrom('delivery_documents').select(['id', 'size_bytes']).where('delivery_id', '=', delivery.id).execute();
    expect(stored.map((s) => Number(s.size_bytes))).toEqual([PDF.length, DOCX.length, DOC.length]);
  });

  it('delivering needs a document; it mails the student, is logged with who did it, and happens once', async () => {
    const { delivery, leadId } = await paidRequest('Inventory Management System for a Pharmacy in Enugu');
    const empty = await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(t.json(empty).message).toBe('Attach at least one document (PDF or Word) before marking the work delivered.');
    expect((await attach(delivery.id, PDF, 'inventory-system.pdf')).statusCode).toBe(201);
    const done = await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} });
    expect(done.statusCode).toBe(200);
    expect(t.json(done).message).toBe('Delivered. Ngozi Okafor is being mailed at ngozi.okafor@example.net, and can download the documents from My account.');
    await t.settle();
    const mail = smtp.messages.find((m) => m.to.includes('ngozi.okafor@example.net') && m.subject.includes('Inventory Management'))!;
    expect(mail.subject).toBe('Your project materials are ready: Inventory Management System for a Pharmacy in Enugu');
    expect(mail.text).toContain('- inventory-system.pdf');
    expect(mail.text).toContain('http://localhost:3000/account');
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', delivery.id).where('action', 'like', 'delivery.%').orderBy('id').execute();
    expect(log.map((e) => [e.action, e.actor_id])).toEqual([
      ['delivery.document', staff.id],
      ['delivery.deliver', staff.id],
    ]);
    const again = await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} });
    expect(again.statusCode).toBe(409);
    expect((await attach(delivery.id, PDF, 'late-addition.pdf')).statusCode).toBe(409);
    const panel = await t.request({ url: `/api/leads/${leadId}/deliveries`, headers: bearer(staff.token) });
    expect(t.json(panel).deliveries[0]).toMatchObject({ state: 'delivered', documents: [expect.objectContaining({ filename: 'inventory-system.pdf' })] });
  });

  it('25 parallel attachments keep at most 10 documents; 25 parallel deliveries deliver once, with one mail and one log line', async () => {
    const topic = 'Smart Attendance with Fingerprints for a Polytechnic in Enugu';
    const { delivery } = await paidRequest(topic);
    const attached = await parallel(t, 25, (i) => ({
      method: 'POST',
      url: `/api/deliveries/${delivery.id}/documents`,
      ...multipart({}, { field: 'document', filename: `chapter-${i + 1}.pdf`, type: 'application/pdf', data: PDF }, bearer(staff.token)),
    }));
    const counted = tally(attached);
    expect(counted[201]).toBe(DELIVERY_MAX_DOCUMENTS);
    expect(attached.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 409 || r.statusCode === 503)).toBe(true);
    const stored = await t.app.ctx.db.selectFrom('delivery_documents').select('id').where('delivery_id', '=', delivery.id).execute();
    expect(stored).toHaveLength(DELIVERY_MAX_DOCUMENTS);

    const delivered = await parallel(t, 25, () => ({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} }));
    expect(tally(delivered)).toEqual({ 200: 1, 409: 24 });
    await t.settle();
    expect(smtp.messages.filter((m) => m.subject === `Your project materials are ready: ${topic}`)).toHaveLength(1);
    const logged = await t.app.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'delivery.deliver').where('target_id', '=', delivery.id).execute();
    expect(logged).toHaveLength(1);
  });

  it('the delivery mail is stored first: refused by the mail server, the delivery stands and the mail is sent on a later try, once', async () => {
    const topic = 'Queue Management for a Bank Branch in Enugu';
    const { delivery } = await paidRequest(topic);
    expect((await attach(delivery.id, PDF, 'queue-management.pdf')).statusCode).toBe(201);
    await t.settle(); // the invoice's receipt has gone: the next mail refused is the delivery's
    const refusedBefore = smtp.refused;
    smtp.failNext(1);
    const done = await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} });
    expect(done.statusCode).toBe(200);
    await t.settle();
    expect(smtp.refused).toBe(refusedBefore + 1);
    const subject = `Your project materials are ready: ${topic}`;
    const notice = () => t.app.ctx.db.selectFrom('admin_notices').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
    expect(await notice()).toMatchObject({ to_email: 'ngozi.okafor@example.net', mailed_at: null, mail_attempts: 1 });
    expect((await notice()).mail_error).toMatch(/Try again later/);
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(0);
    // The notices' job, run as late as any retry could be, sends it; a second run sends nothing more.
    await t.app.ctx.notices.deliverDue(new Date(Date.now() + 86_400_000));
    await t.app.ctx.notices.deliverDue(new Date(Date.now() + 86_400_000));
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await notice()).toMatchObject({ mail_error: null, mail_next_at: null, mail_attempts: 2 });
  });

  it('downloads: only the member (once delivered) and staff; another member and a visitor get nothing', async () => {
    const { delivery } = await paidRequest('Web-Based Hostel Allocation System');
    const doc = t.json(await attach(delivery.id, DOCX, 'hostel-allocation.docx')).document as { id: number };
    const get = (headers: Record<string, string> = {}) => t.request({ url: `/api/delivery-documents/${doc.id}`, headers });
    expect((await get(bearer(member.token))).statusCode).toBe(404);
    const forStaff = await get(bearer(staff.token));
    expect(forStaff.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} })).statusCode).toBe(200);
    const mine = await get(bearer(member.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(DOCX)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="hostel-allocation.docx"; filename*=UTF-8''hostel-allocation.docx`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const theirs = await get(bearer(other.token));
    expect(theirs.statusCode).toBe(404);
    expect(t.json(theirs).message).toBe('This document does not exist, or it is not yours.');
    expect((await get()).statusCode).toBe(401);
    const many = await parallel(t, 25, () => ({ url: `/api/delivery-documents/${doc.id}`, headers: bearer(other.token) }));
    expect(tally(many)).toEqual({ 404: 25 });
  });

  it("My account lists each topic request's quote, invoice, receipt and delivery, with the documents once delivered", async () => {
    const { delivery, leadId } = await paidRequest('Crop Yield Prediction for Anambra Farmers');
    await attach(delivery.id, PDF, 'crop-yield.pdf');
    const list = async () => (t.json(await t.request({ url: '/api/account/deliveries', headers: bearer(member.token) })).requests as { lead_id: number }[]).find((r) => r.lead_id === leadId);
    expect(await list()).toMatchObject({
      quote: { status: 'accepted', total_kobo: 15_000_000 },
      invoice: { status: 'paid', total_kobo: 15_000_000, paid_kobo: 15_000_000 },
      delivery: { state: 'due', due_at: delivery.due_at, documents: [] },
    });
    await t.request({ method: 'POST', url: `/api/deliveries/${delivery.id}/deliver`, headers: bearer(staff.token), payload: {} });
    expect(await list()).toMatchObject({ delivery: { state: 'delivered', documents: [expect.objectContaining({ filename: 'crop-yield.pdf' })] } });
    const theirs = t.json(await t.request({ url: '/api/account/deliveries', headers: bearer(other.token) }));
    expect(theirs.requests).toEqual([]);
    // The member's data download lists it too, the documents by name.
    const data = t.json(await t.request({ url: '/api/account/export', headers: bearer(member.token) }));
    expect(data.deliveries).toContainEqual({ topic: 'Crop Yield Prediction for Anambra Farmers', paid_at: delivery.paid_at, due_at: delivery.due_at, delivered_at: expect.any(String), documents: ['crop-yield.pdf'] });
    expect(t.json(await t.request({ url: '/api/account/export', headers: bearer(other.token) })).deliveries).toEqual([]);
  });
});
