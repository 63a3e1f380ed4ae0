import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { makePng } from '../../support/images';
import { site } from '../../../content/site';
import { products } from '../../../content/products';
import { services } from '../../../content/services';
import { GO_LIVE_CHECKS, goLiveItems, type GoLiveFacts } from '../../../modules/dashboard/go-live.service';

/**
 * The admin dashboard's "Before you go live" list (modules/dashboard/go-live.service.ts): on a fresh install
 * it names every stand-in the site publishes, each with the screen that fixes it; each item goes
 * when its fix is published, and the list is empty when nothing is left. SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

let t: TestApp;
let staff: { token: string };
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(() => t?.close());

interface Item {
  id: string;
  text: string;
  href: string;
  action: string;
}
async function goLive(token = staff.token): Promise<Item[]> {
  const r = await t.request({ method: 'GET', url: '/api/go-live', headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return t.json(r).items;
}
async function publish(key: string, value: object) {
  const saved = await t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(admin.token), payload: value });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(admin.token) });
  expect(published.statusCode, published.body).toBe(200);
}
const ids = (items: Item[]) => items.map((i) => i.id);

/** Company details as a company that went live would publish them. */
const REAL_COMPANY = {
  ...site,
  name: 'Ogui Road Systems Ltd',
  shortName: 'Ogui Road Systems',
  email: 'hello@oguiroadsystems.ng',
  phones: [
    { label: 'Enugu office', tel: '+2348031234567' },
    { label: 'Port Harcourt office', tel: '+2348137654321' },
  ],
  whatsapp: { own: true, tel: '+2347061234567' },
  offices: site.offices.map((o, i) => ({ ...o, streetAddress: i ? '3 Aba Road' : '22 Ogui Road' })),
  social: { facebook: 'https://www.facebook.com/oguiroadsystems', x: '', linkedin: '', instagram: '' },
  foundingYear: 2012,
  claims: { clients: 140, students: 2300, deliveryHours: 48 },
};
/** A team photo uploaded as the Team screen uploads it. */
async function photo() {
  const file = { field: 'image', filename: 'portrait.png', type: 'image/png', data: await makePng(400, 400) };
  const r = await t.request({ method: 'POST', url: '/api/content/images?kind=team', ...multipart({}, file, bearer(admin.token)) });
  expect(r.statusCode, r.body).toBe(201);
  return t.json(r).image;
}

