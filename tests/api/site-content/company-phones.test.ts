import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createPageServices } from '../../../server/pages/page-services';
import { CompanySchema } from '../../../common/site-content';
import { whatsappTel } from '../../../common/phone';
import { site } from '../../../content/site';
import type { CompanyDetails } from '../../../content/types';

/**
 * The company's phone numbers are typed once, in any writing, and stored in their dial form; the
 * WhatsApp number follows the first phone unless set apart; documents stored in the earlier shape
 * (a phone with `display` and `tel`, `whatsapp` a number of its own) are still read, published and
 * restored. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: { token: string };
const copy = (): CompanyDetails => structuredClone(site);
const putDraft = (value: unknown) => t.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(admin.token), payload: value as object });
const publish = () => t.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(admin.token) });
const get = (url: string) => t.request({ method: 'GET', url, headers: bearer(admin.token) });
const pages = () => createPageServices(t.app.ctx);

/** The company details as they were stored before numbers were typed once. */
const OLD_SHAPE = {
  ...site,
  phones: [
    { label: 'Enugu office', display: '+234 809 555 0142', tel: '+2348095550142' },
    { label: 'Port Harcourt office', display: '+234 813 555 0187', tel: '+2348135550187' },
  ],
  whatsapp: '+2348095550142',
};

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

