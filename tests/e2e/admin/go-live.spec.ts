import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, openAdmin, signedInState } from '../support/fixtures';
import { ADMIN, apiLogin } from '../support/accounts';
import { startWorkerServer } from '../support/worker-server';
import { site } from '../../../content/site';
import { products } from '../../../content/products';
import { services } from '../../../content/services';
import { screenshotForReview } from '../support/screenshots';

/**
 * The dashboard's "Before you go live" list (modules/dashboard/go-live.service.ts): on a fresh install it
 * names what the site still publishes from the install, each with a link to where it is fixed; with
 * everything replaced it is gone. Replacing everything removes the sample clients, which the API
 * cannot put back as they were (some have no location), so the test runs on a site of its own,
 * started for it and stopped after it, and the worker's site stays a fresh install.
 */

interface Client {
  id: number;
  module: string;
  name: string;
  location: string | null;
  url?: string | null;
}

async function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const publish = async (key: string, value: object) => {
    const saved = await request.put(`/api/content/${key}/draft`, { headers, data: value });
    expect(saved.status(), await saved.text()).toBe(200);
    const done = await request.post(`/api/content/${key}/publish`, { headers });
    expect(done.status(), await done.text()).toBe(200);
  };
  const document = async (key: string) => (await (await request.get(`/api/content/${key}`, { headers })).json()).published;
  const photo = async (n: number) => {
    const buffer = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20 * n, g: 90, b: 70 } } }).png().toBuffer();
    const r = await request.post('/api/content/images?kind=team', { headers, multipart: { image: { name: `portrait-${n}.png`, mimeType: 'image/png', buffer } } });
    expect(r.status(), await r.text()).toBe(201);
    return (await r.json()).image;
  };
  const clients = async (): Promise<Client[]> => (await (await request.get('/api/clients')).json()).clients;
  const removeClient = async (id: number) => expect((await request.delete(`/api/clients?id=${id}`, { headers })).status()).toBe(200);
  const setBankAccount = async (account: { bank_name: string; account_name: string; account_number: string }) =>
    expect((await request.put('/api/settings/invoice-bank-account', { headers, data: { account } })).status()).toBe(200);
  return { publish, document, photo, clients, removeClient, setBankAccount };
}

test('the dashboard lists the fresh install\'s stand-ins with links to fix them, and drops the card once all are replaced', async ({ browser, consoleErrors }, info) => {
  const own = await startWorkerServer();
  const request = await requests.newContext({ baseURL: own.url });
  const { token, user } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ baseURL: own.url, viewport: { width: 1280, height: 900 }, storageState: signedInState(own.url, { token, user, ...ADMIN }) });
  const page = await context.newPage();
  consoleErrors.watch(page);
  try {
    await checkTheList(page, request, token, info.outputPath('go-live-card-1280.png'));
  } finally {
    await context.close();
    await request.dispose();
    await own.stop();
  }
});

async function checkTheList(page: Page, request: APIRequestContext, token: string, screenshot: string) {
  await openAdmin(page);
  const card = page.getByRole('region', { name: /^Before you go live: \d+ things to replace$/ });
  await expect(card).toBeVisible();
  const item = (check: string) => card.locator(`li[data-check="${check}"]`);
  await expect(item('company-email')).toContainText(`The company e-mail is the example address ${site.email}, shown on every page.`);
  await expect(item('sample-phones')).toContainText('+234 809 555 0142');
  await expect(item('sample-prices')).toContainText('Point of Sale & Stock Manager (from ₦250,000 per licence)');
  await expect(item('sample-prices-1')).toContainText('Web Designing & Hosting (from ₦25,000 per year)');
  await expect(item('team-without-photos')).toContainText('show initials instead of a photo');
  await expect(item('sample-clients').getByRole('link', { name: 'Manage clients' })).toHaveAttribute('href', '/admin?section=clients');
  await expect(item('team-without-photos').getByRole('link', { name: 'Edit the team' })).toHaveAttribute('href', '/admin?section=content&screen=team');
  await screenshotForReview(card, { path: screenshot });

  // Its link opens the screen where it is fixed.
  await item('company-email').getByRole('link', { name: 'Edit company details' }).click();
  await expect(page).toHaveURL(/\/admin\?section=content&screen=company$/);
  await expect(page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: 'Company details' })).toHaveAttribute('aria-current', 'page');

  const a = await api(request, token);
  const seedTeam = await a.document('team');
  await a.publish('company', {
    ...site,
    name: 'Ogui Road Systems Ltd',
    email: 'hello@oguiroadsystems.ng',
    phones: [
      { label: 'Enugu office', tel: '+2348031234567' },
      { label: 'Port Harcourt office', tel: '+2348137654321' },
    ],
    offices: site.offices.map((o, i) => ({ ...o, streetAddress: i ? '3 Aba Road' : '22 Ogui Road' })),
    social: { facebook: 'https://www.facebook.com/oguiroadsystems', x: '', linkedin: '', instagram: '' },
    foundingYear: 2012,
    claims: { clients: 140, students: 2300, deliveryHours: 48 },
  });
  // The company's own prices, a little above the samples; the first training course's fee too.
  for (const key of [...products.map((p) => `product:${p.slug}`), ...services.map((s) => `service:${s.slug}`)]) {
    const doc = await a.document(key);
    const price = doc.price.kind === 'from' ? { ...doc.price, amountKobo: doc.price.amountKobo + 500_000 } : { kind: 'from', amountKobo: 150_000_000, unit: 'project' };
    const courses = doc.courses?.map((c: { price: { amountKobo: number } }, i: number) => (i ? c : { ...c, price: { ...c.price, amountKobo: c.price.amountKobo + 500_000 } }));
    await a.publish(key, { ...doc, price, ...(courses ? { courses } : {}) });
  }
  const people = ['Chinwe Okafor', 'Emeka Ude'];
  await a.publish('team', { members: await Promise.all(people.map(async (name, i) => ({ ...seedTeam.members[i], name, initials: '', photo: await a.photo(i + 1) }))) });
  for (const c of await a.clients()) await a.removeClient(c.id);
  await a.setBankAccount({ bank_name: 'Zenith Bank', account_name: 'Ogui Road Systems Ltd', account_number: '1012345678' });

  const again = page.waitForResponse((r) => r.url().includes('/api/go-live'));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  expect((await (await again).json()).items).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Before you go live/ })).toHaveCount(0);
}
