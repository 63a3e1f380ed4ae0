import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { topicsByCategory } from '../../../content/topics';
import { apiLogin, createMember, gotoHydrated, seedSession } from '../support/accounts';
import { screenshotForReview } from '../support/screenshots';

/** What a student types on /topics at phone width: the ranked search, the category filter and the way to /contact. */

const HOSPITAL = 'Design and Implementation of a Computerised Hospital Records System (A Case Study of a General Hospital in Enugu)';
const STRESS = 'Stress Management and Employee Performance in Hospitals in Enugu State';
const SORTING = 'Comparative Analysis of Sorting Algorithms on Large Data Sets';

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).locator('ol.topic-list > li');
const titlesOf = (page: Page) => items(page).locator('.topic-list__title').allInnerTexts();
const status = (page: Page) => main(page).locator('.topic-count');
const search = (page: Page) => main(page).getByRole('searchbox', { name: 'Search topics' });
const category = (page: Page) => main(page).getByRole('combobox', { name: 'Category' });
const contactLink = (page: Page) => main(page).getByRole('link', { name: 'Request a topic through our contact page' });

test.use({ viewport: { width: 375, height: 812 } });

test.describe('with JavaScript', () => {
  let member: Awaited<ReturnType<typeof apiLogin>>;
  test.beforeAll(async ({ request }) => {
    const account = await createMember(request, 'topic-search');
    member = await apiLogin(request, account.email, account.password);
  });

  async function open(page: Page) {
    await seedSession(page, member.token, member.user);
    await gotoHydrated(page, '/topics');
    await expect(items(page).first()).toBeVisible();
  }

  test('"hospital management system" lists the hospital topics first, a typo still finds, and "hms" keeps the substring rule', async ({ page }) => {
    await open(page);
    await search(page).fill('hospital management system');
    await expect(status(page)).toHaveText(/^\d+ of \d+ topics match “hospital management system”, best first$/);
    await expect(items(page).nth(0)).toContainText(HOSPITAL);
    expect((await titlesOf(page)).slice(0, 2)).toEqual([HOSPITAL, STRESS]);
    await expect(items(page).nth(0).locator('mark')).toHaveText(['Hospital', 'System', 'Hospital']);
    await screenshotForReview(page, { path: 'test-results/topics-ranked-375.png' });

    await search(page).fill('managment');
    // All of them hold the word one typo away: the same rank, so A to Z, and the count does not say "best first".
    await expect(status(page)).toHaveText(/^\d+ of \d+ topics match “managment”$/);
    const typo = await titlesOf(page);
    expect(typo).toContain(STRESS);
    expect(typo.every((t) => t.includes('Management'))).toBe(true);
    // The word the typo stands for is marked.
    await expect(items(page).filter({ hasText: STRESS }).locator('mark')).toHaveText(['Management']);

    await search(page).fill('HMS');
    await expect(status(page)).toHaveText(/^1 of \d+ topics match “HMS”$/);
    expect(await titlesOf(page)).toEqual([SORTING]);
  });

  test('the category filter narrows the list, combines with the search, and can be left from an empty result', async ({ page }) => {
    await open(page);
    const economics = topicsByCategory.Economics;
    await expect(category(page)).toHaveValue('');
    await expect(category(page).locator('option')).toHaveText([
      /^All categories \(\d+\)$/,
      `Computer Science (${topicsByCategory['Computer Science'].length})`,
      `Computer Engineering (${topicsByCategory['Computer Engineering'].length})`,
      `Electrical & Electronics (${topicsByCategory['Electrical & Electronics'].length})`,
      `Management (${topicsByCategory.Management.length})`,
      `Business Administration (${topicsByCategory['Business Administration'].length})`,
      `Economics (${economics.length})`,
    ]);

    await category(page).selectOption('Economics');
    await expect(status(page)).toHaveText(`${economics.length} Economics topics, A to Z`);
    await expect(items(page)).toHaveCount(economics.length);
    expect((await titlesOf(page)).every((t) => economics.includes(t))).toBe(true);

    await search(page).fill('inflation nigeria');
    await expect(status(page)).toHaveText(new RegExp(`^\\d+ of ${economics.length} Economics topics match “inflation nigeria”$`));
    const found = await titlesOf(page);
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((t) => economics.includes(t) && /inflation/i.test(t))).toBe(true);
    await screenshotForReview(page, { path: 'test-results/topics-category-375.png' });

    // No inflation topic in Computer Science: the empty result offers the other categories and a request.
    await category(page).selectOption('Computer Science');
    await expect(main(page).getByText('No topics found.', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Request “inflation nigeria” as a topic' })).toBeVisible();
    await screenshotForReview(page, { path: 'test-results/topics-empty-375.png' });
    await main(page).getByRole('button', { name: 'Search all categories' }).click();
    await expect(category(page)).toHaveValue('');
    await expect(category(page)).toBeFocused();
    expect(await titlesOf(page)).toEqual(found);
  });

  test('a member has both the request form and the link to /contact', async ({ page }) => {
    await open(page);
    await main(page).getByRole('button', { name: 'Request a topic', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a project topic' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await contactLink(page).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('an empty result offers to request what was typed, in the request form', async ({ page }) => {
    await open(page);
    await search(page).fill('Solar Borehole for Nsukka Farms');
    await expect(main(page).getByText('No topics found.', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Search all categories' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Request “Solar Borehole for Nsukka Farms” as a topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a project topic' });
    await expect(dialog.getByLabel('Topic')).toHaveValue('Solar Borehole for Nsukka Farms');
  });

  test('the page looks right at 375 and 1280 px', async ({ page }) => {
    await open(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await search(page).fill('managment');
      await category(page).selectOption('Management');
      await expect(status(page)).toHaveText(/Management topics match “managment”/);
      const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().right)));
      expect(widest, `${width} px`).toBeLessThanOrEqual(width);
      await screenshotForReview(page, { path: `test-results/topics-search-${width}.png` });
      await category(page).selectOption('');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered /topics links to /contact to request a topic, and the link works', async ({ page }) => {
    const res = await page.goto('/topics');
    // (Playwright turns off script execution but not the parser's scripting flag, so <noscript> is
    // not drawn here: its text is checked in the HTML.)
    expect(await res!.text()).toContain('<noscript><p>The topic list needs JavaScript.');
    await expect(main(page).getByRole('link', { name: 'Request a topic', exact: true })).toHaveAttribute('href', '/contact');
    await expect(contactLink(page)).toHaveAttribute('href', '/contact');
    await screenshotForReview(page, { path: 'test-results/topics-nojs-375.png', fullPage: true });
    await contactLink(page).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