describe('a company phone typed once', () => {
  it('is stored in its dial form however it was written', async () => {
    for (const typed of ['0803 555 0199', '+234 803 555 0199', '234-803-555-0199', '+234 (0) 803 555 0199', '08035550199', '(0803) 555-0199']) {
      const v = copy();
      v.phones[0].tel = typed;
      const res = await putDraft(v);
      expect(res.statusCode, typed).toBe(200);
      expect(t.json(await get('/api/content/company')).draft.phones[0], typed).toEqual({ label: 'Enugu office', tel: '+2348035550199' });
    }
    // Landlines and numbers abroad too.
    const v = copy();
    v.phones[0].tel = '042 123 4567';
    v.phones[1].tel = '+44 20 7946 0958';
    expect((await putDraft(v)).statusCode).toBe(200);
    expect(t.json(await get('/api/content/company')).draft.phones.map((p: { tel: string }) => p.tel)).toEqual(['+234421234567', '+442079460958']);
    await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
  });

  it('refuses what cannot be dialled with 400 and a message saying how to type it', async () => {
    for (const typed of ['0803 555 019', 'call me', '+234 803', '12345678', '+1 2', '0803 555 0199 ext 2']) {
      const v = copy();
      v.phones[1].tel = typed;
      const res = await putDraft(v);
      expect(res.statusCode, typed).toBe(400);
      expect(t.json(res).message, typed).toBe(
        'Phone 2: Phone number is not a number that can be dialled. Type it as you would dial it, e.g. 0803 123 4567 or 042 123 4567; a number abroad starts with + and its country code.',
      );
    }
    const empty = copy();
    empty.phones[0].tel = '  ';
    expect(t.json(await putDraft(empty)).message).toBe('Phone 1: Phone number is required.');
    // The shown form is no longer typed: a document with only `display` reads it as the number.
    const res = await putDraft({ ...copy(), phones: [{ label: 'Enugu office', display: '0809 555 0142' }] });
    expect(res.statusCode).toBe(200);
    expect(t.json(await get('/api/content/company')).draft.phones).toEqual([{ label: 'Enugu office', tel: '+2348095550142' }]);
    await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
  });

  it('WhatsApp follows the first phone unless set apart with a number of its own', async () => {
    const v = copy();
    v.phones[0].tel = '0803 111 2222';
    expect((await putDraft(v)).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    let published = await pages().company();
    expect(published.whatsapp).toEqual({ own: false, tel: '' });
    expect(whatsappTel(published)).toBe('+2348031112222');

    // Set apart: its own number, typed in any writing; a number left behind when unticked is dropped.
    expect((await putDraft({ ...v, whatsapp: { own: true, tel: '0703 444 5555' } })).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    published = await pages().company();
    expect(whatsappTel(published)).toBe('+2347034445555');
    expect(published.phones[0].tel).toBe('+2348031112222');
    expect((await putDraft({ ...v, whatsapp: { own: false, tel: '0703 444 5555' } })).statusCode).toBe(200);
    expect(t.json(await get('/api/content/company')).draft.whatsapp).toEqual({ own: false, tel: '' });

    // Set apart without a number, or with one that cannot be dialled: refused at the WhatsApp field.
    const none = await putDraft({ ...v, whatsapp: { own: true, tel: '' } });
    expect(none.statusCode).toBe(400);
    expect(t.json(none).message).toBe('Type the WhatsApp number, or untick “WhatsApp uses a different number”.');
    const bad = CompanySchema.safeParse({ ...v, whatsapp: { own: true, tel: '0703 444' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(['whatsapp', 'tel']);
    expect(bad.error!.issues[0].message).toMatch(/^WhatsApp number is not a number that can be dialled\./);
    await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
  });
});

describe('a company document stored in the earlier shape', () => {
  it('is read with its numbers derived: the same WhatsApp number as the first phone follows it, another stays apart', () => {
    const read = CompanySchema.parse(OLD_SHAPE);
    expect(read.phones).toEqual([
      { label: 'Enugu office', tel: '+2348095550142' },
      { label: 'Port Harcourt office', tel: '+2348135550187' },
    ]);
    expect(read.whatsapp).toEqual({ own: false, tel: '' });
    expect(CompanySchema.parse({ ...OLD_SHAPE, whatsapp: '+234 813 555 0187' }).whatsapp).toEqual({ own: true, tel: '+2348135550187' });
    // Reading twice gives the same: what is stored is what the editor sends back.
    expect(CompanySchema.parse(read)).toEqual(read);
  });

  it('stored as published value, draft and revision: pages read it, the editor reads it, Publish and Restore store the new shape', async () => {
    const db = t.app.ctx.db;
    const now = new Date().toISOString();
    const old = JSON.stringify(OLD_SHAPE);
    await db.updateTable('content_documents').set({ published: old, draft: old }).where('key', '=', 'company').execute();
    const { id } = await db
      .insertInto('content_revisions')
      .values({ doc_key: 'company', value: JSON.stringify({ ...OLD_SHAPE, whatsapp: '+2347034445555' }), published_by: null, published_by_name: 'Someone', published_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.ctx.contentChanged();

    const company = await pages().company();
    expect(company.phones[0]).toEqual({ label: 'Enugu office', tel: '+2348095550142' });
    expect(whatsappTel(company)).toBe('+2348095550142');
    // The editor gets the stored value as it is; it reads it with the same schema.
    expect(CompanySchema.parse(t.json(await get('/api/content/company')).draft).phones[0]).toEqual({ label: 'Enugu office', tel: '+2348095550142' });

    // The stored draft publishes (the server reads it with the schema) in the new shape.
    expect((await publish()).statusCode).toBe(200);
    const row = await db.selectFrom('content_documents').select('published').where('key', '=', 'company').executeTakeFirstOrThrow();
    expect(JSON.parse(row.published).phones[0]).toEqual({ label: 'Enugu office', tel: '+2348095550142' });
    expect(JSON.parse(row.published).whatsapp).toEqual({ own: false, tel: '' });

    // The old revision restores, its own WhatsApp number kept apart.
    const restored = await t.request({ method: 'POST', url: `/api/content/company/revisions/${id}/restore`, headers: bearer(admin.token) });
    expect(restored.statusCode).toBe(200);
    const after = await pages().company();
    expect(after.phones[1]).toEqual({ label: 'Port Harcourt office', tel: '+2348135550187' });
    expect(whatsappTel(after)).toBe('+2347034445555');
    expect(after.phones[0].tel).toBe('+2348095550142');
    // The revision the restore wrote is in the new shape.
    const latest = await db.selectFrom('content_revisions').select('value').where('doc_key', '=', 'company').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(latest.value).whatsapp).toEqual({ own: true, tel: '+2347034445555' });
  });
});
