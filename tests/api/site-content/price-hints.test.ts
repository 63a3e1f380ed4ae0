import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createPageServices } from '../../../server/pages/page-services';
import { servicesContext } from '../../../app/context';
import { loader as productLoader } from '../../../app/routes/product-page';
import { loader as serviceLoader } from '../../../app/routes/service-page';
import { jsonLdText } from '../../../app/lib/meta';
import { addDays, lagosToday } from '../../../common/lagos-days';
import { MAX_KOBO } from '../../../common/money';
import { moveHostingPrice } from '../../../server/db/migrations/2026-12-19T0600-price-hints';

/**
 * Price hints (docs/decisions/0035-price-hints-and-quote-requests.md): each product, service and
 * training course carries "from ₦… per …" or "price on request", edited in Site content with its
 * draft, preview and history; a priced page carries an Offer in its JSON-LD, a page on request none;
 * training shows only class dates from today on; a document stored before prices still loads; the
 * old company-wide hosting price moves to the hosting page. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { token: string };
let staff: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(() => t?.close());

const pages = () => createPageServices(t.app.ctx);
function context() {
  const c = new RouterContextProvider();
  c.set(servicesContext, pages());
  return c;
}
const args = (slug: string, query = '') => ({ pattern: `/${slug}`, request: new Request(`http://127.0.0.1/${slug}${query}`), context: context(), params: {} }) as never;
const loadProduct = async (slug: string, query = '') => (await productLoader(args(slug, query))) as Awaited<ReturnType<typeof productLoader>>;
const loadService = async (slug: string, query = '') => (await serviceLoader(args(slug, query))) as Awaited<ReturnType<typeof serviceLoader>>;

const doc = async (key: string) => t.json(await t.request({ method: 'GET', url: `/api/content/${key}`, headers: bearer(admin.token) })).published as Record<string, unknown>;
const putDraft = (key: string, value: object, token = admin.token) => t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(token), payload: value });
const publish = (key: string, token = admin.token) => t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(token) });

/** The JSON-LD as the page prints it, read back: what a search engine parses. */
const printed = (value: unknown) => JSON.parse(jsonLdText(value)) as Record<string, unknown>;

