import { axe } from '../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { builtInTopics } from '../../../content/topics';
import { programmingLanguages } from '../../../content/topic-meta';
import { ADMIN, apiLogin, createMember, gotoHydrated, seedSession } from '../support/accounts';

/** The members-only project topics list. */

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).locator('ol.topic-list > li');
/** The titles shown (each row also has its "Request this topic" button). */
const titlesOf = (page: Page) => items(page).locator('.topic-list__title').allInnerTexts();
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** A few distinctive built-in titles: the first, the last and some in between. */
const sampleTitles = [0, 37, 95, 150, builtInTopics.length - 1].map((i) => builtInTopics[i]);

let member: { token: string; user: { id: number; username: string; email: string; role: string } };
test.beforeAll(async ({ request }) => {
  const account = await createMember(request, 'topics');
  member = await apiLogin(request, account.email, account.password);
});

async function openAsMember(page: Page) {
  await seedSession(page, member.token, member.user);
  await gotoHydrated(page, '/topics');
  await expect(items(page).first()).toBeVisible();
}

/** Every script a visitor can download from a public page: those it names, and those they import. */
async function publicScripts(request: APIRequestContext, html: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const js = await res.text();
    seen.set(url, js);
    for (const m of js.matchAll(/(?:\/assets\/|\.\/)([\w.-]+\.js)/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

test('the server renders the public shell of /topics with the languages box and no topic titles', async ({ request }) => {
  const res = await request.get('/topics');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1>Project Topics</h1>');
  const languages = [...html.matchAll(/<ul class="language-list">(.*?)<\/ul>/g)][0]?.[1] ?? '';
  expect([...languages.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/&amp;/g, '&'))).toEqual([
    'Visual Basic 6.0',
    'C++',
    'C#',
    'HTML',
    'Visual Web Developer',
    'PHP-MySQL',
    'Java',
    'Python',
    'MatLab',
  ]);
  expect([...programmingLanguages]).toHaveLength(9);
  expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Request a topic<\/a>/);
  expect(builtInTopics.filter((title) => html.includes(title.replace(/&/g, '&amp;')))).toEqual([]);
});

test('no topic title appears in /topics or in any script it loads or can import', async ({ request }) => {
  const html = await (await request.get('/topics')).text();
  const scripts = await publicScripts(request, html);
  expect(scripts.size).toBeGreaterThan(5);
  // The route manifest is among them, so every route chunk (admin included) is checked too.
  expect([...scripts.keys()].some((u) => /manifest-/.test(u))).toBe(true);
  // One assertion over every title and script (not one per pair: tens of thousands of expect
  // steps cost the runner more than the search itself).
  const found: string[] = [];
  for (const title of builtInTopics) {
    if (html.includes(title)) found.push(`/topics contains “${title}”`);
    for (const [url, js] of scripts) if (js.includes(title)) found.push(`${url} contains “${title}”`);
  }
  expect(found).toEqual([]);
});

test('members get the topics from the API with their bearer token, sorted alphabetically and numbered', async ({ page }) => {
  const auth: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/topics') auth.push(req.headers().authorization ?? '');
  });
  await openAsMember(page);
  expect(auth).toEqual([`Bearer ${member.token}`]);

  const titles = await titlesOf(page);
  expect(titles.length).toBeGreaterThanOrEqual(builtInTopics.length);
  expect(titles).toEqual([...titles].sort(collator.compare));
  for (const title of sampleTitles) expect(titles).toContain(title);
  await expect(main(page).locator('ol.topic-list')).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: 'topics' })).toHaveText(`${titles.length} topics, A to Z`);
  await expect(main(page).getByRole('heading', { name: 'Programming languages we use' })).toBeVisible();
  // For a member, "Request a topic" opens the request form (a topic not on the list), not /contact.
  await main(page).getByRole('button', { name: 'Request a topic', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Request a project topic' })).toBeVisible();
});

test('the search finds a case-insensitive substring of the title, or every word typed, and says how many match', async ({ page }) => {
  await openAsMember(page);
  const total = await items(page).count();
  const search = main(page).getByRole('searchbox', { name: 'Search topics' });
  await expect(search).toHaveAttribute('placeholder', 'Search project topics...');

  // A piece from the middle of a known title, in the wrong case.
  const probe = sampleTitles[2].slice(10, 24).trim().toUpperCase();
  await search.fill(probe);
  await expect(main(page).getByRole('status').filter({ hasText: 'match' })).toHaveText(
    new RegExp(`^\\d+ of ${total} topics match “${probe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`),
  );
  const shown = await titlesOf(page);
  expect(shown).toContain(sampleTitles[2]);
  // Every title shown holds every word of the search (the piece itself is one way to hold them).
  const words = probe.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const t of shown) for (const w of words) expect(t.toLowerCase()).toContain(w);
  expect(shown).toEqual([...shown].sort(collator.compare));
  await expect(main(page).locator('ol.topic-list mark').first()).toHaveText(new RegExp(`^(${words.join('|')})$`, 'i'));

  await search.fill('xqzv nothing like this');
  await expect(main(page).getByText('No topics found.', { exact: true })).toBeVisible();
  await expect(items(page)).toHaveCount(0);

  await search.fill('');
  await expect(items(page)).toHaveCount(total);
});

test('topics may come as plain strings or as objects with a title', async ({ page }) => {
  await page.route('**/api/topics', (route) =>
    route.fulfill({
      status: 200,
      json: {
        status: 'success',
        topics: ['Zonal Water Supply Monitoring', { id: 4, title: 'Bulk SMS Gateway for Churches' }, 'bulk sms gateway for churches', { id: 9, title: 'Agric Farm Ledger' }],
      },
    }),
  );
  await openAsMember(page);
  expect(await titlesOf(page)).toEqual(['Agric Farm Ledger', 'Bulk SMS Gateway for Churches', 'Zonal Water Supply Monitoring']);
});

test('a failed load says so and can be retried', async ({ consoleErrors, page }) => {
  // The test cuts the network; the page logs the failed load for whoever debugs it:
  consoleErrors.allowResponse('network', '/api/topics');
  consoleErrors.allow(/^console\.error: topics: the list could not be loaded/);
  let fail = true;
  await page.route('**/api/topics', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  await seedSession(page, member.token, member.user);
  await gotoHydrated(page, '/topics');
  await expect(main(page).getByText('The topic list could not be loaded.', { exact: false })).toBeVisible();
  fail = false;
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(items(page).first()).toBeVisible();
});

test('an admin sees the same list', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  await seedSession(page, admin.token, admin.user);
  await gotoHydrated(page, '/topics');
  await expect(items(page).first()).toBeVisible();
});

test('/topics for a member has no axe violations at 375 and 1280 px, with and without a search', async ({ page }) => {
  // Two hundred rows, each with its request button: axe takes a while on a busy machine.
  test.slow();
  for (const width of [375, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openAsMember(page);
      expect((await axe(page).analyze()).violations, `${width} px`).toEqual([]);
      await main(page).getByRole('searchbox', { name: 'Search topics' }).fill('system');
      await expect(main(page).locator('ol.topic-list mark').first()).toBeVisible();
      expect((await axe(page).analyze()).violations, `${width} px, searched`).toEqual([]);
      // Nothing on this page is wider than the screen (the header is checked by its own tests).
      const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().right)));
      expect(widest, `${width} px`).toBeLessThanOrEqual(width);
    });
  }
});