describe('GET /api/go-live', () => {
  it('is for staff and administrators only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/go-live' })).statusCode).toBe(401);
    const member = await t.createUser({ role: 'user' });
    expect((await t.request({ method: 'GET', url: '/api/go-live', headers: bearer(member.token) })).statusCode).toBe(403);
    expect(await goLive(admin.token)).toEqual(await goLive(staff.token));
  });

  it("on a fresh install names every stand-in, with the screen that fixes it", async () => {
    const items = await goLive();
    expect(ids(items)).toEqual([
      'company-email',
      'sample-phones',
      'example-social-links',
      'sample-name-and-offices',
      'sample-name-and-offices-1',
      'sample-prices',
      'sample-prices-1',
      'sample-prices-2',
      'sample-figures',
      'sample-team',
      'team-without-photos',
      'sample-clients',
      'invoice-bank-account',
    ]);
    const text = (id: string) => items.find((i) => i.id === id)!.text;
    expect(text('company-email')).toBe('The company e-mail is the example address info@example.com, shown on every page.');
    expect(text('sample-phones')).toBe('Sample phone numbers (555) are published: Enugu office +234 809 555 0142 and Port Harcourt office +234 813 555 0187.');
    expect(text('example-social-links')).toBe("The Facebook, X, LinkedIn and Instagram links open example pages, not the company's.");
    expect(text('sample-prices')).toBe(
      'Prices still the defaults: 11 software product pages show the sample starting price: Point of Sale & Stock Manager (from ₦250,000 per licence), Hospital Management Software (from ₦1,200,000 per licence) and School Portal (from ₦1,500 per student per term) ….',
    );
    expect(text('sample-prices-1')).toMatch(/^Prices still the defaults: 6 service pages show the sample starting price: Web Designing & Hosting \(from ₦25,000 per year\), /);
    expect(text('sample-prices-2')).toBe('Prices still the defaults: the training courses show the sample fees and class dates.');
    const priceScreens = { 'sample-prices': 'products', 'sample-prices-1': 'services', 'sample-prices-2': 'services&page=training' } as Record<string, string>;
    expect(text('sample-figures')).toBe('The sample figures are published: 500+ clients, 5,000+ students, delivery within 24 hours and founded in 2009.');
    expect(text('team-without-photos')).toMatch(/^All 5 team members show initials instead of a photo: Ikechukwu Anozie, /);
    expect(text('sample-clients')).toMatch(/^\d+ sample clients are listed on the sector pages \(/);
    expect(text('invoice-bank-account')).toBe('The bank account for invoices is not set: invoice pages ask customers to call the office for payment details.');
    for (const item of items.filter((i) => i.id !== 'invoice-bank-account')) {
      const where = item.id.startsWith('team') || item.id === 'sample-team' ? 'content&screen=team' : item.id === 'sample-clients' ? 'clients' : priceScreens[item.id] ? `content&screen=${priceScreens[item.id]}` : 'content&screen=company';
      expect(item.href, item.id).toBe(`/admin?section=${where}`);
      expect(item.action, item.id).toMatch(/^(Edit company details|Edit the team|Manage clients|Edit software products|Edit services|Edit the training courses)$/);
    }
  });

  it('drops each item once its fix is published, and is empty when nothing is left; 30 parallel reads agree', async () => {
    await publish('company', { ...REAL_COMPANY, whatsapp: { own: true, tel: '+2347065550101' } });
    expect(ids(await goLive())).toEqual(['sample-phones', 'sample-prices', 'sample-prices-1', 'sample-prices-2', 'sample-team', 'team-without-photos', 'sample-clients', 'invoice-bank-account']);
    expect((await goLive())[0].text).toBe('Sample phone numbers (555) are published: WhatsApp +234 706 555 0101.');
    await publish('company', REAL_COMPANY);
    // The company's own prices: each page a little above the sample, one service on request.
    const doc = (key: string) => t.app.ctx.siteContent.builtIn(key) as Record<string, unknown>;
    const ownPrice = (key: string) => {
      const sample = doc(key).price as { kind: string; amountKobo?: number; unit?: string };
      return sample.kind === 'from' ? { ...sample, amountKobo: sample.amountKobo! + 500_000 } : { kind: 'from', amountKobo: 150_000_000, unit: 'project' };
    };
    const keys = [...products.map((p) => `product:${p.slug}`), ...services.filter((s) => s.slug !== 'training').map((s) => `service:${s.slug}`)];
    for (const key of keys) await publish(key, { ...doc(key), price: ownPrice(key) });
    const left = await goLive();
    expect(ids(left)).toEqual(['sample-prices', 'sample-prices-1', 'sample-team', 'team-without-photos', 'sample-clients', 'invoice-bank-account']);
    expect(left[0].text).toBe('Prices still the defaults: 1 service page shows the sample starting price: ICT Training (from ₦60,000 per course).');
    const training = doc('service:training') as { courses: { name: string; price: { kind: string; amountKobo: number } }[] };
    await publish('service:training', { ...training, price: ownPrice('service:training'), courses: training.courses.map((c, i) => (i ? c : { ...c, price: { ...c.price, amountKobo: 6_500_000 } })) });
    expect(ids(await goLive())).toEqual(['sample-team', 'team-without-photos', 'sample-clients', 'invoice-bank-account']);

    const seedTeam = t.app.ctx.siteContent.builtIn('team') as { members: { name: string; photo: unknown }[] };
    const people = ['Chinwe Okafor', 'Emeka Ude', 'Amara Obi'];
    const photos = [await photo(), await photo(), await photo()];
    await publish('team', { members: people.map((name, i) => ({ ...seedTeam.members[i], name, initials: '', photo: i ? photos[i] : null })) });
    const team = await goLive();
    expect(ids(team)).toEqual(['team-without-photos', 'sample-clients', 'invoice-bank-account']);
    expect(team[0].text).toBe('1 of 3 team members show initials instead of a photo: Chinwe Okafor.');
    await publish('team', { members: people.map((name, i) => ({ ...seedTeam.members[i], name, initials: '', photo: photos[i] })) });

    await t.app.ctx.db.deleteFrom('clients').execute();
    const added = await t.request({ method: 'POST', url: '/api/clients', headers: bearer(admin.token), payload: { module: 'Hospitals', name: 'Mercy Specialist Hospital', location: 'Enugu' } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    expect(await t.app.ctx.db.selectFrom('clients').select('name').execute()).toEqual([{ name: 'Mercy Specialist Hospital' }]);
    const bank = await t.request({
      method: 'PUT', url: '/api/settings/invoice-bank-account', headers: bearer(admin.token),
      payload: { account: { bank_name: 'Zenith Bank', account_name: 'Ogui Road Systems Ltd', account_number: '1012345678' } },
    });
    expect(bank.statusCode, bank.body).toBe(200);

    const reads = await Promise.all(Array.from({ length: 30 }, () => goLive()));
    for (const items of reads) expect(items).toEqual([]);
  });
});

describe('the checks', () => {
  it('each has its own id, and a check added to the list is asked like the others', () => {
    expect(new Set(GO_LIVE_CHECKS.map((c) => c.id)).size).toBe(GO_LIVE_CHECKS.length);
    const facts = {} as GoLiveFacts;
    const prices = { id: 'sample-prices', find: () => [{ text: 'The catalogue shows sample prices.', href: '/admin?section=content&screen=products', action: 'Edit products' }] };
    expect(goLiveItems(facts, [prices, prices])).toEqual([
      { id: 'sample-prices', text: 'The catalogue shows sample prices.', href: '/admin?section=content&screen=products', action: 'Edit products' },
      { id: 'sample-prices', text: 'The catalogue shows sample prices.', href: '/admin?section=content&screen=products', action: 'Edit products' },
    ]);
  });
});