describe('a price hint in Site content', () => {
  it('is refused with a clear 400 when it is not a whole, positive kobo amount with a listed unit', async () => {
    const hospital = await doc('product:hospital');
    const cases: [unknown, RegExp][] = [
      [{ kind: 'from', amountKobo: 0, unit: 'licence' }, /Starting price must be more than ₦0\./],
      [{ kind: 'from', amountKobo: 12.5, unit: 'licence' }, /Starting price must be a whole number of kobo\./],
      [{ kind: 'from', amountKobo: MAX_KOBO + 1, unit: 'licence' }, /Starting price must be at most ₦1,000,000,000\./],
      [{ kind: 'from', amountKobo: '250000', unit: 'licence' }, /Starting price must be an amount in naira\./],
      [{ kind: 'from', amountKobo: 100, unit: 'per bag' }, /Price unit must be one of the listed units\./],
      [{ kind: 'cheap' }, /Price must be "from" an amount or "on request"\./],
      [{ kind: 'request', amountKobo: 100 }, /./],
    ];
    for (const [price, message] of cases) {
      const r = await putDraft('product:hospital', { ...hospital, price });
      expect(r.statusCode, JSON.stringify(price)).toBe(400);
      expect(t.json(r).message, JSON.stringify(price)).toMatch(message);
    }
    // The limits themselves are taken: 1 kobo and the largest amount.
    for (const amountKobo of [1, MAX_KOBO]) expect((await putDraft('product:hospital', { ...hospital, price: { kind: 'from', amountKobo, unit: 'licence' } })).statusCode).toBe(200);
  });

  it('is a draft until published: the preview shows it, the public page and its JSON-LD keep the published price; history keeps both', async () => {
    const hospital = await doc('product:hospital');
    expect(hospital.price).toEqual({ kind: 'from', amountKobo: 120_000_000, unit: 'licence' });
    expect((await putDraft('product:hospital', { ...hospital, price: { kind: 'from', amountKobo: 135_000_000, unit: 'licence' } }, staff.token)).statusCode).toBe(200);
    const { token } = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) }));
    expect((await loadProduct('hospital', `?preview=${encodeURIComponent(token)}`)).price).toEqual({ kind: 'from', amountKobo: 135_000_000, unit: 'licence' });
    const before = await loadProduct('hospital');
    expect(before.price).toEqual({ kind: 'from', amountKobo: 120_000_000, unit: 'licence' });
    expect((before.jsonLd.offers as Record<string, unknown>).price).toBe('1200000.00');

    expect((await publish('product:hospital', staff.token)).statusCode).toBe(200);
    const after = await loadProduct('hospital');
    expect(after.price).toEqual({ kind: 'from', amountKobo: 135_000_000, unit: 'licence' });
    const revisions = t.json(await t.request({ method: 'GET', url: '/api/content/product:hospital/revisions', headers: bearer(admin.token) })).revisions as unknown[];
    expect(revisions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the JSON-LD of a priced page', () => {
  it('has an Offer in naira with its unit on a priced product, and none when the price is on request', async () => {
    const ld = printed((await loadProduct('pos')).jsonLd);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Point of Sale & Stock Manager', url: 'http://localhost:3000/pos' });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'http://localhost:3000/pos',
      price: '250000.00',
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '250000.00', priceCurrency: 'NGN', minPrice: '250000.00', unitText: 'per licence' },
    });

    const pos = await doc('product:pos');
    expect((await putDraft('product:pos', { ...pos, price: { kind: 'request' } })).statusCode).toBe(200);
    expect((await publish('product:pos')).statusCode).toBe(200);
    const onRequest = printed((await loadProduct('pos')).jsonLd);
    expect(onRequest['@type']).toBe('Product');
    expect(onRequest).not.toHaveProperty('offers');
    expect(JSON.stringify(onRequest)).not.toContain('Offer');
  });

  it('has the unit code of a yearly price on the hosting page, a service on request has no Offer, and a name with </script> stays inert', async () => {
    const [hosting] = (await loadService('domain')).jsonLd.map(printed);
    expect(hosting).toMatchObject({ '@type': 'Service', offers: { price: '25000.00', priceCurrency: 'NGN', priceSpecification: { unitText: 'per year', unitCode: 'ANN' } } });
    const [software] = (await loadService('softwareDev')).jsonLd.map(printed);
    expect(software['@type']).toBe('Service');
    expect(software).not.toHaveProperty('offers');
    // Printed, the text cannot close the element.
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('training courses', () => {
  it('show their fees, only the class dates from today on, and a Course with its classes in the JSON-LD', async () => {
    const training = await doc('service:training');
    const today = lagosToday();
    const courses = [
      { name: 'Python programming', price: { kind: 'from', amountKobo: 10_000_000, unit: 'course' }, dates: [addDays(today, -7), addDays(today, 21), today] },
      { name: 'Computer appreciation', price: { kind: 'request' }, dates: [addDays(today, -1)] },
    ];
    expect((await putDraft('service:training', { ...training, courses })).statusCode).toBe(200);
    expect((await publish('service:training')).statusCode).toBe(200);
    const page = await loadService('training');
    expect(page.service.courses).toEqual([
      { name: 'Python programming', key: 'course:python-programming', price: courses[0].price, dates: [today, addDays(today, 21)] },
      { name: 'Computer appreciation', key: 'course:computer-appreciation', price: { kind: 'request' }, dates: [] },
    ]);
    const [, python, appreciation] = page.jsonLd.map(printed);
    expect(python).toMatchObject({ '@type': 'Course', name: 'Python programming', offers: { price: '100000.00', priceCurrency: 'NGN' } });
    expect(python.hasCourseInstance).toEqual([today, addDays(today, 21)].map((startDate) => ({ '@type': 'CourseInstance', courseMode: 'Onsite', startDate })));
    expect(appreciation).not.toHaveProperty('offers');
    expect(appreciation).not.toHaveProperty('hasCourseInstance');
  });

  it('refuse a date that is no day, a repeated date and two courses of one name', async () => {
    const training = await doc('service:training');
    const course = { name: 'Excel', price: { kind: 'from', amountKobo: 6_000_000, unit: 'course' }, dates: ['2027-02-30'] };
    const cases: [object[], RegExp][] = [
      [[course], /Class date must be a real day, written YYYY-MM-DD\./],
      [[{ ...course, dates: ['2027-02-01', '2027-02-01'] }], /Each class date must be different\./],
      [[{ ...course, dates: [] }, { ...course, dates: [] }], /Each course needs its own name\./],
    ];
    for (const [courses, message] of cases) {
      const r = await putDraft('service:training', { ...training, courses });
      expect(r.statusCode).toBe(400);
      expect(t.json(r).message).toMatch(message);
    }
  });
});

describe('a document stored before prices existed', () => {
  it('still loads, with the built-in price; the company details with the old hosting price load too', async () => {
    const school = await doc('product:school');
    const { price: _p, ...old } = school;
    await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify(old) }).where('key', '=', 'product:school').execute();
    const company = await doc('company');
    await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify({ ...company, hostingPriceNaira: 300 }) }).where('key', '=', 'company').execute();
    t.app.ctx.contentChanged();
    expect((await loadProduct('school')).price).toEqual({ kind: 'from', amountKobo: 150_000, unit: 'student-term' });
    expect(await t.app.ctx.siteContent.company()).not.toHaveProperty('hostingPriceNaira');
  });

  it('moves a hosting price staff had set to the hosting page, and drops the ₦300 stand-in', async () => {
    const company = await doc('company');
    const { price: _p, ...hosting } = await doc('service:domain');
    const state = async (naira: number) => {
      await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify({ ...company, hostingPriceNaira: naira }), draft: null }).where('key', '=', 'company').execute();
      await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify(hosting), draft: JSON.stringify({ ...hosting, summary: 'A draft summary.' }) }).where('key', '=', 'service:domain').execute();
      await moveHostingPrice(t.app.ctx.db);
      t.app.ctx.contentChanged();
      return t.app.ctx.db.selectFrom('content_documents').select(['key', 'published', 'draft']).where('key', 'in', ['company', 'service:domain']).orderBy('key').execute();
    };
    const [companyRow, domainRow] = await state(18_000);
    expect(JSON.parse(companyRow.published)).not.toHaveProperty('hostingPriceNaira');
    expect(JSON.parse(domainRow.published).price).toEqual({ kind: 'from', amountKobo: 1_800_000, unit: 'year' });
    expect(JSON.parse(domainRow.draft!)).toMatchObject({ summary: 'A draft summary.', price: { kind: 'from', amountKobo: 1_800_000, unit: 'year' } });
    expect((await loadService('domain')).service.price).toEqual({ kind: 'from', amountKobo: 1_800_000, unit: 'year' });

    const [, standIn] = await state(300);
    expect(JSON.parse(standIn.published)).not.toHaveProperty('price');
    expect((await loadService('domain')).service.price).toEqual({ kind: 'from', amountKobo: 2_500_000, unit: 'year' });
  });
});
